#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_6;
typedef struct __accc_anon_6 vec;
struct __accc_anon_6 { int n; double v[16]; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, int *__accc_p_h)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 20 "construct_scalar_flow.c"
(*__accc_p_h) = a[3] * 2;
    }
}

extern "C" __global__ void __accc_kernel_0_1(const int *__restrict__ a, int *__accc_p_h, int *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 22 "construct_scalar_flow.c"
c[i] = a[i] + (*__accc_p_h);
    }
}

extern "C" __global__ void __accc_kernel_0_2(const int *__restrict__ a, int *__accc_p_s, int *__accc_a_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int s = 0;
    __shared__ int __accc_red_s[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "construct_scalar_flow.c"
s += a[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s, __accc_s);
        s = s + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s[__accc_l / 32] = s;
    __syncthreads();
    if (__accc_l < 32) {
        s = __accc_l < 4 ? __accc_red_s[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s, __accc_s);
            s = s + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_s), s);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_s;
            *(volatile int *)__accc_a_s = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s + 16)) = 0u;
            *__accc_p_s = *__accc_p_s + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_3(const int *__restrict__ a, int *__accc_p_s, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "construct_scalar_flow.c"
b[i] = a[i] + (*__accc_p_s);
    }
}

extern "C" __global__ void __accc_kernel_1_0(vec *__accc_p_x, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "construct_scalar_flow.c"
(*__accc_p_x).v[i] = i * 2 + (*__accc_p_x).n;
    }
}

extern "C" __global__ void __accc_kernel_2_0(int (*out)[8], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int buf[8];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int g = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "construct_scalar_flow.c"
{

            { long __accc_tc42_12_0 = (long)((long long)(8) - (long long)(0)); if (__accc_tc42_12_0 < 0) __accc_tc42_12_0 = 0; for (long __accc_it42_12 = (long)threadIdx.x; __accc_it42_12 < __accc_tc42_12_0; __accc_it42_12 += (long)blockDim.x) { long __accc_r42_12 = __accc_it42_12; int k = (0) + __accc_r42_12 * (1); 
buf[k] = g * 100 + k;
} __syncthreads(); }

            { long __accc_tc45_12_0 = (long)((long long)(8) - (long long)(0)); if (__accc_tc45_12_0 < 0) __accc_tc45_12_0 = 0; for (long __accc_it45_12 = (long)threadIdx.x; __accc_it45_12 < __accc_tc45_12_0; __accc_it45_12 += (long)blockDim.x) { long __accc_r45_12 = __accc_it45_12; int k = (0) + __accc_r45_12 * (1); 
out[g][k] = buf[7 - k];
} __syncthreads(); }
        }
    }
}
