#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_u, ulong __accc_o_u, __global char *__accc_b_v, ulong __accc_o_v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_lo2, long __accc_st2, long __accc_tc2, long __accc_n)
{
    __global int (*restrict u)[10][13] = (__global int (*restrict)[10][13])(__accc_b_u + __accc_o_u);
    __global int (*v)[10][13] = (__global int (*)[10][13])(__accc_b_v + __accc_o_v);
    __local int __accc_c46_0_0[128][3][3][3];
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
        int k = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
        int i = (__accc_lo2 + __accc_x2 * __accc_st2);
#line 45 "cache_3d.c"
{

                    { const long __accc_s46_0_0_0 = (k - 1); const long __accc_e46_0_0_0 = 3; const long __accc_s46_0_0_1 = (j - 1); const long __accc_e46_0_0_1 = 3; const long __accc_s46_0_0_2 = (i - 1); const long __accc_e46_0_0_2 = 3; { } for (int __accc_f = (int)(0); __accc_f < 27; __accc_f += 1) { int __accc_r = __accc_f; const int __accc_k2 = __accc_r % 3; __accc_r /= 3; const int __accc_k1 = __accc_r % 3; __accc_r /= 3; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e46_0_0_0 && __accc_k1 < __accc_e46_0_0_1 && __accc_k2 < __accc_e46_0_0_2) { __accc_c46_0_0[(int)get_local_id(0)][__accc_k0][__accc_k1][__accc_k2] = u[__accc_s46_0_0_0 + __accc_k0][__accc_s46_0_0_1 + __accc_k1][__accc_s46_0_0_2 + __accc_k2]; } }
{
int s = 0;
                    for (int dk = -1; dk <= 1; dk++)
                        for (int dj = -1; dj <= 1; dj++)
                            for (int di = -1; di <= 1; di++)
                                s += __accc_c46_0_0[(int)get_local_id(0)][((k + dk) - (k - 1))][((j + dj) - (j - 1))][((i + di) - (i - 1))] *
                                     (1 + (dk + 1) + 3 * (dj + 1) + 9 * (di + 1));
                    v[k][j][i] = s;
}
 }
                }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_u, ulong __accc_o_u, __global char *__accc_b_q, ulong __accc_o_q, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict u)[10][13] = (__global int (*restrict)[10][13])(__accc_b_u + __accc_o_u);
    __global int (*q)[10][13] = (__global int (*)[10][13])(__accc_b_q + __accc_o_q);
    __local int __accc_c61_0_0[1][3][132];
    long __accc_sx = (long)get_group_id(0), __accc_sd = (long)get_num_groups(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int k = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 58 "cache_3d.c"
{

                { long __accc_tc60_16_0 = (long)((long)(13 - 2) - (long)(2)); if (__accc_tc60_16_0 < 0) __accc_tc60_16_0 = 0; for (long __accc_b60_16 = 0; __accc_b60_16 < __accc_tc60_16_0; __accc_b60_16 += 128) { const long __accc_it60_16 = __accc_b60_16 + (long)get_local_id(0); const int __accc_on_x = __accc_it60_16 < __accc_tc60_16_0; const int __accc_on = __accc_on_x; const long __accc_w = (__accc_tc60_16_0) - (__accc_b60_16) < 128 ? (__accc_tc60_16_0) - (__accc_b60_16) : 128; long __accc_r60_16 = __accc_it60_16; int i = (2) + __accc_r60_16 * (1); 
{

                    { const long __accc_s61_0_0_0 = (k); const long __accc_e61_0_0_0 = 1; const long __accc_s61_0_0_1 = (j - 1); const long __accc_e61_0_0_1 = 3; const long __accc_s61_0_0_2 = (i - 2) - 1 * (long)get_local_id(0); const long __accc_e61_0_0_2 = (5 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[4]; for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k2 = __accc_r % 132; __accc_r /= 132; const int __accc_k1 = __accc_r % 3; __accc_r /= 3; const int __accc_k0 = __accc_r; if (__accc_f < 396 && __accc_k0 < __accc_e61_0_0_0 && __accc_k1 < __accc_e61_0_0_1 && __accc_k2 < __accc_e61_0_0_2) { __accc_v0_0[__accc_q] = u[__accc_s61_0_0_0 + __accc_k0][__accc_s61_0_0_1 + __accc_k1][__accc_s61_0_0_2 + __accc_k2]; } } for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k2 = __accc_r % 132; __accc_r /= 132; const int __accc_k1 = __accc_r % 3; __accc_r /= 3; const int __accc_k0 = __accc_r; if (__accc_f < 396 && __accc_k0 < __accc_e61_0_0_0 && __accc_k1 < __accc_e61_0_0_1 && __accc_k2 < __accc_e61_0_0_2) { __accc_c61_0_0[__accc_k0][__accc_k1][__accc_k2] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h61_0_0_0 = (k) - (k);
int s = 0;
                    for (int dj = -1; dj <= 1; dj++)
                        for (int di = -2; di <= 2; di++)
                            s += __accc_c61_0_0[__accc_h61_0_0_0][((j + dj) - (j - 1))][(1 * (long)get_local_id(0) + ((i + di) - (i - 2)))] * (di * di - dj);
                    q[k][j][i] = s;
}
 }
                }
} barrier(CLK_LOCAL_MEM_FENCE); }
            }
    }
}
