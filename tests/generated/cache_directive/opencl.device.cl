#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out3, ulong __accc_o_out3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out3 = (__global float *)(__accc_b_out3 + __accc_o_out3);
    __local float __accc_c16_0_0[516] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "cache_directive.c"
{

        { const long __accc_s16_0_0_0 = (i - 1) - 1 * (4 * (long)get_local_id(0)); const long __accc_e16_0_0_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e16_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s16_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e16_0_0_0) { __accc_c16_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win16_0[8];
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c16_0_0 + 4 * (long)get_local_id(0)); __accc_win16_0[4 * __accc_q] = __accc_x.x; __accc_win16_0[4 * __accc_q + 1] = __accc_x.y; __accc_win16_0[4 * __accc_q + 2] = __accc_x.z; __accc_win16_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
out3[i] = __accc_win16_0[1 * __accc_o + 0] + __accc_win16_0[1 * __accc_o + ((1))] + __accc_win16_0[1 * __accc_o + ((2))];
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h16_0_0_0 = (i - 1) - __accc_s16_0_0_0; const long __accc_h16_0_0_1 = (i) - __accc_s16_0_0_0; const long __accc_h16_0_0_2 = (i + 1) - __accc_s16_0_0_0;
out3[i] = __accc_c16_0_0[__accc_h16_0_0_0] + __accc_c16_0_0[__accc_h16_0_0_1] + __accc_c16_0_0[__accc_h16_0_0_2];
}
}
}
 }
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out5, ulong __accc_o_out5, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out5 = (__global float *)(__accc_b_out5 + __accc_o_out5);
    __local float __accc_c24_0_0[516] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "cache_directive.c"
{

            { const long __accc_s24_0_0_0 = (i - 2) - 1 * (4 * (long)get_local_id(0)); const long __accc_e24_0_0_0 = (5 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e24_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s24_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e24_0_0_0) { __accc_c24_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win24_0[8];
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c24_0_0 + 4 * (long)get_local_id(0)); __accc_win24_0[4 * __accc_q] = __accc_x.x; __accc_win24_0[4 * __accc_q + 1] = __accc_x.y; __accc_win24_0[4 * __accc_q + 2] = __accc_x.z; __accc_win24_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
            
#pragma unroll
for (int k = -2; k <= 2; k++)
                s += __accc_win24_0[1 * __accc_o + ((2) + (1) * k)];
            out5[i] = s;
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
            
#pragma unroll
for (int k = -2; k <= 2; k++)
                s += __accc_c24_0_0[((i + k) - __accc_s24_0_0_0)];
            out5[i] = s;
}
}
}
 }
        }
    }
}
