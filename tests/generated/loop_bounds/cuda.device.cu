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
extern "C" __global__ void __accc_kernel_0_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 17 "loop_bounds.c"
a[i] = i;
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ a, long *__accc_p_s1, long *__accc_a_s1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s1 = 0;
    __shared__ long __accc_red_s1[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 21 "loop_bounds.c"
s1 += a[k];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s1, __accc_s);
        s1 = s1 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s1[__accc_l / 32] = s1;
    __syncthreads();
    if (__accc_l < 32) {
        s1 = __accc_l < 4 ? __accc_red_s1[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s1, __accc_s);
            s1 = s1 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s1), (unsigned long long)((s1)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s1 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s1;
            *(volatile long *)__accc_a_s1 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s1 + 16)) = 0u;
            *__accc_p_s1 = *__accc_p_s1 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ a, long *__accc_p_s2, long *__accc_a_s2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s2 = 0;
    __shared__ long __accc_red_s2[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "loop_bounds.c"
s2 += a[k];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s2, __accc_s);
        s2 = s2 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s2[__accc_l / 32] = s2;
    __syncthreads();
    if (__accc_l < 32) {
        s2 = __accc_l < 4 ? __accc_red_s2[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s2, __accc_s);
            s2 = s2 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s2), (unsigned long long)((s2)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s2 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s2;
            *(volatile long *)__accc_a_s2 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s2 + 16)) = 0u;
            *__accc_p_s2 = *__accc_p_s2 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ a, long *__accc_p_s3, long *__accc_a_s3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s3 = 0;
    __shared__ long __accc_red_s3[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 30 "loop_bounds.c"
s3 += a[k];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s3, __accc_s);
        s3 = s3 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s3[__accc_l / 32] = s3;
    __syncthreads();
    if (__accc_l < 32) {
        s3 = __accc_l < 4 ? __accc_red_s3[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s3, __accc_s);
            s3 = s3 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s3), (unsigned long long)((s3)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s3 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s3;
            *(volatile long *)__accc_a_s3 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s3 + 16)) = 0u;
            *__accc_p_s3 = *__accc_p_s3 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(long *__accc_p_s4, long *__accc_a_s4, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s4 = 0;
    __shared__ long __accc_red_s4[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "loop_bounds.c"
s4 += k * k * k + k;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s4, __accc_s);
        s4 = s4 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s4[__accc_l / 32] = s4;
    __syncthreads();
    if (__accc_l < 32) {
        s4 = __accc_l < 4 ? __accc_red_s4[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s4, __accc_s);
            s4 = s4 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s4), (unsigned long long)((s4)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s4 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s4;
            *(volatile long *)__accc_a_s4 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s4 + 16)) = 0u;
            *__accc_p_s4 = *__accc_p_s4 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_5_0(long *__accc_p_s5, long *__accc_a_s5, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s5 = 0;
    __shared__ long __accc_red_s5[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        long k = (__accc_lo0 + __accc_it * __accc_st0);
#line 38 "loop_bounds.c"
s5 += k - 4000000000L;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s5, __accc_s);
        s5 = s5 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s5[__accc_l / 32] = s5;
    __syncthreads();
    if (__accc_l < 32) {
        s5 = __accc_l < 4 ? __accc_red_s5[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s5, __accc_s);
            s5 = s5 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s5), (unsigned long long)((s5)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s5 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s5;
            *(volatile long *)__accc_a_s5 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s5 + 16)) = 0u;
            *__accc_p_s5 = *__accc_p_s5 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_6_0(long *__accc_p_s6, long *__accc_a_s6, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s6 = 0;
    __shared__ long __accc_red_s6[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        unsigned int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "loop_bounds.c"
s6 += k;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s6, __accc_s);
        s6 = s6 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s6[__accc_l / 32] = s6;
    __syncthreads();
    if (__accc_l < 32) {
        s6 = __accc_l < 4 ? __accc_red_s6[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s6, __accc_s);
            s6 = s6 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s6), (unsigned long long)((s6)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s6 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s6;
            *(volatile long *)__accc_a_s6 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s6 + 16)) = 0u;
            *__accc_p_s6 = *__accc_p_s6 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_7_0(const int *__restrict__ a, long *__accc_p_s7, long *__accc_a_s7, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s7 = 0;
    __shared__ long __accc_red_s7[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 46 "loop_bounds.c"
s7 += a[k];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s7, __accc_s);
        s7 = s7 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s7[__accc_l / 32] = s7;
    __syncthreads();
    if (__accc_l < 32) {
        s7 = __accc_l < 4 ? __accc_red_s7[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s7, __accc_s);
            s7 = s7 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s7), (unsigned long long)((s7)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s7 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s7;
            *(volatile long *)__accc_a_s7 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s7 + 16)) = 0u;
            *__accc_p_s7 = *__accc_p_s7 + __accc_t;
        }
    }
}
