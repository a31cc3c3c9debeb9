#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ long __accc_atomic_mul_long(long *p, long v) {
    union { unsigned long long b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(int *a, double *__accc_p_x, double *__accc_a_x, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double x = 0;
    __shared__ double __accc_red_x[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 13 "reduction_unused_variable.c"
a[i] = i;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, x, __accc_s);
        x = x + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_x[__accc_l / 32] = x;
    __syncthreads();
    if (__accc_l < 32) {
        x = __accc_l < 4 ? __accc_red_x[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, x, __accc_s);
            x = x + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_x), x);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_x + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_x;
            *(volatile double *)__accc_a_x = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_x + 16)) = 0u;
            *__accc_p_x = *__accc_p_x + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *__accc_p_m, int *__accc_a_m, long *__accc_p_prod, long *__accc_a_prod, int *__accc_p_k, int *__accc_a_k, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int m = (-2147483647-1);
    __shared__ int __accc_red_m[4];
    long prod = 1;
    __shared__ long __accc_red_prod[4];
    int k = 0;
    __shared__ int __accc_red_k[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "reduction_unused_variable.c"
k = k + 0;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, m, __accc_s);
        m = (m > __accc_o ? m : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_m[__accc_l / 32] = m;
    __syncthreads();
    if (__accc_l < 32) {
        m = __accc_l < 4 ? __accc_red_m[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, m, __accc_s);
            m = (m > __accc_o ? m : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_m), m);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_m + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_m;
            *(volatile int *)__accc_a_m = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_m + 16)) = 0u;
            *__accc_p_m = (*__accc_p_m > __accc_t ? *__accc_p_m : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, prod, __accc_s);
        prod = prod * __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_prod[__accc_l / 32] = prod;
    __syncthreads();
    if (__accc_l < 32) {
        prod = __accc_l < 4 ? __accc_red_prod[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, prod, __accc_s);
            prod = prod * __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_mul_long(&(*__accc_a_prod), prod);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_prod + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_prod;
            *(volatile long *)__accc_a_prod = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_prod + 16)) = 0u;
            *__accc_p_prod = *__accc_p_prod * __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, k, __accc_s);
        k = k + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_k[__accc_l / 32] = k;
    __syncthreads();
    if (__accc_l < 32) {
        k = __accc_l < 4 ? __accc_red_k[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, k, __accc_s);
            k = k + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_k), k);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_k + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_k;
            *(volatile int *)__accc_a_k = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_k + 16)) = 0u;
            *__accc_p_k = *__accc_p_k + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ a, int *__accc_p_m, int *__accc_a_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int m = 2147483647;
    __shared__ int __accc_red_m[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "reduction_unused_variable.c"
{
            int t = a[i];
            (void)t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, m, __accc_s);
        m = (m < __accc_o ? m : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_m[__accc_l / 32] = m;
    __syncthreads();
    if (__accc_l < 32) {
        m = __accc_l < 4 ? __accc_red_m[__accc_l] : 2147483647;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, m, __accc_s);
            m = (m < __accc_o ? m : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMin(&(*__accc_a_m), m);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_m + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_m;
            *(volatile int *)__accc_a_m = 2147483647;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_m + 16)) = 0u;
            *__accc_p_m = (*__accc_p_m < __accc_t ? *__accc_p_m : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0()
{
    __ACCC_ENTER_GRID();
    {
#line 26 "reduction_unused_variable.c"
{
        int unused = 1;
        (void)unused;
    }
    }
}
