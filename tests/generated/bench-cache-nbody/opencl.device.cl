#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "nbody.c"
w[i] = (float)i;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, __global char *__accc_b_z, ulong __accc_o_z, int n, __global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b_ax, ulong __accc_o_ax, __global char *__accc_b_ay, ulong __accc_o_ay, __global char *__accc_b_az, ulong __accc_o_az, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global const float *restrict y = (__global const float *restrict)(__accc_b_y + __accc_o_y);
    __global const float *restrict z = (__global const float *restrict)(__accc_b_z + __accc_o_z);
    __global const float *restrict m = (__global const float *restrict)(__accc_b_m + __accc_o_m);
    __global float *ax = (__global float *)(__accc_b_ax + __accc_o_ax);
    __global float *ay = (__global float *)(__accc_b_ay + __accc_o_ay);
    __global float *az = (__global float *)(__accc_b_az + __accc_o_az);
    __local float __accc_c60_0_0[256][4] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 55 "nbody.c"
{
        float xi = (__accc_on ? (x[i]) : 0), yi = (__accc_on ? (y[i]) : 0), zi = (__accc_on ? (z[i]) : 0);
        float fx = (__accc_on ? (0.0f) : 0), fy = (__accc_on ? (0.0f) : 0), fz = (__accc_on ? (0.0f) : 0);
        for (int jj = 0; jj < n; jj += 256) {



            { const long __accc_s60_0_0_0 = (jj); const long __accc_e60_0_0_0 = 256; const long __accc_s60_0_1_0 = (jj); const long __accc_e60_0_1_0 = 256; const long __accc_s60_0_2_0 = (jj); const long __accc_e60_0_2_0 = 256; const long __accc_s60_0_3_0 = (jj); const long __accc_e60_0_3_0 = 256; barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[1]; float __accc_v0_1[1]; float __accc_v0_2[1]; float __accc_v0_3[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e60_0_0_0) { __accc_v0_0[__accc_q] = x[__accc_s60_0_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = y[__accc_s60_0_1_0 + __accc_k0]; __accc_v0_2[__accc_q] = z[__accc_s60_0_2_0 + __accc_k0]; __accc_v0_3[__accc_q] = m[__accc_s60_0_3_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e60_0_0_0) { __accc_c60_0_0[__accc_k0][0] = __accc_v0_0[__accc_q]; __accc_c60_0_0[__accc_k0][1] = __accc_v0_1[__accc_q]; __accc_c60_0_0[__accc_k0][2] = __accc_v0_2[__accc_q]; __accc_c60_0_0[__accc_k0][3] = __accc_v0_3[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
for (int j = jj; j < jj + 256; j++) {
                float dx = __accc_c60_0_0[((j) - (jj))][0] - xi, dy = __accc_c60_0_0[((j) - (jj))][1] - yi, dz = __accc_c60_0_0[((j) - (jj))][2] - zi;
                float d2 = 0.01f + dz * dz + dy * dy + dx * dx;
                float inv = 1.0f / sqrt(d2);
                float s = __accc_c60_0_0[((j) - (jj))][3] * inv * inv * inv;
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
    }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_ax, ulong __accc_o_ax, __global char *__accc_b_vx, ulong __accc_o_vx, __global char *__accc_b_ay, ulong __accc_o_ay, __global char *__accc_b_vy, ulong __accc_o_vy, __global char *__accc_b_az, ulong __accc_o_az, __global char *__accc_b_vz, ulong __accc_o_vz, __global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, __global char *__accc_b_z, ulong __accc_o_z, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict ax = (__global const float *restrict)(__accc_b_ax + __accc_o_ax);
    __global float *vx = (__global float *)(__accc_b_vx + __accc_o_vx);
    __global const float *restrict ay = (__global const float *restrict)(__accc_b_ay + __accc_o_ay);
    __global float *vy = (__global float *)(__accc_b_vy + __accc_o_vy);
    __global const float *restrict az = (__global const float *restrict)(__accc_b_az + __accc_o_az);
    __global float *vz = (__global float *)(__accc_b_vz + __accc_o_vz);
    __global float *x = (__global float *)(__accc_b_x + __accc_o_x);
    __global float *y = (__global float *)(__accc_b_y + __accc_o_y);
    __global float *z = (__global float *)(__accc_b_z + __accc_o_z);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 83 "nbody.c"
{
        vx[i] += ax[i] * 0.001f;
        vy[i] += ay[i] * 0.001f;
        vz[i] += az[i] * 0.001f;
        x[i] += vx[i] * 0.001f;
        y[i] += vy[i] * 0.001f;
        z[i] += vz[i] * 0.001f;
    }
    }
}
