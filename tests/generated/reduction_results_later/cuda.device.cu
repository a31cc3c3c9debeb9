#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ long long __accc_atomic_add_long_long(long long *p, long long v) {
    union { unsigned long long b; long long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ float __accc_atomic_max_float(float *p, float v) {
    int bits = __float_as_int(v);
    if (bits >= 0) return __int_as_float(atomicMax((int *)p, bits));
    return __int_as_float((int)atomicMin((unsigned int *)p, (unsigned int)bits));
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ a, float *b, float *__accc_p_err, float *__accc_a_err, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float err = -INFINITY;
    __shared__ float __accc_red_err[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "reduction_results_later.c"
{
                b[i] = 0.5f * (a[i - 1] + a[i + 1]);
                err = err > (b[i] - a[i] > 0 ? b[i] - a[i] : a[i] - b[i])
                          ? err
                          : (b[i] - a[i] > 0 ? b[i] - a[i] : a[i] - b[i]);
            }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, err, __accc_s);
        err = (err > __accc_o ? err : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_err[__accc_l / 32] = err;
    __syncthreads();
    if (__accc_l < 32) {
        err = __accc_l < 4 ? __accc_red_err[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, err, __accc_s);
            err = (err > __accc_o ? err : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_float(&(*__accc_a_err), err);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_err + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_err;
            *(volatile float *)__accc_a_err = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_err + 16)) = 0u;
            *__accc_p_err = (*__accc_p_err > __accc_t ? *__accc_p_err : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const float *__restrict__ b, float *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "reduction_results_later.c"
a[i] = b[i];
    }
}

extern "C" __global__ void __accc_kernel_2_0(const long long *__restrict__ v, long long *__accc_p_total, long long *__accc_a_total, long long *__accc_p_largest, long long *__accc_a_largest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long total = 0;
    __shared__ long long __accc_red_total[4];
    long long largest = (-9223372036854775807L-1);
    __shared__ long long __accc_red_largest[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "reduction_results_later.c"
{
                total += v[i];
                largest = largest > v[i] * 3 ? largest : v[i] * 3;
            }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, total, __accc_s);
        total = total + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_total[__accc_l / 32] = total;
    __syncthreads();
    if (__accc_l < 32) {
        total = __accc_l < 4 ? __accc_red_total[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, total, __accc_s);
            total = total + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_total), total);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_total + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_total;
            *(volatile long long *)__accc_a_total = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_total + 16)) = 0u;
            *__accc_p_total = *__accc_p_total + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, largest, __accc_s);
        largest = (largest > __accc_o ? largest : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_largest[__accc_l / 32] = largest;
    __syncthreads();
    if (__accc_l < 32) {
        largest = __accc_l < 4 ? __accc_red_largest[__accc_l] : (-9223372036854775807L-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, largest, __accc_s);
            largest = (largest > __accc_o ? largest : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_largest), largest);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_largest + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_largest;
            *(volatile long long *)__accc_a_largest = (-9223372036854775807L-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_largest + 16)) = 0u;
            *__accc_p_largest = (*__accc_p_largest > __accc_t ? *__accc_p_largest : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(long long *v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 51 "reduction_results_later.c"
v[i] += 1;
    }
}

extern "C" __global__ void __accc_kernel_4_0(long long *v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 54 "reduction_results_later.c"
v[i] *= 2;
    }
}

extern "C" __global__ void __accc_kernel_5_0(const long long *__restrict__ v, long long *__accc_p_s, long long *__accc_a_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long s = 0;
    __shared__ long long __accc_red_s[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 62 "reduction_results_later.c"
s += v[i];
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
        (void)__accc_atomic_add_long_long(&(*__accc_a_s), s);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_s;
            *(volatile long long *)__accc_a_s = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s + 16)) = 0u;
            *__accc_p_s = *__accc_p_s + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_6_0(long long *v, long long s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "reduction_results_later.c"
v[i] = v[i] * 2 - s / 4096;
    }
}

extern "C" __global__ void __accc_kernel_7_0(const long long *__restrict__ v, long long *__accc_p_r1, long long *__accc_a_r1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long r1 = 0;
    __shared__ long long __accc_red_r1[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 74 "reduction_results_later.c"
r1 += v[i] % 7;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, r1, __accc_s);
        r1 = r1 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_r1[__accc_l / 32] = r1;
    __syncthreads();
    if (__accc_l < 32) {
        r1 = __accc_l < 4 ? __accc_red_r1[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, r1, __accc_s);
            r1 = r1 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_r1), r1);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_r1 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_r1;
            *(volatile long long *)__accc_a_r1 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_r1 + 16)) = 0u;
            *__accc_p_r1 = *__accc_p_r1 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_8_0(const long long *__restrict__ v, long long *__accc_p_r2, long long *__accc_a_r2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long r2 = 0;
    __shared__ long long __accc_red_r2[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 77 "reduction_results_later.c"
r2 += v[i] % 5;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, r2, __accc_s);
        r2 = r2 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_r2[__accc_l / 32] = r2;
    __syncthreads();
    if (__accc_l < 32) {
        r2 = __accc_l < 4 ? __accc_red_r2[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, r2, __accc_s);
            r2 = r2 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_r2), r2);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_r2 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_r2;
            *(volatile long long *)__accc_a_r2 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_r2 + 16)) = 0u;
            *__accc_p_r2 = *__accc_p_r2 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_9_0(int rep, long long *v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 80 "reduction_results_later.c"
v[i] += rep;
    }
}

extern "C" __global__ void __accc_kernel_10_0(const long long *__restrict__ v, long long *__accc_p_t, long long *__accc_a_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long t = 0;
    __shared__ long long __accc_red_t[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 90 "reduction_results_later.c"
t += v[i] % 5;
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
        (void)__accc_atomic_add_long_long(&(*__accc_a_t), t);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_t + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_t;
            *(volatile long long *)__accc_a_t = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_t + 16)) = 0u;
            *__accc_p_t = *__accc_p_t + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_11_0(long long *v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 93 "reduction_results_later.c"
v[i] -= 1;
    }
}

extern "C" __global__ void __accc_kernel_12_0(const long long *__restrict__ v, int *__accc_p_count, int *__accc_a_count, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int count = 0;
    __shared__ int __accc_red_count[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 101 "reduction_results_later.c"
count += v[i] % 3 == 0;
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

extern "C" __global__ void __accc_kernel_13_0(const long long *__restrict__ v, int *flags, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 104 "reduction_results_later.c"
flags[i] = (int)(v[i] % 3);
    }
}
