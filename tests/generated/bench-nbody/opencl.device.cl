#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "nbody.c"
w[i] = (float)i;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, __global char *__accc_b_z, ulong __accc_o_z, int n, __global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b_vx, ulong __accc_o_vx, __global char *__accc_b_vy, ulong __accc_o_vy, __global char *__accc_b_vz, ulong __accc_o_vz, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global const float *restrict y = (__global const float *restrict)(__accc_b_y + __accc_o_y);
    __global const float *restrict z = (__global const float *restrict)(__accc_b_z + __accc_o_z);
    __global const float *restrict m = (__global const float *restrict)(__accc_b_m + __accc_o_m);
    __global float *vx = (__global float *)(__accc_b_vx + __accc_o_vx);
    __global float *vy = (__global float *)(__accc_b_vy + __accc_o_vy);
    __global float *vz = (__global float *)(__accc_b_vz + __accc_o_vz);
    __local float __accc_c87_16_0[512][4] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 84 "nbody.c"
{
                float xi = (__accc_on ? (x[i]) : 0), yi = (__accc_on ? (y[i]) : 0), zi = (__accc_on ? (z[i]) : 0);
                float ax = (__accc_on ? (0.0f) : 0), ay = (__accc_on ? (0.0f) : 0), az = (__accc_on ? (0.0f) : 0);
                { const long __accc_tlo87_16 = 0; const long __accc_thi87_16 = (n);
for (long __accc_t87_16 = __accc_tlo87_16; __accc_t87_16 < __accc_thi87_16; __accc_t87_16 += 512) { const int __accc_j087_16 = __accc_t87_16; { const long __accc_s87_16_0_0 = (__accc_j087_16); const long __accc_e87_16_0_0 = (__accc_thi87_16 - __accc_t87_16 < 512 ? __accc_thi87_16 - __accc_t87_16 : 512); const long __accc_s87_16_1_0 = (__accc_j087_16); const long __accc_e87_16_1_0 = (__accc_thi87_16 - __accc_t87_16 < 512 ? __accc_thi87_16 - __accc_t87_16 : 512); const long __accc_s87_16_2_0 = (__accc_j087_16); const long __accc_e87_16_2_0 = (__accc_thi87_16 - __accc_t87_16 < 512 ? __accc_thi87_16 - __accc_t87_16 : 512); const long __accc_s87_16_3_0 = (__accc_j087_16); const long __accc_e87_16_3_0 = (__accc_thi87_16 - __accc_t87_16 < 512 ? __accc_thi87_16 - __accc_t87_16 : 512); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; float __accc_v0_1[2]; float __accc_v0_2[2]; float __accc_v0_3[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e87_16_0_0) { __accc_v0_0[__accc_q] = x[__accc_s87_16_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = y[__accc_s87_16_1_0 + __accc_k0]; __accc_v0_2[__accc_q] = z[__accc_s87_16_2_0 + __accc_k0]; __accc_v0_3[__accc_q] = m[__accc_s87_16_3_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e87_16_0_0) { __accc_c87_16_0[__accc_k0][0] = __accc_v0_0[__accc_q]; __accc_c87_16_0[__accc_k0][1] = __accc_v0_1[__accc_q]; __accc_c87_16_0[__accc_k0][2] = __accc_v0_2[__accc_q]; __accc_c87_16_0[__accc_k0][3] = __accc_v0_3[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
if (__accc_e87_16_0_0 == 512) {
for (int j = __accc_j087_16; j < __accc_j087_16 + 512; j++) {
                    float dx = __accc_c87_16_0[((j) - __accc_s87_16_0_0)][0] - xi, dy = __accc_c87_16_0[((j) - __accc_s87_16_1_0)][1] - yi, dz = __accc_c87_16_0[((j) - __accc_s87_16_2_0)][2] - zi;
                    float d2 = dx * dx + dy * dy + dz * dz + 1.0e-3f;
                    float inv = 1.0f / sqrt(d2);
                    float f = __accc_c87_16_0[((j) - __accc_s87_16_3_0)][3] * inv * inv * inv;
                    ax += dx * f;
                    ay += dy * f;
                    az += dz * f;
                }
} else {
for (int j = __accc_j087_16; j < __accc_j087_16 + __accc_e87_16_0_0; j++) {
                    float dx = __accc_c87_16_0[((j) - __accc_s87_16_0_0)][0] - xi, dy = __accc_c87_16_0[((j) - __accc_s87_16_1_0)][1] - yi, dz = __accc_c87_16_0[((j) - __accc_s87_16_2_0)][2] - zi;
                    float d2 = dx * dx + dy * dy + dz * dz + 1.0e-3f;
                    float inv = 1.0f / sqrt(d2);
                    float f = __accc_c87_16_0[((j) - __accc_s87_16_3_0)][3] * inv * inv * inv;
                    ax += dx * f;
                    ay += dy * f;
                    az += dz * f;
                }
}
}
 } }
}
                if (__accc_on) { vx[i] += ax * 0.01f; }
                if (__accc_on) { vy[i] += ay * 0.01f; }
                if (__accc_on) { vz[i] += az * 0.01f; }
            }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_vx, ulong __accc_o_vx, __global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_vy, ulong __accc_o_vy, __global char *__accc_b_y, ulong __accc_o_y, __global char *__accc_b_vz, ulong __accc_o_vz, __global char *__accc_b_z, ulong __accc_o_z, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict vx = (__global const float *restrict)(__accc_b_vx + __accc_o_vx);
    __global float *x = (__global float *)(__accc_b_x + __accc_o_x);
    __global const float *restrict vy = (__global const float *restrict)(__accc_b_vy + __accc_o_vy);
    __global float *y = (__global float *)(__accc_b_y + __accc_o_y);
    __global const float *restrict vz = (__global const float *restrict)(__accc_b_vz + __accc_o_vz);
    __global float *z = (__global float *)(__accc_b_z + __accc_o_z);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 102 "nbody.c"
{
                x[i] += vx[i] * 0.01f;
                y[i] += vy[i] * 0.01f;
                z[i] += vz[i] * 0.01f;
            }
    }
}
