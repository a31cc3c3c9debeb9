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
static __device__ __forceinline__ float __accc_atomic_mul_float(float *p, float v) {
    union { unsigned int b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ int __accc_atomic_mul_int(int *p, int v) {
    union { unsigned int b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ double __accc_atomic_land_double(double *p, double v) {
    union { unsigned long long b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v && v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ float __accc_atomic_land_float(float *p, float v) {
    union { unsigned int b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v && v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ int __accc_atomic_land_int(int *p, int v) {
    union { unsigned int b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v && v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ double __accc_atomic_lor_double(double *p, double v) {
    union { unsigned long long b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v || v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ float __accc_atomic_lor_float(float *p, float v) {
    union { unsigned int b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v || v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ int __accc_atomic_lor_int(int *p, int v) {
    union { unsigned int b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v || v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
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
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ ia, int *__accc_p_isum, int *__accc_a_isum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int isum = 0;
    __shared__ int __accc_red_isum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "reduction_loop_in_parallel.c"
isum += ia[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, isum, __accc_s);
        isum = isum + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_isum[__accc_l / 32] = isum;
    __syncthreads();
    if (__accc_l < 32) {
        isum = __accc_l < 4 ? __accc_red_isum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, isum, __accc_s);
            isum = isum + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_isum), isum);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_isum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_isum;
            *(volatile int *)__accc_a_isum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_isum + 16)) = 0u;
            *__accc_p_isum = *__accc_p_isum + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_1(int *__accc_p_iprod, int *__accc_a_iprod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int iprod = 1;
    __shared__ int __accc_red_iprod[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "reduction_loop_in_parallel.c"
iprod *= (i % 4 == 1) ? -2 : 1;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, iprod, __accc_s);
        iprod = iprod * __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_iprod[__accc_l / 32] = iprod;
    __syncthreads();
    if (__accc_l < 32) {
        iprod = __accc_l < 4 ? __accc_red_iprod[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, iprod, __accc_s);
            iprod = iprod * __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_mul_int(&(*__accc_a_iprod), iprod);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_iprod + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_iprod;
            *(volatile int *)__accc_a_iprod = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_iprod + 16)) = 0u;
            *__accc_p_iprod = *__accc_p_iprod * __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_2(const int *__restrict__ ia, int *__accc_p_imax, int *__accc_a_imax, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int imax = (-2147483647-1);
    __shared__ int __accc_red_imax[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "reduction_loop_in_parallel.c"
imax = ia[i] > imax ? ia[i] : imax;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, imax, __accc_s);
        imax = (imax > __accc_o ? imax : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_imax[__accc_l / 32] = imax;
    __syncthreads();
    if (__accc_l < 32) {
        imax = __accc_l < 4 ? __accc_red_imax[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, imax, __accc_s);
            imax = (imax > __accc_o ? imax : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_imax), imax);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_imax + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_imax;
            *(volatile int *)__accc_a_imax = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_imax + 16)) = 0u;
            *__accc_p_imax = (*__accc_p_imax > __accc_t ? *__accc_p_imax : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_0_3(const int *__restrict__ ia, int *__accc_p_imin, int *__accc_a_imin, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int imin = 2147483647;
    __shared__ int __accc_red_imin[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "reduction_loop_in_parallel.c"
imin = ia[i] < imin ? ia[i] : imin;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, imin, __accc_s);
        imin = (imin < __accc_o ? imin : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_imin[__accc_l / 32] = imin;
    __syncthreads();
    if (__accc_l < 32) {
        imin = __accc_l < 4 ? __accc_red_imin[__accc_l] : 2147483647;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, imin, __accc_s);
            imin = (imin < __accc_o ? imin : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMin(&(*__accc_a_imin), imin);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_imin + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_imin;
            *(volatile int *)__accc_a_imin = 2147483647;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_imin + 16)) = 0u;
            *__accc_p_imin = (*__accc_p_imin < __accc_t ? *__accc_p_imin : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_0_4(const int *__restrict__ ia, int *__accc_p_iand, int *__accc_a_iand, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int iand = ~0;
    __shared__ int __accc_red_iand[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 35 "reduction_loop_in_parallel.c"
iand &= ia[i] | 0x7ffffff0;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, iand, __accc_s);
        iand = iand & __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_iand[__accc_l / 32] = iand;
    __syncthreads();
    if (__accc_l < 32) {
        iand = __accc_l < 4 ? __accc_red_iand[__accc_l] : ~0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, iand, __accc_s);
            iand = iand & __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAnd(&(*__accc_a_iand), iand);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_iand + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_iand;
            *(volatile int *)__accc_a_iand = ~0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_iand + 16)) = 0u;
            *__accc_p_iand = *__accc_p_iand & __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_5(const int *__restrict__ ia, int *__accc_p_ior, int *__accc_a_ior, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int ior = 0;
    __shared__ int __accc_red_ior[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "reduction_loop_in_parallel.c"
ior |= ia[i] & 0xff;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, ior, __accc_s);
        ior = ior | __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_ior[__accc_l / 32] = ior;
    __syncthreads();
    if (__accc_l < 32) {
        ior = __accc_l < 4 ? __accc_red_ior[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, ior, __accc_s);
            ior = ior | __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicOr(&(*__accc_a_ior), ior);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_ior + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_ior;
            *(volatile int *)__accc_a_ior = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_ior + 16)) = 0u;
            *__accc_p_ior = *__accc_p_ior | __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_6(const int *__restrict__ ia, int *__accc_p_ixor, int *__accc_a_ixor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int ixor = 0;
    __shared__ int __accc_red_ixor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 39 "reduction_loop_in_parallel.c"
ixor ^= ia[i] + 1000;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, ixor, __accc_s);
        ixor = ixor ^ __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_ixor[__accc_l / 32] = ixor;
    __syncthreads();
    if (__accc_l < 32) {
        ixor = __accc_l < 4 ? __accc_red_ixor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, ixor, __accc_s);
            ixor = ixor ^ __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicXor(&(*__accc_a_ixor), ixor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_ixor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_ixor;
            *(volatile int *)__accc_a_ixor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_ixor + 16)) = 0u;
            *__accc_p_ixor = *__accc_p_ixor ^ __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_7(const int *__restrict__ ia, int *__accc_p_iland, int *__accc_a_iland, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int iland = 1;
    __shared__ int __accc_red_iland[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "reduction_loop_in_parallel.c"
iland = iland && (ia[i] > -49);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, iland, __accc_s);
        iland = iland && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_iland[__accc_l / 32] = iland;
    __syncthreads();
    if (__accc_l < 32) {
        iland = __accc_l < 4 ? __accc_red_iland[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, iland, __accc_s);
            iland = iland && __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_land_int(&(*__accc_a_iland), iland);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_iland + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_iland;
            *(volatile int *)__accc_a_iland = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_iland + 16)) = 0u;
            *__accc_p_iland = *__accc_p_iland && __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_8(const int *__restrict__ ia, int *__accc_p_ilor, int *__accc_a_ilor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int ilor = 0;
    __shared__ int __accc_red_ilor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "reduction_loop_in_parallel.c"
ilor = ilor || (ia[i] == 0);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, ilor, __accc_s);
        ilor = ilor || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_ilor[__accc_l / 32] = ilor;
    __syncthreads();
    if (__accc_l < 32) {
        ilor = __accc_l < 4 ? __accc_red_ilor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, ilor, __accc_s);
            ilor = ilor || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor_int(&(*__accc_a_ilor), ilor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_ilor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_ilor;
            *(volatile int *)__accc_a_ilor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_ilor + 16)) = 0u;
            *__accc_p_ilor = *__accc_p_ilor || __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const float *__restrict__ fa, float *__accc_p_fsum, float *__accc_a_fsum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float fsum = 0;
    __shared__ float __accc_red_fsum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "reduction_loop_in_parallel.c"
fsum += fa[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, fsum, __accc_s);
        fsum = fsum + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_fsum[__accc_l / 32] = fsum;
    __syncthreads();
    if (__accc_l < 32) {
        fsum = __accc_l < 4 ? __accc_red_fsum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, fsum, __accc_s);
            fsum = fsum + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_fsum), fsum);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_fsum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_fsum;
            *(volatile float *)__accc_a_fsum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_fsum + 16)) = 0u;
            *__accc_p_fsum = *__accc_p_fsum + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_1(float *__accc_p_fprod, float *__accc_a_fprod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float fprod = 1;
    __shared__ float __accc_red_fprod[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 51 "reduction_loop_in_parallel.c"
fprod *= (i % 8 == 0) ? 4.0f : 1.0f;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, fprod, __accc_s);
        fprod = fprod * __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_fprod[__accc_l / 32] = fprod;
    __syncthreads();
    if (__accc_l < 32) {
        fprod = __accc_l < 4 ? __accc_red_fprod[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, fprod, __accc_s);
            fprod = fprod * __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_mul_float(&(*__accc_a_fprod), fprod);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_fprod + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_fprod;
            *(volatile float *)__accc_a_fprod = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_fprod + 16)) = 0u;
            *__accc_p_fprod = *__accc_p_fprod * __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_2(const float *__restrict__ fa, float *__accc_p_fmx, float *__accc_a_fmx, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float fmx = -INFINITY;
    __shared__ float __accc_red_fmx[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "reduction_loop_in_parallel.c"
fmx = fa[i] > fmx ? fa[i] : fmx;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, fmx, __accc_s);
        fmx = (fmx > __accc_o ? fmx : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_fmx[__accc_l / 32] = fmx;
    __syncthreads();
    if (__accc_l < 32) {
        fmx = __accc_l < 4 ? __accc_red_fmx[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, fmx, __accc_s);
            fmx = (fmx > __accc_o ? fmx : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_float(&(*__accc_a_fmx), fmx);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_fmx + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_fmx;
            *(volatile float *)__accc_a_fmx = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_fmx + 16)) = 0u;
            *__accc_p_fmx = (*__accc_p_fmx > __accc_t ? *__accc_p_fmx : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_1_3(const float *__restrict__ fa, float *__accc_p_fmn, float *__accc_a_fmn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float fmn = INFINITY;
    __shared__ float __accc_red_fmn[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 55 "reduction_loop_in_parallel.c"
fmn = fa[i] < fmn ? fa[i] : fmn;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, fmn, __accc_s);
        fmn = (fmn < __accc_o ? fmn : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_fmn[__accc_l / 32] = fmn;
    __syncthreads();
    if (__accc_l < 32) {
        fmn = __accc_l < 4 ? __accc_red_fmn[__accc_l] : INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, fmn, __accc_s);
            fmn = (fmn < __accc_o ? fmn : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_min_float(&(*__accc_a_fmn), fmn);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_fmn + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_fmn;
            *(volatile float *)__accc_a_fmn = INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_fmn + 16)) = 0u;
            *__accc_p_fmn = (*__accc_p_fmn < __accc_t ? *__accc_p_fmn : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_1_4(const float *__restrict__ fa, float *__accc_p_fland, float *__accc_a_fland, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float fland = 1;
    __shared__ float __accc_red_fland[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "reduction_loop_in_parallel.c"
fland = fland && fa[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, fland, __accc_s);
        fland = fland && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_fland[__accc_l / 32] = fland;
    __syncthreads();
    if (__accc_l < 32) {
        fland = __accc_l < 4 ? __accc_red_fland[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, fland, __accc_s);
            fland = fland && __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_land_float(&(*__accc_a_fland), fland);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_fland + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_fland;
            *(volatile float *)__accc_a_fland = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_fland + 16)) = 0u;
            *__accc_p_fland = *__accc_p_fland && __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_5(const float *__restrict__ fa, float *__accc_p_flor, float *__accc_a_flor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float flor = 0;
    __shared__ float __accc_red_flor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 59 "reduction_loop_in_parallel.c"
flor = flor || (fa[i] > 7.5f);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, flor, __accc_s);
        flor = flor || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_flor[__accc_l / 32] = flor;
    __syncthreads();
    if (__accc_l < 32) {
        flor = __accc_l < 4 ? __accc_red_flor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, flor, __accc_s);
            flor = flor || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor_float(&(*__accc_a_flor), flor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_flor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_flor;
            *(volatile float *)__accc_a_flor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_flor + 16)) = 0u;
            *__accc_p_flor = *__accc_p_flor || __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const double *__restrict__ da, double *__accc_p_dsum, double *__accc_a_dsum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double dsum = 0;
    __shared__ double __accc_red_dsum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "reduction_loop_in_parallel.c"
dsum += da[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dsum, __accc_s);
        dsum = dsum + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_dsum[__accc_l / 32] = dsum;
    __syncthreads();
    if (__accc_l < 32) {
        dsum = __accc_l < 4 ? __accc_red_dsum[__accc_l] : 0;
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
}

extern "C" __global__ void __accc_kernel_2_1(double *__accc_p_dprod, double *__accc_a_dprod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double dprod = 1;
    __shared__ double __accc_red_dprod[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 67 "reduction_loop_in_parallel.c"
dprod *= (i % 3 == 0) ? 0.5 : 1.0;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dprod, __accc_s);
        dprod = dprod * __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_dprod[__accc_l / 32] = dprod;
    __syncthreads();
    if (__accc_l < 32) {
        dprod = __accc_l < 4 ? __accc_red_dprod[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dprod, __accc_s);
            dprod = dprod * __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_mul_double(&(*__accc_a_dprod), dprod);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dprod + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dprod;
            *(volatile double *)__accc_a_dprod = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dprod + 16)) = 0u;
            *__accc_p_dprod = *__accc_p_dprod * __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_2(const double *__restrict__ da, double *__accc_p_dmx, double *__accc_a_dmx, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double dmx = -INFINITY;
    __shared__ double __accc_red_dmx[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 69 "reduction_loop_in_parallel.c"
dmx = da[i] > dmx ? da[i] : dmx;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dmx, __accc_s);
        dmx = (dmx > __accc_o ? dmx : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_dmx[__accc_l / 32] = dmx;
    __syncthreads();
    if (__accc_l < 32) {
        dmx = __accc_l < 4 ? __accc_red_dmx[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dmx, __accc_s);
            dmx = (dmx > __accc_o ? dmx : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_double(&(*__accc_a_dmx), dmx);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dmx + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dmx;
            *(volatile double *)__accc_a_dmx = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dmx + 16)) = 0u;
            *__accc_p_dmx = (*__accc_p_dmx > __accc_t ? *__accc_p_dmx : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_2_3(const double *__restrict__ da, double *__accc_p_dmn, double *__accc_a_dmn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double dmn = INFINITY;
    __shared__ double __accc_red_dmn[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 71 "reduction_loop_in_parallel.c"
dmn = da[i] < dmn ? da[i] : dmn;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dmn, __accc_s);
        dmn = (dmn < __accc_o ? dmn : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_dmn[__accc_l / 32] = dmn;
    __syncthreads();
    if (__accc_l < 32) {
        dmn = __accc_l < 4 ? __accc_red_dmn[__accc_l] : INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dmn, __accc_s);
            dmn = (dmn < __accc_o ? dmn : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_min_double(&(*__accc_a_dmn), dmn);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dmn + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dmn;
            *(volatile double *)__accc_a_dmn = INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dmn + 16)) = 0u;
            *__accc_p_dmn = (*__accc_p_dmn < __accc_t ? *__accc_p_dmn : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_2_4(const double *__restrict__ da, double *__accc_p_dland, double *__accc_a_dland, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double dland = 1;
    __shared__ double __accc_red_dland[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 73 "reduction_loop_in_parallel.c"
dland = dland && (da[i] < 11.5);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dland, __accc_s);
        dland = dland && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_dland[__accc_l / 32] = dland;
    __syncthreads();
    if (__accc_l < 32) {
        dland = __accc_l < 4 ? __accc_red_dland[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dland, __accc_s);
            dland = dland && __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_land_double(&(*__accc_a_dland), dland);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dland + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dland;
            *(volatile double *)__accc_a_dland = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dland + 16)) = 0u;
            *__accc_p_dland = *__accc_p_dland && __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_5(const double *__restrict__ da, double *__accc_p_dlor, double *__accc_a_dlor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double dlor = 0;
    __shared__ double __accc_red_dlor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 75 "reduction_loop_in_parallel.c"
dlor = dlor || (da[i] == 11.0);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dlor, __accc_s);
        dlor = dlor || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_dlor[__accc_l / 32] = dlor;
    __syncthreads();
    if (__accc_l < 32) {
        dlor = __accc_l < 4 ? __accc_red_dlor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dlor, __accc_s);
            dlor = dlor || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor_double(&(*__accc_a_dlor), dlor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dlor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dlor;
            *(volatile double *)__accc_a_dlor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dlor + 16)) = 0u;
            *__accc_p_dlor = *__accc_p_dlor || __accc_t;
        }
    }
}
