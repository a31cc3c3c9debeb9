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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, int *__accc_p_count, int *__accc_a_count, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int count = 0;
    __shared__ int __accc_red_count[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "reduction_parallel_construct.c"
if (a[i] > 40)
                count++;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, count, __accc_s);
        count = count + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_count[__accc_l / 32] = count;
    __syncthreads();
    if (__accc_l < 32) {
        count = __accc_l < 4 ? __accc_red_count[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, count, __accc_s);
            count = count + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_count), count);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_count + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_count;
            *(volatile int *)__accc_a_count = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_count + 16)) = 0u;
            *__accc_p_count = *__accc_p_count + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ a, float *__accc_p_fs, float *__accc_a_fs, double *__accc_p_dmax, double *__accc_a_dmax, int *__accc_p_big, int *__accc_a_big, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float fs = 0;
    __shared__ float __accc_red_fs[4];
    double dmax = -INFINITY;
    __shared__ double __accc_red_dmax[4];
    int big = (-2147483647-1);
    __shared__ int __accc_red_big[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "reduction_parallel_construct.c"
{
            fs += (float)a[i];
            dmax = (double)a[i] * 1.5 > dmax ? (double)a[i] * 1.5 : dmax;
            big = a[i] > big ? a[i] : big;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, fs, __accc_s);
        fs = fs + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_fs[__accc_l / 32] = fs;
    __syncthreads();
    if (__accc_l < 32) {
        fs = __accc_l < 4 ? __accc_red_fs[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, fs, __accc_s);
            fs = fs + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_fs), fs);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_fs + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_fs;
            *(volatile float *)__accc_a_fs = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_fs + 16)) = 0u;
            *__accc_p_fs = *__accc_p_fs + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dmax, __accc_s);
        dmax = (dmax > __accc_o ? dmax : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_dmax[__accc_l / 32] = dmax;
    __syncthreads();
    if (__accc_l < 32) {
        dmax = __accc_l < 4 ? __accc_red_dmax[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dmax, __accc_s);
            dmax = (dmax > __accc_o ? dmax : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_double(&(*__accc_a_dmax), dmax);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dmax + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dmax;
            *(volatile double *)__accc_a_dmax = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dmax + 16)) = 0u;
            *__accc_p_dmax = (*__accc_p_dmax > __accc_t ? *__accc_p_dmax : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, big, __accc_s);
        big = (big > __accc_o ? big : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_big[__accc_l / 32] = big;
    __syncthreads();
    if (__accc_l < 32) {
        big = __accc_l < 4 ? __accc_red_big[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, big, __accc_s);
            big = (big > __accc_o ? big : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_big), big);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_big + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_big;
            *(volatile int *)__accc_a_big = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_big + 16)) = 0u;
            *__accc_p_big = (*__accc_p_big > __accc_t ? *__accc_p_big : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int *__accc_p_once, int *__accc_a_once)
{
    __ACCC_ENTER_GRID();
    int once = 0;
    __shared__ int __accc_red_once[1];
    int __accc_l = (int)threadIdx.x;
    {
#line 45 "reduction_parallel_construct.c"
{
        once += 5;
    }
    }
    __accc_red_once[__accc_l] = once;
    __syncthreads();
    for (int __accc_s = 0; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 1) __accc_red_once[__accc_l] = __accc_red_once[__accc_l] + __accc_red_once[__accc_l + __accc_s];
        __syncthreads();
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_once), __accc_red_once[0]);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_once + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_once;
            *(volatile int *)__accc_a_once = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_once + 16)) = 0u;
            *__accc_p_once = *__accc_p_once + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(int *__accc_p_s2)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 52 "reduction_parallel_construct.c"
{
        (*__accc_p_s2) *= 6;
    }
    }
}
