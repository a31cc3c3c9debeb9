#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(int sparse, int steps, __global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b_in, ulong __accc_o_in, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __local float __accc_c14_0_0[130];
    __local float __accc_c14_0_1[128];
    __local unsigned char __accc_d14_0_1[128];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 13 "cache_write_runtime_n.c"
{

        { const long __accc_s14_0_0_0 = (i) - 1 * (long)get_local_id(0); const long __accc_e14_0_0_0 = (3 + 1 * (__accc_w - 1)); const long __accc_s14_0_1_0 = (i) - 1 * (long)get_local_id(0); const long __accc_e14_0_1_0 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; float __accc_v1_0[1]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e14_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s14_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e14_0_1_0) { __accc_v1_0[__accc_q] = out[__accc_s14_0_1_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e14_0_0_0) { __accc_c14_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e14_0_1_0) { __accc_c14_0_1[__accc_k0] = __accc_v1_0[__accc_q]; __accc_d14_0_1[__accc_k0] = 0; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h14_0_1_0 = 1 * (long)get_local_id(0) + ((i) - (i)); const long __accc_h14_0_0_1 = 1 * (long)get_local_id(0) + ((i + 1) - (i)); const long __accc_h14_0_0_2 = 1 * (long)get_local_id(0) + ((i + 2) - (i));
if (!sparse || i % 64 == 0) {
            for (int s = 0; s < steps; s++)
                (__accc_d14_0_1[__accc_h14_0_1_0] = 1, __accc_c14_0_1[__accc_h14_0_1_0] = (0.5f * __accc_c14_0_1[__accc_h14_0_1_0] + (__accc_c14_0_0[__accc_h14_0_1_0] + __accc_c14_0_0[__accc_h14_0_0_1] + __accc_c14_0_0[__accc_h14_0_0_2])));
        }
}
 barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 128; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e14_0_1_0) { if (__accc_d14_0_1[__accc_k0]) out[__accc_s14_0_1_0 + __accc_k0] = __accc_c14_0_1[__accc_k0]; } } barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
    }
    }
}
