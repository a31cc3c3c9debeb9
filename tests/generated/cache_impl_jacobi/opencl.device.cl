#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global float (*restrict a)[203] = (__global float (*restrict)[203])(__accc_b_a + __accc_o_a);
    __global float (*b)[203] = (__global float (*)[203])(__accc_b_b + __accc_o_b);
    __local float __accc_c23_0_0[66][34];
    const long __accc_lx = (long)get_local_id(0) % 32, __accc_ly = (long)get_local_id(0) / 32;
    const long __accc_tiles = (__accc_n + 64 - 1) / 64 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 64, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 64 ? __accc_n - __accc_gb : 64;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "cache_impl_jacobi.c"
{

            { long __accc_tc22_12_0 = (long)((long)(203 - 1) - (long)(1)); if (__accc_tc22_12_0 < 0) __accc_tc22_12_0 = 0; for (long __accc_b22_12 = __accc_cb; __accc_b22_12 < __accc_tc22_12_0; __accc_b22_12 += __accc_ct * 32) { const long __accc_it22_12 = __accc_b22_12 + __accc_lx; const int __accc_on_x = __accc_it22_12 < __accc_tc22_12_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc22_12_0) - (__accc_b22_12) < 32 ? (__accc_tc22_12_0) - (__accc_b22_12) : 32; long __accc_r22_12 = __accc_it22_12; int j = (1) + __accc_r22_12 * (1); 
{

                { const long __accc_s23_0_0_0 = (i - 1) - 1 * __accc_ly; const long __accc_e23_0_0_0 = (3 + 1 * (__accc_wy - 1)); const long __accc_s23_0_0_1 = (j - 1) - 1 * __accc_lx; const long __accc_e23_0_0_1 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 2244; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 34; __accc_r /= 34; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e23_0_0_0 && __accc_k1 < __accc_e23_0_0_1) { __accc_c23_0_0[__accc_k0][__accc_k1] = a[__accc_s23_0_0_0 + __accc_k0][__accc_s23_0_0_1 + __accc_k1]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on_x && __accc_gb + __accc_ly * 8 + 7 < __accc_n) {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
{
                    float sum = 0.0f;
                    for (int di = -1; di <= 1; di++)
                        for (int dj = -1; dj <= 1; dj++)
                            sum += __accc_c23_0_0[(1 * (__accc_it - __accc_gb) + ((i + di) - (i - 1)))][(1 * __accc_lx + ((j + dj) - (j - 1)))];
                    b[i][j] = sum / 9.0f;
                }
}
}
} else {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
{
                    float sum = 0.0f;
                    for (int di = -1; di <= 1; di++)
                        for (int dj = -1; dj <= 1; dj++)
                            sum += __accc_c23_0_0[(1 * (__accc_it - __accc_gb) + ((i + di) - (i - 1)))][(1 * __accc_lx + ((j + dj) - (j - 1)))];
                    b[i][j] = sum / 9.0f;
                }
}
}
}
 }
            }
} }
        }
    }
}

__kernel void __accc_kernel_1_0_strips(__global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float (*restrict b)[203] = (__global float (*restrict)[203])(__accc_b_b + __accc_o_b);
    __global float (*a)[203] = (__global float (*)[203])(__accc_b_a + __accc_o_a);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 36 "cache_impl_jacobi.c"
a[i][j] = b[i][j];
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float (*restrict b)[203] = (__global float (*restrict)[203])(__accc_b_b + __accc_o_b);
    __global float (*a)[203] = (__global float (*)[203])(__accc_b_a + __accc_o_a);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 36 "cache_impl_jacobi.c"
a[i][j] = b[i][j];
    }
}
