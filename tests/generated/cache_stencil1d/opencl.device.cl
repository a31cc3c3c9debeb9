#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b);
    __local float __accc_c51_0_0[524] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 50 "cache_stencil1d.c"
{

                    { const long __accc_s51_0_0_0 = (i - 5) - 1 * (4 * (long)get_local_id(0)); const long __accc_e51_0_0_0 = (11 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 524 && __accc_k0 < __accc_e51_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s51_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 524 && __accc_k0 < __accc_e51_0_0_0) { __accc_c51_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win51_0[16];
for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c51_0_0 + 4 * (long)get_local_id(0)); __accc_win51_0[4 * __accc_q] = __accc_x.x; __accc_win51_0[4 * __accc_q + 1] = __accc_x.y; __accc_win51_0[4 * __accc_q + 2] = __accc_x.z; __accc_win51_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
                    
#pragma unroll
for (int k = -5; k <= 5; k++)
                        s += (float)(k + 5 + 1) * __accc_win51_0[1 * __accc_o + ((5) + (1) * k)];
                    b[i] = s - 251.0f * (float)((int)s / 251);
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
                    
#pragma unroll
for (int k = -5; k <= 5; k++)
                        s += (float)(k + 5 + 1) * __accc_c51_0_0[((i + k) - __accc_s51_0_0_0)];
                    b[i] = s - 251.0f * (float)((int)s / 251);
}
}
}
 }
                }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict b = (__global const float *restrict)(__accc_b_b + __accc_o_b);
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    __local float __accc_c62_0_0[524] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 61 "cache_stencil1d.c"
{

                        { const long __accc_s62_0_0_0 = (i - 5) - 1 * (4 * (long)get_local_id(0)); const long __accc_e62_0_0_0 = (11 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 524 && __accc_k0 < __accc_e62_0_0_0) { __accc_v0_0[__accc_q] = b[__accc_s62_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 524 && __accc_k0 < __accc_e62_0_0_0) { __accc_c62_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win62_0[16];
for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c62_0_0 + 4 * (long)get_local_id(0)); __accc_win62_0[4 * __accc_q] = __accc_x.x; __accc_win62_0[4 * __accc_q + 1] = __accc_x.y; __accc_win62_0[4 * __accc_q + 2] = __accc_x.z; __accc_win62_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
                        
#pragma unroll
for (int k = -5; k <= 5; k++)
                            s += (float)(k + 5 + 1) * __accc_win62_0[1 * __accc_o + ((5) + (1) * k)];
                        a[i] = s - 251.0f * (float)((int)s / 251);
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
                        
#pragma unroll
for (int k = -5; k <= 5; k++)
                            s += (float)(k + 5 + 1) * __accc_c62_0_0[((i + k) - __accc_s62_0_0_0)];
                        a[i] = s - 251.0f * (float)((int)s / 251);
}
}
}
 }
                    }
    }
}
