#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline long __accc_atomic_add_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict w = (__global const float *restrict)(__accc_b_w + __accc_o_w);
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c53_0_0[520] __attribute__((aligned(16)));
    __local float __accc_c53_0_1[7];
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 52 "cache_window.c"
{

        { const long __accc_s53_0_0_0 = (i - 3) - 1 * (4 * (long)get_local_id(0)); const long __accc_e53_0_0_0 = (7 + 1 * (__accc_w - 1)); const long __accc_s53_0_1_0 = (0); const long __accc_e53_0_1_0 = 7; barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; float __accc_v1_0[1]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e53_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s53_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 7 && __accc_k0 < __accc_e53_0_1_0) { __accc_v1_0[__accc_q] = w[__accc_s53_0_1_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e53_0_0_0) { __accc_c53_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 7 && __accc_k0 < __accc_e53_0_1_0) { __accc_c53_0_1[__accc_k0] = __accc_v1_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win53_0[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c53_0_0 + 4 * (long)get_local_id(0)); __accc_win53_0[4 * __accc_q] = __accc_x.x; __accc_win53_0[4 * __accc_q + 1] = __accc_x.y; __accc_win53_0[4 * __accc_q + 2] = __accc_x.z; __accc_win53_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
        
#pragma unroll
for (int k = -3; k <= 3; k++)
            s += __accc_c53_0_1[((k + 3) - (0))] * __accc_win53_0[1 * __accc_o + ((3) + (1) * k)];
        out[i] = s;
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
        
#pragma unroll
for (int k = -3; k <= 3; k++)
            s += __accc_c53_0_1[((k + 3) - (0))] * __accc_c53_0_0[((i + k) - __accc_s53_0_0_0)];
        out[i] = s;
}
}
}
 }
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c85_0_0[1028] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 84 "cache_window.c"
{

        { const long __accc_s85_0_0_0 = (2 * i) - 2 * (4 * (long)get_local_id(0)); const long __accc_e85_0_0_0 = (5 + 2 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 1028; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e85_0_0_0) { __accc_c85_0_0[__accc_k0] = in[__accc_s85_0_0_0 + __accc_k0]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win85_0[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c85_0_0 + 8 * (long)get_local_id(0)); __accc_win85_0[4 * __accc_q] = __accc_x.x; __accc_win85_0[4 * __accc_q + 1] = __accc_x.y; __accc_win85_0[4 * __accc_q + 2] = __accc_x.z; __accc_win85_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
        
#pragma unroll
for (int k = 0; k < 5; k++)
            s += (float)(k + 1) * __accc_win85_0[2 * __accc_o + ((1) * k)];
        out[i] = s;
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
        
#pragma unroll
for (int k = 0; k < 5; k++)
            s += (float)(k + 1) * __accc_c85_0_0[((2 * i + k) - __accc_s85_0_0_0)];
        out[i] = s;
}
}
}
 }
    }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_xi, ulong __accc_o_xi, long __accc_delta_yi, __global char *__accc_b_yi, ulong __accc_o_yi, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict xi = (__global const int *restrict)(__accc_b_xi + __accc_o_xi);
    __global int *yi = (__global int *)(__accc_b_yi + __accc_o_yi - __accc_delta_yi);
    __local int __accc_c98_0_0[516] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 97 "cache_window.c"
{

        { const long __accc_s98_0_0_0 = (i - 1) - 1 * (4 * (long)get_local_id(0)); const long __accc_e98_0_0_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e98_0_0_0) { __accc_v0_0[__accc_q] = xi[__accc_s98_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e98_0_0_0) { __accc_c98_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win98_0[8];
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c98_0_0 + 4 * (long)get_local_id(0)); __accc_win98_0[4 * __accc_q] = __accc_x.x; __accc_win98_0[4 * __accc_q + 1] = __accc_x.y; __accc_win98_0[4 * __accc_q + 2] = __accc_x.z; __accc_win98_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
yi[i] = __accc_win98_0[1 * __accc_o + 0] + 2 * __accc_win98_0[1 * __accc_o + ((1))] - 3 * __accc_win98_0[1 * __accc_o + ((2))];
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h98_0_0_0 = (i - 1) - __accc_s98_0_0_0; const long __accc_h98_0_0_1 = (i) - __accc_s98_0_0_0; const long __accc_h98_0_0_2 = (i + 1) - __accc_s98_0_0_0;
yi[i] = __accc_c98_0_0[__accc_h98_0_0_0] + 2 * __accc_c98_0_0[__accc_h98_0_0_1] - 3 * __accc_c98_0_0[__accc_h98_0_0_2];
}
}
}
 }
    }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c122_0_0[520] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 121 "cache_window.c"
{

        { const long __accc_s122_0_0_0 = (i) - 1 * (4 * (long)get_local_id(0)); const long __accc_e122_0_0_0 = (6 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e122_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s122_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e122_0_0_0) { __accc_c122_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win122_0[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c122_0_0 + 4 * (long)get_local_id(0)); __accc_win122_0[4 * __accc_q] = __accc_x.x; __accc_win122_0[4 * __accc_q + 1] = __accc_x.y; __accc_win122_0[4 * __accc_q + 2] = __accc_x.z; __accc_win122_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
        
#pragma unroll
for (int j = 0; j < 2; j++)
            
#pragma unroll
for (int k = 0; k < 3; k++)
                s += (float)(j + 1) * __accc_win122_0[1 * __accc_o + ((3) * j + (1) * k)];
        out[i] = s;
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
        
#pragma unroll
for (int j = 0; j < 2; j++)
            
#pragma unroll
for (int k = 0; k < 3; k++)
                s += (float)(j + 1) * __accc_c122_0_0[((i + 3 * j + k) - __accc_s122_0_0_0)];
        out[i] = s;
}
}
}
 }
    }
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global long *__accc_p_total = (__global long *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    long total = 0;
    __local long __accc_red_total[128];
    __local float __accc_c137_0_0[516] __attribute__((aligned(16)));
    int __accc_l = (int)get_local_id(0);
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 136 "cache_window.c"
{

        { const long __accc_s137_0_0_0 = (i - 1) - 1 * (4 * (long)get_local_id(0)); const long __accc_e137_0_0_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e137_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s137_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e137_0_0_0) { __accc_c137_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win137_0[8];
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c137_0_0 + 4 * (long)get_local_id(0)); __accc_win137_0[4 * __accc_q] = __accc_x.x; __accc_win137_0[4 * __accc_q + 1] = __accc_x.y; __accc_win137_0[4 * __accc_q + 2] = __accc_x.z; __accc_win137_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
total += (long)(__accc_win137_0[1 * __accc_o + 0] + __accc_win137_0[1 * __accc_o + ((1))] + __accc_win137_0[1 * __accc_o + ((2))]);
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h137_0_0_0 = (i - 1) - __accc_s137_0_0_0; const long __accc_h137_0_0_1 = (i) - __accc_s137_0_0_0; const long __accc_h137_0_0_2 = (i + 1) - __accc_s137_0_0_0;
total += (long)(__accc_c137_0_0[__accc_h137_0_0_0] + __accc_c137_0_0[__accc_h137_0_0_1] + __accc_c137_0_0[__accc_h137_0_0_2]);
}
}
}
 }
    }
    }
    __accc_red_total[__accc_l] = total;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_total[__accc_l] = __accc_red_total[__accc_l] + __accc_red_total[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_total), __accc_red_total[0]);
}

__kernel void __accc_kernel_5_0(int r, __global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c150_0_0[130];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 149 "cache_window.c"
{

        { const long __accc_s150_0_0_0 = (i) - 1 * (long)get_local_id(0); const long __accc_e150_0_0_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e150_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s150_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e150_0_0_0) { __accc_c150_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h150_0_0_0 = 1 * (long)get_local_id(0) + ((i + r) - (i)); const long __accc_h150_0_0_1 = 1 * (long)get_local_id(0) + ((i + 2) - (i));
out[i] = __accc_c150_0_0[__accc_h150_0_0_0] + __accc_c150_0_0[__accc_h150_0_0_1];
}
 }
    }
    }
}

__kernel void __accc_kernel_6_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c161_0_0[129];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 160 "cache_window.c"
{

        { const long __accc_s161_0_0_0 = (i - 1) + 1 * (long)get_local_id(0) - 1 * (__accc_w - 1); const long __accc_e161_0_0_0 = (2 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 129 && __accc_k0 < __accc_e161_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s161_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 129 && __accc_k0 < __accc_e161_0_0_0) { __accc_c161_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h161_0_0_0 = (i - 1) - __accc_s161_0_0_0; const long __accc_h161_0_0_1 = (i) - __accc_s161_0_0_0;
out[i] = __accc_c161_0_0[__accc_h161_0_0_0] - __accc_c161_0_0[__accc_h161_0_0_1];
}
 }
    }
    }
}

__kernel void __accc_kernel_7_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c178_0_0[520] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 177 "cache_window.c"
{

            { const long __accc_s178_0_0_0 = (i - 3) - 1 * (4 * (long)get_local_id(0)); const long __accc_e178_0_0_0 = (7 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e178_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s178_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e178_0_0_0) { __accc_c178_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win178_0[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c178_0_0 + 4 * (long)get_local_id(0)); __accc_win178_0[4 * __accc_q] = __accc_x.x; __accc_win178_0[4 * __accc_q + 1] = __accc_x.y; __accc_win178_0[4 * __accc_q + 2] = __accc_x.z; __accc_win178_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
            
#pragma unroll
for (int k = -3; k <= 3; k++)
                s += __accc_win178_0[1 * __accc_o + ((3) + (1) * k)];
            out[i] = s;
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
            
#pragma unroll
for (int k = -3; k <= 3; k++)
                s += __accc_c178_0_0[((i + k) - __accc_s178_0_0_0)];
            out[i] = s;
}
}
}
 }
        }
    }
}
