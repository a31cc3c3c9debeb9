#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(int flag, const int *__restrict__ p, int *__accc_p_s, int *__accc_a_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int s = 0;
    __shared__ int __accc_red_s[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 8 "no_create_absent.c"
s += flag ? p[i] : 1;
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

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ q, int *__accc_p_t, int *__accc_a_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int t = 0;
    __shared__ int __accc_red_t[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 12 "no_create_absent.c"
t += q[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, t, __accc_s);
        t = t + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_t[__accc_l / 32] = t;
    __syncthreads();
    if (__accc_l < 32) {
        t = __accc_l < 4 ? __accc_red_t[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, t, __accc_s);
            t = t + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_t), t);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_t + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_t;
            *(volatile int *)__accc_a_t = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_t + 16)) = 0u;
            *__accc_p_t = *__accc_p_t + __accc_t;
        }
    }
}
