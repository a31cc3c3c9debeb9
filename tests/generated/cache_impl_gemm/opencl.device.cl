#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_A, ulong __accc_o_A, __global char *__accc_b_B, ulong __accc_o_B, __global char *__accc_b_C, ulong __accc_o_C, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global float (*restrict A)[96] = (__global float (*restrict)[96])(__accc_b_A + __accc_o_A);
    __global float (*restrict B)[70] = (__global float (*restrict)[70])(__accc_b_B + __accc_o_B);
    __global float (*C)[70] = (__global float (*)[70])(__accc_b_C + __accc_o_C);
    __local float __accc_c27_0_0[32][16];
    __local float __accc_c27_0_1[16][32];
    const long __accc_lx = (long)get_local_id(0) % 32, __accc_ly = (long)get_local_id(0) / 32;
    const long __accc_tiles = (__accc_n + 32 - 1) / 32 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 32, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 32 ? __accc_n - __accc_gb : 32;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 22 "cache_impl_gemm.c"
{

        { long __accc_tc24_8_0 = (long)((long)(70) - (long)(0)); if (__accc_tc24_8_0 < 0) __accc_tc24_8_0 = 0; for (long __accc_b24_8 = __accc_cb; __accc_b24_8 < __accc_tc24_8_0; __accc_b24_8 += __accc_ct * 32) { const long __accc_it24_8 = __accc_b24_8 + __accc_lx; const int __accc_on_x = __accc_it24_8 < __accc_tc24_8_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc24_8_0) - (__accc_b24_8) < 32 ? (__accc_tc24_8_0) - (__accc_b24_8) : 32; long __accc_r24_8 = __accc_it24_8; int j = (0) + __accc_r24_8 * (1); 
{
            float sum[4];
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
sum[__accc_rr] = (__accc_on ? (0.0f) : 0);
}
            for (int kk = 0; kk < 96; kk += 16) {

                { const long __accc_s27_0_0_0 = (i) - 1 * __accc_ly; const long __accc_e27_0_0_0 = (1 + 1 * (__accc_wy - 1)); const long __accc_s27_0_0_1 = (kk); const long __accc_e27_0_0_1 = 16; const long __accc_s27_0_1_0 = (kk); const long __accc_e27_0_1_0 = 16; const long __accc_s27_0_1_1 = (j) - 1 * __accc_lx; const long __accc_e27_0_1_1 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; float __accc_v1_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e27_0_0_0 && __accc_k1 < __accc_e27_0_0_1) { __accc_v0_0[__accc_q] = A[__accc_s27_0_0_0 + __accc_k0][__accc_s27_0_0_1 + __accc_k1]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e27_0_1_0 && __accc_k1 < __accc_e27_0_1_1) { __accc_v1_0[__accc_q] = B[__accc_s27_0_1_0 + __accc_k0][__accc_s27_0_1_1 + __accc_k1]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e27_0_0_0 && __accc_k1 < __accc_e27_0_0_1) { __accc_c27_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e27_0_1_0 && __accc_k1 < __accc_e27_0_1_1) { __accc_c27_0_1[__accc_k0][__accc_k1] = __accc_v1_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on_x && __accc_gb + __accc_ly * 4 + 3 < __accc_n) {
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
{
                    for (int k = 0; k < 16; k++)
                        sum[__accc_rr] += __accc_c27_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i)))][((kk + k) - (kk))] * __accc_c27_0_1[((kk + k) - (kk))][(1 * __accc_lx + ((j) - (j)))];
                }
}
}
} else {
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
{
                    for (int k = 0; k < 16; k++)
                        sum[__accc_rr] += __accc_c27_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i)))][((kk + k) - (kk))] * __accc_c27_0_1[((kk + k) - (kk))][(1 * __accc_lx + ((j) - (j)))];
                }
}
}
}
 }
            }
            for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) { C[i][j] = sum[__accc_rr]; }
}
        }
} }
    }
    }
}
