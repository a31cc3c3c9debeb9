#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_6;
struct __accc_anon_7;
struct __accc_anon_8;
typedef struct __accc_anon_6 stats;
typedef struct __accc_anon_8 box;
struct __accc_anon_7 { float lo; float hi; };
struct __accc_anon_8 { struct __accc_anon_7 range; int n; };
struct __accc_anon_6 { double sum; int count; long max; };
static __device__ __forceinline__ long __accc_atomic_max_long(long *p, long v) {
    union { unsigned long long b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v > v ? o.v : v);
        if (n.b == o.b) return o.v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ float __accc_atomic_min_float(float *p, float v) {
    int bits = __float_as_int(v);
    if (bits >= 0) return __int_as_float(atomicMin((int *)p, bits));
    return __int_as_float((int)atomicMax((unsigned int *)p, (unsigned int)bits));
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ x, stats *p, long *__accc_p__m_p__max, long *__accc_a__m_p__max, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_r_m_p__max = (-9223372036854775807L-1);
    __shared__ long __accc_red__m_p__max[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "reduction_struct_member.c"
if (x[i] > __accc_r_m_p__max) __accc_r_m_p__max = x[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_p__max, __accc_s);
        __accc_r_m_p__max = (__accc_r_m_p__max > __accc_o ? __accc_r_m_p__max : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red__m_p__max[__accc_l / 32] = __accc_r_m_p__max;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_r_m_p__max = __accc_l < 4 ? __accc_red__m_p__max[__accc_l] : (-9223372036854775807L-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_p__max, __accc_s);
            __accc_r_m_p__max = (__accc_r_m_p__max > __accc_o ? __accc_r_m_p__max : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_long(&(*__accc_a__m_p__max), __accc_r_m_p__max);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a__m_p__max + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a__m_p__max;
            *(volatile long *)__accc_a__m_p__max = (-9223372036854775807L-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a__m_p__max + 16)) = 0u;
            *__accc_p__m_p__max = (*__accc_p__m_p__max > __accc_t ? *__accc_p__m_p__max : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ x, stats *__accc_p_st, double *__accc_p__m_st_sum, double *__accc_a__m_st_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double __accc_r_m_st_sum = 0;
    __shared__ double __accc_red__m_st_sum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "reduction_struct_member.c"
__accc_r_m_st_sum += x[i] * (*__accc_p_st).count;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_st_sum, __accc_s);
        __accc_r_m_st_sum = __accc_r_m_st_sum + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red__m_st_sum[__accc_l / 32] = __accc_r_m_st_sum;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_r_m_st_sum = __accc_l < 4 ? __accc_red__m_st_sum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_st_sum, __accc_s);
            __accc_r_m_st_sum = __accc_r_m_st_sum + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a__m_st_sum), __accc_r_m_st_sum);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a__m_st_sum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a__m_st_sum;
            *(volatile double *)__accc_a__m_st_sum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a__m_st_sum + 16)) = 0u;
            *__accc_p__m_st_sum = *__accc_p__m_st_sum + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ x, stats *__accc_p_odd, int *__accc_p__m_odd_count, int *__accc_a__m_odd_count, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int __accc_r_m_odd_count = 0;
    __shared__ int __accc_red__m_odd_count[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "reduction_struct_member.c"
__accc_r_m_odd_count += x[i] & 1;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_odd_count, __accc_s);
        __accc_r_m_odd_count = __accc_r_m_odd_count + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red__m_odd_count[__accc_l / 32] = __accc_r_m_odd_count;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_r_m_odd_count = __accc_l < 4 ? __accc_red__m_odd_count[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_odd_count, __accc_s);
            __accc_r_m_odd_count = __accc_r_m_odd_count + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a__m_odd_count), __accc_r_m_odd_count);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a__m_odd_count + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a__m_odd_count;
            *(volatile int *)__accc_a__m_odd_count = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a__m_odd_count + 16)) = 0u;
            *__accc_p__m_odd_count = *__accc_p__m_odd_count + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ x, box *__accc_p_b, float *__accc_p__m_b_range_lo, float *__accc_a__m_b_range_lo, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float __accc_r_m_b_range_lo = INFINITY;
    __shared__ float __accc_red__m_b_range_lo[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 38 "reduction_struct_member.c"
if (x[i] + 0.5f < __accc_r_m_b_range_lo) __accc_r_m_b_range_lo = x[i] + 0.5f;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_b_range_lo, __accc_s);
        __accc_r_m_b_range_lo = (__accc_r_m_b_range_lo < __accc_o ? __accc_r_m_b_range_lo : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red__m_b_range_lo[__accc_l / 32] = __accc_r_m_b_range_lo;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_r_m_b_range_lo = __accc_l < 4 ? __accc_red__m_b_range_lo[__accc_l] : INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_b_range_lo, __accc_s);
            __accc_r_m_b_range_lo = (__accc_r_m_b_range_lo < __accc_o ? __accc_r_m_b_range_lo : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_min_float(&(*__accc_a__m_b_range_lo), __accc_r_m_b_range_lo);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a__m_b_range_lo + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a__m_b_range_lo;
            *(volatile float *)__accc_a__m_b_range_lo = INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a__m_b_range_lo + 16)) = 0u;
            *__accc_p__m_b_range_lo = (*__accc_p__m_b_range_lo < __accc_t ? *__accc_p__m_b_range_lo : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(const int *__restrict__ x, box *__accc_p_b, int *__accc_p__m_b_n, int *__accc_a__m_b_n, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int __accc_r_m_b_n = 0;
    __shared__ int __accc_red__m_b_n[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "reduction_struct_member.c"
__accc_r_m_b_n += x[i] % 3;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_b_n, __accc_s);
        __accc_r_m_b_n = __accc_r_m_b_n + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red__m_b_n[__accc_l / 32] = __accc_r_m_b_n;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_r_m_b_n = __accc_l < 4 ? __accc_red__m_b_n[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_b_n, __accc_s);
            __accc_r_m_b_n = __accc_r_m_b_n + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a__m_b_n), __accc_r_m_b_n);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a__m_b_n + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a__m_b_n;
            *(volatile int *)__accc_a__m_b_n = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a__m_b_n + 16)) = 0u;
            *__accc_p__m_b_n = *__accc_p__m_b_n + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_5_0(const int *__restrict__ x, stats *__accc_p_later, int *__accc_p__m_later_count, int *__accc_a__m_later_count, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int __accc_r_m_later_count = 0;
    __shared__ int __accc_red__m_later_count[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "reduction_struct_member.c"
__accc_r_m_later_count += x[i] > 50;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_later_count, __accc_s);
        __accc_r_m_later_count = __accc_r_m_later_count + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red__m_later_count[__accc_l / 32] = __accc_r_m_later_count;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_r_m_later_count = __accc_l < 4 ? __accc_red__m_later_count[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_r_m_later_count, __accc_s);
            __accc_r_m_later_count = __accc_r_m_later_count + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a__m_later_count), __accc_r_m_later_count);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a__m_later_count + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a__m_later_count;
            *(volatile int *)__accc_a__m_later_count = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a__m_later_count + 16)) = 0u;
            *__accc_p__m_later_count = *__accc_p__m_later_count + __accc_t;
        }
    }
}
