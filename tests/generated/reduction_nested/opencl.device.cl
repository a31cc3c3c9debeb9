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
__kernel void __accc_kernel_0_0_strips(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict m)[150] = (__global int (*restrict)[150])(__accc_b_m + __accc_o_m);
    __global long *__accc_p_total = (__global long *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    long total = 0;
    __local long __accc_red_total[128];
    int __accc_l = (int)get_local_id(0);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 23 "reduction_nested.c"
total += m[i][j];
        }
    }
    __accc_red_total[__accc_l] = total;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_total[__accc_l] = __accc_red_total[__accc_l] + __accc_red_total[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_total), __accc_red_total[0]);
}

__kernel void __accc_kernel_0_0(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict m)[150] = (__global int (*restrict)[150])(__accc_b_m + __accc_o_m);
    __global long *__accc_p_total = (__global long *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    long total = 0;
    __local long __accc_red_total[128];
    int __accc_l = (int)get_local_id(0);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 23 "reduction_nested.c"
total += m[i][j];
    }
    __accc_red_total[__accc_l] = total;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_total[__accc_l] = __accc_red_total[__accc_l] + __accc_red_total[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_total), __accc_red_total[0]);
}

__kernel void __accc_kernel_1_0_strips(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b___accc_p_mx, ulong __accc_o___accc_p_mx, __global char *__accc_b___accc_p_mn, ulong __accc_o___accc_p_mn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict m)[150] = (__global int (*restrict)[150])(__accc_b_m + __accc_o_m);
    __global int *__accc_p_mx = (__global int *)(__accc_b___accc_p_mx + __accc_o___accc_p_mx);
    __global int *__accc_p_mn = (__global int *)(__accc_b___accc_p_mn + __accc_o___accc_p_mn);
    int mx = (-2147483647-1);
    __local int __accc_red_mx[128];
    int mn = 2147483647;
    __local int __accc_red_mn[128];
    int __accc_l = (int)get_local_id(0);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 29 "reduction_nested.c"
{
            mx = m[i][j] > mx ? m[i][j] : mx;
            mn = m[i][j] < mn ? m[i][j] : mn;
        }
        }
    }
    __accc_red_mx[__accc_l] = mx;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mx[__accc_l] = (__accc_red_mx[__accc_l] > __accc_red_mx[__accc_l + __accc_s] ? __accc_red_mx[__accc_l] : __accc_red_mx[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_mx), __accc_red_mx[0]);
    __accc_red_mn[__accc_l] = mn;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mn[__accc_l] = (__accc_red_mn[__accc_l] < __accc_red_mn[__accc_l + __accc_s] ? __accc_red_mn[__accc_l] : __accc_red_mn[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_min(&(*__accc_p_mn), __accc_red_mn[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b___accc_p_mx, ulong __accc_o___accc_p_mx, __global char *__accc_b___accc_p_mn, ulong __accc_o___accc_p_mn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict m)[150] = (__global int (*restrict)[150])(__accc_b_m + __accc_o_m);
    __global int *__accc_p_mx = (__global int *)(__accc_b___accc_p_mx + __accc_o___accc_p_mx);
    __global int *__accc_p_mn = (__global int *)(__accc_b___accc_p_mn + __accc_o___accc_p_mn);
    int mx = (-2147483647-1);
    __local int __accc_red_mx[128];
    int mn = 2147483647;
    __local int __accc_red_mn[128];
    int __accc_l = (int)get_local_id(0);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 29 "reduction_nested.c"
{
            mx = m[i][j] > mx ? m[i][j] : mx;
            mn = m[i][j] < mn ? m[i][j] : mn;
        }
    }
    __accc_red_mx[__accc_l] = mx;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mx[__accc_l] = (__accc_red_mx[__accc_l] > __accc_red_mx[__accc_l + __accc_s] ? __accc_red_mx[__accc_l] : __accc_red_mx[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_mx), __accc_red_mx[0]);
    __accc_red_mn[__accc_l] = mn;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mn[__accc_l] = (__accc_red_mn[__accc_l] < __accc_red_mn[__accc_l + __accc_s] ? __accc_red_mn[__accc_l] : __accc_red_mn[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_min(&(*__accc_p_mn), __accc_red_mn[0]);
}

__kernel void __accc_kernel_2_0_strips(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b___accc_p_pos, ulong __accc_o___accc_p_pos, __global char *__accc_b___accc_p_neg, ulong __accc_o___accc_p_neg, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict m)[150] = (__global int (*restrict)[150])(__accc_b_m + __accc_o_m);
    __global long *__accc_p_pos = (__global long *)(__accc_b___accc_p_pos + __accc_o___accc_p_pos);
    __global long *__accc_p_neg = (__global long *)(__accc_b___accc_p_neg + __accc_o___accc_p_neg);
    long pos = 0;
    __local long __accc_red_pos[128];
    long neg = 0;
    __local long __accc_red_neg[128];
    int __accc_l = (int)get_local_id(0);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 40 "reduction_nested.c"
{
                if (m[i][j] > 0)
                    pos += m[i][j];
                else
                    neg += m[i][j];
            }
        }
    }
    __accc_red_pos[__accc_l] = pos;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_pos[__accc_l] = __accc_red_pos[__accc_l] + __accc_red_pos[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_pos), __accc_red_pos[0]);
    __accc_red_neg[__accc_l] = neg;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_neg[__accc_l] = __accc_red_neg[__accc_l] + __accc_red_neg[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_neg), __accc_red_neg[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b___accc_p_pos, ulong __accc_o___accc_p_pos, __global char *__accc_b___accc_p_neg, ulong __accc_o___accc_p_neg, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict m)[150] = (__global int (*restrict)[150])(__accc_b_m + __accc_o_m);
    __global long *__accc_p_pos = (__global long *)(__accc_b___accc_p_pos + __accc_o___accc_p_pos);
    __global long *__accc_p_neg = (__global long *)(__accc_b___accc_p_neg + __accc_o___accc_p_neg);
    long pos = 0;
    __local long __accc_red_pos[128];
    long neg = 0;
    __local long __accc_red_neg[128];
    int __accc_l = (int)get_local_id(0);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 40 "reduction_nested.c"
{
                if (m[i][j] > 0)
                    pos += m[i][j];
                else
                    neg += m[i][j];
            }
    }
    __accc_red_pos[__accc_l] = pos;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_pos[__accc_l] = __accc_red_pos[__accc_l] + __accc_red_pos[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_pos), __accc_red_pos[0]);
    __accc_red_neg[__accc_l] = neg;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_neg[__accc_l] = __accc_red_neg[__accc_l] + __accc_red_neg[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_neg), __accc_red_neg[0]);
}
