#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
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
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict a)[83] = (__global int (*restrict)[83])(__accc_b_a + __accc_o_a);
    __global int (*b)[61] = (__global int (*)[61])(__accc_b_b + __accc_o_b);
    const long __accc_ei = (long)get_local_id(0) / 16, __accc_ej = (long)get_local_id(0) % 16;
    const long __accc_nt1 = (__accc_tc1 + 16 - 1) / 16, __accc_nt = (__accc_tc0 + 4 - 1) / 4 * __accc_nt1;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_nt; __accc_t += (long)get_num_groups(0)) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 4 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 16 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 22 "tile_strips.c"
b[j][i] = a[i][j];
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_sum, ulong __accc_o___accc_p_sum, __global char *__accc_b___accc_p_hi, ulong __accc_o___accc_p_hi, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict a)[83] = (__global int (*restrict)[83])(__accc_b_a + __accc_o_a);
    __global long *__accc_p_sum = (__global long *)(__accc_b___accc_p_sum + __accc_o___accc_p_sum);
    __global int *__accc_p_hi = (__global int *)(__accc_b___accc_p_hi + __accc_o___accc_p_hi);
    long sum = 0;
    __local long __accc_red_sum[24];
    int hi = (-2147483647-1);
    __local int __accc_red_hi[24];
    int __accc_l = (int)get_local_id(0);
    const long __accc_ei = (long)get_local_id(0) / 8, __accc_ej = (long)get_local_id(0) % 8;
    const long __accc_nt1 = (__accc_tc1 + 8 - 1) / 8, __accc_nt = (__accc_tc0 + 3 - 1) / 3 * __accc_nt1;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_nt; __accc_t += (long)get_num_groups(0)) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 3 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 8 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 28 "tile_strips.c"
{
            sum += a[i][j] * (i + 1) - a[i - 1][j + 1];
            hi = a[i][j] + j > hi ? a[i][j] + j : hi;
        }
    }
    __accc_red_sum[__accc_l] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 24) __accc_red_sum[__accc_l] = __accc_red_sum[__accc_l] + __accc_red_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_sum), __accc_red_sum[0]);
    __accc_red_hi[__accc_l] = hi;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 24) __accc_red_hi[__accc_l] = (__accc_red_hi[__accc_l] > __accc_red_hi[__accc_l + __accc_s] ? __accc_red_hi[__accc_l] : __accc_red_hi[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_hi), __accc_red_hi[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict a)[83] = (__global int (*restrict)[83])(__accc_b_a + __accc_o_a);
    __global int (*c)[83] = (__global int (*)[83])(__accc_b_c + __accc_o_c);
    const long __accc_ei = (long)get_local_id(0) / 1, __accc_ej = (long)get_local_id(0) % 1;
    const long __accc_nt1 = (__accc_tc1 + 1 - 1) / 1, __accc_nt = (__accc_tc0 + 7 - 1) / 7 * __accc_nt1;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_nt; __accc_t += (long)get_num_groups(0)) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 7 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 1 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 36 "tile_strips.c"
c[i][j] = a[i][j] * 2 + (j > 0 ? a[i][j - 1] : 0);
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict a)[83] = (__global int (*restrict)[83])(__accc_b_a + __accc_o_a);
    __global int (*d)[83] = (__global int (*)[83])(__accc_b_d + __accc_o_d);
    const long __accc_ei = (long)get_local_id(0) / 32, __accc_ej = (long)get_local_id(0) % 32;
    const long __accc_nt1 = (__accc_tc1 + 32 - 1) / 32, __accc_nt = (__accc_tc0 + 4 - 1) / 4 * __accc_nt1;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_nt; __accc_t += (long)get_num_groups(0)) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 4 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 32 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 43 "tile_strips.c"
d[i][j] = a[61 - 1 - i][j] - i;
    }
}

__kernel void __accc_kernel_3_1_strips(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_e, ulong __accc_o_e, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict a)[83] = (__global int (*restrict)[83])(__accc_b_a + __accc_o_a);
    __global int (*e)[83] = (__global int (*)[83])(__accc_b_e + __accc_o_e);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 47 "tile_strips.c"
e[i][j] = a[i][83 - 1 - j] + j;
        }
    }
}

__kernel void __accc_kernel_3_1(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_e, ulong __accc_o_e, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict a)[83] = (__global int (*restrict)[83])(__accc_b_a + __accc_o_a);
    __global int (*e)[83] = (__global int (*)[83])(__accc_b_e + __accc_o_e);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 47 "tile_strips.c"
e[i][j] = a[i][83 - 1 - j] + j;
    }
}
