#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global int (*restrict a)[37] = (__global int (*restrict)[37])(__accc_b_a + __accc_o_a);
    __global int (*b)[37] = (__global int (*)[37])(__accc_b_b + __accc_o_b);
    __local int __accc_c22_0_0[64][32];
    const long __accc_lx = (long)get_local_id(0) % 32, __accc_ly = (long)get_local_id(0) / 32;
    const long __accc_tiles = (__accc_n + 64 - 1) / 64 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 64, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 64 ? __accc_n - __accc_gb : 64;
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "cache_tile_reverse.c"
{

        { long __accc_tc21_8_0 = (long)((long)(37) - (long)(0)); if (__accc_tc21_8_0 < 0) __accc_tc21_8_0 = 0; for (long __accc_b21_8 = __accc_cb; __accc_b21_8 < __accc_tc21_8_0; __accc_b21_8 += __accc_ct * 32) { const long __accc_it21_8 = __accc_b21_8 + __accc_lx; const int __accc_on_x = __accc_it21_8 < __accc_tc21_8_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc21_8_0) - (__accc_b21_8) < 32 ? (__accc_tc21_8_0) - (__accc_b21_8) : 32; long __accc_r21_8 = __accc_it21_8; int i = (0) + __accc_r21_8 * (1); 
{

            { const long __accc_s22_0_0_0 = (150 - 1 - j) + 1 * __accc_ly - 1 * (__accc_wy - 1); const long __accc_e22_0_0_0 = (1 + 1 * (__accc_wy - 1)); const long __accc_s22_0_0_1 = (i) - 1 * __accc_lx; const long __accc_e22_0_0_1 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[8]; for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e22_0_0_0 && __accc_k1 < __accc_e22_0_0_1) { __accc_v0_0[__accc_q] = a[__accc_s22_0_0_0 + __accc_k0][__accc_s22_0_0_1 + __accc_k1]; } } for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e22_0_0_0 && __accc_k1 < __accc_e22_0_0_1) { __accc_c22_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on_x && __accc_gb + __accc_ly * 8 + 7 < __accc_n) {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
b[j][i] = __accc_c22_0_0[((150 - 1 - j) - __accc_s22_0_0_0)][(1 * __accc_lx + ((i) - (i)))] * 2 + (i % 3);
}
}
} else {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
b[j][i] = __accc_c22_0_0[((150 - 1 - j) - __accc_s22_0_0_0)][(1 * __accc_lx + ((i) - (i)))] * 2 + (i % 3);
}
}
}
 }
        }
} }
    }
    }
}
