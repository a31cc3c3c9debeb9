#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline double __accc_atomic_add_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline long __accc_atomic_add_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline double __accc_atomic_mul_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
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
__kernel void __accc_kernel_0_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_counts, ulong __accc_o___accc_p_counts, long __accc_rlo_counts, long __accc_rn_counts, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global int *__accc_p_counts = (__global int *)(__accc_b___accc_p_counts + __accc_o___accc_p_counts);
    int counts[8];
    for (int __accc_k = 0; __accc_k < 8; __accc_k++) ((int *)counts)[__accc_k] = 0;
    __local int __accc_red_counts[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 13 "reduction_arrays.c"
counts[x[i] % 8] += 1;
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_counts; __accc_k++) {
    int __accc_v = ((int *)counts)[__accc_rlo_counts + __accc_k];
    __accc_red_counts[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_counts[__accc_l] = __accc_red_counts[__accc_l] + __accc_red_counts[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(__accc_p_counts[__accc_k]), __accc_red_counts[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_h, ulong __accc_o___accc_p_h, long __accc_rlo_h, long __accc_rn_h, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global int *__accc_p_h = (__global int *)(__accc_b___accc_p_h + __accc_o___accc_p_h);
    int h[10];
    for (int __accc_k = 0; __accc_k < 10; __accc_k++) ((int *)h)[__accc_k] = 0;
    __local int __accc_red_h[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "reduction_arrays.c"
h[x[i] % 10] += 1;
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_h; __accc_k++) {
    int __accc_v = ((int *)h)[__accc_rlo_h + __accc_k];
    __accc_red_h[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_h[__accc_l] = __accc_red_h[__accc_l] + __accc_red_h[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(__accc_p_h[__accc_k]), __accc_red_h[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_a, ulong __accc_o___accc_p_a, long __accc_rlo_a, long __accc_rn_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global long *__accc_p_a = (__global long *)(__accc_b___accc_p_a + __accc_o___accc_p_a);
    long a[16];
    for (int __accc_k = 0; __accc_k < 16; __accc_k++) ((long *)a)[__accc_k] = 0;
    __local long __accc_red_a[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "reduction_arrays.c"
a[i % 16] += x[i];
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_a; __accc_k++) {
    long __accc_v = ((long *)a)[__accc_rlo_a + __accc_k];
    __accc_red_a[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_a[__accc_l] = __accc_red_a[__accc_l] + __accc_red_a[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(__accc_p_a[__accc_k]), __accc_red_a[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_m, ulong __accc_o___accc_p_m, long __accc_rlo_m, long __accc_rn_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global int *__accc_p_m = (__global int *)(__accc_b___accc_p_m + __accc_o___accc_p_m);
    int m[8];
    for (int __accc_k = 0; __accc_k < 8; __accc_k++) ((int *)m)[__accc_k] = (-2147483647-1);
    __local int __accc_red_m[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "reduction_arrays.c"
{
        int j = 2 + i % 4;
        if (x[i] % 50 > m[j]) m[j] = x[i] % 50;
    }
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_m; __accc_k++) {
    int __accc_v = ((int *)m)[__accc_rlo_m + __accc_k];
    __accc_red_m[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_m[__accc_l] = (__accc_red_m[__accc_l] > __accc_red_m[__accc_l + __accc_s] ? __accc_red_m[__accc_l] : __accc_red_m[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(__accc_p_m[__accc_k]), __accc_red_m[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_lo, ulong __accc_o___accc_p_lo, long __accc_rlo_lo, long __accc_rn_lo, __global char *__accc_b___accc_p_bits_and, ulong __accc_o___accc_p_bits_and, long __accc_rlo_bits_and, long __accc_rn_bits_and, __global char *__accc_b___accc_p_bits_or, ulong __accc_o___accc_p_bits_or, long __accc_rlo_bits_or, long __accc_rn_bits_or, __global char *__accc_b___accc_p_bits_xor, ulong __accc_o___accc_p_bits_xor, long __accc_rlo_bits_xor, long __accc_rn_bits_xor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global int *__accc_p_lo = (__global int *)(__accc_b___accc_p_lo + __accc_o___accc_p_lo);
    __global uint *__accc_p_bits_and = (__global uint *)(__accc_b___accc_p_bits_and + __accc_o___accc_p_bits_and);
    __global uint *__accc_p_bits_or = (__global uint *)(__accc_b___accc_p_bits_or + __accc_o___accc_p_bits_or);
    __global uint *__accc_p_bits_xor = (__global uint *)(__accc_b___accc_p_bits_xor + __accc_o___accc_p_bits_xor);
    int lo[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((int *)lo)[__accc_k] = 2147483647;
    __local int __accc_red_lo[128];
    uint bits_and[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((uint *)bits_and)[__accc_k] = ~0;
    __local uint __accc_red_bits_and[128];
    uint bits_or[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((uint *)bits_or)[__accc_k] = 0;
    __local uint __accc_red_bits_or[128];
    uint bits_xor[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((uint *)bits_xor)[__accc_k] = 0;
    __local uint __accc_red_bits_xor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
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
    __accc_red_lo[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_lo[__accc_l] = (__accc_red_lo[__accc_l] < __accc_red_lo[__accc_l + __accc_s] ? __accc_red_lo[__accc_l] : __accc_red_lo[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_min(&(__accc_p_lo[__accc_k]), __accc_red_lo[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_bits_and; __accc_k++) {
    uint __accc_v = ((uint *)bits_and)[__accc_rlo_bits_and + __accc_k];
    __accc_red_bits_and[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_bits_and[__accc_l] = __accc_red_bits_and[__accc_l] & __accc_red_bits_and[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_and(&(__accc_p_bits_and[__accc_k]), __accc_red_bits_and[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_bits_or; __accc_k++) {
    uint __accc_v = ((uint *)bits_or)[__accc_rlo_bits_or + __accc_k];
    __accc_red_bits_or[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_bits_or[__accc_l] = __accc_red_bits_or[__accc_l] | __accc_red_bits_or[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_or(&(__accc_p_bits_or[__accc_k]), __accc_red_bits_or[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_bits_xor; __accc_k++) {
    uint __accc_v = ((uint *)bits_xor)[__accc_rlo_bits_xor + __accc_k];
    __accc_red_bits_xor[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_bits_xor[__accc_l] = __accc_red_bits_xor[__accc_l] ^ __accc_red_bits_xor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_xor(&(__accc_p_bits_xor[__accc_k]), __accc_red_bits_xor[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
}

__kernel void __accc_kernel_4_1(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_all, ulong __accc_o___accc_p_all, long __accc_rlo_all, long __accc_rn_all, __global char *__accc_b___accc_p_any, ulong __accc_o___accc_p_any, long __accc_rlo_any, long __accc_rn_any, __global char *__accc_b___accc_p_prod, ulong __accc_o___accc_p_prod, long __accc_rlo_prod, long __accc_rn_prod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global int *__accc_p_all = (__global int *)(__accc_b___accc_p_all + __accc_o___accc_p_all);
    __global int *__accc_p_any = (__global int *)(__accc_b___accc_p_any + __accc_o___accc_p_any);
    __global double *__accc_p_prod = (__global double *)(__accc_b___accc_p_prod + __accc_o___accc_p_prod);
    int all__accc[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((int *)all__accc)[__accc_k] = 1;
    __local int __accc_red_all[128];
    int any__accc[4];
    for (int __accc_k = 0; __accc_k < 4; __accc_k++) ((int *)any__accc)[__accc_k] = 0;
    __local int __accc_red_any[128];
    double prod[3];
    for (int __accc_k = 0; __accc_k < 3; __accc_k++) ((double *)prod)[__accc_k] = 1;
    __local double __accc_red_prod[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 68 "reduction_arrays.c"
{
            all__accc[i % 4] = all__accc[i % 4] && x[i] != 3 + i % 4;
            any__accc[i % 4] = any__accc[i % 4] || x[i] > 95;
            prod[i % 3] *= (i % 5 == 0) ? 2.0 : 1.0;
        }
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_all; __accc_k++) {
    int __accc_v = ((int *)all__accc)[__accc_rlo_all + __accc_k];
    __accc_red_all[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_all[__accc_l] = __accc_red_all[__accc_l] && __accc_red_all[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_int(&(__accc_p_all[__accc_k]), __accc_red_all[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_any; __accc_k++) {
    int __accc_v = ((int *)any__accc)[__accc_rlo_any + __accc_k];
    __accc_red_any[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_any[__accc_l] = __accc_red_any[__accc_l] || __accc_red_any[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_int(&(__accc_p_any[__accc_k]), __accc_red_any[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_prod; __accc_k++) {
    double __accc_v = ((double *)prod)[__accc_rlo_prod + __accc_k];
    __accc_red_prod[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_prod[__accc_l] = __accc_red_prod[__accc_l] * __accc_red_prod[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_double(&(__accc_p_prod[__accc_k]), __accc_red_prod[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_grid, ulong __accc_o___accc_p_grid, long __accc_rlo_grid, long __accc_rn_grid, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global double *__accc_p_grid = (__global double *)(__accc_b___accc_p_grid + __accc_o___accc_p_grid);
    double grid[4][3];
    for (int __accc_k = 0; __accc_k < 12; __accc_k++) ((double *)grid)[__accc_k] = 0;
    __local double __accc_red_grid[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 90 "reduction_arrays.c"
grid[i % 4][i % 3] += x[i];
    }
    for (long __accc_k = 0; __accc_k < __accc_rn_grid; __accc_k++) {
    double __accc_v = ((double *)grid)[__accc_rlo_grid + __accc_k];
    __accc_red_grid[__accc_l] = __accc_v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_grid[__accc_l] = __accc_red_grid[__accc_l] + __accc_red_grid[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(__accc_p_grid[__accc_k]), __accc_red_grid[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    }
}
