#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "smem_acc.c"
w[i] = (float)i;
    }
}

__kernel void __accc_kernel_1_0(int n, __global char *__accc_b_in, ulong __accc_o_in, long __accc_in_d1, __global char *__accc_b_out, ulong __accc_o_out, long __accc_out_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c50_0_0[32][65];
    const long __accc_lx = (long)get_local_id(0) % 32, __accc_ly = (long)get_local_id(0) / 32;
    const long __accc_tiles = (__accc_n + 64 - 1) / 64 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 64, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 64 ? __accc_n - __accc_gb : 64;
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 46 "smem_acc.c"
{

        { long __accc_tc48_8_0 = (long)((long)(n) - (long)(0)); if (__accc_tc48_8_0 < 0) __accc_tc48_8_0 = 0; for (long __accc_b48_8 = __accc_cb; __accc_b48_8 < __accc_tc48_8_0; __accc_b48_8 += __accc_ct * 32) { const long __accc_it48_8 = __accc_b48_8 + __accc_lx; const int __accc_on_x = __accc_it48_8 < __accc_tc48_8_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc48_8_0) - (__accc_b48_8) < 32 ? (__accc_tc48_8_0) - (__accc_b48_8) : 32; long __accc_r48_8 = __accc_it48_8; int i = (0) + __accc_r48_8 * (1); 
{



            { const long __accc_s50_0_0_0 = (i) - 1 * __accc_lx; const long __accc_e50_0_0_0 = (1 + 1 * (__accc_w - 1)); const long __accc_s50_0_0_1 = (j) - 1 * __accc_ly; const long __accc_e50_0_0_1 = (1 + 1 * (__accc_wy - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[8]; for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 64; __accc_r /= 64; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e50_0_0_0 && __accc_k1 < __accc_e50_0_0_1) { __accc_v0_0[__accc_q] = in[((__accc_s50_0_0_0 + __accc_k0)) * __accc_in_d1 + (__accc_s50_0_0_1 + __accc_k1)]; } } for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 64; __accc_r /= 64; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e50_0_0_0 && __accc_k1 < __accc_e50_0_0_1) { __accc_c50_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on_x && __accc_gb + __accc_ly * 8 + 7 < __accc_n) {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
out[((j)) * __accc_out_d1 + (i)] = __accc_c50_0_0[(1 * __accc_lx + ((i) - (i)))][(1 * (__accc_it - __accc_gb) + ((j) - (j)))];
}
}
} else {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
out[((j)) * __accc_out_d1 + (i)] = __accc_c50_0_0[(1 * __accc_lx + ((i) - (i)))][(1 * (__accc_it - __accc_gb) + ((j) - (j)))];
}
}
}
 }
        }
} }
    }
    }
}

__kernel void __accc_kernel_2_0(int n, __global char *__accc_b_in, ulong __accc_o_in, long __accc_in_d1, __global char *__accc_b_out, ulong __accc_o_out, long __accc_out_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c64_0_0[128][16];
    const long __accc_lx = (long)get_local_id(0) % 16, __accc_ly = (long)get_local_id(0) / 16;
    const long __accc_tiles = (__accc_n + 128 - 1) / 128 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 128, __accc_cb = __accc_t % __accc_ct * 16;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 128 ? __accc_n - __accc_gb : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 60 "smem_acc.c"
{

        { long __accc_tc62_8_0 = (long)((long)(n) - (long)(0)); if (__accc_tc62_8_0 < 0) __accc_tc62_8_0 = 0; for (long __accc_b62_8 = __accc_cb; __accc_b62_8 < __accc_tc62_8_0; __accc_b62_8 += __accc_ct * 16) { const long __accc_it62_8 = __accc_b62_8 + __accc_lx; const int __accc_on_x = __accc_it62_8 < __accc_tc62_8_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc62_8_0) - (__accc_b62_8) < 16 ? (__accc_tc62_8_0) - (__accc_b62_8) : 16; long __accc_r62_8 = __accc_it62_8; int j = (0) + __accc_r62_8 * (1); 
{



            { const long __accc_s64_0_0_0 = (i) - 1 * __accc_ly; const long __accc_e64_0_0_0 = (1 + 1 * (__accc_wy - 1)); const long __accc_s64_0_0_1 = (j) - 1 * __accc_lx; const long __accc_e64_0_0_1 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[8]; for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e64_0_0_0 && __accc_k1 < __accc_e64_0_0_1) { __accc_v0_0[__accc_q] = in[((__accc_s64_0_0_0 + __accc_k0)) * __accc_in_d1 + (__accc_s64_0_0_1 + __accc_k1)]; } } for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e64_0_0_0 && __accc_k1 < __accc_e64_0_0_1) { __accc_c64_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly + __accc_rr * 16; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
out[((j)) * __accc_out_d1 + (i)] = __accc_c64_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i)))][(1 * __accc_lx + ((j) - (j)))];
}
}
 }
        }
} }
    }
    }
}

__kernel void __accc_kernel_3_0(int n, __global char *__accc_b_in, ulong __accc_o_in, long __accc_in_d1, __global char *__accc_b_out, ulong __accc_o_out, long __accc_out_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c78_0_0[18][130];
    const long __accc_lx = (long)get_local_id(0) % 16, __accc_ly = (long)get_local_id(0) / 16;
    const long __accc_tiles = (__accc_n + 128 - 1) / 128 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 128, __accc_cb = __accc_t % __accc_ct * 16;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 128 ? __accc_n - __accc_gb : 128;
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 74 "smem_acc.c"
{

        { long __accc_tc76_8_0 = (long)((long)(n - 1) - (long)(1)); if (__accc_tc76_8_0 < 0) __accc_tc76_8_0 = 0; for (long __accc_b76_8 = __accc_cb; __accc_b76_8 < __accc_tc76_8_0; __accc_b76_8 += __accc_ct * 16) { const long __accc_it76_8 = __accc_b76_8 + __accc_lx; const int __accc_on_x = __accc_it76_8 < __accc_tc76_8_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc76_8_0) - (__accc_b76_8) < 16 ? (__accc_tc76_8_0) - (__accc_b76_8) : 16; long __accc_r76_8 = __accc_it76_8; int i = (1) + __accc_r76_8 * (1); 
{



            { const long __accc_s78_0_0_0 = (i - 1) - 1 * __accc_lx; const long __accc_e78_0_0_0 = (3 + 1 * (__accc_w - 1)); const long __accc_s78_0_0_1 = (j - 1) - 1 * __accc_ly; const long __accc_e78_0_0_1 = (3 + 1 * (__accc_wy - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 2340; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 130; __accc_r /= 130; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e78_0_0_0 && __accc_k1 < __accc_e78_0_0_1) { __accc_c78_0_0[__accc_k0][__accc_k1] = in[((__accc_s78_0_0_0 + __accc_k0)) * __accc_in_d1 + (__accc_s78_0_0_1 + __accc_k1)]; } } } barrier(CLK_LOCAL_MEM_FENCE);
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly + __accc_rr * 16; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
out[((i)) * __accc_out_d1 + (j)] = (float)0.2 * (__accc_c78_0_0[(1 * __accc_lx + ((i) - (i - 1)))][(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))] + __accc_c78_0_0[(1 * __accc_lx + ((i - 1) - (i - 1)))][(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))] + __accc_c78_0_0[(1 * __accc_lx + ((i + 1) - (i - 1)))][(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))] + __accc_c78_0_0[(1 * __accc_lx + ((i) - (i - 1)))][(1 * (__accc_it - __accc_gb) + ((j - 1) - (j - 1)))] +
                                     __accc_c78_0_0[(1 * __accc_lx + ((i) - (i - 1)))][(1 * (__accc_it - __accc_gb) + ((j + 1) - (j - 1)))]);
}
}
 }
        }
} }
    }
    }
}

__kernel void __accc_kernel_4_0(int n, __global char *__accc_b_in, ulong __accc_o_in, long __accc_in_d1, __global char *__accc_b_out, ulong __accc_o_out, long __accc_out_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c93_0_0[66][34];
    const long __accc_lx = (long)get_local_id(0) % 32, __accc_ly = (long)get_local_id(0) / 32;
    const long __accc_tiles = (__accc_n + 64 - 1) / 64 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 64, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 64 ? __accc_n - __accc_gb : 64;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 89 "smem_acc.c"
{

        { long __accc_tc91_8_0 = (long)((long)(n - 1) - (long)(1)); if (__accc_tc91_8_0 < 0) __accc_tc91_8_0 = 0; for (long __accc_b91_8 = __accc_cb; __accc_b91_8 < __accc_tc91_8_0; __accc_b91_8 += __accc_ct * 32) { const long __accc_it91_8 = __accc_b91_8 + __accc_lx; const int __accc_on_x = __accc_it91_8 < __accc_tc91_8_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc91_8_0) - (__accc_b91_8) < 32 ? (__accc_tc91_8_0) - (__accc_b91_8) : 32; long __accc_r91_8 = __accc_it91_8; int j = (1) + __accc_r91_8 * (1); 
{



            { const long __accc_s93_0_0_0 = (i - 1) - 1 * __accc_ly; const long __accc_e93_0_0_0 = (3 + 1 * (__accc_wy - 1)); const long __accc_s93_0_0_1 = (j - 1) - 1 * __accc_lx; const long __accc_e93_0_0_1 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 2244; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 34; __accc_r /= 34; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e93_0_0_0 && __accc_k1 < __accc_e93_0_0_1) { __accc_c93_0_0[__accc_k0][__accc_k1] = in[((__accc_s93_0_0_0 + __accc_k0)) * __accc_in_d1 + (__accc_s93_0_0_1 + __accc_k1)]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on_x && __accc_gb + __accc_ly * 8 + 7 < __accc_n) {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
out[((i)) * __accc_out_d1 + (j)] = (float)0.2 * (__accc_c93_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i - 1)))][(1 * __accc_lx + ((j) - (j - 1)))] + __accc_c93_0_0[(1 * (__accc_it - __accc_gb) + ((i - 1) - (i - 1)))][(1 * __accc_lx + ((j) - (j - 1)))] + __accc_c93_0_0[(1 * (__accc_it - __accc_gb) + ((i + 1) - (i - 1)))][(1 * __accc_lx + ((j) - (j - 1)))] + __accc_c93_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i - 1)))][(1 * __accc_lx + ((j - 1) - (j - 1)))] +
                                     __accc_c93_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i - 1)))][(1 * __accc_lx + ((j + 1) - (j - 1)))]);
}
}
} else {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
out[((i)) * __accc_out_d1 + (j)] = (float)0.2 * (__accc_c93_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i - 1)))][(1 * __accc_lx + ((j) - (j - 1)))] + __accc_c93_0_0[(1 * (__accc_it - __accc_gb) + ((i - 1) - (i - 1)))][(1 * __accc_lx + ((j) - (j - 1)))] + __accc_c93_0_0[(1 * (__accc_it - __accc_gb) + ((i + 1) - (i - 1)))][(1 * __accc_lx + ((j) - (j - 1)))] + __accc_c93_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i - 1)))][(1 * __accc_lx + ((j - 1) - (j - 1)))] +
                                     __accc_c93_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i - 1)))][(1 * __accc_lx + ((j + 1) - (j - 1)))]);
}
}
}
 }
        }
} }
    }
    }
}
