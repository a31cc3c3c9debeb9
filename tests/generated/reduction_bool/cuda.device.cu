#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ _Bool __accc_atomic_and__Bool(_Bool *p, _Bool v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    _Bool ov;
    do {
        o = *w;
        ov = (_Bool)((o & mask) >> shift);
        _Bool nv = (_Bool)(ov & v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ _Bool __accc_atomic_or__Bool(_Bool *p, _Bool v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    _Bool ov;
    do {
        o = *w;
        ov = (_Bool)((o & mask) >> shift);
        _Bool nv = (_Bool)(ov | v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ _Bool __accc_atomic_xor__Bool(_Bool *p, _Bool v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    _Bool ov;
    do {
        o = *w;
        ov = (_Bool)((o & mask) >> shift);
        _Bool nv = (_Bool)(ov ^ v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
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
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, _Bool *__accc_p_sum, _Bool *__accc_a_sum, _Bool *__accc_p_prod, _Bool *__accc_a_prod, _Bool *__accc_p_mx, _Bool *__accc_a_mx, _Bool *__accc_p_mn, _Bool *__accc_a_mn, _Bool *__accc_p_band, _Bool *__accc_a_band, _Bool *__accc_p_bor, _Bool *__accc_a_bor, _Bool *__accc_p_bxor, _Bool *__accc_a_bxor, _Bool *__accc_p_land, _Bool *__accc_a_land, _Bool *__accc_p_lor, _Bool *__accc_a_lor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    _Bool sum = 0;
    __shared__ _Bool __accc_red_sum[4];
    _Bool prod = 1;
    __shared__ _Bool __accc_red_prod[4];
    _Bool mx = 0;
    __shared__ _Bool __accc_red_mx[4];
    _Bool mn = 1;
    __shared__ _Bool __accc_red_mn[4];
    _Bool band = ~0;
    __shared__ _Bool __accc_red_band[4];
    _Bool bor = 0;
    __shared__ _Bool __accc_red_bor[4];
    _Bool bxor = 0;
    __shared__ _Bool __accc_red_bxor[4];
    _Bool land = 1;
    __shared__ _Bool __accc_red_land[4];
    _Bool lor = 0;
    __shared__ _Bool __accc_red_lor[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "reduction_bool.c"
{
        sum += a[i];
        prod *= a[i] + 1;
        mx = mx > a[i] ? mx : a[i];
        mn = mn < a[i] ? mn : a[i];
        band &= a[i] | 1;
        bor |= a[i];
        bxor ^= a[i];
        land = land && (a[i] < 2);
        lor = lor || a[i];
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(sum), __accc_s);
        sum = sum || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_sum[__accc_l / 32] = sum;
    __syncthreads();
    if (__accc_l < 32) {
        sum = __accc_l < 4 ? __accc_red_sum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(sum), __accc_s);
            sum = sum || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor__Bool(&(*__accc_a_sum), sum);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_sum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_sum;
            *(volatile _Bool *)__accc_a_sum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_sum + 16)) = 0u;
            *__accc_p_sum = *__accc_p_sum || __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(prod), __accc_s);
        prod = prod && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_prod[__accc_l / 32] = prod;
    __syncthreads();
    if (__accc_l < 32) {
        prod = __accc_l < 4 ? __accc_red_prod[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(prod), __accc_s);
            prod = prod && __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_land__Bool(&(*__accc_a_prod), prod);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_prod + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_prod;
            *(volatile _Bool *)__accc_a_prod = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_prod + 16)) = 0u;
            *__accc_p_prod = *__accc_p_prod && __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(mx), __accc_s);
        mx = mx || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_mx[__accc_l / 32] = mx;
    __syncthreads();
    if (__accc_l < 32) {
        mx = __accc_l < 4 ? __accc_red_mx[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(mx), __accc_s);
            mx = mx || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor__Bool(&(*__accc_a_mx), mx);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_mx + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_mx;
            *(volatile _Bool *)__accc_a_mx = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_mx + 16)) = 0u;
            *__accc_p_mx = *__accc_p_mx || __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(mn), __accc_s);
        mn = mn && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_mn[__accc_l / 32] = mn;
    __syncthreads();
    if (__accc_l < 32) {
        mn = __accc_l < 4 ? __accc_red_mn[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(mn), __accc_s);
            mn = mn && __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_land__Bool(&(*__accc_a_mn), mn);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_mn + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_mn;
            *(volatile _Bool *)__accc_a_mn = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_mn + 16)) = 0u;
            *__accc_p_mn = *__accc_p_mn && __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(band), __accc_s);
        band = band & __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_band[__accc_l / 32] = band;
    __syncthreads();
    if (__accc_l < 32) {
        band = __accc_l < 4 ? __accc_red_band[__accc_l] : ~0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(band), __accc_s);
            band = band & __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_and__Bool(&(*__accc_a_band), band);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_band + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_band;
            *(volatile _Bool *)__accc_a_band = ~0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_band + 16)) = 0u;
            *__accc_p_band = *__accc_p_band & __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(bor), __accc_s);
        bor = bor | __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_bor[__accc_l / 32] = bor;
    __syncthreads();
    if (__accc_l < 32) {
        bor = __accc_l < 4 ? __accc_red_bor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(bor), __accc_s);
            bor = bor | __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_or__Bool(&(*__accc_a_bor), bor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_bor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_bor;
            *(volatile _Bool *)__accc_a_bor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_bor + 16)) = 0u;
            *__accc_p_bor = *__accc_p_bor | __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(bxor), __accc_s);
        bxor = bxor ^ __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_bxor[__accc_l / 32] = bxor;
    __syncthreads();
    if (__accc_l < 32) {
        bxor = __accc_l < 4 ? __accc_red_bxor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(bxor), __accc_s);
            bxor = bxor ^ __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_xor__Bool(&(*__accc_a_bxor), bxor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_bxor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_bxor;
            *(volatile _Bool *)__accc_a_bxor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_bxor + 16)) = 0u;
            *__accc_p_bxor = *__accc_p_bxor ^ __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(land), __accc_s);
        land = land && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_land[__accc_l / 32] = land;
    __syncthreads();
    if (__accc_l < 32) {
        land = __accc_l < 4 ? __accc_red_land[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(land), __accc_s);
            land = land && __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_land__Bool(&(*__accc_a_land), land);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_land + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_land;
            *(volatile _Bool *)__accc_a_land = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_land + 16)) = 0u;
            *__accc_p_land = *__accc_p_land && __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(lor), __accc_s);
        lor = lor || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_lor[__accc_l / 32] = lor;
    __syncthreads();
    if (__accc_l < 32) {
        lor = __accc_l < 4 ? __accc_red_lor[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(lor), __accc_s);
            lor = lor || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor__Bool(&(*__accc_a_lor), lor);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_lor + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_lor;
            *(volatile _Bool *)__accc_a_lor = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_lor + 16)) = 0u;
            *__accc_p_lor = *__accc_p_lor || __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ a, _Bool *__accc_p_seen, _Bool *__accc_a_seen, _Bool *__accc_p_none, _Bool *__accc_a_none, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    _Bool seen = 0;
    __shared__ _Bool __accc_red_seen[4];
    _Bool none = 0;
    __shared__ _Bool __accc_red_none[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 39 "reduction_bool.c"
{
            seen += a[i] * 3;
            none += a[i] > 1;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(seen), __accc_s);
        seen = seen || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_seen[__accc_l / 32] = seen;
    __syncthreads();
    if (__accc_l < 32) {
        seen = __accc_l < 4 ? __accc_red_seen[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(seen), __accc_s);
            seen = seen || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor__Bool(&(*__accc_a_seen), seen);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_seen + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_seen;
            *(volatile _Bool *)__accc_a_seen = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_seen + 16)) = 0u;
            *__accc_p_seen = *__accc_p_seen || __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(none), __accc_s);
        none = none || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_none[__accc_l / 32] = none;
    __syncthreads();
    if (__accc_l < 32) {
        none = __accc_l < 4 ? __accc_red_none[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(none), __accc_s);
            none = none || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor__Bool(&(*__accc_a_none), none);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_none + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_none;
            *(volatile _Bool *)__accc_a_none = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_none + 16)) = 0u;
            *__accc_p_none = *__accc_p_none || __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ a, _Bool *__accc_p_team, _Bool *__accc_a_team, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    _Bool team = 0;
    __shared__ _Bool __accc_red_team[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 51 "reduction_bool.c"
team += a[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(team), __accc_s);
        team = team || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_team[__accc_l / 32] = team;
    __syncthreads();
    if (__accc_l < 32) {
        team = __accc_l < 4 ? __accc_red_team[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(team), __accc_s);
            team = team || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor__Bool(&(*__accc_a_team), team);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_team + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_team;
            *(volatile _Bool *)__accc_a_team = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_team + 16)) = 0u;
            *__accc_p_team = *__accc_p_team || __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ a, _Bool *__accc_p_ksum, _Bool *__accc_a_ksum, _Bool *__accc_p_kmul, _Bool *__accc_a_kmul, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    _Bool ksum = 0;
    __shared__ _Bool __accc_red_ksum[4];
    _Bool kmul = 1;
    __shared__ _Bool __accc_red_kmul[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "reduction_bool.c"
{
        ksum += a[i] + a[i];
        kmul *= 2 - a[i];
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(ksum), __accc_s);
        ksum = ksum || __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_ksum[__accc_l / 32] = ksum;
    __syncthreads();
    if (__accc_l < 32) {
        ksum = __accc_l < 4 ? __accc_red_ksum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(ksum), __accc_s);
            ksum = ksum || __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_lor__Bool(&(*__accc_a_ksum), ksum);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_ksum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_ksum;
            *(volatile _Bool *)__accc_a_ksum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_ksum + 16)) = 0u;
            *__accc_p_ksum = *__accc_p_ksum || __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(kmul), __accc_s);
        kmul = kmul && __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_kmul[__accc_l / 32] = kmul;
    __syncthreads();
    if (__accc_l < 32) {
        kmul = __accc_l < 4 ? __accc_red_kmul[__accc_l] : 1;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = (_Bool)__shfl_down_sync(0xffffffffu, (int)(kmul), __accc_s);
            kmul = kmul && __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_land__Bool(&(*__accc_a_kmul), kmul);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_kmul + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            _Bool __accc_t = *(volatile _Bool *)__accc_a_kmul;
            *(volatile _Bool *)__accc_a_kmul = 1;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_kmul + 16)) = 0u;
            *__accc_p_kmul = *__accc_p_kmul && __accc_t;
        }
    }
}
