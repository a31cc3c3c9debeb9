#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, __global char *__accc_b_z, ulong __accc_o_z, __global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b_ax, ulong __accc_o_ax, __global char *__accc_b_ay, ulong __accc_o_ay, __global char *__accc_b_az, ulong __accc_o_az, __global char *__accc_b_close_pairs, ulong __accc_o_close_pairs, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global const float *restrict y = (__global const float *restrict)(__accc_b_y + __accc_o_y);
    __global const float *restrict z = (__global const float *restrict)(__accc_b_z + __accc_o_z);
    __global const float *restrict m = (__global const float *restrict)(__accc_b_m + __accc_o_m);
    __global float *ax = (__global float *)(__accc_b_ax + __accc_o_ax);
    __global float *ay = (__global float *)(__accc_b_ay + __accc_o_ay);
    __global float *az = (__global float *)(__accc_b_az + __accc_o_az);
    __global int *close_pairs = (__global int *)(__accc_b_close_pairs + __accc_o_close_pairs);
    __local float __accc_c35_0_0[64][4] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 30 "cache_nbody.c"
{
        float fx = (__accc_on ? (0.0f) : 0), fy = (__accc_on ? (0.0f) : 0), fz = (__accc_on ? (0.0f) : 0);
        int near = (__accc_on ? (0) : 0);
        float xi = (__accc_on ? (x[i]) : 0), yi = (__accc_on ? (y[i]) : 0), zi = (__accc_on ? (z[i]) : 0);
        for (int jj = 0; jj < 960; jj += 64) {

            { const long __accc_s35_0_0_0 = (jj); const long __accc_e35_0_0_0 = 64; const long __accc_s35_0_1_0 = (jj); const long __accc_e35_0_1_0 = 64; const long __accc_s35_0_2_0 = (jj); const long __accc_e35_0_2_0 = 64; const long __accc_s35_0_3_0 = (jj); const long __accc_e35_0_3_0 = 64; barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[1]; float __accc_v0_1[1]; float __accc_v0_2[1]; float __accc_v0_3[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 64 && __accc_k0 < __accc_e35_0_0_0) { __accc_v0_0[__accc_q] = x[__accc_s35_0_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = y[__accc_s35_0_1_0 + __accc_k0]; __accc_v0_2[__accc_q] = z[__accc_s35_0_2_0 + __accc_k0]; __accc_v0_3[__accc_q] = m[__accc_s35_0_3_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 64 && __accc_k0 < __accc_e35_0_0_0) { __accc_c35_0_0[__accc_k0][0] = __accc_v0_0[__accc_q]; __accc_c35_0_0[__accc_k0][1] = __accc_v0_1[__accc_q]; __accc_c35_0_0[__accc_k0][2] = __accc_v0_2[__accc_q]; __accc_c35_0_0[__accc_k0][3] = __accc_v0_3[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
for (int j = jj; j < jj + 64; j++) {
                float dx = __accc_c35_0_0[((j) - (jj))][0] - xi, dy = __accc_c35_0_0[((j) - (jj))][1] - yi, dz = __accc_c35_0_0[((j) - (jj))][2] - zi;
                float r2 = dx * dx + dy * dy + dz * dz;
                if (r2 < 400.0f)
                    near++;
                float inv = 1.0f / sqrt(r2 + 0.5f);
                float s = __accc_c35_0_0[((j) - (jj))][3] * inv * inv * inv;
                fx += dx * s;
                fy += dy * s;
                fz += dz * s;
            }
}
 }
        }
        if (__accc_on) { ax[i] = fx; }
        if (__accc_on) { ay[i] = fy; }
        if (__accc_on) { az[i] = fz; }
        if (__accc_on) { close_pairs[i] = near; }
    }
    }
}
