#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    __local int __accc_c26_0_0[1028] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 1024; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 1024) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 1024 ? (__accc_n) - (__accc_b) : 1024;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "fcw_fetch_only.c"
{

            { const long __accc_s26_0_0_0 = ((i) - 1) - 1 * (4 * (long)get_local_id(0)); const long __accc_e26_0_0_0 = (4 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 1028 && __accc_k0 < __accc_e26_0_0_0) { __accc_v0_0[__accc_q] = ((__accc_s26_0_0_0 + __accc_k0 >= 0) ? a[__accc_s26_0_0_0 + __accc_k0] : 0); } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 1028 && __accc_k0 < __accc_e26_0_0_0) { __accc_c26_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win26_0[8];
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c26_0_0 + 4 * (long)get_local_id(0)); __accc_win26_0[4 * __accc_q] = __accc_x.x; __accc_win26_0[4 * __accc_q + 1] = __accc_x.y; __accc_win26_0[4 * __accc_q + 2] = __accc_x.z; __accc_win26_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
{
                b[i] = __accc_win26_0[1 * __accc_o + 0] + 2 * __accc_win26_0[1 * __accc_o + ((1))] + 3 * __accc_win26_0[1 * __accc_o + ((3))];
            }
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h26_0_0_0 = (i - 1) - __accc_s26_0_0_0; const long __accc_h26_0_0_1 = (i) - __accc_s26_0_0_0; const long __accc_h26_0_0_2 = (i + 2) - __accc_s26_0_0_0;
{
                b[i] = __accc_c26_0_0[__accc_h26_0_0_0] + 2 * __accc_c26_0_0[__accc_h26_0_0_1] + 3 * __accc_c26_0_0[__accc_h26_0_0_2];
            }
}
}
}
 }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *c = (__global int *)(__accc_b_c + __accc_o_c);
    __local int __accc_c33_0_0[1028] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "fcw_fetch_only.c"
{

            { const long __accc_s33_0_0_0 = ((2*i) - 0) - 2 * (4 * (long)get_local_id(0)); const long __accc_e33_0_0_0 = (4 + 2 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 1028; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e33_0_0_0) { __accc_c33_0_0[__accc_k0] = ((__accc_s33_0_0_0 + __accc_k0 >= 0) ? a[__accc_s33_0_0_0 + __accc_k0] : 0); } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win33_0[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c33_0_0 + 8 * (long)get_local_id(0)); __accc_win33_0[4 * __accc_q] = __accc_x.x; __accc_win33_0[4 * __accc_q + 1] = __accc_x.y; __accc_win33_0[4 * __accc_q + 2] = __accc_x.z; __accc_win33_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
{
                c[i] = __accc_win33_0[2 * __accc_o + 0] - __accc_win33_0[2 * __accc_o + ((1))] + __accc_win33_0[2 * __accc_o + ((3))];
            }
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h33_0_0_0 = (2 * i) - __accc_s33_0_0_0; const long __accc_h33_0_0_1 = (2 * i + 1) - __accc_s33_0_0_0; const long __accc_h33_0_0_2 = (2 * i + 3) - __accc_s33_0_0_0;
{
                c[i] = __accc_c33_0_0[__accc_h33_0_0_0] - __accc_c33_0_0[__accc_h33_0_0_1] + __accc_c33_0_0[__accc_h33_0_0_2];
            }
}
}
}
 }
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *d = (__global int *)(__accc_b_d + __accc_o_d);
    __local int __accc_c40_0_0[64];
    for (long __accc_b = (long)get_group_id(0) * 64; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 64) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 64 ? (__accc_n) - (__accc_b) : 64;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "fcw_fetch_only.c"
{ const long __accc_s40_0_0_0 = ((i) - 0) - 1 * (long)get_local_id(0); const long __accc_e40_0_0_0 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e40_0_0_0) { __accc_v0_0[__accc_q] = ((__accc_s40_0_0_0 + __accc_k0 >= 0) ? a[__accc_s40_0_0_0 + __accc_k0] : 0); } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e40_0_0_0) { __accc_c40_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h40_0_0_0 = 1 * (long)get_local_id(0) + ((i) - ((i) - 0));
d[i] = 5 * __accc_c40_0_0[__accc_h40_0_0_0];
}
 }
    }
}
