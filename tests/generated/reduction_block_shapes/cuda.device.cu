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
static __device__ __forceinline__ _Bool __accc_atomic_land__Bool(_Bool *p, _Bool v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    _Bool ov;
    do {
        o = *w;
        ov = (_Bool)((o & mask) >> shift);
        _Bool nv = (_Bool)(ov && v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ _Bool __accc_atomic_lor__Bool(_Bool *p, _Bool v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    _Bool ov;
    do {
        o = *w;
        ov = (_Bool)((o & mask) >> shift);
        _Bool nv = (_Bool)(ov || v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ double __accc_atomic_max_double(double *p, double v) {
    long long bits = __double_as_longlong(v);
    if (bits >= 0) return __longlong_as_double(atomicMax((long long *)p, bits));
    return __longlong_as_double((long long)atomicMin((unsigned long long *)p, (unsigned long long)bits));
}
static __device__ __forceinline__ float __accc_atomic_max_float(float *p, float v) {
    int bits = __float_as_int(v);
    if (bits >= 0) return __int_as_float(atomicMax((int *)p, bits));
    return __int_as_float((int)atomicMin((unsigned int *)p, (unsigned int)bits));
}
static __device__ __forceinline__ signed char __accc_atomic_max_signed_char(signed char *p, signed char v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    signed char ov;
    do {
        o = *w;
        ov = (signed char)((o & mask) >> shift);
        signed char nv = (signed char)((ov > v ? ov : v));
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ unsigned char __accc_atomic_max_unsigned_char(unsigned char *p, unsigned char v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    unsigned char ov;
    do {
        o = *w;
        ov = (unsigned char)((o & mask) >> shift);
        unsigned char nv = (unsigned char)((ov > v ? ov : v));
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ double __accc_atomic_min_double(double *p, double v) {
    long long bits = __double_as_longlong(v);
    if (bits >= 0) return __longlong_as_double(atomicMin((long long *)p, bits));
    return __longlong_as_double((long long)atomicMax((unsigned long long *)p, (unsigned long long)bits));
}
static __device__ __forceinline__ float __accc_atomic_min_float(float *p, float v) {
    int bits = __float_as_int(v);
    if (bits >= 0) return __int_as_float(atomicMin((int *)p, bits));
    return __int_as_float((int)atomicMax((unsigned int *)p, (unsigned int)bits));
}
static __device__ __forceinline__ short __accc_atomic_min_short(short *p, short v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffffu << shift;
    unsigned int o, n;
    short ov;
    do {
        o = *w;
        ov = (short)((o & mask) >> shift);
        short nv = (short)((ov < v ? ov : v));
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ signed char __accc_atomic_min_signed_char(signed char *p, signed char v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    signed char ov;
    do {
        o = *w;
        ov = (signed char)((o & mask) >> shift);
        signed char nv = (signed char)((ov < v ? ov : v));
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, long long *__accc_p_s, long long *__accc_a_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long s = 0;
    __shared__ long long __accc_red_s[1];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "reduction_block_shapes.c"
s += a[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s, __accc_s);
        s = s + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s[__accc_l / 32] = s;
    __syncthreads();
    if (__accc_l < 32) {
        s = __accc_l < 1 ? __accc_red_s[__accc_l] : 0;
        for (int __accc_s = 0; __accc_s > 0; __accc_s >>= 1) {
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

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ a, long long *__accc_p_s, long long *__accc_a_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long s = 0;
    __shared__ long long __accc_red_s[3];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "reduction_block_shapes.c"
s += a[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s, __accc_s);
        s = s + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s[__accc_l / 32] = s;
    __syncthreads();
    if (__accc_l < 32) {
        s = __accc_l < 3 ? __accc_red_s[__accc_l] : 0;
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

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ a, long long *__accc_p_s, long long *__accc_a_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long s = 0;
    __shared__ long long __accc_red_s[32];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "reduction_block_shapes.c"
s += a[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s, __accc_s);
        s = s + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s[__accc_l / 32] = s;
    __syncthreads();
    if (__accc_l < 32) {
        s = __accc_l < 32 ? __accc_red_s[__accc_l] : 0;
        for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
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

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ a, long long *__accc_p_s, long long *__accc_a_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long s = 0;
    __shared__ long long __accc_red_s[40];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "reduction_block_shapes.c"
s += a[i];
    }
    __accc_red_s[__accc_l] = s;
    __syncthreads();
    for (int __accc_s = 32; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 40) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        __syncthreads();
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_s), __accc_red_s[0]);
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

extern "C" __global__ void __accc_kernel_4_0(const int *__restrict__ a, long long *__accc_p_s, long long *__accc_a_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long s = 0;
    __shared__ long long __accc_red_s[1];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "reduction_block_shapes.c"
s += a[i];
    }
    __accc_red_s[__accc_l] = s;
    __syncthreads();
    for (int __accc_s = 0; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 1) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        __syncthreads();
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_s), __accc_red_s[0]);
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

extern "C" __global__ void __accc_kernel_5_0(const int *__restrict__ a, signed char *__accc_p_cmax, signed char *__accc_a_cmax, signed char *__accc_p_cmin, signed char *__accc_a_cmin, unsigned char *__accc_p_ucmax, unsigned char *__accc_a_ucmax, short *__accc_p_smin, short *__accc_a_smin, _Bool *__accc_p_all_small, _Bool *__accc_a_all_small, _Bool *__accc_p_any_big, _Bool *__accc_a_any_big, long long *__accc_p_llmin, long long *__accc_a_llmin, double *__accc_p_dsum, double *__accc_a_dsum, double *__accc_p_dmax, double *__accc_a_dmax, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    signed char cmax = (-128);
    __shared__ signed char __accc_red_cmax[3];
    signed char cmin = 127;
    __shared__ signed char __accc_red_cmin[3];
    unsigned char ucmax = 0;
    __shared__ unsigned char __accc_red_ucmax[3];
    short smin = 32767;
    __shared__ short __accc_red_smin[3];
    _Bool all_small = 1;
    __shared__ _Bool __accc_red_all_small[3];
    _Bool any_big = 0;
    __shared__ _Bool __accc_red_any_big[3];
    long long llmin = 9223372036854775807L;
    __shared__ long long __accc_red_llmin[3];
    double dsum = 0;
    __shared__ double __accc_red_dsum[3];
    double dmax = -INFINITY;
    __shared__ double __accc_red_dmax[3];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 56 "reduction_block_shapes.c"
{
        signed char c = (signed char)(a[i] % 100);
        cmax = c > cmax ? c : cmax;
        cmin = c < cmin ? c : cmin;
        unsigned char u = (unsigned char)(i % 251);
        ucmax = u > ucmax ? u : ucmax;
        short s = (short)(a[i] * 60);
        smin = s < smin ? s : smin;
        all_small = all_small && a[i] < 600;
        any_big = any_big || a[i] == 508;
        long long l = (long long)a[i] * 4000000000LL;
        llmin = l < llmin ? l : llmin;
        dsum += a[i] * 0.25;
        double d = a[i] * 0.5;
        dmax = d > dmax ? d : dmax;
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (signed char)__shfl_down_sync(0xffffffffu, (int)(cmax), __accc_s);
        cmax = (cmax > __accc_o ? cmax : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_cmax[__accc_l / 32] = cmax;
    __syncthreads();
    if (__accc_l < 32) {
        cmax = __accc_l < 3 ? __accc_red_cmax[__accc_l] : (-128);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (signed char)__shfl_down_sync(0xffffffffu, (int)(cmax), __accc_s);
            cmax = (cmax > __accc_o ? cmax : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_signed_char(&(*__accc_a_cmax), cmax);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_cmax + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            signed char __accc_t = *(volatile signed char *)__accc_a_cmax;
            *(volatile signed char *)__accc_a_cmax = (-128);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_cmax + 16)) = 0u;
            *__accc_p_cmax = (*__accc_p_cmax > __accc_t ? *__accc_p_cmax : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (signed char)__shfl_down_sync(0xffffffffu, (int)(cmin), __accc_s);
        cmin = (cmin < __accc_o ? cmin : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_cmin[__accc_l / 32] = cmin;
    __syncthreads();
    if (__accc_l < 32) {
        cmin = __accc_l < 3 ? __accc_red_cmin[__accc_l] : 127;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (signed char)__shfl_down_sync(0xffffffffu, (int)(cmin), __accc_s);
            cmin = (cmin < __accc_o ? cmin : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_min_signed_char(&(*__accc_a_cmin), cmin);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_cmin + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            signed char __accc_t = *(volatile signed char *)__accc_a_cmin;
            *(volatile signed char *)__accc_a_cmin = 127;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_cmin + 16)) = 0u;
            *__accc_p_cmin = (*__accc_p_cmin < __accc_t ? *__accc_p_cmin : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (unsigned char)__shfl_down_sync(0xffffffffu, (int)(ucmax), __accc_s);
        ucmax = (ucmax > __accc_o ? ucmax : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_ucmax[__accc_l / 32] = ucmax;
    __syncthreads();
    if (__accc_l < 32) {
        ucmax = __accc_l < 3 ? __accc_red_ucmax[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (unsigned char)__shfl_down_sync(0xffffffffu, (int)(ucmax), __accc_s);
            ucmax = (ucmax > __accc_o ? ucmax : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_unsigned_char(&(*__accc_a_ucmax), ucmax);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_ucmax + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            unsigned char __accc_t = *(volatile unsigned char *)__accc_a_ucmax;
            *(volatile unsigned char *)__accc_a_ucmax = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_ucmax + 16)) = 0u;
            *__accc_p_ucmax = (*__accc_p_ucmax > __accc_t ? *__accc_p_ucmax : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (short)__shfl_down_sync(0xffffffffu, (int)(smin), __accc_s);
        smin = (smin < __accc_o ? smin : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_smin[__accc_l / 32] = smin;
    __syncthreads();
    if (__accc_l < 32) {
        smin = __accc_l < 3 ? __accc_red_smin[__accc_l] : 32767;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (short)__shfl_down_sync(0xffffffffu, (int)(smin), __accc_s);
            smin = (smin < __accc_o ? smin : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_min_short(&(*__accc_a_smin), smin);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_smin + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            short __accc_t = *(volatile short *)__accc_a_smin;
            *(volatile short *)__accc_a_smin = 32767;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_smin + 16)) = 0u;
            *__accc_p_smin = (*__accc_p_smin < __accc_t ? *__accc_p_smin : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(all_small), __accc_s);
        all_small = all_small && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_all_small[__accc_l / 32] = all_small;
    __syncthreads();
    if (__accc_l < 32) {
        all_small = __accc_l < 3 ? __accc_red_all_small[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(all_small), __accc_s);
            all_small = all_small && __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_land__Bool(&(*__accc_a_all_small), all_small);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_all_small + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_all_small;
            *(volatile _Bool *)__accc_a_all_small = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_all_small + 16)) = 0u;
            *__accc_p_all_small = *__accc_p_all_small && __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(any_big), __accc_s);
        any_big = any_big || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_any_big[__accc_l / 32] = any_big;
    __syncthreads();
    if (__accc_l < 32) {
        any_big = __accc_l < 3 ? __accc_red_any_big[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(any_big), __accc_s);
            any_big = any_big || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor__Bool(&(*__accc_a_any_big), any_big);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_any_big + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_any_big;
            *(volatile _Bool *)__accc_a_any_big = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_any_big + 16)) = 0u;
            *__accc_p_any_big = *__accc_p_any_big || __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, llmin, __accc_s);
        llmin = (llmin < __accc_o ? llmin : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_llmin[__accc_l / 32] = llmin;
    __syncthreads();
    if (__accc_l < 32) {
        llmin = __accc_l < 3 ? __accc_red_llmin[__accc_l] : 9223372036854775807L;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, llmin, __accc_s);
            llmin = (llmin < __accc_o ? llmin : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMin(&(*__accc_a_llmin), llmin);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_llmin + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_llmin;
            *(volatile long long *)__accc_a_llmin = 9223372036854775807L;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_llmin + 16)) = 0u;
            *__accc_p_llmin = (*__accc_p_llmin < __accc_t ? *__accc_p_llmin : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dsum, __accc_s);
        dsum = dsum + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_dsum[__accc_l / 32] = dsum;
    __syncthreads();
    if (__accc_l < 32) {
        dsum = __accc_l < 3 ? __accc_red_dsum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dsum, __accc_s);
            dsum = dsum + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_dsum), dsum);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dsum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dsum;
            *(volatile double *)__accc_a_dsum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dsum + 16)) = 0u;
            *__accc_p_dsum = *__accc_p_dsum + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dmax, __accc_s);
        dmax = (dmax > __accc_o ? dmax : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_dmax[__accc_l / 32] = dmax;
    __syncthreads();
    if (__accc_l < 32) {
        dmax = __accc_l < 3 ? __accc_red_dmax[__accc_l] : -INFINITY;
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
}

extern "C" __global__ void __accc_kernel_6_0(const int *__restrict__ a, int *__accc_p_top, int *__accc_a_top, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int top = (-2147483647-1);
    __shared__ int __accc_red_top[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 80 "reduction_block_shapes.c"
{
        int v = i == 50000 - 77 ? 100000 : a[i];
        top = v > top ? v : top;
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, top, __accc_s);
        top = (top > __accc_o ? top : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_top[__accc_l / 32] = top;
    __syncthreads();
    if (__accc_l < 32) {
        top = __accc_l < 4 ? __accc_red_top[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, top, __accc_s);
            top = (top > __accc_o ? top : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_top), top);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_top + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_top;
            *(volatile int *)__accc_a_top = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_top + 16)) = 0u;
            *__accc_p_top = (*__accc_p_top > __accc_t ? *__accc_p_top : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_7_0(const int *__restrict__ a, float *__accc_p_fmax_neg, float *__accc_a_fmax_neg, float *__accc_p_fmin_mixed, float *__accc_a_fmin_mixed, float *__accc_p_fmin_stays, float *__accc_a_fmin_stays, double *__accc_p_dmin_pos, double *__accc_a_dmin_pos, double *__accc_p_dmax_stays, double *__accc_a_dmax_stays, double *__accc_p_dmax_mixed, double *__accc_a_dmax_mixed, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float fmax_neg = -INFINITY;
    __shared__ float __accc_red_fmax_neg[4];
    float fmin_mixed = INFINITY;
    __shared__ float __accc_red_fmin_mixed[4];
    float fmin_stays = INFINITY;
    __shared__ float __accc_red_fmin_stays[4];
    double dmin_pos = INFINITY;
    __shared__ double __accc_red_dmin_pos[4];
    double dmax_stays = -INFINITY;
    __shared__ double __accc_red_dmax_stays[4];
    double dmax_mixed = -INFINITY;
    __shared__ double __accc_red_dmax_mixed[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 93 "reduction_block_shapes.c"
{
        float neg = -(float)(i % 1000) - 1.5f;
        fmax_neg = neg > fmax_neg ? neg : fmax_neg;
        float half = a[i] * 0.5f;
        fmin_mixed = half < fmin_mixed ? half : fmin_mixed;
        float pos = (float)(i % 77) + 0.25f;
        fmin_stays = pos < fmin_stays ? pos : fmin_stays;
        double p = a[i] + 1000.25;
        dmin_pos = p < dmin_pos ? p : dmin_pos;
        double n = -(double)(i % 9) - 0.5;
        dmax_stays = n > dmax_stays ? n : dmax_stays;
        double q = a[i] * 0.125;
        dmax_mixed = q > dmax_mixed ? q : dmax_mixed;
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, fmax_neg, __accc_s);
        fmax_neg = (fmax_neg > __accc_o ? fmax_neg : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_fmax_neg[__accc_l / 32] = fmax_neg;
    __syncthreads();
    if (__accc_l < 32) {
        fmax_neg = __accc_l < 4 ? __accc_red_fmax_neg[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, fmax_neg, __accc_s);
            fmax_neg = (fmax_neg > __accc_o ? fmax_neg : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_float(&(*__accc_a_fmax_neg), fmax_neg);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_fmax_neg + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_fmax_neg;
            *(volatile float *)__accc_a_fmax_neg = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_fmax_neg + 16)) = 0u;
            *__accc_p_fmax_neg = (*__accc_p_fmax_neg > __accc_t ? *__accc_p_fmax_neg : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, fmin_mixed, __accc_s);
        fmin_mixed = (fmin_mixed < __accc_o ? fmin_mixed : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_fmin_mixed[__accc_l / 32] = fmin_mixed;
    __syncthreads();
    if (__accc_l < 32) {
        fmin_mixed = __accc_l < 4 ? __accc_red_fmin_mixed[__accc_l] : INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, fmin_mixed, __accc_s);
            fmin_mixed = (fmin_mixed < __accc_o ? fmin_mixed : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_min_float(&(*__accc_a_fmin_mixed), fmin_mixed);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_fmin_mixed + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_fmin_mixed;
            *(volatile float *)__accc_a_fmin_mixed = INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_fmin_mixed + 16)) = 0u;
            *__accc_p_fmin_mixed = (*__accc_p_fmin_mixed < __accc_t ? *__accc_p_fmin_mixed : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, fmin_stays, __accc_s);
        fmin_stays = (fmin_stays < __accc_o ? fmin_stays : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_fmin_stays[__accc_l / 32] = fmin_stays;
    __syncthreads();
    if (__accc_l < 32) {
        fmin_stays = __accc_l < 4 ? __accc_red_fmin_stays[__accc_l] : INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, fmin_stays, __accc_s);
            fmin_stays = (fmin_stays < __accc_o ? fmin_stays : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_min_float(&(*__accc_a_fmin_stays), fmin_stays);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_fmin_stays + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_fmin_stays;
            *(volatile float *)__accc_a_fmin_stays = INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_fmin_stays + 16)) = 0u;
            *__accc_p_fmin_stays = (*__accc_p_fmin_stays < __accc_t ? *__accc_p_fmin_stays : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dmin_pos, __accc_s);
        dmin_pos = (dmin_pos < __accc_o ? dmin_pos : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_dmin_pos[__accc_l / 32] = dmin_pos;
    __syncthreads();
    if (__accc_l < 32) {
        dmin_pos = __accc_l < 4 ? __accc_red_dmin_pos[__accc_l] : INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dmin_pos, __accc_s);
            dmin_pos = (dmin_pos < __accc_o ? dmin_pos : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_min_double(&(*__accc_a_dmin_pos), dmin_pos);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dmin_pos + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dmin_pos;
            *(volatile double *)__accc_a_dmin_pos = INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dmin_pos + 16)) = 0u;
            *__accc_p_dmin_pos = (*__accc_p_dmin_pos < __accc_t ? *__accc_p_dmin_pos : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dmax_stays, __accc_s);
        dmax_stays = (dmax_stays > __accc_o ? dmax_stays : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_dmax_stays[__accc_l / 32] = dmax_stays;
    __syncthreads();
    if (__accc_l < 32) {
        dmax_stays = __accc_l < 4 ? __accc_red_dmax_stays[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dmax_stays, __accc_s);
            dmax_stays = (dmax_stays > __accc_o ? dmax_stays : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_double(&(*__accc_a_dmax_stays), dmax_stays);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dmax_stays + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dmax_stays;
            *(volatile double *)__accc_a_dmax_stays = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dmax_stays + 16)) = 0u;
            *__accc_p_dmax_stays = (*__accc_p_dmax_stays > __accc_t ? *__accc_p_dmax_stays : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dmax_mixed, __accc_s);
        dmax_mixed = (dmax_mixed > __accc_o ? dmax_mixed : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_dmax_mixed[__accc_l / 32] = dmax_mixed;
    __syncthreads();
    if (__accc_l < 32) {
        dmax_mixed = __accc_l < 4 ? __accc_red_dmax_mixed[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dmax_mixed, __accc_s);
            dmax_mixed = (dmax_mixed > __accc_o ? dmax_mixed : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_double(&(*__accc_a_dmax_mixed), dmax_mixed);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dmax_mixed + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dmax_mixed;
            *(volatile double *)__accc_a_dmax_mixed = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dmax_mixed + 16)) = 0u;
            *__accc_p_dmax_mixed = (*__accc_p_dmax_mixed > __accc_t ? *__accc_p_dmax_mixed : __accc_t);
        }
    }
}
