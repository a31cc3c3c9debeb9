#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    __local int __accc_c50_0_0[512];
    __local unsigned char __accc_d50_0_0[512];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "cache_write.c"
{

            { const long __accc_s50_0_0_0 = (4 * i) - 4 * (long)get_local_id(0); const long __accc_e50_0_0_0 = (4 + 4 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[4]; for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e50_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s50_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e50_0_0_0) { __accc_c50_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d50_0_0[__accc_k0] = 0; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
for (int s = 0; s < 24; s++)
                for (int k = 0; k < 4; k++)
                    (__accc_d50_0_0[(4 * (long)get_local_id(0) + ((4 * i + k) - (4 * i)))] = 1, __accc_c50_0_0[(4 * (long)get_local_id(0) + ((4 * i + k) - (4 * i)))] = ((__accc_c50_0_0[(4 * (long)get_local_id(0) + ((4 * i + k) - (4 * i)))] * 3 + __accc_c50_0_0[(4 * (long)get_local_id(0) + ((4 * i + (k + 1) % 4) - (4 * i)))] + s) % 1009));
}
 barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 512; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e50_0_0_0) { if (__accc_d50_0_0[__accc_k0]) a[__accc_s50_0_0_0 + __accc_k0] = __accc_c50_0_0[__accc_k0]; } } barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_sp, ulong __accc_o_sp, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *sp = (__global int *)(__accc_b_sp + __accc_o_sp);
    __local int __accc_c58_0_0[128];
    __local unsigned char __accc_d58_0_0[128];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "cache_write.c"
{

            { const long __accc_s58_0_0_0 = (i) - 1 * (long)get_local_id(0); const long __accc_e58_0_0_0 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e58_0_0_0) { __accc_v0_0[__accc_q] = sp[__accc_s58_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e58_0_0_0) { __accc_c58_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d58_0_0[__accc_k0] = 0; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h58_0_0_0 = 1 * (long)get_local_id(0) + ((i) - (i));
if (i % 37 == 0)
                for (int s = 0; s < 64; s++)
                    if (s % 8 == 3)
                        (__accc_d58_0_0[__accc_h58_0_0_0] = 1, __accc_c58_0_0[__accc_h58_0_0_0] = (__accc_c58_0_0[__accc_h58_0_0_0] * 2 + s));
}
 barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 128; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e58_0_0_0) { if (__accc_d58_0_0[__accc_k0]) sp[__accc_s58_0_0_0 + __accc_k0] = __accc_c58_0_0[__accc_k0]; } } barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b_in, ulong __accc_o_in, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *out = (__global double *)(__accc_b_out + __accc_o_out);
    __global const double *restrict in = (__global const double *restrict)(__accc_b_in + __accc_o_in);
    __local double __accc_c68_0_0[128];
    __local unsigned char __accc_d68_0_0[128];
    __local double __accc_c68_0_1[130];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 66 "cache_write.c"
{
            for (int t = 0; t < 6; t++) {

                { const long __accc_s68_0_0_0 = (i) - 1 * (long)get_local_id(0); const long __accc_e68_0_0_0 = (1 + 1 * (__accc_w - 1)); const long __accc_s68_0_1_0 = (i) - 1 * (long)get_local_id(0); const long __accc_e68_0_1_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { double __accc_v0_0[1]; double __accc_v1_0[2]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e68_0_0_0) { __accc_v0_0[__accc_q] = out[__accc_s68_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e68_0_1_0) { __accc_v1_0[__accc_q] = in[__accc_s68_0_1_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e68_0_0_0) { __accc_c68_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d68_0_0[__accc_k0] = 0; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e68_0_1_0) { __accc_c68_0_1[__accc_k0] = __accc_v1_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h68_0_0_0 = 1 * (long)get_local_id(0) + ((i) - (i)); const long __accc_h68_0_1_1 = 1 * (long)get_local_id(0) + ((i + 1) - (i)); const long __accc_h68_0_1_2 = 1 * (long)get_local_id(0) + ((i + 2) - (i));
(__accc_d68_0_0[__accc_h68_0_0_0] = 1, __accc_c68_0_0[__accc_h68_0_0_0] = (__accc_c68_0_0[__accc_h68_0_0_0] * 0.5 + __accc_c68_0_1[__accc_h68_0_0_0] + __accc_c68_0_1[__accc_h68_0_1_1] + __accc_c68_0_1[__accc_h68_0_1_2] * (double)t));
}
 barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 128; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e68_0_0_0) { if (__accc_d68_0_0[__accc_k0]) out[__accc_s68_0_0_0 + __accc_k0] = __accc_c68_0_0[__accc_k0]; } } barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
            }
        }
    }
}
