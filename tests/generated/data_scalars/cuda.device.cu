#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ double __accc_atomic_max_double(double *p, double v) {
    long long bits = __double_as_longlong(v);
    if (bits >= 0) return __longlong_as_double(atomicMax((long long *)p, bits));
    return __longlong_as_double((long long)atomicMin((unsigned long long *)p, (unsigned long long)bits));
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(int *__accc_p_c)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 9 "data_scalars.c"
(*__accc_p_c) = 42;
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *__accc_p_c, int *a, double *__accc_p_m, double *__accc_a_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double m = -INFINITY;
    __shared__ double __accc_red_m[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 11 "data_scalars.c"
{ a[i] = i + (*__accc_p_c); m = m > i ? m : i; }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, m, __accc_s);
        m = (m > __accc_o ? m : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_m[__accc_l / 32] = m;
    __syncthreads();
    if (__accc_l < 32) {
        m = __accc_l < 4 ? __accc_red_m[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, m, __accc_s);
            m = (m > __accc_o ? m : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_double(&(*__accc_a_m), m);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_m + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_m;
            *(volatile double *)__accc_a_m = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_m + 16)) = 0u;
            *__accc_p_m = (*__accc_p_m > __accc_t ? *__accc_p_m : __accc_t);
        }
    }
}
