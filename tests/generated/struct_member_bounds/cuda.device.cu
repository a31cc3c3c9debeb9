#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_6;
typedef struct __accc_anon_6 Work;
struct __accc_anon_6 { int n; int step; long sum; float scale; float *data; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ buf, Work *__accc_p_v, long *__accc_p__m_v_sum, long *__accc_a__m_v_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_r_m_v_sum = 0;
    __shared__ long __accc_red__m_v_sum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "struct_member_bounds.c"
__accc_r_m_v_sum += (long)buf[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_v_sum, __accc_s);
        __accc_r_m_v_sum = __accc_r_m_v_sum + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red__m_v_sum[__accc_l / 32] = __accc_r_m_v_sum;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_r_m_v_sum = __accc_l < 4 ? __accc_red__m_v_sum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_v_sum, __accc_s);
            __accc_r_m_v_sum = __accc_r_m_v_sum + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a__m_v_sum), (unsigned long long)((__accc_r_m_v_sum)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a__m_v_sum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a__m_v_sum;
            *(volatile long *)__accc_a__m_v_sum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a__m_v_sum + 16)) = 0u;
            *__accc_p__m_v_sum = *__accc_p__m_v_sum + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(Work *__accc_p_v)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 32 "struct_member_bounds.c"
(*__accc_p_v).scale = 2.0f;
    }
}

extern "C" __global__ void __accc_kernel_1_1(float *buf, Work *__accc_p_v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "struct_member_bounds.c"
buf[i] = buf[i] * (*__accc_p_v).scale;
    }
}

extern "C" __global__ void __accc_kernel_2_0(Work *__accc_p_v, float *__accc_m_v_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "struct_member_bounds.c"
__accc_m_v_data[i] = -1.0f;
    }
}
