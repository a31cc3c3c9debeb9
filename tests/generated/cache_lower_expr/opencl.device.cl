#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_o1, ulong __accc_o_o1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *o1 = (__global int *)(__accc_b_o1 + __accc_o_o1);
    __local int __accc_c29_0_0[1028] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "cache_lower_expr.c"
{

            { const long __accc_s29_0_0_0 = (2 * i + 1) - 2 * (4 * (long)get_local_id(0)); const long __accc_e29_0_0_0 = (3 + 2 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 1028; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e29_0_0_0) { __accc_c29_0_0[__accc_k0] = a[__accc_s29_0_0_0 + __accc_k0]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win29_0[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c29_0_0 + 8 * (long)get_local_id(0)); __accc_win29_0[4 * __accc_q] = __accc_x.x; __accc_win29_0[4 * __accc_q + 1] = __accc_x.y; __accc_win29_0[4 * __accc_q + 2] = __accc_x.z; __accc_win29_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
o1[i] = __accc_win29_0[2 * __accc_o + 0] * 3 + __accc_win29_0[2 * __accc_o + ((1))] * 2 + __accc_win29_0[2 * __accc_o + ((2))];
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h29_0_0_0 = (2 * i + 1) - __accc_s29_0_0_0; const long __accc_h29_0_0_1 = (2 * i + 2) - __accc_s29_0_0_0; const long __accc_h29_0_0_2 = (2 * i + 3) - __accc_s29_0_0_0;
o1[i] = __accc_c29_0_0[__accc_h29_0_0_0] * 3 + __accc_c29_0_0[__accc_h29_0_0_1] * 2 + __accc_c29_0_0[__accc_h29_0_0_2];
}
}
}
 }
        }
    }
}

__kernel void __accc_kernel_1_0(int off, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_o2, ulong __accc_o_o2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *o2 = (__global int *)(__accc_b_o2 + __accc_o_o2);
    __local int __accc_c35_0_0[1540] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "cache_lower_expr.c"
{

            { const long __accc_s35_0_0_0 = (3 * i + off) - 3 * (4 * (long)get_local_id(0)); const long __accc_e35_0_0_0 = (5 + 3 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 1540; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e35_0_0_0) { __accc_c35_0_0[__accc_k0] = a[__accc_s35_0_0_0 + __accc_k0]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win35_0[16];
for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c35_0_0 + 12 * (long)get_local_id(0)); __accc_win35_0[4 * __accc_q] = __accc_x.x; __accc_win35_0[4 * __accc_q + 1] = __accc_x.y; __accc_win35_0[4 * __accc_q + 2] = __accc_x.z; __accc_win35_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
int s = 0;
            
#pragma unroll
for (int k = 0; k < 5; k++)
                s += __accc_win35_0[3 * __accc_o + ((1) * k)] * (k - 2);
            o2[i] = s;
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
int s = 0;
            
#pragma unroll
for (int k = 0; k < 5; k++)
                s += __accc_c35_0_0[((3 * i + off + k) - __accc_s35_0_0_0)] * (k - 2);
            o2[i] = s;
}
}
}
 }
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_o3, ulong __accc_o_o3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *o3 = (__global int *)(__accc_b_o3 + __accc_o_o3);
    __local int __accc_c44_0_0[1540] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "cache_lower_expr.c"
{

            { const long __accc_s44_0_0_0 = (i - 4) - 3 * (4 * (long)get_local_id(0)); const long __accc_e44_0_0_0 = (5 + 3 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 1540; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e44_0_0_0) { __accc_c44_0_0[__accc_k0] = a[__accc_s44_0_0_0 + __accc_k0]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win44_0[16];
for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c44_0_0 + 12 * (long)get_local_id(0)); __accc_win44_0[4 * __accc_q] = __accc_x.x; __accc_win44_0[4 * __accc_q + 1] = __accc_x.y; __accc_win44_0[4 * __accc_q + 2] = __accc_x.z; __accc_win44_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
o3[i] = __accc_win44_0[3 * __accc_o + 0] - __accc_win44_0[3 * __accc_o + ((1))] + __accc_win44_0[3 * __accc_o + ((2))] * __accc_win44_0[3 * __accc_o + ((3))] + __accc_win44_0[3 * __accc_o + ((4))];
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h44_0_0_0 = (i - 4) - __accc_s44_0_0_0; const long __accc_h44_0_0_1 = (i - 3) - __accc_s44_0_0_0; const long __accc_h44_0_0_2 = (i - 2) - __accc_s44_0_0_0; const long __accc_h44_0_0_3 = (i - 1) - __accc_s44_0_0_0; const long __accc_h44_0_0_4 = (i) - __accc_s44_0_0_0;
o3[i] = __accc_c44_0_0[__accc_h44_0_0_0] - __accc_c44_0_0[__accc_h44_0_0_1] + __accc_c44_0_0[__accc_h44_0_0_2] * __accc_c44_0_0[__accc_h44_0_0_3] + __accc_c44_0_0[__accc_h44_0_0_4];
}
}
}
 }
        }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_o4, ulong __accc_o_o4, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *o4 = (__global int *)(__accc_b_o4 + __accc_o_o4);
    __local int __accc_c50_0_0[130];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "cache_lower_expr.c"
{

            { const long __accc_s50_0_0_0 = (i) + 1 * (long)get_local_id(0) - 1 * (__accc_w - 1); const long __accc_e50_0_0_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e50_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s50_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e50_0_0_0) { __accc_c50_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h50_0_0_0 = (i) - __accc_s50_0_0_0; const long __accc_h50_0_0_1 = (i + 1) - __accc_s50_0_0_0; const long __accc_h50_0_0_2 = (i + 2) - __accc_s50_0_0_0;
o4[i] = __accc_c50_0_0[__accc_h50_0_0_0] * 100 + __accc_c50_0_0[__accc_h50_0_0_1] * 10 + __accc_c50_0_0[__accc_h50_0_0_2];
}
 }
        }
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_o5, ulong __accc_o_o5, __global char *__accc_b_o6, ulong __accc_o_o6, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *o5 = (__global int *)(__accc_b_o5 + __accc_o_o5);
    __global int *o6 = (__global int *)(__accc_b_o6 + __accc_o_o6);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 55 "cache_lower_expr.c"
{

            o5[i] = a[(i / 4) * 4 + (i % 4)] * a[(i / 4) * 4 + 3 - (i % 4)];
            o6[i] = a[((i) + 2)] - a[((i) + 2) + 1];
        }
    }
}
