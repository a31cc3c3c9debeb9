#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_A, ulong __accc_o_A, __global char *__accc_b_B, ulong __accc_o_B, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict A)[53] = (__global int (*restrict)[53])(__accc_b_A + __accc_o_A);
    __global int (*B)[53] = (__global int (*)[53])(__accc_b_B + __accc_o_B);
    __local int __accc_c46_0_0[128][3][3];
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 45 "cache_jacobi2d.c"
{

                { const long __accc_s46_0_0_0 = (j - 1); const long __accc_e46_0_0_0 = 3; const long __accc_s46_0_0_1 = (i - 1); const long __accc_e46_0_0_1 = 3; { } for (int __accc_f = (int)(0); __accc_f < 9; __accc_f += 1) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 3; __accc_r /= 3; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e46_0_0_0 && __accc_k1 < __accc_e46_0_0_1) { __accc_c46_0_0[(int)get_local_id(0)][__accc_k0][__accc_k1] = A[__accc_s46_0_0_0 + __accc_k0][__accc_s46_0_0_1 + __accc_k1]; } }
{ const long __accc_h46_0_0_0 = (j) - (j - 1); const long __accc_h46_0_0_1 = (i) - (i - 1);
int s = 0;
                for (int dj = -1; dj <= 1; dj++)
                    for (int di = -1; di <= 1; di++)
                        s += __accc_c46_0_0[(int)get_local_id(0)][((j + dj) - (j - 1))][((i + di) - (i - 1))] * (2 + dj + 3 * di);
                B[j][i] = (s + 4 * __accc_c46_0_0[(int)get_local_id(0)][__accc_h46_0_0_0][__accc_h46_0_0_1]) % 1000;
}
 }
            }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_B, ulong __accc_o_B, __global char *__accc_b_A, ulong __accc_o_A, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global int (*restrict B)[53] = (__global int (*restrict)[53])(__accc_b_B + __accc_o_B);
    __global int (*A)[53] = (__global int (*)[53])(__accc_b_A + __accc_o_A);
    __local int __accc_c57_0_0[66][34];
    const long __accc_lx = (long)get_local_id(0) % 32, __accc_ly = (long)get_local_id(0) / 32;
    const long __accc_tiles = (__accc_n + 64 - 1) / 64 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 64, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 64 ? __accc_n - __accc_gb : 64;
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 54 "cache_jacobi2d.c"
{

            { long __accc_tc56_12_0 = (long)((long)(53 - 1) - (long)(1)); if (__accc_tc56_12_0 < 0) __accc_tc56_12_0 = 0; for (long __accc_b56_12 = __accc_cb; __accc_b56_12 < __accc_tc56_12_0; __accc_b56_12 += __accc_ct * 32) { const long __accc_it56_12 = __accc_b56_12 + __accc_lx; const int __accc_on_x = __accc_it56_12 < __accc_tc56_12_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc56_12_0) - (__accc_b56_12) < 32 ? (__accc_tc56_12_0) - (__accc_b56_12) : 32; long __accc_r56_12 = __accc_it56_12; int i = (1) + __accc_r56_12 * (1); 
{

                { const long __accc_s57_0_0_0 = (j - 1) - 1 * __accc_ly; const long __accc_e57_0_0_0 = (3 + 1 * (__accc_wy - 1)); const long __accc_s57_0_0_1 = (i - 1) - 1 * __accc_lx; const long __accc_e57_0_0_1 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 2244; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 34; __accc_r /= 34; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e57_0_0_0 && __accc_k1 < __accc_e57_0_0_1) { __accc_c57_0_0[__accc_k0][__accc_k1] = B[__accc_s57_0_0_0 + __accc_k0][__accc_s57_0_0_1 + __accc_k1]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on_x && __accc_gb + __accc_ly * 8 + 7 < __accc_n) {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
int s = 0;
                for (int dj = -1; dj <= 1; dj++)
                    for (int di = -1; di <= 1; di++)
                        s += __accc_c57_0_0[(1 * (__accc_it - __accc_gb) + ((j + dj) - (j - 1)))][(1 * __accc_lx + ((i + di) - (i - 1)))] * (2 + dj + 3 * di);
                A[j][i] = (s + 4 * __accc_c57_0_0[(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))][(1 * __accc_lx + ((i) - (i - 1)))]) % 1000;
}
}
} else {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
int s = 0;
                for (int dj = -1; dj <= 1; dj++)
                    for (int di = -1; di <= 1; di++)
                        s += __accc_c57_0_0[(1 * (__accc_it - __accc_gb) + ((j + dj) - (j - 1)))][(1 * __accc_lx + ((i + di) - (i - 1)))] * (2 + dj + 3 * di);
                A[j][i] = (s + 4 * __accc_c57_0_0[(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))][(1 * __accc_lx + ((i) - (i - 1)))]) % 1000;
}
}
}
 }
            }
} }
        }
    }
}
