#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    __local float __accc_c20_0_0[128];
    __local unsigned char __accc_d20_0_0[128];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "cache_impl_write.c"
{

            { const long __accc_s20_0_0_0 = (i) - 1 * (long)get_local_id(0); const long __accc_e20_0_0_0 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e20_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s20_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e20_0_0_0) { __accc_c20_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d20_0_0[__accc_k0] = 0; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h20_0_0_0 = 1 * (long)get_local_id(0) + ((i) - (i));
{
                (__accc_d20_0_0[__accc_h20_0_0_0] = 1, __accc_c20_0_0[__accc_h20_0_0_0] = (__accc_c20_0_0[__accc_h20_0_0_0] * 0.5f + 1.0f));
                (__accc_d20_0_0[__accc_h20_0_0_0] = 1, __accc_c20_0_0[__accc_h20_0_0_0] += ((float)(i % 3)));
                ((__accc_d20_0_0[__accc_h20_0_0_0] = 1, __accc_c20_0_0[__accc_h20_0_0_0] += (1)) - 1);
            }
}
 barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 128; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e20_0_0_0) { if (__accc_d20_0_0[__accc_k0]) a[__accc_s20_0_0_0 + __accc_k0] = __accc_c20_0_0[__accc_k0]; } } barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    __local float __accc_c30_0_0[128];
    __local unsigned char __accc_d30_0_0[128];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "cache_impl_write.c"
{
            for (int s = 0; s < 4; s++) {

                { const long __accc_s30_0_0_0 = (i) - 1 * (long)get_local_id(0); const long __accc_e30_0_0_0 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e30_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s30_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e30_0_0_0) { __accc_c30_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d30_0_0[__accc_k0] = 0; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h30_0_0_0 = 1 * (long)get_local_id(0) + ((i) - (i));
{
                    (__accc_d30_0_0[__accc_h30_0_0_0] = 1, __accc_c30_0_0[__accc_h30_0_0_0] = (__accc_c30_0_0[__accc_h30_0_0_0] * 0.75f + (float)s));
                }
}
 barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 128; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e30_0_0_0) { if (__accc_d30_0_0[__accc_k0]) a[__accc_s30_0_0_0 + __accc_k0] = __accc_c30_0_0[__accc_k0]; } } barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
            }
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b);
    __local float __accc_c38_0_0[130];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "cache_impl_write.c"
{

            { const long __accc_s38_0_0_0 = (i - 1) + 1 * (long)get_local_id(0) - 1 * (__accc_w - 1); const long __accc_e38_0_0_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e38_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s38_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e38_0_0_0) { __accc_c38_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h38_0_0_0 = (i - 1) - __accc_s38_0_0_0; const long __accc_h38_0_0_1 = (i) - __accc_s38_0_0_0; const long __accc_h38_0_0_2 = (i + 1) - __accc_s38_0_0_0;
b[i] = __accc_c38_0_0[__accc_h38_0_0_0] - 2.0f * __accc_c38_0_0[__accc_h38_0_0_1] + __accc_c38_0_0[__accc_h38_0_0_2];
}
 }
        }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a);
    __global float *c = (__global float *)(__accc_b_c + __accc_o_c);
    __local float __accc_c43_0_0[1028] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "cache_impl_write.c"
{

            { const long __accc_s43_0_0_0 = (2 * i) - 2 * (4 * (long)get_local_id(0)); const long __accc_e43_0_0_0 = (3 + 2 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 1028; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e43_0_0_0) { __accc_c43_0_0[__accc_k0] = a[__accc_s43_0_0_0 + __accc_k0]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win43_0[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c43_0_0 + 8 * (long)get_local_id(0)); __accc_win43_0[4 * __accc_q] = __accc_x.x; __accc_win43_0[4 * __accc_q + 1] = __accc_x.y; __accc_win43_0[4 * __accc_q + 2] = __accc_x.z; __accc_win43_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
c[i] = __accc_win43_0[2 * __accc_o + 0] + __accc_win43_0[2 * __accc_o + ((1))] + __accc_win43_0[2 * __accc_o + ((2))];
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h43_0_0_0 = (2 * i) - __accc_s43_0_0_0; const long __accc_h43_0_0_1 = (2 * i + 1) - __accc_s43_0_0_0; const long __accc_h43_0_0_2 = (2 * i + 2) - __accc_s43_0_0_0;
c[i] = __accc_c43_0_0[__accc_h43_0_0_0] + __accc_c43_0_0[__accc_h43_0_0_1] + __accc_c43_0_0[__accc_h43_0_0_2];
}
}
}
 }
        }
    }
}
