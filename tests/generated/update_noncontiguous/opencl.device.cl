#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0_strips(__global char *__accc_b_m, ulong __accc_o_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global double (*m)[8] = (__global double (*)[8])(__accc_b_m + __accc_o_m);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 72 "update_noncontiguous.c"
m[i][j] = 2;
        }
    }
}

__kernel void __accc_kernel_0_0(__global char *__accc_b_m, ulong __accc_o_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global double (*m)[8] = (__global double (*)[8])(__accc_b_m + __accc_o_m);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 72 "update_noncontiguous.c"
m[i][j] = 2;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_t, ulong __accc_o_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_lo2, long __accc_st2, long __accc_tc2, long __accc_n)
{
    __global int (*t)[4][4] = (__global int (*)[4][4])(__accc_b_t + __accc_o_t);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r2 = __accc_tc2 > 0 ? __accc_tc2 : 1;
    long __accc_x2 = __accc_sx % __accc_r2, __accc_d2 = __accc_sd % __accc_r2;
    __accc_sx /= __accc_r2;
    __accc_sd /= __accc_r2;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x2 += __accc_d2, __accc_c = __accc_x2 >= __accc_tc2, __accc_x2 -= __accc_c ? __accc_tc2 : 0, __accc_x1 += __accc_d1 + __accc_c, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
        int k = (__accc_lo2 + __accc_x2 * __accc_st2);
#line 104 "update_noncontiguous.c"
t[i][j][k] = 100 * i + 10 * j + k;
    }
}
