#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b);
    __local float __accc_c25_0_0[258];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "cache_split_pointer_declaration.c"
{

        { long __accc_tc22_8_0 = (long)((long)(256 - 1) - (long)(1)); if (__accc_tc22_8_0 < 0) __accc_tc22_8_0 = 0; for (long __accc_b22_8 = 0; __accc_b22_8 < __accc_tc22_8_0; __accc_b22_8 += 256) { const long __accc_it22_8 = __accc_b22_8 + (long)get_local_id(0); const int __accc_on_x = __accc_it22_8 < __accc_tc22_8_0; const int __accc_on = __accc_on_x; const long __accc_w = (__accc_tc22_8_0) - (__accc_b22_8) < 256 ? (__accc_tc22_8_0) - (__accc_b22_8) : 256; long __accc_r22_8 = __accc_it22_8; int i = (1) + __accc_r22_8 * (1); 
{
            float own[2] = {1.0f, (float)j};
            __global float *p = (__accc_on ? (&a[j * 256 + i]) : 0); float *q = (__accc_on ? (own) : 0); float scale = (__accc_on ? (0.5f) : 0); 

            { const long __accc_s25_0_0_0 = (j * 256 + i - 1) - 1 * (long)get_local_id(0); const long __accc_e25_0_0_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e25_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s25_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e25_0_0_0) { __accc_c25_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h25_0_0_0 = 1 * (long)get_local_id(0) + ((j * 256 + i - 1) - (j * 256 + i - 1)); const long __accc_h25_0_0_1 = 1 * (long)get_local_id(0) + ((j * 256 + i + 1) - (j * 256 + i - 1));
b[j * 256 + i] = scale * (p[0] + __accc_c25_0_0[__accc_h25_0_0_0] + __accc_c25_0_0[__accc_h25_0_0_1]) + q[0] * q[1];
}
 }
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}
