#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global float (*restrict a)[83] = (__global float (*restrict)[83])(__accc_b_a + __accc_o_a);
    __global float (*restrict b)[70] = (__global float (*restrict)[70])(__accc_b_b + __accc_o_b);
    __global float (*c)[70] = (__global float (*)[70])(__accc_b_c + __accc_o_c);
    __local float __accc_c48_0_0[4][16];
    __local float __accc_c48_0_1[16][32];
    const long __accc_lx = (long)get_local_id(0) % 32, __accc_ly = (long)get_local_id(0) / 32;
    const long __accc_tiles = (__accc_n + 4 - 1) / 4 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 4, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 4 ? __accc_n - __accc_gb : 4;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "fcw_gemm.c"
{

            { long __accc_tc44_12_0 = (long)((long)(70) - (long)(0)); if (__accc_tc44_12_0 < 0) __accc_tc44_12_0 = 0; for (long __accc_b44_12 = __accc_cb; __accc_b44_12 < __accc_tc44_12_0; __accc_b44_12 += __accc_ct * 32) { const long __accc_it44_12 = __accc_b44_12 + __accc_lx; const int __accc_on_x = __accc_it44_12 < __accc_tc44_12_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc44_12_0) - (__accc_b44_12) < 32 ? (__accc_tc44_12_0) - (__accc_b44_12) : 32; long __accc_r44_12 = __accc_it44_12; int j = (0) + __accc_r44_12 * (1); 
{
                float sum[4];
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
sum[__accc_rr] = (__accc_on ? (0) : 0);
}
                for (int l = 0; l < 83; l += 16) {
                    int bound[4];
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
bound[__accc_rr] = (__accc_on ? (l + 16 < 83 ? l + 16 : 83) : 0);
}

                    { const long __accc_s48_0_0_0 = ((i) - 0) - 1 * __accc_ly; const long __accc_e48_0_0_0 = (1 + 1 * (__accc_wy - 1)); const long __accc_s48_0_0_1 = ((l) - 0); const long __accc_e48_0_0_1 = 16; const long __accc_s48_0_1_0 = ((l) - 0); const long __accc_e48_0_1_0 = 16; const long __accc_s48_0_1_1 = ((j) - 0) - 1 * __accc_lx; const long __accc_e48_0_1_1 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 32; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e48_0_0_0 && __accc_k1 < __accc_e48_0_0_1) { __accc_v0_0[__accc_q] = ((__accc_s48_0_0_0 + __accc_k0 >= 0 && __accc_s48_0_0_0 + __accc_k0 < 45 && __accc_s48_0_0_1 + __accc_k1 >= 0 && __accc_s48_0_0_1 + __accc_k1 < 83) ? a[__accc_s48_0_0_0 + __accc_k0][__accc_s48_0_0_1 + __accc_k1] : 0); } } for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 512; __accc_f += 32) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e48_0_1_0 && __accc_k1 < __accc_e48_0_1_1) { __accc_c48_0_1[__accc_k0][__accc_k1] = ((__accc_s48_0_1_0 + __accc_k0 >= 0 && __accc_s48_0_1_0 + __accc_k0 < 83 && __accc_s48_0_1_1 + __accc_k1 >= 0 && __accc_s48_0_1_1 + __accc_k1 < 70) ? b[__accc_s48_0_1_0 + __accc_k0][__accc_s48_0_1_1 + __accc_k1] : 0); } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 32; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e48_0_0_0 && __accc_k1 < __accc_e48_0_0_1) { __accc_c48_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on_x && __accc_gb + __accc_ly * 4 + 3 < __accc_n) {
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
for (int m = l; m < bound[__accc_rr]; m++)
                        sum[__accc_rr] += __accc_c48_0_0[(1 * (__accc_it - __accc_gb) + ((i) - ((i) - 0)))][((m) - ((l) - 0))] * __accc_c48_0_1[((m) - ((l) - 0))][(1 * __accc_lx + ((j) - ((j) - 0)))];
}
}
} else {
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
for (int m = l; m < bound[__accc_rr]; m++)
                        sum[__accc_rr] += __accc_c48_0_0[(1 * (__accc_it - __accc_gb) + ((i) - ((i) - 0)))][((m) - ((l) - 0))] * __accc_c48_0_1[((m) - ((l) - 0))][(1 * __accc_lx + ((j) - ((j) - 0)))];
}
}
}
 }
                }
                for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) { c[i][j] = sum[__accc_rr]; }
}
            }
} }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*restrict a)[83] = (__global float (*restrict)[83])(__accc_b_a + __accc_o_a);
    __global float (*restrict b)[70] = (__global float (*restrict)[70])(__accc_b_b + __accc_o_b);
    __global float (*d)[70] = (__global float (*)[70])(__accc_b_d + __accc_o_d);
    __local float __accc_c62_0_0[1][16];
    __local float __accc_c62_0_1[16][16];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "fcw_gemm.c"
{

            { long __accc_tc59_12_0 = (long)((long)(70) - (long)(0)); if (__accc_tc59_12_0 < 0) __accc_tc59_12_0 = 0; for (long __accc_b59_12 = 0; __accc_b59_12 < __accc_tc59_12_0; __accc_b59_12 += 16) { const long __accc_it59_12 = __accc_b59_12 + (long)get_local_id(0); const int __accc_on_x = __accc_it59_12 < __accc_tc59_12_0; const int __accc_on = __accc_on_x; const long __accc_w = (__accc_tc59_12_0) - (__accc_b59_12) < 16 ? (__accc_tc59_12_0) - (__accc_b59_12) : 16; long __accc_r59_12 = __accc_it59_12; int j = (0) + __accc_r59_12 * (1); 
{
                float sum = (__accc_on ? (0) : 0);
                for (int l = 0; l < 83; l += 16) {

                    { const long __accc_s62_0_0_0 = ((i) - 0); const long __accc_e62_0_0_0 = 1; const long __accc_s62_0_0_1 = ((l) - 0); const long __accc_e62_0_0_1 = 16; const long __accc_s62_0_1_0 = ((l) - 0); const long __accc_e62_0_1_0 = 16; const long __accc_s62_0_1_1 = ((j) - 0) - 1 * (long)get_local_id(0); const long __accc_e62_0_1_1 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 16; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e62_0_0_0 && __accc_k1 < __accc_e62_0_0_1) { __accc_v0_0[__accc_q] = ((__accc_s62_0_0_0 + __accc_k0 >= 0 && __accc_s62_0_0_0 + __accc_k0 < 45 && __accc_s62_0_0_1 + __accc_k1 >= 0 && __accc_s62_0_0_1 + __accc_k1 < 83) ? a[__accc_s62_0_0_0 + __accc_k0][__accc_s62_0_0_1 + __accc_k1] : 0); } } for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 256; __accc_f += 16) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e62_0_1_0 && __accc_k1 < __accc_e62_0_1_1) { __accc_c62_0_1[__accc_k0][__accc_k1] = ((__accc_s62_0_1_0 + __accc_k0 >= 0 && __accc_s62_0_1_0 + __accc_k0 < 83 && __accc_s62_0_1_1 + __accc_k1 >= 0 && __accc_s62_0_1_1 + __accc_k1 < 70) ? b[__accc_s62_0_1_0 + __accc_k0][__accc_s62_0_1_1 + __accc_k1] : 0); } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 16; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e62_0_0_0 && __accc_k1 < __accc_e62_0_0_1) { __accc_c62_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h62_0_0_0 = (i) - ((i) - 0); const long __accc_h62_0_1_1 = 1 * (long)get_local_id(0) + ((j) - ((j) - 0));
{
                        for (int m = l; m < (l + 16 < 83 ? l + 16 : 83); m++)
                            sum += __accc_c62_0_0[__accc_h62_0_0_0][((m) - ((l) - 0))] * __accc_c62_0_1[((m) - ((l) - 0))][__accc_h62_0_1_1];
                    }
}
 }
                }
                if (__accc_on) { d[i][j] = sum; }
            }
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
    }
}
