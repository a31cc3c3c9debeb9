#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict w = (__global const float *restrict)(__accc_b_w + __accc_o_w);
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global float *y = (__global float *)(__accc_b_y + __accc_o_y);
    __local float __accc_c24_0_0[520] __attribute__((aligned(16)));
    __local float __accc_c24_0_1[7];
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "cache_constant_updates.c"
{

        { const long __accc_s24_0_0_0 = (i - 3) - 1 * (4 * (long)get_local_id(0)); const long __accc_e24_0_0_0 = (7 + 1 * (__accc_w - 1)); const long __accc_s24_0_1_0 = (0); const long __accc_e24_0_1_0 = 7; barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; float __accc_v1_0[1]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e24_0_0_0) { __accc_v0_0[__accc_q] = x[__accc_s24_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 7 && __accc_k0 < __accc_e24_0_1_0) { __accc_v1_0[__accc_q] = w[__accc_s24_0_1_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e24_0_0_0) { __accc_c24_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 7 && __accc_k0 < __accc_e24_0_1_0) { __accc_c24_0_1[__accc_k0] = __accc_v1_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win24_0[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c24_0_0 + 4 * (long)get_local_id(0)); __accc_win24_0[4 * __accc_q] = __accc_x.x; __accc_win24_0[4 * __accc_q + 1] = __accc_x.y; __accc_win24_0[4 * __accc_q + 2] = __accc_x.z; __accc_win24_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
        
#pragma unroll
for (int k = -3; k <= 3; k++)
            s += __accc_c24_0_1[((k + 3) - (0))] * __accc_win24_0[1 * __accc_o + ((3) + (1) * k)];
        y[i] = s;
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
        
#pragma unroll
for (int k = -3; k <= 3; k++)
            s += __accc_c24_0_1[((k + 3) - (0))] * __accc_c24_0_0[((i + k) - __accc_s24_0_0_0)];
        y[i] = s;
}
}
}
 }
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 64 "cache_constant_updates.c"
w[k] = 2.0f * w[k] + 1.0f;
    }
}
