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
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ x, int *__accc_p_counts, long __accc_rlo_counts, long __accc_rn_counts, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int counts[8];
    for (int __accc_k = 0; __accc_k < 8; __accc_k++) ((int *)counts)[__accc_k] = 0;
    __shared__ int __accc_red_counts[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 13 "reduction_arrays.c"
counts[x[i] % 8] += 1;
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_counts; __accc_k++) {
    int __accc_v = ((int *)counts)[__accc_rlo_counts + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = __accc_v + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_counts[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_counts[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = __accc_v + __accc_o;
        }
    }
    if (__accc_l == 0) (void)atomicAdd(&(__accc_p_counts[__accc_k]), __accc_v);
    __syncthreads();
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ x, int *__accc_p_h, long __accc_rlo_h, long __accc_rn_h, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int h[10];
    for (int __accc_k = 0; __accc_k < 10; __accc_k++) ((int *)h)[__accc_k] = 0;
    __shared__ int __accc_red_h[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "reduction_arrays.c"
h[x[i] % 10] += 1;
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_h; __accc_k++) {
    int __accc_v = ((int *)h)[__accc_rlo_h + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = __accc_v + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_h[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_h[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = __accc_v + __accc_o;
        }
    }
    if (__accc_l == 0) (void)atomicAdd(&(__accc_p_h[__accc_k]), __accc_v);
    __syncthreads();
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ x, long *__accc_p_a, long __accc_rlo_a, long __accc_rn_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long a[16];
    for (int __accc_k = 0; __accc_k < 16; __accc_k++) ((long *)a)[__accc_k] = 0;
    __shared__ long __accc_red_a[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "reduction_arrays.c"
a[i % 16] += x[i];
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_a; __accc_k++) {
    long __accc_v = ((long *)a)[__accc_rlo_a + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = __accc_v + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_a[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_a[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = __accc_v + __accc_o;
        }
    }
    if (__accc_l == 0) (void)(long)atomicAdd((unsigned long long *)&(__accc_p_a[__accc_k]), (unsigned long long)((__accc_v)));
    __syncthreads();
    }
}

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ x, int *__accc_p_m, long __accc_rlo_m, long __accc_rn_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int m[8];
    for (int __accc_k = 0; __accc_k < 8; __accc_k++) ((int *)m)[__accc_k] = (-2147483647-1);
    __shared__ int __accc_red_m[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "reduction_arrays.c"
{
        int j = 2 + i % 4;
        if (x[i] % 50 > m[j]) m[j] = x[i] % 50;
    }
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_m; __accc_k++) {
    int __accc_v = ((int *)m)[__accc_rlo_m + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = (__accc_v > __accc_o ? __accc_v : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_m[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_m[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = (__accc_v > __accc_o ? __accc_v : __accc_o);
        }
    }
    if (__accc_l == 0) (void)atomicMax(&(__accc_p_m[__accc_k]), __accc_v);
    __syncthreads();
    }
}

extern "C" __global__ void __accc_kernel_4_0(const int *__restrict__ x, int *__accc_p_lo, long __accc_rlo_lo, long __accc_rn_lo, unsigned int *__accc_p_bits_and, long __accc_rlo_bits_and, long __accc_rn_bits_and, unsigned int *__accc_p_bits_or, long __accc_rlo_bits_or, long __accc_rn_bits_or, unsigned int *__accc_p_bits_xor, long __accc_rlo_bits_xor, long __accc_rn_bits_xor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int lo[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((int *)lo)[__accc_k] = 2147483647;
    __shared__ int __accc_red_lo[4];
    unsigned int bits_and[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((unsigned int *)bits_and)[__accc_k] = ~0;
    __shared__ unsigned int __accc_red_bits_and[4];
    unsigned int bits_or[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((unsigned int *)bits_or)[__accc_k] = 0;
    __shared__ unsigned int __accc_red_bits_or[4];
    unsigned int bits_xor[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((unsigned int *)bits_xor)[__accc_k] = 0;
    __shared__ unsigned int __accc_red_bits_xor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 60 "reduction_arrays.c"
{
            int j = i % 4;
            if (x[i] + j < lo[j]) lo[j] = x[i] + j;
            bits_and[j] &= (unsigned)x[i] | 0x40u;
            bits_or[j] |= (unsigned)x[i];
            bits_xor[j] ^= (unsigned)x[i];
        }
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_lo; __accc_k++) {
    int __accc_v = ((int *)lo)[__accc_rlo_lo + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = (__accc_v < __accc_o ? __accc_v : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_lo[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_lo[__accc_l] : 2147483647;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = (__accc_v < __accc_o ? __accc_v : __accc_o);
        }
    }
    if (__accc_l == 0) (void)atomicMin(&(__accc_p_lo[__accc_k]), __accc_v);
    __syncthreads();
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_bits_and; __accc_k++) {
    unsigned int __accc_v = ((unsigned int *)bits_and)[__accc_rlo_bits_and + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = __accc_v & __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_bits_and[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_bits_and[__accc_l] : ~0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = __accc_v & __accc_o;
        }
    }
    if (__accc_l == 0) (void)atomicAnd(&(__accc_p_bits_and[__accc_k]), __accc_v);
    __syncthreads();
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_bits_or; __accc_k++) {
    unsigned int __accc_v = ((unsigned int *)bits_or)[__accc_rlo_bits_or + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = __accc_v | __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_bits_or[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_bits_or[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = __accc_v | __accc_o;
        }
    }
    if (__accc_l == 0) (void)atomicOr(&(__accc_p_bits_or[__accc_k]), __accc_v);
    __syncthreads();
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_bits_xor; __accc_k++) {
    unsigned int __accc_v = ((unsigned int *)bits_xor)[__accc_rlo_bits_xor + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = __accc_v ^ __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_bits_xor[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_bits_xor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = __accc_v ^ __accc_o;
        }
    }
    if (__accc_l == 0) (void)atomicXor(&(__accc_p_bits_xor[__accc_k]), __accc_v);
    __syncthreads();
    }
}

extern "C" __global__ void __accc_kernel_4_1(const int *__restrict__ x, int *__accc_p_all, long __accc_rlo_all, long __accc_rn_all, int *__accc_p_any, long __accc_rlo_any, long __accc_rn_any, double *__accc_p_prod, long __accc_rlo_prod, long __accc_rn_prod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int all[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((int *)all)[__accc_k] = 1;
    __shared__ int __accc_red_all[4];
    int any[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((int *)any)[__accc_k] = 0;
    __shared__ int __accc_red_any[4];
    double prod[3];
    for (int __accc_k = 0; __accc_k < 3; __accc_k++) ((double *)prod)[__accc_k] = 1;
    __shared__ double __accc_red_prod[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 68 "reduction_arrays.c"
{
            all[i % 4] = all[i % 4] && x[i] != 3 + i % 4;
            any[i % 4] = any[i % 4] || x[i] > 95;
            prod[i % 3] *= (i % 5 == 0) ? 2.0 : 1.0;
        }
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_all; __accc_k++) {
    int __accc_v = ((int *)all)[__accc_rlo_all + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = __accc_v && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_all[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_all[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = __accc_v && __accc_o;
        }
    }
    if (__accc_l == 0) (void)__accc_atomic_land_int(&(__accc_p_all[__accc_k]), __accc_v);
    __syncthreads();
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_any; __accc_k++) {
    int __accc_v = ((int *)any)[__accc_rlo_any + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = __accc_v || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_any[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_any[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = __accc_v || __accc_o;
        }
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_int(&(__accc_p_any[__accc_k]), __accc_v);
    __syncthreads();
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_prod; __accc_k++) {
    double __accc_v = ((double *)prod)[__accc_rlo_prod + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = __accc_v * __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_prod[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_prod[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = __accc_v * __accc_o;
        }
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_double(&(__accc_p_prod[__accc_k]), __accc_v);
    __syncthreads();
    }
}

extern "C" __global__ void __accc_kernel_5_0(const int *__restrict__ x, double *__accc_p_grid, long __accc_rlo_grid, long __accc_rn_grid, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double grid[4][3];
    for (int __accc_k = 0; __accc_k < 12; __accc_k++) ((double *)grid)[__accc_k] = 0;
    __shared__ double __accc_red_grid[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 90 "reduction_arrays.c"
grid[i % 4][i % 3] += x[i];
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_grid; __accc_k++) {
    double __accc_v = ((double *)grid)[__accc_rlo_grid + __accc_k];
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
        __accc_v = __accc_v + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_grid[__accc_l / 32] = __accc_v;
    __syncthreads();
    if (__accc_l < 32) {
        __accc_v = __accc_l < 4 ? __accc_red_grid[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, __accc_v, __accc_s);
            __accc_v = __accc_v + __accc_o;
        }
    }
    if (__accc_l == 0) (void)atomicAdd(&(__accc_p_grid[__accc_k]), __accc_v);
    __syncthreads();
    }
}
