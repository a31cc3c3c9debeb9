#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_px, ulong __accc_o_px, __global char *__accc_b_py, ulong __accc_o_py, __global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b_ax, ulong __accc_o_ax, __global char *__accc_b_ay, ulong __accc_o_ay, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict px = (__global const float *restrict)(__accc_b_px + __accc_o_px);
    __global const float *restrict py = (__global const float *restrict)(__accc_b_py + __accc_o_py);
    __global const float *restrict m = (__global const float *restrict)(__accc_b_m + __accc_o_m);
    __global float *ax = (__global float *)(__accc_b_ax + __accc_o_ax);
    __global float *ay = (__global float *)(__accc_b_ay + __accc_o_ay);
    __local float __accc_c23_0_0[32][2] __attribute__((aligned(8)));
    __local float __accc_c23_0_2[32];
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "cache_impl_nbody.c"
{
        float fx = (__accc_on ? (0.0f) : 0), fy = (__accc_on ? (0.0f) : 0);
        float xi = (__accc_on ? (px[i]) : 0), yi = (__accc_on ? (py[i]) : 0);
        for (int t = 0; t < 480; t += 32) {

            { const long __accc_s23_0_0_0 = (t); const long __accc_e23_0_0_0 = 32; const long __accc_s23_0_1_0 = (t); const long __accc_e23_0_1_0 = 32; const long __accc_s23_0_2_0 = (t); const long __accc_e23_0_2_0 = 32; barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[1]; float __accc_v0_1[1]; float __accc_v0_2[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 32 && __accc_k0 < __accc_e23_0_0_0) { __accc_v0_0[__accc_q] = px[__accc_s23_0_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = py[__accc_s23_0_1_0 + __accc_k0]; __accc_v0_2[__accc_q] = m[__accc_s23_0_2_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 32 && __accc_k0 < __accc_e23_0_0_0) { __accc_c23_0_0[__accc_k0][0] = __accc_v0_0[__accc_q]; __accc_c23_0_0[__accc_k0][1] = __accc_v0_1[__accc_q]; __accc_c23_0_2[__accc_k0] = __accc_v0_2[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
{
                for (int k = 0; k < 32; k++) {
                    float dx = __accc_c23_0_0[((t + k) - (t))][0] - xi, dy = __accc_c23_0_0[((t + k) - (t))][1] - yi;
                    float r2 = dx * dx + dy * dy + 0.01f;
                    float inv = __accc_c23_0_2[((t + k) - (t))] / (r2 * sqrt(r2));
                    fx += dx * inv;
                    fy += dy * inv;
                }
            }
}
 }
        }
        if (__accc_on) { ax[i] = fx; }
        if (__accc_on) { ay[i] = fy; }
    }
    }
}
