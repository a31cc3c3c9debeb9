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
__kernel void __accc_kernel_0_0_strips(__global char *__accc_b_grid, ulong __accc_o_grid, __global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b___accc_p_biggest, ulong __accc_o___accc_p_biggest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict grid)[1200] = (__global int (*restrict)[1200])(__accc_b_grid + __accc_o_grid);
    __global int (*out)[1200] = (__global int (*)[1200])(__accc_b_out + __accc_o_out);
    __global int *__accc_p_biggest = (__global int *)(__accc_b___accc_p_biggest + __accc_o___accc_p_biggest);
    int biggest = (-2147483647-1);
    __local int __accc_red_biggest[128];
    int __accc_l = (int)get_local_id(0);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        int __accc_carry0_0, __accc_carry0_1, __accc_carry0_2;
        if (__accc_r < __accc_re) {
            const long __accc_x0 = __accc_r;
            int j = (__accc_lo0 + __accc_x0 * __accc_st0);
            int i = (__accc_lo1 + __accc_x1 * __accc_st1);
            __accc_carry0_1 = grid[j][i];
            __accc_carry0_2 = grid[j - 1][i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1), __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        __accc_carry0_0 = grid[j + 1][i];
#line 28 "column_strips.c"
{
            int v = __accc_carry0_2 + __accc_carry0_0 + grid[j][i - 1] + grid[j][i + 1] - 4 * __accc_carry0_1;
            out[j][i] = v;
            if (v > biggest)
                biggest = v;
        }
        }
    }
    __accc_red_biggest[__accc_l] = biggest;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_biggest[__accc_l] = (__accc_red_biggest[__accc_l] > __accc_red_biggest[__accc_l + __accc_s] ? __accc_red_biggest[__accc_l] : __accc_red_biggest[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_biggest), __accc_red_biggest[0]);
}

__kernel void __accc_kernel_0_0(__global char *__accc_b_grid, ulong __accc_o_grid, __global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b___accc_p_biggest, ulong __accc_o___accc_p_biggest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict grid)[1200] = (__global int (*restrict)[1200])(__accc_b_grid + __accc_o_grid);
    __global int (*out)[1200] = (__global int (*)[1200])(__accc_b_out + __accc_o_out);
    __global int *__accc_p_biggest = (__global int *)(__accc_b___accc_p_biggest + __accc_o___accc_p_biggest);
    int biggest = (-2147483647-1);
    __local int __accc_red_biggest[128];
    int __accc_l = (int)get_local_id(0);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 28 "column_strips.c"
{
            int v = grid[j - 1][i] + grid[j + 1][i] + grid[j][i - 1] + grid[j][i + 1] - 4 * grid[j][i];
            out[j][i] = v;
            if (v > biggest)
                biggest = v;
        }
    }
    __accc_red_biggest[__accc_l] = biggest;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_biggest[__accc_l] = (__accc_red_biggest[__accc_l] > __accc_red_biggest[__accc_l + __accc_s] ? __accc_red_biggest[__accc_l] : __accc_red_biggest[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_biggest), __accc_red_biggest[0]);
}

__kernel void __accc_kernel_1_0_strips(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*out)[1200] = (__global int (*)[1200])(__accc_b_out + __accc_o_out);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 47 "column_strips.c"
{
            if ((i + j) % 5 == 0)
                continue;
            out[j][i] += i * 10000 + j;
        }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*out)[1200] = (__global int (*)[1200])(__accc_b_out + __accc_o_out);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 47 "column_strips.c"
{
            if ((i + j) % 5 == 0)
                continue;
            out[j][i] += i * 10000 + j;
        }
    }
}

__kernel void __accc_kernel_2_0_strips(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*out)[1200] = (__global int (*)[1200])(__accc_b_out + __accc_o_out);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 56 "column_strips.c"
out[j][i] = 3 * out[j][i] + j - i;
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*out)[1200] = (__global int (*)[1200])(__accc_b_out + __accc_o_out);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 56 "column_strips.c"
out[j][i] = 3 * out[j][i] + j - i;
    }
}

__kernel void __accc_kernel_3_0_strips(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*out)[1200] = (__global int (*)[1200])(__accc_b_out + __accc_o_out);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 61 "column_strips.c"
out[j][i] = -(j * 1200 + i);
        }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*out)[1200] = (__global int (*)[1200])(__accc_b_out + __accc_o_out);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 61 "column_strips.c"
out[j][i] = -(j * 1200 + i);
    }
}

__kernel void __accc_kernel_4_0_strips(__global char *__accc_b_wide, ulong __accc_o_wide, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global long (*wide)[6000] = (__global long (*)[6000])(__accc_b_wide + __accc_o_wide);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 75 "column_strips.c"
wide[j][i] = (long)i * i + j;
        }
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_wide, ulong __accc_o_wide, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global long (*wide)[6000] = (__global long (*)[6000])(__accc_b_wide + __accc_o_wide);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 75 "column_strips.c"
wide[j][i] = (long)i * i + j;
    }
}

__kernel void __accc_kernel_5_0_strips(__global char *__accc_b_tall, ulong __accc_o_tall, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global long (*tall)[512] = (__global long (*)[512])(__accc_b_tall + __accc_o_tall);
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
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 80 "column_strips.c"
{
            tall[j][i] = j - i;
            total += j ^ i;
        }
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

__kernel void __accc_kernel_5_0(__global char *__accc_b_tall, ulong __accc_o_tall, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global long (*tall)[512] = (__global long (*)[512])(__accc_b_tall + __accc_o_tall);
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
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 80 "column_strips.c"
{
            tall[j][i] = j - i;
            total += j ^ i;
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
