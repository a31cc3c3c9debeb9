#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_32;
struct inner;
struct outer;
struct inner { int n; float *data; };
struct outer { int k; struct inner in; };
typedef struct __accc_anon_32 vec;
struct __accc_anon_32 { int n; float scale; int count; float *data; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(vec *p, float *__accc_m_p_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "struct_pointer_members.c"
__accc_m_p_data[i] = __accc_m_p_data[i] * p->scale + (float)p->n / 1000.0f;
    }
}

extern "C" __global__ void __accc_kernel_1_0(vec *p, long __accc_delta___accc_m_p_data, char *__accc_b___accc_m_p_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float *__accc_m_p_data = (float *)(__accc_b___accc_m_p_data - __accc_delta___accc_m_p_data);
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "struct_pointer_members.c"
__accc_m_p_data[i] -= p[0].scale;
    }
}

extern "C" __global__ void __accc_kernel_2_0(struct outer *q, float *__accc_m_q_in_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 52 "struct_pointer_members.c"
__accc_m_q_in_data[i] = __accc_m_q_in_data[i] * (float)q->k + (float)(q->in.n - 1000);
    }
}

extern "C" __global__ void __accc_kernel_3_0(vec *p, float *__accc_m_p_data)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 58 "struct_pointer_members.c"
{
        p->count = p->n / 10;
        __accc_m_p_data[0] = (float)p->count;
    }
    }
}

extern "C" __global__ void __accc_kernel_4_0(vec *p, float *__accc_m_p_data)
{
    __ACCC_ENTER_GRID();
    {
#line 66 "struct_pointer_members.c"
{
        p->count += (int)__accc_m_p_data[1] + 1;
    }
    }
}

extern "C" __global__ void __accc_kernel_5_0(const vec *__restrict__ p, float *__accc_m_p_data, float *__accc_p_sum, float *__accc_a_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float sum = 0;
    __shared__ float __accc_red_sum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 75 "struct_pointer_members.c"
sum += __accc_m_p_data[i] * p->scale;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, sum, __accc_s);
        sum = sum + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_sum[__accc_l / 32] = sum;
    __syncthreads();
    if (__accc_l < 32) {
        sum = __accc_l < 4 ? __accc_red_sum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, sum, __accc_s);
            sum = sum + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_sum), sum);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_sum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_sum;
            *(volatile float *)__accc_a_sum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_sum + 16)) = 0u;
            *__accc_p_sum = *__accc_p_sum + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_6_0(vec *p)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 86 "struct_pointer_members.c"
p->count = 2;
    }
}

extern "C" __global__ void __accc_kernel_7_0(vec *p, float *__accc_m_p_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 89 "struct_pointer_members.c"
__accc_m_p_data[i] += (float)p->count;
    }
}
