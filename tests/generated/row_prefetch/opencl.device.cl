#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int twice(int x);
int twice(int x)
{
    return 2 * x;
}
__kernel void __accc_kernel_0_0_strips(__global char *__accc_b_in, ulong __accc_o_in, long __accc_in_d1, long __accc_delta_out, __global char *__accc_b_out, ulong __accc_o_out, long __accc_out_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out - __accc_delta_out);
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
            __accc_carry0_1 = in[((j)) * __accc_in_d1 + (i)];
            __accc_carry0_2 = in[((j - 1)) * __accc_in_d1 + (i)];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1), __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        __accc_carry0_0 = in[((j + 1)) * __accc_in_d1 + (i)];
#line 38 "row_prefetch.c"
out[((j)) * __accc_out_d1 + (i)] = __accc_carry0_2 + 2 * __accc_carry0_1 + __accc_carry0_0;
        }
    }
}

__kernel void __accc_kernel_0_0(__global char *__accc_b_in, ulong __accc_o_in, long __accc_in_d1, long __accc_delta_out, __global char *__accc_b_out, ulong __accc_o_out, long __accc_out_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out - __accc_delta_out);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 38 "row_prefetch.c"
out[((j)) * __accc_out_d1 + (i)] = in[((j - 1)) * __accc_in_d1 + (i)] + 2 * in[((j)) * __accc_in_d1 + (i)] + in[((j + 1)) * __accc_in_d1 + (i)];
    }
}

__kernel void __accc_kernel_1_0_strips(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b___accc_p_biggest, ulong __accc_o___accc_p_biggest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
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
            __accc_carry0_1 = a[j * m + i];
            __accc_carry0_2 = a[(j - 1) * m + i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1), __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        __accc_carry0_0 = a[(j + 1) * m + i];
#line 58 "row_prefetch.c"
{
            b[j * m + i] = a[j * m + i + 1] + a[j * m + i - 1] + __accc_carry0_2 + __accc_carry0_0;
            int change = b[j * m + i] - 4 * __accc_carry0_1;
            if (change > biggest)
                biggest = change;
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

__kernel void __accc_kernel_1_0(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b___accc_p_biggest, ulong __accc_o___accc_p_biggest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
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
#line 58 "row_prefetch.c"
{
            b[j * m + i] = a[j * m + i + 1] + a[j * m + i - 1] + a[(j - 1) * m + i] + a[(j + 1) * m + i];
            int change = b[j * m + i] - 4 * a[j * m + i];
            if (change > biggest)
                biggest = change;
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

__kernel void __accc_kernel_2_0_strips(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_up, ulong __accc_o_up, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int (*up)[700] = (__global int (*)[700])(__accc_b_up + __accc_o_up);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 70 "row_prefetch.c"
up[j][i] = a[(j - 1) * m + i] - a[(j + 1) * m + i] + j;
        }
    }
}

__kernel void __accc_kernel_2_0(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_up, ulong __accc_o_up, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int (*up)[700] = (__global int (*)[700])(__accc_b_up + __accc_o_up);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 70 "row_prefetch.c"
up[j][i] = a[(j - 1) * m + i] - a[(j + 1) * m + i] + j;
    }
}

__kernel void __accc_kernel_3_0_strips(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_by2, ulong __accc_o_by2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int (*by2)[700] = (__global int (*)[700])(__accc_b_by2 + __accc_o_by2);
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
            __accc_carry0_1 = a[j * m + i];
            __accc_carry0_2 = a[(j - 2) * m + i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1), __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        __accc_carry0_0 = a[(j + 2) * m + i];
#line 75 "row_prefetch.c"
by2[j][i] = __accc_carry0_2 + __accc_carry0_0 - __accc_carry0_1;
        }
    }
}

__kernel void __accc_kernel_3_0(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_by2, ulong __accc_o_by2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int (*by2)[700] = (__global int (*)[700])(__accc_b_by2 + __accc_o_by2);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 75 "row_prefetch.c"
by2[j][i] = a[(j - 2) * m + i] + a[(j + 2) * m + i] - a[j * m + i];
    }
}

__kernel void __accc_kernel_4_0_strips(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 89 "row_prefetch.c"
b[j * m + i] = a[j * m + i];
        }
    }
}

__kernel void __accc_kernel_4_0(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 89 "row_prefetch.c"
b[j * m + i] = a[j * m + i];
    }
}

__kernel void __accc_kernel_5_0_strips(int n, int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global const int *restrict w = (__global const int *restrict)(__accc_b_w + __accc_o_w);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 95 "row_prefetch.c"
{
            int below = j < n - 1 ? a[(j + 1) * m + i] : 0;
            b[j * m + i] += below - a[j * m + i] + w[j * m + i];
        }
        }
    }
}

__kernel void __accc_kernel_5_0(int n, int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global const int *restrict w = (__global const int *restrict)(__accc_b_w + __accc_o_w);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 95 "row_prefetch.c"
{
            int below = j < n - 1 ? a[(j + 1) * m + i] : 0;
            b[j * m + i] += below - a[j * m + i] + w[j * m + i];
        }
    }
}

__kernel void __accc_kernel_6_0_strips(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 102 "row_prefetch.c"
{
            int k = j * m + i;
            b[k] += a[k - m] + a[k + m];
        }
        }
    }
}

__kernel void __accc_kernel_6_0(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 102 "row_prefetch.c"
{
            int k = j * m + i;
            b[k] += a[k - m] + a[k + m];
        }
    }
}

__kernel void __accc_kernel_7_0_strips(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 110 "row_prefetch.c"
b[j * m + i] += a[(j - 1) * m + i] - a[(j + 1) * m + i % 5];
        }
    }
}

__kernel void __accc_kernel_7_0(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 110 "row_prefetch.c"
b[j * m + i] += a[(j - 1) * m + i] - a[(j + 1) * m + i % 5];
    }
}

__kernel void __accc_kernel_8_0_strips(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 115 "row_prefetch.c"
b[j * m + i] += twice(a[(j - 1) * m + i]) - a[(j + 1) * m + i];
        }
    }
}

__kernel void __accc_kernel_8_0(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 115 "row_prefetch.c"
b[j * m + i] += twice(a[(j - 1) * m + i]) - a[(j + 1) * m + i];
    }
}
