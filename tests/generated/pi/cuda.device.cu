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
extern "C" __global__ void __accc_kernel_0_0(const double h, double *__accc_p_sum, double *__accc_a_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double sum = 0;
    __shared__ double __accc_red_sum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 14 "pi.c"
{
        double x = (i + 0.5) * h;
        sum += 4.0 / (1.0 + x * x);
    }
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
            double __accc_t = *(volatile double *)__accc_a_sum;
            *(volatile double *)__accc_a_sum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_sum + 16)) = 0u;
            *__accc_p_sum = *__accc_p_sum + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const double h, double *__accc_p_pi2, double *__accc_a_pi2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double pi2 = 0;
    __shared__ double __accc_red_pi2[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int c = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "pi.c"
{
        double part = 0.0;
        for (int i = c * 1000; i < (c + 1) * 1000; i++) {
            double x = (i + 0.5) * h;
            part += 4.0 / (1.0 + x * x);
        }
        pi2 += part * h;
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, pi2, __accc_s);
        pi2 = pi2 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_pi2[__accc_l / 32] = pi2;
    __syncthreads();
    if (__accc_l < 32) {
        pi2 = __accc_l < 4 ? __accc_red_pi2[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, pi2, __accc_s);
            pi2 = pi2 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_pi2), pi2);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_pi2 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_pi2;
            *(volatile double *)__accc_a_pi2 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_pi2 + 16)) = 0u;
            *__accc_p_pi2 = *__accc_p_pi2 + __accc_t;
        }
    }
}
