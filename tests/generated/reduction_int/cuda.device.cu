#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, int *__accc_p_sum, int *__accc_a_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int sum = 0;
    __shared__ int __accc_red_sum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "reduction_int.c"
sum += a[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, sum, __accc_s);
        sum = sum + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_sum[__accc_l / 32] = sum;
    __syncthreads();
    if (__accc_l < 32) {
        sum = __accc_l < 4 ? __accc_red_sum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, sum, __accc_s);
            sum = sum + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_sum), sum);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_sum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_sum;
            *(volatile int *)__accc_a_sum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_sum + 16)) = 0u;
            *__accc_p_sum = *__accc_p_sum + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *__accc_p_prod, int *__accc_a_prod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int prod = 1;
    __shared__ int __accc_red_prod[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "reduction_int.c"
prod *= (i % 3 == 0) ? 2 : ((i % 7 == 0) ? -1 : 1);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, prod, __accc_s);
        prod = prod * __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_prod[__accc_l / 32] = prod;
    __syncthreads();
    if (__accc_l < 32) {
        prod = __accc_l < 4 ? __accc_red_prod[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, prod, __accc_s);
            prod = prod * __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_mul_int(&(*__accc_a_prod), prod);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_prod + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_prod;
            *(volatile int *)__accc_a_prod = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_prod + 16)) = 0u;
            *__accc_p_prod = *__accc_p_prod * __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ a, int *__accc_p_mx, int *__accc_a_mx, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int mx = (-2147483647-1);
    __shared__ int __accc_red_mx[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "reduction_int.c"
mx = a[i] > mx ? a[i] : mx;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, mx, __accc_s);
        mx = (mx > __accc_o ? mx : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_mx[__accc_l / 32] = mx;
    __syncthreads();
    if (__accc_l < 32) {
        mx = __accc_l < 4 ? __accc_red_mx[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, mx, __accc_s);
            mx = (mx > __accc_o ? mx : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_mx), mx);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_mx + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_mx;
            *(volatile int *)__accc_a_mx = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_mx + 16)) = 0u;
            *__accc_p_mx = (*__accc_p_mx > __accc_t ? *__accc_p_mx : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ a, int *__accc_p_mn, int *__accc_a_mn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int mn = 2147483647;
    __shared__ int __accc_red_mn[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "reduction_int.c"
mn = a[i] < mn ? a[i] : mn;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, mn, __accc_s);
        mn = (mn < __accc_o ? mn : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_mn[__accc_l / 32] = mn;
    __syncthreads();
    if (__accc_l < 32) {
        mn = __accc_l < 4 ? __accc_red_mn[__accc_l] : 2147483647;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, mn, __accc_s);
            mn = (mn < __accc_o ? mn : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMin(&(*__accc_a_mn), mn);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_mn + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_mn;
            *(volatile int *)__accc_a_mn = 2147483647;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_mn + 16)) = 0u;
            *__accc_p_mn = (*__accc_p_mn < __accc_t ? *__accc_p_mn : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(int *__accc_p_band, int *__accc_a_band, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int band = ~0;
    __shared__ int __accc_red_band[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "reduction_int.c"
band &= ~(1 << (i % 20)) | (i % 40 == 0 ? 0 : (1 << 3));
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, band, __accc_s);
        band = band & __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_band[__accc_l / 32] = band;
    __syncthreads();
    if (__accc_l < 32) {
        band = __accc_l < 4 ? __accc_red_band[__accc_l] : ~0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, band, __accc_s);
            band = band & __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAnd(&(*__accc_a_band), band);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_band + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_band;
            *(volatile int *)__accc_a_band = ~0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_band + 16)) = 0u;
            *__accc_p_band = *__accc_p_band & __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_5_0(int *__accc_p_bor, int *__accc_a_bor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int bor = 0;
    __shared__ int __accc_red_bor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "reduction_int.c"
bor |= 1 << ((i * 3) % 17);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, bor, __accc_s);
        bor = bor | __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_bor[__accc_l / 32] = bor;
    __syncthreads();
    if (__accc_l < 32) {
        bor = __accc_l < 4 ? __accc_red_bor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, bor, __accc_s);
            bor = bor | __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicOr(&(*__accc_a_bor), bor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_bor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_bor;
            *(volatile int *)__accc_a_bor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_bor + 16)) = 0u;
            *__accc_p_bor = *__accc_p_bor | __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_6_0(int *__accc_p_bxor, int *__accc_a_bxor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int bxor = 0;
    __shared__ int __accc_red_bxor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "reduction_int.c"
bxor ^= (i * 40503) & 0xffff;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, bxor, __accc_s);
        bxor = bxor ^ __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_bxor[__accc_l / 32] = bxor;
    __syncthreads();
    if (__accc_l < 32) {
        bxor = __accc_l < 4 ? __accc_red_bxor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, bxor, __accc_s);
            bxor = bxor ^ __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicXor(&(*__accc_a_bxor), bxor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_bxor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_bxor;
            *(volatile int *)__accc_a_bxor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_bxor + 16)) = 0u;
            *__accc_p_bxor = *__accc_p_bxor ^ __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_7_0(const int *__restrict__ a, int *__accc_p_land, int *__accc_a_land, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int land = 1;
    __shared__ int __accc_red_land[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "reduction_int.c"
land = land && (a[i] >= -50);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, land, __accc_s);
        land = land && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_land[__accc_l / 32] = land;
    __syncthreads();
    if (__accc_l < 32) {
        land = __accc_l < 4 ? __accc_red_land[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, land, __accc_s);
            land = land && __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_land_int(&(*__accc_a_land), land);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_land + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_land;
            *(volatile int *)__accc_a_land = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_land + 16)) = 0u;
            *__accc_p_land = *__accc_p_land && __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_8_0(const int *__restrict__ a, int *__accc_p_lor, int *__accc_a_lor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int lor = 0;
    __shared__ int __accc_red_lor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "reduction_int.c"
lor = lor || (a[i] == 50);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, lor, __accc_s);
        lor = lor || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_lor[__accc_l / 32] = lor;
    __syncthreads();
    if (__accc_l < 32) {
        lor = __accc_l < 4 ? __accc_red_lor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, lor, __accc_s);
            lor = lor || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor_int(&(*__accc_a_lor), lor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_lor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_lor;
            *(volatile int *)__accc_a_lor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_lor + 16)) = 0u;
            *__accc_p_lor = *__accc_p_lor || __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_9_0(const int *__restrict__ a, int *__accc_p_land2, int *__accc_a_land2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int land2 = 1;
    __shared__ int __accc_red_land2[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "reduction_int.c"
land2 = land2 && (a[i] != 0);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, land2, __accc_s);
        land2 = land2 && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_land2[__accc_l / 32] = land2;
    __syncthreads();
    if (__accc_l < 32) {
        land2 = __accc_l < 4 ? __accc_red_land2[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, land2, __accc_s);
            land2 = land2 && __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_land_int(&(*__accc_a_land2), land2);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_land2 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_land2;
            *(volatile int *)__accc_a_land2 = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_land2 + 16)) = 0u;
            *__accc_p_land2 = *__accc_p_land2 && __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_10_0(const int *__restrict__ a, int *__accc_p_lor2, int *__accc_a_lor2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int lor2 = 0;
    __shared__ int __accc_red_lor2[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 61 "reduction_int.c"
lor2 = lor2 || (a[i] > 50);
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, lor2, __accc_s);
        lor2 = lor2 || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_lor2[__accc_l / 32] = lor2;
    __syncthreads();
    if (__accc_l < 32) {
        lor2 = __accc_l < 4 ? __accc_red_lor2[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, lor2, __accc_s);
            lor2 = lor2 || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor_int(&(*__accc_a_lor2), lor2);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_lor2 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_lor2;
            *(volatile int *)__accc_a_lor2 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_lor2 + 16)) = 0u;
            *__accc_p_lor2 = *__accc_p_lor2 || __accc_t;
        }
    }
}
