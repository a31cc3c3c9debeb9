#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
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
static __device__ __forceinline__ float __accc_atomic_max_float(float *p, float v) {
    int bits = __float_as_int(v);
    if (bits >= 0) return __int_as_float(atomicMax((int *)p, bits));
    return __int_as_float((int)atomicMin((unsigned int *)p, (unsigned int)bits));
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
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ x, float *__accc_p_sum, float *__accc_a_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float sum = 0;
    __shared__ float __accc_red_sum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "reduction_float.c"
sum += x[i];
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
            float __accc_t = *(volatile float *)__accc_a_sum;
            *(volatile float *)__accc_a_sum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_sum + 16)) = 0u;
            *__accc_p_sum = *__accc_p_sum + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(float *__accc_p_prod, float *__accc_a_prod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float prod = 1;
    __shared__ float __accc_red_prod[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "reduction_float.c"
prod *= (i % 5 == 0 ? 2.0f : 1.0f) * (i % 7 == 0 ? 0.5f : 1.0f);
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
        (void)__accc_atomic_mul_float(&(*__accc_a_prod), prod);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_prod + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_prod;
            *(volatile float *)__accc_a_prod = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_prod + 16)) = 0u;
            *__accc_p_prod = *__accc_p_prod * __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const float *__restrict__ x, float *__accc_p_mx, float *__accc_a_mx, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float mx = -INFINITY;
    __shared__ float __accc_red_mx[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "reduction_float.c"
mx = x[i] > mx ? x[i] : mx;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, mx, __accc_s);
        mx = (mx > __accc_o ? mx : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_mx[__accc_l / 32] = mx;
    __syncthreads();
    if (__accc_l < 32) {
        mx = __accc_l < 4 ? __accc_red_mx[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, mx, __accc_s);
            mx = (mx > __accc_o ? mx : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_float(&(*__accc_a_mx), mx);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_mx + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_mx;
            *(volatile float *)__accc_a_mx = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_mx + 16)) = 0u;
            *__accc_p_mx = (*__accc_p_mx > __accc_t ? *__accc_p_mx : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const float *__restrict__ x, float *__accc_p_mn, float *__accc_a_mn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float mn = INFINITY;
    __shared__ float __accc_red_mn[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "reduction_float.c"
mn = x[i] < mn ? x[i] : mn;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, mn, __accc_s);
        mn = (mn < __accc_o ? mn : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_mn[__accc_l / 32] = mn;
    __syncthreads();
    if (__accc_l < 32) {
        mn = __accc_l < 4 ? __accc_red_mn[__accc_l] : INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, mn, __accc_s);
            mn = (mn < __accc_o ? mn : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_min_float(&(*__accc_a_mn), mn);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_mn + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_mn;
            *(volatile float *)__accc_a_mn = INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_mn + 16)) = 0u;
            *__accc_p_mn = (*__accc_p_mn < __accc_t ? *__accc_p_mn : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(const float *__restrict__ x, float *__accc_p_land, float *__accc_a_land, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float land = 1;
    __shared__ float __accc_red_land[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "reduction_float.c"
land = land && (x[i] + 15.0f);
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
        (void)__accc_atomic_land_float(&(*__accc_a_land), land);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_land + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_land;
            *(volatile float *)__accc_a_land = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_land + 16)) = 0u;
            *__accc_p_land = *__accc_p_land && __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_5_0(const float *__restrict__ x, float *__accc_p_lor, float *__accc_a_lor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float lor = 0;
    __shared__ float __accc_red_lor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "reduction_float.c"
lor = lor || (x[i] == 14.0f);
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
        (void)__accc_atomic_lor_float(&(*__accc_a_lor), lor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_lor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_lor;
            *(volatile float *)__accc_a_lor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_lor + 16)) = 0u;
            *__accc_p_lor = *__accc_p_lor || __accc_t;
        }
    }
}
