#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int __accc_atomic_mul_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int __accc_atomic_land_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v && v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int __accc_atomic_lor_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v || v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_sum, ulong __accc_o___accc_p_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_sum = (__global int *)(__accc_b___accc_p_sum + __accc_o___accc_p_sum);
    int sum = 0;
    __local int __accc_red_sum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "reduction_int.c"
sum += a[i];
    }
    __accc_red_sum[__accc_l] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sum[__accc_l] = __accc_red_sum[__accc_l] + __accc_red_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_sum), __accc_red_sum[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_prod, ulong __accc_o___accc_p_prod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_prod = (__global int *)(__accc_b___accc_p_prod + __accc_o___accc_p_prod);
    int prod = 1;
    __local int __accc_red_prod[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "reduction_int.c"
prod *= (i % 3 == 0) ? 2 : ((i % 7 == 0) ? -1 : 1);
    }
    __accc_red_prod[__accc_l] = prod;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_prod[__accc_l] = __accc_red_prod[__accc_l] * __accc_red_prod[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_int(&(*__accc_p_prod), __accc_red_prod[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_mx, ulong __accc_o___accc_p_mx, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_mx = (__global int *)(__accc_b___accc_p_mx + __accc_o___accc_p_mx);
    int mx = (-2147483647-1);
    __local int __accc_red_mx[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "reduction_int.c"
mx = a[i] > mx ? a[i] : mx;
    }
    __accc_red_mx[__accc_l] = mx;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mx[__accc_l] = (__accc_red_mx[__accc_l] > __accc_red_mx[__accc_l + __accc_s] ? __accc_red_mx[__accc_l] : __accc_red_mx[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_mx), __accc_red_mx[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_mn, ulong __accc_o___accc_p_mn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_mn = (__global int *)(__accc_b___accc_p_mn + __accc_o___accc_p_mn);
    int mn = 2147483647;
    __local int __accc_red_mn[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "reduction_int.c"
mn = a[i] < mn ? a[i] : mn;
    }
    __accc_red_mn[__accc_l] = mn;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mn[__accc_l] = (__accc_red_mn[__accc_l] < __accc_red_mn[__accc_l + __accc_s] ? __accc_red_mn[__accc_l] : __accc_red_mn[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_min(&(*__accc_p_mn), __accc_red_mn[0]);
}

__kernel void __accc_kernel_4_0(__global char *__accc_b___accc_p_band, ulong __accc_o___accc_p_band, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_band = (__global int *)(__accc_b___accc_p_band + __accc_o___accc_p_band);
    int band = ~0;
    __local int __accc_red_band[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "reduction_int.c"
band &= ~(1 << (i % 20)) | (i % 40 == 0 ? 0 : (1 << 3));
    }
    __accc_red_band[__accc_l] = band;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_band[__accc_l] = __accc_red_band[__accc_l] & __accc_red_band[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_and(&(*__accc_p_band), __accc_red_band[0]);
}

__kernel void __accc_kernel_5_0(__global char *__accc_b___accc_p_bor, ulong __accc_o___accc_p_bor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_bor = (__global int *)(__accc_b___accc_p_bor + __accc_o___accc_p_bor);
    int bor = 0;
    __local int __accc_red_bor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "reduction_int.c"
bor |= 1 << ((i * 3) % 17);
    }
    __accc_red_bor[__accc_l] = bor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_bor[__accc_l] = __accc_red_bor[__accc_l] | __accc_red_bor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_or(&(*__accc_p_bor), __accc_red_bor[0]);
}

__kernel void __accc_kernel_6_0(__global char *__accc_b___accc_p_bxor, ulong __accc_o___accc_p_bxor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_bxor = (__global int *)(__accc_b___accc_p_bxor + __accc_o___accc_p_bxor);
    int bxor = 0;
    __local int __accc_red_bxor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "reduction_int.c"
bxor ^= (i * 40503) & 0xffff;
    }
    __accc_red_bxor[__accc_l] = bxor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_bxor[__accc_l] = __accc_red_bxor[__accc_l] ^ __accc_red_bxor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_xor(&(*__accc_p_bxor), __accc_red_bxor[0]);
}

__kernel void __accc_kernel_7_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_land, ulong __accc_o___accc_p_land, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_land = (__global int *)(__accc_b___accc_p_land + __accc_o___accc_p_land);
    int land = 1;
    __local int __accc_red_land[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "reduction_int.c"
land = land && (a[i] >= -50);
    }
    __accc_red_land[__accc_l] = land;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_land[__accc_l] = __accc_red_land[__accc_l] && __accc_red_land[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_int(&(*__accc_p_land), __accc_red_land[0]);
}

__kernel void __accc_kernel_8_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_lor, ulong __accc_o___accc_p_lor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_lor = (__global int *)(__accc_b___accc_p_lor + __accc_o___accc_p_lor);
    int lor = 0;
    __local int __accc_red_lor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "reduction_int.c"
lor = lor || (a[i] == 50);
    }
    __accc_red_lor[__accc_l] = lor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_lor[__accc_l] = __accc_red_lor[__accc_l] || __accc_red_lor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_int(&(*__accc_p_lor), __accc_red_lor[0]);
}

__kernel void __accc_kernel_9_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_land2, ulong __accc_o___accc_p_land2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_land2 = (__global int *)(__accc_b___accc_p_land2 + __accc_o___accc_p_land2);
    int land2 = 1;
    __local int __accc_red_land2[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "reduction_int.c"
land2 = land2 && (a[i] != 0);
    }
    __accc_red_land2[__accc_l] = land2;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_land2[__accc_l] = __accc_red_land2[__accc_l] && __accc_red_land2[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_int(&(*__accc_p_land2), __accc_red_land2[0]);
}

__kernel void __accc_kernel_10_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_lor2, ulong __accc_o___accc_p_lor2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_lor2 = (__global int *)(__accc_b___accc_p_lor2 + __accc_o___accc_p_lor2);
    int lor2 = 0;
    __local int __accc_red_lor2[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 61 "reduction_int.c"
lor2 = lor2 || (a[i] > 50);
    }
    __accc_red_lor2[__accc_l] = lor2;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_lor2[__accc_l] = __accc_red_lor2[__accc_l] || __accc_red_lor2[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_int(&(*__accc_p_lor2), __accc_red_lor2[0]);
}
