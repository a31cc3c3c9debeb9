#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_v, ulong __accc_o_v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_lo2, long __accc_st2, long __accc_tc2, long __accc_n)
{
    __global int (*v)[10][9] = (__global int (*)[10][9])(__accc_b_v + __accc_o_v);
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
#line 18 "collapse3.c"
v[i][j][k] = i + 2 * j + 3 * k;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict v)[10][9] = (__global int (*restrict)[10][9])(__accc_b_v + __accc_o_v);
    __global long (*w)[10] = (__global long (*)[10])(__accc_b_w + __accc_o_w);
    __local long __accc_vred_s[128];
    long __accc_sx = (long)get_group_id(0), __accc_sd = (long)get_num_groups(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 22 "collapse3.c"
{
            long s = 0;

            { long __accc_tc25_12_0 = (long)((long)(9) - (long)(0)); if (__accc_tc25_12_0 < 0) __accc_tc25_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it25_12 = (long)get_local_id(0); __accc_it25_12 < __accc_tc25_12_0; __accc_it25_12 += (long)get_local_size(0)) { long __accc_r25_12 = __accc_it25_12; int k = (0) + __accc_r25_12 * (1); 
s += v[i][j][k];
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
            w[i][j] = s;
        }
    }
}
