#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(const int dimcol, __global char *__accc_b_temp, ulong __accc_o_temp, const double cap, __global char *__accc_b_power, ulong __accc_o_power, const double ry, const double rx, const double amb, const double rz, __global char *__accc_b_result, ulong __accc_o_result, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global double (*temp)[45] = (__global double (*)[45])(__accc_b_temp + __accc_o_temp);
    __global double (*restrict power)[45] = (__global double (*restrict)[45])(__accc_b_power + __accc_o_power);
    __global double (*result)[45] = (__global double (*)[45])(__accc_b_result + __accc_o_result);
    __local double __accc_c62_0_0[16][16];
    __local double __accc_c62_0_1[16][16];
    const long __accc_lx = (long)get_local_id(0) % 16, __accc_ly = (long)get_local_id(0) / 16;
    const long __accc_tiles = (__accc_n + 16 - 1) / 16 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 16, __accc_cb = __accc_t % __accc_ct * 16;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 16 ? __accc_n - __accc_gb : 16;
        int rs = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "fcw_hotspot.c"
{
            int r = rs - ((rs / 16) * 2 * 2 + 2);

            { long __accc_tc56_12_0 = (long)((long)(dimcol) - (long)(0)); if (__accc_tc56_12_0 < 0) __accc_tc56_12_0 = 0; for (long __accc_b56_12 = __accc_cb; __accc_b56_12 < __accc_tc56_12_0; __accc_b56_12 += __accc_ct * 16) { const long __accc_it56_12 = __accc_b56_12 + __accc_lx; const int __accc_on_x = __accc_it56_12 < __accc_tc56_12_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc56_12_0) - (__accc_b56_12) < 16 ? (__accc_tc56_12_0) - (__accc_b56_12) : 16; long __accc_r56_12 = __accc_it56_12; int cs = (0) + __accc_r56_12 * (1); 
{
                int c = (__accc_on ? (cs - ((cs / 16) * 2 * 2 + 2)) : 0);
                double t = (__accc_on ? (0.0) : 0);
                int computed = (__accc_on ? (0) : 0);
                int s = (__accc_on ? (r == 60 - 1 ? r : r + 1) : 0), n = (__accc_on ? (r == 0 ? 0 : r - 1) : 0);
                int w = (__accc_on ? (c == 0 ? 0 : c - 1) : 0), e = (__accc_on ? (c == 45 - 1 ? c : c + 1) : 0);

                { const long __accc_s62_0_0_0 = ((r) - 0) - 1 * __accc_ly; const long __accc_e62_0_0_0 = (1 + 1 * (__accc_wy - 1)); const long __accc_s62_0_0_1 = ((c) - 0) - 1 * __accc_lx; const long __accc_e62_0_0_1 = (1 + 1 * (__accc_w - 1)); const long __accc_s62_0_1_0 = ((r) - 0) - 1 * __accc_ly; const long __accc_e62_0_1_0 = (1 + 1 * (__accc_wy - 1)); const long __accc_s62_0_1_1 = ((c) - 0) - 1 * __accc_lx; const long __accc_e62_0_1_1 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { double __accc_v0_0[1]; double __accc_v0_1[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e62_0_0_0 && __accc_k1 < __accc_e62_0_0_1) { __accc_v0_0[__accc_q] = ((__accc_s62_0_0_0 + __accc_k0 >= 0 && __accc_s62_0_0_0 + __accc_k0 < 60 && __accc_s62_0_0_1 + __accc_k1 >= 0 && __accc_s62_0_0_1 + __accc_k1 < 45) ? temp[__accc_s62_0_0_0 + __accc_k0][__accc_s62_0_0_1 + __accc_k1] : 0); __accc_v0_1[__accc_q] = ((__accc_s62_0_1_0 + __accc_k0 >= 0 && __accc_s62_0_1_0 + __accc_k0 < 60 && __accc_s62_0_1_1 + __accc_k1 >= 0 && __accc_s62_0_1_1 + __accc_k1 < 45) ? power[__accc_s62_0_1_0 + __accc_k0][__accc_s62_0_1_1 + __accc_k1] : 0); } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e62_0_0_0 && __accc_k1 < __accc_e62_0_0_1) { __accc_c62_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; __accc_c62_0_1[__accc_k0][__accc_k1] = __accc_v0_1[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
{ const long __accc_h62_0_0_0 = 1 * (__accc_it - __accc_gb) + ((r) - ((r) - 0)); const long __accc_h62_0_0_1 = 1 * __accc_lx + ((c) - ((c) - 0)); const long __accc_h62_0_0_2 = 1 * (__accc_it - __accc_gb) + ((s) - ((r) - 0)); const long __accc_h62_0_0_3 = 1 * (__accc_it - __accc_gb) + ((n) - ((r) - 0)); const long __accc_h62_0_0_4 = 1 * __accc_lx + ((e) - ((c) - 0)); const long __accc_h62_0_0_5 = 1 * __accc_lx + ((w) - ((c) - 0));
{
for (int step__accc = 0; step__accc < 2; step__accc++) {
 if (__accc_on) { computed = 0; }
 if (__accc_on) { if (r >= 0 && c >= 0 && r < 60 && c < 45
                            && rs % 16 > step__accc && cs % 16 > step__accc
                            && rs % 16 < 16 - step__accc - 1 && cs % 16 < 16 - step__accc - 1) {
                            computed = 1;
                            t = __accc_c62_0_0[__accc_h62_0_0_0][__accc_h62_0_0_1] + cap * (__accc_c62_0_1[__accc_h62_0_0_0][__accc_h62_0_0_1]
                                + (__accc_c62_0_0[__accc_h62_0_0_2][__accc_h62_0_0_1] + __accc_c62_0_0[__accc_h62_0_0_3][__accc_h62_0_0_1] - 2.0 * __accc_c62_0_0[__accc_h62_0_0_0][__accc_h62_0_0_1]) * ry
                                + (__accc_c62_0_0[__accc_h62_0_0_0][__accc_h62_0_0_4] + __accc_c62_0_0[__accc_h62_0_0_0][__accc_h62_0_0_5] - 2.0 * __accc_c62_0_0[__accc_h62_0_0_0][__accc_h62_0_0_1]) * rx
                                + (amb - __accc_c62_0_0[__accc_h62_0_0_0][__accc_h62_0_0_1]) * rz);
                        } }
if (step__accc == 2 - 1) {
break;
}
{ const int __accc_p0 = (__accc_on) && (computed);
{ double __accc_cw = 0; if (__accc_p0) __accc_cw = (t); barrier(CLK_LOCAL_MEM_FENCE); if (__accc_p0) (__accc_c62_0_0[__accc_h62_0_0_0][__accc_h62_0_0_1] = (__accc_cw)); barrier(CLK_LOCAL_MEM_FENCE); }
}
}
}

}
 barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
                if (__accc_on) { if (computed)
                    result[r][c] = t; }
            }
} }
        }
    }
}

__kernel void __accc_kernel_1_0_strips(__global char *__accc_b_result, ulong __accc_o_result, __global char *__accc_b_temp, ulong __accc_o_temp, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global double (*restrict result)[45] = (__global double (*restrict)[45])(__accc_b_result + __accc_o_result);
    __global double (*temp)[45] = (__global double (*)[45])(__accc_b_temp + __accc_o_temp);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int r = (__accc_lo0 + __accc_x0 * __accc_st0);
        int c = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 88 "fcw_hotspot.c"
temp[r][c] = result[r][c];
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_result, ulong __accc_o_result, __global char *__accc_b_temp, ulong __accc_o_temp, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global double (*restrict result)[45] = (__global double (*restrict)[45])(__accc_b_result + __accc_o_result);
    __global double (*temp)[45] = (__global double (*)[45])(__accc_b_temp + __accc_o_temp);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int r = (__accc_lo0 + __accc_x0 * __accc_st0);
        int c = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 88 "fcw_hotspot.c"
temp[r][c] = result[r][c];
    }
}
