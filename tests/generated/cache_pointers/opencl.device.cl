#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    __local int __accc_c17_0_0[516] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "cache_pointers.c"
{

        { const long __accc_s17_0_0_0 = (i - 2) - 1 * (4 * (long)get_local_id(0)); const long __accc_e17_0_0_0 = (5 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e17_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s17_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e17_0_0_0) { __accc_c17_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win17_0[8];
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c17_0_0 + 4 * (long)get_local_id(0)); __accc_win17_0[4 * __accc_q] = __accc_x.x; __accc_win17_0[4 * __accc_q + 1] = __accc_x.y; __accc_win17_0[4 * __accc_q + 2] = __accc_x.z; __accc_win17_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
out[i] = __accc_win17_0[1 * __accc_o + 0] + 2 * __accc_win17_0[1 * __accc_o + ((1))] + 3 * __accc_win17_0[1 * __accc_o + ((2))] + 2 * __accc_win17_0[1 * __accc_o + ((3))] + __accc_win17_0[1 * __accc_o + ((4))];
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h17_0_0_0 = (i - 2) - __accc_s17_0_0_0; const long __accc_h17_0_0_1 = (i - 1) - __accc_s17_0_0_0; const long __accc_h17_0_0_2 = (i) - __accc_s17_0_0_0; const long __accc_h17_0_0_3 = (i + 1) - __accc_s17_0_0_0; const long __accc_h17_0_0_4 = (i + 2) - __accc_s17_0_0_0;
out[i] = __accc_c17_0_0[__accc_h17_0_0_0] + 2 * __accc_c17_0_0[__accc_h17_0_0_1] + 3 * __accc_c17_0_0[__accc_h17_0_0_2] + 2 * __accc_c17_0_0[__accc_h17_0_0_3] + __accc_c17_0_0[__accc_h17_0_0_4];
}
}
}
 }
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    __local int __accc_c26_0_0[516] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "cache_pointers.c"
{

        { const long __accc_s26_0_0_0 = (i) - 1 * (4 * (long)get_local_id(0)); const long __accc_e26_0_0_0 = (2 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e26_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s26_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e26_0_0_0) { __accc_c26_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win26_0[8];
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c26_0_0 + 4 * (long)get_local_id(0)); __accc_win26_0[4 * __accc_q] = __accc_x.x; __accc_win26_0[4 * __accc_q + 1] = __accc_x.y; __accc_win26_0[4 * __accc_q + 2] = __accc_x.z; __accc_win26_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
out[i] = __accc_win26_0[1 * __accc_o + ((1))] - __accc_win26_0[1 * __accc_o + 0];
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h26_0_0_0 = (i + 1) - __accc_s26_0_0_0; const long __accc_h26_0_0_1 = (i) - __accc_s26_0_0_0;
out[i] = __accc_c26_0_0[__accc_h26_0_0_0] - __accc_c26_0_0[__accc_h26_0_0_1];
}
}
}
 }
    }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    __local int __accc_c35_0_0[132] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "cache_pointers.c"
{

        { const long __accc_s35_0_0_0 = (i - 1) - 1 * (4 * (long)get_local_id(0)); const long __accc_e35_0_0_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 32; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 132 && __accc_k0 < __accc_e35_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s35_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 32; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 132 && __accc_k0 < __accc_e35_0_0_0) { __accc_c35_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win35_0[8];
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c35_0_0 + 4 * (long)get_local_id(0)); __accc_win35_0[4 * __accc_q] = __accc_x.x; __accc_win35_0[4 * __accc_q + 1] = __accc_x.y; __accc_win35_0[4 * __accc_q + 2] = __accc_x.z; __accc_win35_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
out[i] = __accc_win35_0[1 * __accc_o + 0] * __accc_win35_0[1 * __accc_o + ((2))] - __accc_win35_0[1 * __accc_o + ((1))];
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h35_0_0_0 = (i - 1) - __accc_s35_0_0_0; const long __accc_h35_0_0_1 = (i + 1) - __accc_s35_0_0_0; const long __accc_h35_0_0_2 = (i) - __accc_s35_0_0_0;
out[i] = __accc_c35_0_0[__accc_h35_0_0_0] * __accc_c35_0_0[__accc_h35_0_0_1] - __accc_c35_0_0[__accc_h35_0_0_2];
}
}
}
 }
    }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_g, ulong __accc_o_g, __global char *__accc_b_r, ulong __accc_o_r, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict g)[29] = (__global int (*restrict)[29])(__accc_b_g + __accc_o_g);
    __global int (*r)[29] = (__global int (*)[29])(__accc_b_r + __accc_o_r);
    __local int __accc_c46_0_0[128][3][3];
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int y = (__accc_lo0 + __accc_x0 * __accc_st0);
        int x = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 45 "cache_pointers.c"
{

            { const long __accc_s46_0_0_0 = (y - 1); const long __accc_e46_0_0_0 = 3; const long __accc_s46_0_0_1 = (x - 1); const long __accc_e46_0_0_1 = 3; { } for (int __accc_f = (int)(0); __accc_f < 9; __accc_f += 1) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 3; __accc_r /= 3; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e46_0_0_0 && __accc_k1 < __accc_e46_0_0_1) { __accc_c46_0_0[(int)get_local_id(0)][__accc_k0][__accc_k1] = g[__accc_s46_0_0_0 + __accc_k0][__accc_s46_0_0_1 + __accc_k1]; } }
{ const long __accc_h46_0_0_0 = (y - 1) - (y - 1); const long __accc_h46_0_0_1 = (x) - (x - 1); const long __accc_h46_0_0_2 = (y + 1) - (y - 1); const long __accc_h46_0_0_3 = (y) - (y - 1); const long __accc_h46_0_0_4 = (x - 1) - (x - 1); const long __accc_h46_0_0_5 = (x + 1) - (x - 1);
r[y][x] = __accc_c46_0_0[(int)get_local_id(0)][__accc_h46_0_0_0][__accc_h46_0_0_1] + __accc_c46_0_0[(int)get_local_id(0)][__accc_h46_0_0_2][__accc_h46_0_0_1] - __accc_c46_0_0[(int)get_local_id(0)][__accc_h46_0_0_3][__accc_h46_0_0_4] - __accc_c46_0_0[(int)get_local_id(0)][__accc_h46_0_0_3][__accc_h46_0_0_5] + 4 * __accc_c46_0_0[(int)get_local_id(0)][__accc_h46_0_0_3][__accc_h46_0_0_1];
}
 }
        }
    }
}
