#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_A, ulong __accc_o_A, __global char *__accc_b_B, ulong __accc_o_B, __global char *__accc_b_C, ulong __accc_o_C, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global int (*restrict A)[48] = (__global int (*restrict)[48])(__accc_b_A + __accc_o_A);
    __global int (*restrict B)[41] = (__global int (*restrict)[41])(__accc_b_B + __accc_o_B);
    __global int (*C)[41] = (__global int (*)[41])(__accc_b_C + __accc_o_C);
    __local int __accc_c41_0_0[32][16];
    __local int __accc_c41_0_1[16][32];
    const long __accc_lx = (long)get_local_id(0) % 32, __accc_ly = (long)get_local_id(0) / 32;
    const long __accc_tiles = (__accc_n + 32 - 1) / 32 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 32, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 32 ? __accc_n - __accc_gb : 32;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 35 "cache_tile_jammed.c"
{

        { long __accc_tc37_8_0 = (long)((long)(41) - (long)(0)); if (__accc_tc37_8_0 < 0) __accc_tc37_8_0 = 0; for (long __accc_b37_8 = __accc_cb; __accc_b37_8 < __accc_tc37_8_0; __accc_b37_8 += __accc_ct * 32) { const long __accc_it37_8 = __accc_b37_8 + __accc_lx; const int __accc_on_x = __accc_it37_8 < __accc_tc37_8_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc37_8_0) - (__accc_b37_8) < 32 ? (__accc_tc37_8_0) - (__accc_b37_8) : 32; long __accc_r37_8 = __accc_it37_8; int j = (0) + __accc_r37_8 * (1); 
{
            int sum[4];
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
sum[__accc_rr] = (__accc_on ? (0) : 0);
}int bias[4];

            for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) { bias[__accc_rr] = i - 2 * j; }
}
            for (int kk = 0; kk < 48; kk += 16) {

                { const long __accc_s41_0_0_0 = (i) - 1 * __accc_ly; const long __accc_e41_0_0_0 = (1 + 1 * (__accc_wy - 1)); const long __accc_s41_0_0_1 = (kk); const long __accc_e41_0_0_1 = 16; const long __accc_s41_0_1_0 = (kk); const long __accc_e41_0_1_0 = 16; const long __accc_s41_0_1_1 = (j) - 1 * __accc_lx; const long __accc_e41_0_1_1 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[2]; int __accc_v1_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e41_0_0_0 && __accc_k1 < __accc_e41_0_0_1) { __accc_v0_0[__accc_q] = A[__accc_s41_0_0_0 + __accc_k0][__accc_s41_0_0_1 + __accc_k1]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e41_0_1_0 && __accc_k1 < __accc_e41_0_1_1) { __accc_v1_0[__accc_q] = B[__accc_s41_0_1_0 + __accc_k0][__accc_s41_0_1_1 + __accc_k1]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e41_0_0_0 && __accc_k1 < __accc_e41_0_0_1) { __accc_c41_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e41_0_1_0 && __accc_k1 < __accc_e41_0_1_1) { __accc_c41_0_1[__accc_k0][__accc_k1] = __accc_v1_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on_x && __accc_gb + __accc_ly * 4 + 3 < __accc_n) {
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
for (int k = kk; k < kk + 16; k++)
                    sum[__accc_rr] += __accc_c41_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i)))][((k) - (kk))] * __accc_c41_0_1[((k) - (kk))][(1 * __accc_lx + ((j) - (j)))];
}
}
} else {
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
for (int k = kk; k < kk + 16; k++)
                    sum[__accc_rr] += __accc_c41_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i)))][((k) - (kk))] * __accc_c41_0_1[((k) - (kk))][(1 * __accc_lx + ((j) - (j)))];
}
}
}
 }
            }
            for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) { if (sum[__accc_rr] % 3 == 0)
                sum[__accc_rr] += bias[__accc_rr]; }
}
            for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) { C[i][j] = sum[__accc_rr]; }
}
        }
} }
    }
    }
}
