#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline uchar __accc_atomic_and_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(ov & v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline uchar __accc_atomic_or_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(ov | v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline uchar __accc_atomic_xor_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(ov ^ v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline uchar __accc_atomic_land_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(ov && v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline uchar __accc_atomic_lor_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(ov || v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_sum, ulong __accc_o___accc_p_sum, __global char *__accc_b___accc_p_prod, ulong __accc_o___accc_p_prod, __global char *__accc_b___accc_p_mx, ulong __accc_o___accc_p_mx, __global char *__accc_b___accc_p_mn, ulong __accc_o___accc_p_mn, __global char *__accc_b___accc_p_band, ulong __accc_o___accc_p_band, __global char *__accc_b___accc_p_bor, ulong __accc_o___accc_p_bor, __global char *__accc_b___accc_p_bxor, ulong __accc_o___accc_p_bxor, __global char *__accc_b___accc_p_land, ulong __accc_o___accc_p_land, __global char *__accc_b___accc_p_lor, ulong __accc_o___accc_p_lor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global uchar *__accc_p_sum = (__global uchar *)(__accc_b___accc_p_sum + __accc_o___accc_p_sum);
    __global uchar *__accc_p_prod = (__global uchar *)(__accc_b___accc_p_prod + __accc_o___accc_p_prod);
    __global uchar *__accc_p_mx = (__global uchar *)(__accc_b___accc_p_mx + __accc_o___accc_p_mx);
    __global uchar *__accc_p_mn = (__global uchar *)(__accc_b___accc_p_mn + __accc_o___accc_p_mn);
    __global uchar *__accc_p_band = (__global uchar *)(__accc_b___accc_p_band + __accc_o___accc_p_band);
    __global uchar *__accc_p_bor = (__global uchar *)(__accc_b___accc_p_bor + __accc_o___accc_p_bor);
    __global uchar *__accc_p_bxor = (__global uchar *)(__accc_b___accc_p_bxor + __accc_o___accc_p_bxor);
    __global uchar *__accc_p_land = (__global uchar *)(__accc_b___accc_p_land + __accc_o___accc_p_land);
    __global uchar *__accc_p_lor = (__global uchar *)(__accc_b___accc_p_lor + __accc_o___accc_p_lor);
    uchar sum = 0;
    __local uchar __accc_red_sum[128];
    uchar prod = 1;
    __local uchar __accc_red_prod[128];
    uchar mx = 0;
    __local uchar __accc_red_mx[128];
    uchar mn = 1;
    __local uchar __accc_red_mn[128];
    uchar band = ~0;
    __local uchar __accc_red_band[128];
    uchar bor = 0;
    __local uchar __accc_red_bor[128];
    uchar bxor = 0;
    __local uchar __accc_red_bxor[128];
    uchar land = 1;
    __local uchar __accc_red_land[128];
    uchar lor = 0;
    __local uchar __accc_red_lor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
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
    __accc_red_sum[__accc_l] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sum[__accc_l] = __accc_red_sum[__accc_l] || __accc_red_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_uchar(&(*__accc_p_sum), __accc_red_sum[0]);
    __accc_red_prod[__accc_l] = prod;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_prod[__accc_l] = __accc_red_prod[__accc_l] && __accc_red_prod[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_uchar(&(*__accc_p_prod), __accc_red_prod[0]);
    __accc_red_mx[__accc_l] = mx;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mx[__accc_l] = __accc_red_mx[__accc_l] || __accc_red_mx[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_uchar(&(*__accc_p_mx), __accc_red_mx[0]);
    __accc_red_mn[__accc_l] = mn;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mn[__accc_l] = __accc_red_mn[__accc_l] && __accc_red_mn[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_uchar(&(*__accc_p_mn), __accc_red_mn[0]);
    __accc_red_band[__accc_l] = band;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_band[__accc_l] = __accc_red_band[__accc_l] & __accc_red_band[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_and_uchar(&(*__accc_p_band), __accc_red_band[0]);
    __accc_red_bor[__accc_l] = bor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_bor[__accc_l] = __accc_red_bor[__accc_l] | __accc_red_bor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_or_uchar(&(*__accc_p_bor), __accc_red_bor[0]);
    __accc_red_bxor[__accc_l] = bxor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_bxor[__accc_l] = __accc_red_bxor[__accc_l] ^ __accc_red_bxor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_xor_uchar(&(*__accc_p_bxor), __accc_red_bxor[0]);
    __accc_red_land[__accc_l] = land;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_land[__accc_l] = __accc_red_land[__accc_l] && __accc_red_land[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_uchar(&(*__accc_p_land), __accc_red_land[0]);
    __accc_red_lor[__accc_l] = lor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_lor[__accc_l] = __accc_red_lor[__accc_l] || __accc_red_lor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_uchar(&(*__accc_p_lor), __accc_red_lor[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_seen, ulong __accc_o___accc_p_seen, __global char *__accc_b___accc_p_none, ulong __accc_o___accc_p_none, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global uchar *__accc_p_seen = (__global uchar *)(__accc_b___accc_p_seen + __accc_o___accc_p_seen);
    __global uchar *__accc_p_none = (__global uchar *)(__accc_b___accc_p_none + __accc_o___accc_p_none);
    uchar seen = 0;
    __local uchar __accc_red_seen[128];
    uchar none = 0;
    __local uchar __accc_red_none[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 39 "reduction_bool.c"
{
            seen += a[i] * 3;
            none += a[i] > 1;
        }
    }
    __accc_red_seen[__accc_l] = seen;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_seen[__accc_l] = __accc_red_seen[__accc_l] || __accc_red_seen[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_uchar(&(*__accc_p_seen), __accc_red_seen[0]);
    __accc_red_none[__accc_l] = none;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_none[__accc_l] = __accc_red_none[__accc_l] || __accc_red_none[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_uchar(&(*__accc_p_none), __accc_red_none[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_team, ulong __accc_o___accc_p_team, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global uchar *__accc_p_team = (__global uchar *)(__accc_b___accc_p_team + __accc_o___accc_p_team);
    uchar team = 0;
    __local uchar __accc_red_team[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 51 "reduction_bool.c"
team += a[i];
    }
    __accc_red_team[__accc_l] = team;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_team[__accc_l] = __accc_red_team[__accc_l] || __accc_red_team[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_uchar(&(*__accc_p_team), __accc_red_team[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_ksum, ulong __accc_o___accc_p_ksum, __global char *__accc_b___accc_p_kmul, ulong __accc_o___accc_p_kmul, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global uchar *__accc_p_ksum = (__global uchar *)(__accc_b___accc_p_ksum + __accc_o___accc_p_ksum);
    __global uchar *__accc_p_kmul = (__global uchar *)(__accc_b___accc_p_kmul + __accc_o___accc_p_kmul);
    uchar ksum = 0;
    __local uchar __accc_red_ksum[128];
    uchar kmul = 1;
    __local uchar __accc_red_kmul[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "reduction_bool.c"
{
        ksum += a[i] + a[i];
        kmul *= 2 - a[i];
    }
    }
    __accc_red_ksum[__accc_l] = ksum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_ksum[__accc_l] = __accc_red_ksum[__accc_l] || __accc_red_ksum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_uchar(&(*__accc_p_ksum), __accc_red_ksum[0]);
    __accc_red_kmul[__accc_l] = kmul;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_kmul[__accc_l] = __accc_red_kmul[__accc_l] && __accc_red_kmul[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_uchar(&(*__accc_p_kmul), __accc_red_kmul[0]);
}
