#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_in, ulong __accc_o_in, int __accc_fp_scale, __global char *__accc_b_out1, ulong __accc_o_out1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict w = (__global const int *restrict)(__accc_b_w + __accc_o_w);
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global int *out1 = (__global int *)(__accc_b_out1 + __accc_o_out1);
    __local int __accc_c25_0_0[136];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int scale = __accc_fp_scale;
#line 24 "cache_scalar.c"
{

            { const long __accc_s25_0_0_0 = (i) - 1 * (long)get_local_id(0); const long __accc_e25_0_0_0 = (9 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 136 && __accc_k0 < __accc_e25_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s25_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 136 && __accc_k0 < __accc_e25_0_0_0) { __accc_c25_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
int s = 0;
            for (int k = 0; k <= 2 * 4; k++)
                s += w[k] * __accc_c25_0_0[(1 * (long)get_local_id(0) + ((i + k) - (i)))];
            out1[i] = s * scale;
}
 }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_out2, ulong __accc_o_out2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global const int *restrict w = (__global const int *restrict)(__accc_b_w + __accc_o_w);
    __global int *out2 = (__global int *)(__accc_b_out2 + __accc_o_out2);
    __local int __accc_c34_0_0[520] __attribute__((aligned(16)));
    __local int __accc_c34_0_1[9];
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "cache_scalar.c"
{

            { const long __accc_s34_0_0_0 = (i) - 1 * (4 * (long)get_local_id(0)); const long __accc_e34_0_0_0 = (9 + 1 * (__accc_w - 1)); const long __accc_s34_0_1_0 = (0); const long __accc_e34_0_1_0 = 9; barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[5]; int __accc_v1_0[1]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e34_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s34_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 9 && __accc_k0 < __accc_e34_0_1_0) { __accc_v1_0[__accc_q] = w[__accc_s34_0_1_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e34_0_0_0) { __accc_c34_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 9 && __accc_k0 < __accc_e34_0_1_0) { __accc_c34_0_1[__accc_k0] = __accc_v1_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win34_0[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c34_0_0 + 4 * (long)get_local_id(0)); __accc_win34_0[4 * __accc_q] = __accc_x.x; __accc_win34_0[4 * __accc_q + 1] = __accc_x.y; __accc_win34_0[4 * __accc_q + 2] = __accc_x.z; __accc_win34_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{ const long __accc_h34_0_1_0 = (0) - (0);
int best = __accc_win34_0[1 * __accc_o + 0] * __accc_c34_0_1[__accc_h34_0_1_0];
            
#pragma unroll
for (int k = 1; k <= 2 * 4; k++)
                if (__accc_win34_0[1 * __accc_o + ((1) * k)] * __accc_c34_0_1[((k) - (0))] > best)
                    best = __accc_win34_0[1 * __accc_o + ((1) * k)] * __accc_c34_0_1[((k) - (0))];
            out2[i] = best;
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h34_0_0_0 = (i) - __accc_s34_0_0_0; const long __accc_h34_0_1_1 = (0) - (0);
int best = __accc_c34_0_0[__accc_h34_0_0_0] * __accc_c34_0_1[__accc_h34_0_1_1];
            
#pragma unroll
for (int k = 1; k <= 2 * 4; k++)
                if (__accc_c34_0_0[((i + k) - __accc_s34_0_0_0)] * __accc_c34_0_1[((k) - (0))] > best)
                    best = __accc_c34_0_0[((i + k) - __accc_s34_0_0_0)] * __accc_c34_0_1[((k) - (0))];
            out2[i] = best;
}
}
}
 }
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out3, ulong __accc_o_out3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global int *out3 = (__global int *)(__accc_b_out3 + __accc_o_out3);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "cache_scalar.c"
{
            int h = i % 3;
            for (int k = 0; k < 5; k++) {

                h = h * 2 + in[i + k];
            }
            out3[i] = h;
        }
    }
}
