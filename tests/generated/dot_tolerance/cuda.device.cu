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
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ x, const float *__restrict__ y, float *__accc_p_dot, float *__accc_a_dot, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float dot = 0;
    __shared__ float __accc_red_dot[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 21 "dot_tolerance.c"
dot += x[i] * y[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dot, __accc_s);
        dot = dot + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_dot[__accc_l / 32] = dot;
    __syncthreads();
    if (__accc_l < 32) {
        dot = __accc_l < 4 ? __accc_red_dot[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dot, __accc_s);
            dot = dot + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_dot), dot);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dot + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_dot;
            *(volatile float *)__accc_a_dot = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dot + 16)) = 0u;
            *__accc_p_dot = *__accc_p_dot + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const float *__restrict__ x, const float *__restrict__ y, double *__accc_p_ddot, double *__accc_a_ddot, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double ddot = 0;
    __shared__ double __accc_red_ddot[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "dot_tolerance.c"
ddot += (double)x[i] * (double)y[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, ddot, __accc_s);
        ddot = ddot + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_ddot[__accc_l / 32] = ddot;
    __syncthreads();
    if (__accc_l < 32) {
        ddot = __accc_l < 4 ? __accc_red_ddot[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, ddot, __accc_s);
            ddot = ddot + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_ddot), ddot);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_ddot + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_ddot;
            *(volatile double *)__accc_a_ddot = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_ddot + 16)) = 0u;
            *__accc_p_ddot = *__accc_p_ddot + __accc_t;
        }
    }
}
