#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
typedef long __int64_t;
typedef __int64_t int64_t;
typedef unsigned long __uint64_t;
typedef __uint64_t uint64_t;
typedef int myint;
typedef double real;
static __device__ __forceinline__ unsigned long __accc_atomic_add_unsigned_long(unsigned long *p, unsigned long v) {
    union { unsigned long long b; unsigned long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
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
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(myint *__accc_p_s, myint *__accc_a_s, real *__accc_p_d, real *__accc_a_d, uint64_t *__accc_p_h, uint64_t *__accc_a_h, int64_t *__accc_p_q, int64_t *__accc_a_q, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    myint s = 0;
    __shared__ myint __accc_red_s[4];
    real d = 0;
    __shared__ real __accc_red_d[4];
    uint64_t h = 0;
    __shared__ uint64_t __accc_red_h[4];
    int64_t q = (-9223372036854775807L-1);
    __shared__ int64_t __accc_red_q[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 9 "typedef_reductions.c"
{ s += i; d += 0.5; h += (uint64_t)i * 3; q = q > i ? q : i; }
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
            myint __accc_t = *(volatile myint *)__accc_a_s;
            *(volatile myint *)__accc_a_s = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s + 16)) = 0u;
            *__accc_p_s = *__accc_p_s + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, d, __accc_s);
        d = d + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_d[__accc_l / 32] = d;
    __syncthreads();
    if (__accc_l < 32) {
        d = __accc_l < 4 ? __accc_red_d[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, d, __accc_s);
            d = d + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_d), d);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_d + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            real __accc_t = *(volatile real *)__accc_a_d;
            *(volatile real *)__accc_a_d = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_d + 16)) = 0u;
            *__accc_p_d = *__accc_p_d + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, h, __accc_s);
        h = h + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_h[__accc_l / 32] = h;
    __syncthreads();
    if (__accc_l < 32) {
        h = __accc_l < 4 ? __accc_red_h[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, h, __accc_s);
            h = h + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_unsigned_long(&(*__accc_a_h), h);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_h + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            uint64_t __accc_t = *(volatile uint64_t *)__accc_a_h;
            *(volatile uint64_t *)__accc_a_h = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_h + 16)) = 0u;
            *__accc_p_h = *__accc_p_h + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, q, __accc_s);
        q = (q > __accc_o ? q : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_q[__accc_l / 32] = q;
    __syncthreads();
    if (__accc_l < 32) {
        q = __accc_l < 4 ? __accc_red_q[__accc_l] : (-9223372036854775807L-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, q, __accc_s);
            q = (q > __accc_o ? q : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_long(&(*__accc_a_q), q);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_q + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int64_t __accc_t = *(volatile int64_t *)__accc_a_q;
            *(volatile int64_t *)__accc_a_q = (-9223372036854775807L-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_q + 16)) = 0u;
            *__accc_p_q = (*__accc_p_q > __accc_t ? *__accc_p_q : __accc_t);
        }
    }
}
