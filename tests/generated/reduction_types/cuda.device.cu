#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ long long __accc_atomic_mul_long_long(long long *p, long long v) {
    union { unsigned long long b; long long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ short __accc_atomic_max_short(short *p, short v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffffu << shift;
    unsigned int o, n;
    short ov;
    do {
        o = *w;
        ov = (short)((o & mask) >> shift);
        short nv = (short)((ov > v ? ov : v));
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ unsigned long __accc_atomic_min_unsigned_long(unsigned long *p, unsigned long v) {
    union { unsigned long long b; unsigned long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v < v ? o.v : v);
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
extern "C" __global__ void __accc_kernel_0_0(long *__accc_p_lsum, long *__accc_a_lsum, long long *__accc_p_llmax, long long *__accc_a_llmax, unsigned int *__accc_p_uwrap, unsigned int *__accc_a_uwrap, unsigned int *__accc_p_uxor, unsigned int *__accc_a_uxor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long lsum = 0;
    __shared__ long __accc_red_lsum[4];
    long long llmax = (-9223372036854775807L-1);
    __shared__ long long __accc_red_llmax[4];
    unsigned int uwrap = 0;
    __shared__ unsigned int __accc_red_uwrap[4];
    unsigned int uxor = 0;
    __shared__ unsigned int __accc_red_uxor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 17 "reduction_types.c"
{
        lsum += (long)i * i;
        long long v = ((long long)i * 7919) % 100003;
        llmax = v > llmax ? v : llmax;
        uwrap += 4000000000u + (unsigned)i;
        uxor ^= (unsigned)i * 2654435761u;
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, lsum, __accc_s);
        lsum = lsum + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_lsum[__accc_l / 32] = lsum;
    __syncthreads();
    if (__accc_l < 32) {
        lsum = __accc_l < 4 ? __accc_red_lsum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, lsum, __accc_s);
            lsum = lsum + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_lsum), (unsigned long long)((lsum)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_lsum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_lsum;
            *(volatile long *)__accc_a_lsum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_lsum + 16)) = 0u;
            *__accc_p_lsum = *__accc_p_lsum + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, llmax, __accc_s);
        llmax = (llmax > __accc_o ? llmax : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_llmax[__accc_l / 32] = llmax;
    __syncthreads();
    if (__accc_l < 32) {
        llmax = __accc_l < 4 ? __accc_red_llmax[__accc_l] : (-9223372036854775807L-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, llmax, __accc_s);
            llmax = (llmax > __accc_o ? llmax : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_llmax), llmax);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_llmax + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_llmax;
            *(volatile long long *)__accc_a_llmax = (-9223372036854775807L-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_llmax + 16)) = 0u;
            *__accc_p_llmax = (*__accc_p_llmax > __accc_t ? *__accc_p_llmax : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, uwrap, __accc_s);
        uwrap = uwrap + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_uwrap[__accc_l / 32] = uwrap;
    __syncthreads();
    if (__accc_l < 32) {
        uwrap = __accc_l < 4 ? __accc_red_uwrap[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, uwrap, __accc_s);
            uwrap = uwrap + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_uwrap), uwrap);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_uwrap + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            unsigned int __accc_t = *(volatile unsigned int *)__accc_a_uwrap;
            *(volatile unsigned int *)__accc_a_uwrap = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_uwrap + 16)) = 0u;
            *__accc_p_uwrap = *__accc_p_uwrap + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, uxor, __accc_s);
        uxor = uxor ^ __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_uxor[__accc_l / 32] = uxor;
    __syncthreads();
    if (__accc_l < 32) {
        uxor = __accc_l < 4 ? __accc_red_uxor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, uxor, __accc_s);
            uxor = uxor ^ __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicXor(&(*__accc_a_uxor), uxor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_uxor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            unsigned int __accc_t = *(volatile unsigned int *)__accc_a_uxor;
            *(volatile unsigned int *)__accc_a_uxor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_uxor + 16)) = 0u;
            *__accc_p_uxor = *__accc_p_uxor ^ __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(long long *__accc_p_llprod, long long *__accc_a_llprod, unsigned int *__accc_p_uor, unsigned int *__accc_a_uor, unsigned long *__accc_p_umin, unsigned long *__accc_a_umin, short *__accc_p_smax, short *__accc_a_smax, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long llprod = 1;
    __shared__ long long __accc_red_llprod[4];
    unsigned int uor = 0;
    __shared__ unsigned int __accc_red_uor[4];
    unsigned long umin = 18446744073709551615UL;
    __shared__ unsigned long __accc_red_umin[4];
    short smax = (-32767-1);
    __shared__ short __accc_red_smax[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "reduction_types.c"
{
        llprod *= (i % 10 == 0) ? 1000 : 1;
        uor |= 1u << (i % 32);
        unsigned long w = 1000ul + (unsigned long)((i * 37) % 41);
        umin = w < umin ? w : umin;
        short sv = (short)(i * 100 - 2000);
        smax = sv > smax ? sv : smax;
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, llprod, __accc_s);
        llprod = llprod * __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_llprod[__accc_l / 32] = llprod;
    __syncthreads();
    if (__accc_l < 32) {
        llprod = __accc_l < 4 ? __accc_red_llprod[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, llprod, __accc_s);
            llprod = llprod * __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_mul_long_long(&(*__accc_a_llprod), llprod);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_llprod + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_llprod;
            *(volatile long long *)__accc_a_llprod = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_llprod + 16)) = 0u;
            *__accc_p_llprod = *__accc_p_llprod * __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, uor, __accc_s);
        uor = uor | __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_uor[__accc_l / 32] = uor;
    __syncthreads();
    if (__accc_l < 32) {
        uor = __accc_l < 4 ? __accc_red_uor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, uor, __accc_s);
            uor = uor | __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicOr(&(*__accc_a_uor), uor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_uor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            unsigned int __accc_t = *(volatile unsigned int *)__accc_a_uor;
            *(volatile unsigned int *)__accc_a_uor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_uor + 16)) = 0u;
            *__accc_p_uor = *__accc_p_uor | __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, umin, __accc_s);
        umin = (umin < __accc_o ? umin : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_umin[__accc_l / 32] = umin;
    __syncthreads();
    if (__accc_l < 32) {
        umin = __accc_l < 4 ? __accc_red_umin[__accc_l] : 18446744073709551615UL;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, umin, __accc_s);
            umin = (umin < __accc_o ? umin : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_min_unsigned_long(&(*__accc_a_umin), umin);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_umin + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            unsigned long __accc_t = *(volatile unsigned long *)__accc_a_umin;
            *(volatile unsigned long *)__accc_a_umin = 18446744073709551615UL;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_umin + 16)) = 0u;
            *__accc_p_umin = (*__accc_p_umin < __accc_t ? *__accc_p_umin : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (short)__shfl_down_sync(0xffffffffu, (int)(smax), __accc_s);
        smax = (smax > __accc_o ? smax : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_smax[__accc_l / 32] = smax;
    __syncthreads();
    if (__accc_l < 32) {
        smax = __accc_l < 4 ? __accc_red_smax[__accc_l] : (-32767-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (short)__shfl_down_sync(0xffffffffu, (int)(smax), __accc_s);
            smax = (smax > __accc_o ? smax : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_short(&(*__accc_a_smax), smax);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_smax + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            short __accc_t = *(volatile short *)__accc_a_smax;
            *(volatile short *)__accc_a_smax = (-32767-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_smax + 16)) = 0u;
            *__accc_p_smax = (*__accc_p_smax > __accc_t ? *__accc_p_smax : __accc_t);
        }
    }
}
