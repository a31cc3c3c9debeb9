#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ double __accc_atomic_mul_double(double *p, double v) {
    union { unsigned long long b; double v; } o, n;
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
extern "C" __global__ void __accc_kernel_0_0(long *__accc_p_s, long *__accc_a_s, double *__accc_p_p, double *__accc_a_p, int *__accc_p_m, int *__accc_a_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s = 0;
    __shared__ long __accc_red_s[4];
    double p = 1;
    __shared__ double __accc_red_p[4];
    int m = (-2147483647-1);
    __shared__ int __accc_red_m[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "region_and_loop_reductions.c"
{
            s += i;
            p *= (i % 10 == 0) ? 2.0 : 1.0;
            m = (i * 37) % 101 > m ? (i * 37) % 101 : m;
        }
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
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s), (unsigned long long)((s)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s;
            *(volatile long *)__accc_a_s = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s + 16)) = 0u;
            *__accc_p_s = *__accc_p_s + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, p, __accc_s);
        p = p * __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_p[__accc_l / 32] = p;
    __syncthreads();
    if (__accc_l < 32) {
        p = __accc_l < 4 ? __accc_red_p[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, p, __accc_s);
            p = p * __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_mul_double(&(*__accc_a_p), p);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_p + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_p;
            *(volatile double *)__accc_a_p = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_p + 16)) = 0u;
            *__accc_p_p = *__accc_p_p * __accc_t;
        }
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
}

extern "C" __global__ void __accc_kernel_1_0_strips(long *__accc_p_t, long *__accc_a_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long t = 0;
    __shared__ long __accc_red_t[4];
    int __accc_l = (int)threadIdx.x;
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 27 "region_and_loop_reductions.c"
t += i * j;
        }
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
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_t), (unsigned long long)((t)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_t + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_t;
            *(volatile long *)__accc_a_t = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_t + 16)) = 0u;
            *__accc_p_t = *__accc_p_t + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(long *__accc_p_t, long *__accc_a_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long t = 0;
    __shared__ long __accc_red_t[4];
    int __accc_l = (int)threadIdx.x;
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 27 "region_and_loop_reductions.c"
t += i * j;
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
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_t), (unsigned long long)((t)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_t + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_t;
            *(volatile long *)__accc_a_t = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_t + 16)) = 0u;
            *__accc_p_t = *__accc_p_t + __accc_t;
        }
    }
}
