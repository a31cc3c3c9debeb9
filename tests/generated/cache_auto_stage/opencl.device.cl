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
__kernel void __accc_kernel_0_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, __global char *__accc_b_z, ulong __accc_o_z, int m, __global char *__accc_b_mass, ulong __accc_o_mass, __global char *__accc_b_fx, ulong __accc_o_fx, __global char *__accc_b_fy, ulong __accc_o_fy, __global char *__accc_b_fz, ulong __accc_o_fz, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global const float *restrict y = (__global const float *restrict)(__accc_b_y + __accc_o_y);
    __global const float *restrict z = (__global const float *restrict)(__accc_b_z + __accc_o_z);
    __global const float *restrict mass = (__global const float *restrict)(__accc_b_mass + __accc_o_mass);
    __global float *fx = (__global float *)(__accc_b_fx + __accc_o_fx);
    __global float *fy = (__global float *)(__accc_b_fy + __accc_o_fy);
    __global float *fz = (__global float *)(__accc_b_fz + __accc_o_fz);
    __local float __accc_c32_12_0[512][4] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "cache_auto_stage.c"
{
            float xi = (__accc_on ? (x[i]) : 0), yi = (__accc_on ? (y[i]) : 0), zi = (__accc_on ? (z[i]) : 0);
            float sx = (__accc_on ? (0.0f) : 0), sy = (__accc_on ? (0.0f) : 0), sz = (__accc_on ? (0.0f) : 0);
            { const long __accc_tlo32_12 = 0; const long __accc_thi32_12 = (m);
for (long __accc_t32_12 = __accc_tlo32_12; __accc_t32_12 < __accc_thi32_12; __accc_t32_12 += 512) { const int __accc_j032_12 = __accc_t32_12; { const long __accc_s32_12_0_0 = (__accc_j032_12); const long __accc_e32_12_0_0 = (__accc_thi32_12 - __accc_t32_12 < 512 ? __accc_thi32_12 - __accc_t32_12 : 512); const long __accc_s32_12_1_0 = (__accc_j032_12); const long __accc_e32_12_1_0 = (__accc_thi32_12 - __accc_t32_12 < 512 ? __accc_thi32_12 - __accc_t32_12 : 512); const long __accc_s32_12_2_0 = (__accc_j032_12); const long __accc_e32_12_2_0 = (__accc_thi32_12 - __accc_t32_12 < 512 ? __accc_thi32_12 - __accc_t32_12 : 512); const long __accc_s32_12_3_0 = (__accc_j032_12); const long __accc_e32_12_3_0 = (__accc_thi32_12 - __accc_t32_12 < 512 ? __accc_thi32_12 - __accc_t32_12 : 512); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; float __accc_v0_1[2]; float __accc_v0_2[2]; float __accc_v0_3[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e32_12_0_0) { __accc_v0_0[__accc_q] = x[__accc_s32_12_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = y[__accc_s32_12_1_0 + __accc_k0]; __accc_v0_2[__accc_q] = z[__accc_s32_12_2_0 + __accc_k0]; __accc_v0_3[__accc_q] = mass[__accc_s32_12_3_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e32_12_0_0) { __accc_c32_12_0[__accc_k0][0] = __accc_v0_0[__accc_q]; __accc_c32_12_0[__accc_k0][1] = __accc_v0_1[__accc_q]; __accc_c32_12_0[__accc_k0][2] = __accc_v0_2[__accc_q]; __accc_c32_12_0[__accc_k0][3] = __accc_v0_3[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
if (__accc_e32_12_0_0 == 512) {
for (int j = __accc_j032_12; j < __accc_j032_12 + 512; j++) {
                float dx = __accc_c32_12_0[((j) - __accc_s32_12_0_0)][0] - xi, dy = __accc_c32_12_0[((j) - __accc_s32_12_1_0)][1] - yi, dz = __accc_c32_12_0[((j) - __accc_s32_12_2_0)][2] - zi;
                sx += dx * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
                sy += dy * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
                sz += dz * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
            }
} else {
for (int j = __accc_j032_12; j < __accc_j032_12 + __accc_e32_12_0_0; j++) {
                float dx = __accc_c32_12_0[((j) - __accc_s32_12_0_0)][0] - xi, dy = __accc_c32_12_0[((j) - __accc_s32_12_1_0)][1] - yi, dz = __accc_c32_12_0[((j) - __accc_s32_12_2_0)][2] - zi;
                sx += dx * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
                sy += dy * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
                sz += dz * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
            }
}
}
 } }
}
            if (__accc_on) { fx[i] = sx; }
            if (__accc_on) { fy[i] = sy; }
            if (__accc_on) { fz[i] = sz; }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_body4, ulong __accc_o_body4, int m, __global char *__accc_b_rows_sum, ulong __accc_o_rows_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*restrict body4)[4] = (__global float (*restrict)[4])(__accc_b_body4 + __accc_o_body4);
    __global float *rows_sum = (__global float *)(__accc_b_rows_sum + __accc_o_rows_sum);
    __local float __accc_c47_12_0[512][4];
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "cache_auto_stage.c"
{
            float px = (__accc_on ? (body4[i][0]) : 0), py = (__accc_on ? (body4[i][1]) : 0);
            float s = (__accc_on ? (0.0f) : 0);
            { const long __accc_tlo47_12 = 0; const long __accc_thi47_12 = (m);
for (long __accc_t47_12 = __accc_tlo47_12; __accc_t47_12 < __accc_thi47_12; __accc_t47_12 += 512) { const int __accc_j047_12 = __accc_t47_12; { const long __accc_s47_12_0_0 = (__accc_j047_12); const long __accc_e47_12_0_0 = (__accc_thi47_12 - __accc_t47_12 < 512 ? __accc_thi47_12 - __accc_t47_12 : 512); const long __accc_s47_12_0_1 = (0); const long __accc_e47_12_0_1 = 4; barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[8]; for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 4; __accc_r /= 4; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e47_12_0_0 && __accc_k1 < __accc_e47_12_0_1) { __accc_v0_0[__accc_q] = body4[__accc_s47_12_0_0 + __accc_k0][__accc_s47_12_0_1 + __accc_k1]; } } for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 4; __accc_r /= 4; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e47_12_0_0 && __accc_k1 < __accc_e47_12_0_1) { __accc_c47_12_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h47_12_0_0 = (0) - (0); const long __accc_h47_12_0_1 = (3) - (0); const long __accc_h47_12_0_2 = (1) - (0); const long __accc_h47_12_0_3 = (2) - (0);
if (__accc_e47_12_0_0 == 512) {
for (int j = __accc_j047_12; j < __accc_j047_12 + 512; j++) s += (__accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_0] - px) * __accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_1] + (__accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_2] - py) * __accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_3];
} else {
for (int j = __accc_j047_12; j < __accc_j047_12 + __accc_e47_12_0_0; j++) s += (__accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_0] - px) * __accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_1] + (__accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_2] - py) * __accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_3];
}
}
 } }
}
            if (__accc_on) { rows_sum[i] = s; }
        }
    }
}

__kernel void __accc_kernel_2_0(int m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b_gemv, ulong __accc_o_gemv, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global const int *restrict v = (__global const int *restrict)(__accc_b_v + __accc_o_v);
    __global long *gemv = (__global long *)(__accc_b_gemv + __accc_o_gemv);
    __local int __accc_c55_12_0[512];
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "cache_auto_stage.c"
{
            long s = (__accc_on ? (0) : 0);
            { const long __accc_tlo55_12 = 0; const long __accc_thi55_12 = (m);
for (long __accc_t55_12 = __accc_tlo55_12; __accc_t55_12 < __accc_thi55_12; __accc_t55_12 += 512) { const int __accc_j055_12 = __accc_t55_12; { const long __accc_s55_12_0_0 = (__accc_j055_12); const long __accc_e55_12_0_0 = (__accc_thi55_12 - __accc_t55_12 < 512 ? __accc_thi55_12 - __accc_t55_12 : 512); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e55_12_0_0) { __accc_v0_0[__accc_q] = v[__accc_s55_12_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e55_12_0_0) { __accc_c55_12_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
if (__accc_e55_12_0_0 == 512) {
for (int j = __accc_j055_12; j < __accc_j055_12 + 512; j++) s += (long)a[i * m + j] * __accc_c55_12_0[((j) - __accc_s55_12_0_0)];
} else {
for (int j = __accc_j055_12; j < __accc_j055_12 + __accc_e55_12_0_0; j++) s += (long)a[i * m + j] * __accc_c55_12_0[((j) - __accc_s55_12_0_0)];
}
}
 } }
}
            if (__accc_on) { gemv[i] = s; }
        }
    }
}

__kernel void __accc_kernel_3_0(int m, __global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b_ranks, ulong __accc_o_ranks, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict v = (__global const int *restrict)(__accc_b_v + __accc_o_v);
    __global long *ranks = (__global long *)(__accc_b_ranks + __accc_o_ranks);
    __global long *__accc_p_total = (__global long *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    long total = 0;
    __local long __accc_red_total[64];
    __local int __accc_c64_12_0[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_b = (long)get_group_id(0) * 64; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 64) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 64 ? (__accc_n) - (__accc_b) : 64;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 61 "cache_auto_stage.c"
{
            long r = (__accc_on ? (0) : 0);
            int vi = (__accc_on ? (v[i % m]) : 0);
            { const long __accc_tlo64_12 = 0; const long __accc_thi64_12 = (m);
for (long __accc_t64_12 = __accc_tlo64_12; __accc_t64_12 < __accc_thi64_12; __accc_t64_12 += 128) { const int __accc_j064_12 = __accc_t64_12; { const long __accc_s64_12_0_0 = (__accc_j064_12); const long __accc_e64_12_0_0 = (__accc_thi64_12 - __accc_t64_12 < 128 ? __accc_thi64_12 - __accc_t64_12 : 128); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e64_12_0_0) { __accc_v0_0[__accc_q] = v[__accc_s64_12_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e64_12_0_0) { __accc_c64_12_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
if (__accc_e64_12_0_0 == 128) {
for (int j = __accc_j064_12; j < __accc_j064_12 + 128; j++) {
                if (__accc_c64_12_0[((j) - __accc_s64_12_0_0)] < vi)
                    r++;
            }
} else {
for (int j = __accc_j064_12; j < __accc_j064_12 + __accc_e64_12_0_0; j++) {
                if (__accc_c64_12_0[((j) - __accc_s64_12_0_0)] < vi)
                    r++;
            }
}
}
 } }
}
            if (__accc_on) { ranks[i] = r; }
            if (__accc_on) { total += r; }
        }
    }
    __accc_red_total[__accc_l] = total;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 32; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 64) __accc_red_total[__accc_l] = __accc_red_total[__accc_l] + __accc_red_total[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_total), __accc_red_total[0]);
}

__kernel void __accc_kernel_4_0(int lo, int hi, __global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b_window, ulong __accc_o_window, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict w = (__global const double *restrict)(__accc_b_w + __accc_o_w);
    __global const int *restrict v = (__global const int *restrict)(__accc_b_v + __accc_o_v);
    __global long *window = (__global long *)(__accc_b_window + __accc_o_window);
    __local double __accc_c75_12_0[512];
    __local int __accc_c75_12_1[512];
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 73 "cache_auto_stage.c"
{
            double s = (__accc_on ? (0.0) : 0);
            { const long __accc_tlo75_12 = lo; const long __accc_thi75_12 = (hi) + 1;
for (long __accc_t75_12 = __accc_tlo75_12; __accc_t75_12 < __accc_thi75_12; __accc_t75_12 += 512) { const int __accc_j075_12 = __accc_t75_12; { const long __accc_s75_12_0_0 = (__accc_j075_12); const long __accc_e75_12_0_0 = (__accc_thi75_12 - __accc_t75_12 < 512 ? __accc_thi75_12 - __accc_t75_12 : 512); const long __accc_s75_12_1_0 = (__accc_j075_12); const long __accc_e75_12_1_0 = (__accc_thi75_12 - __accc_t75_12 < 512 ? __accc_thi75_12 - __accc_t75_12 : 512); barrier(CLK_LOCAL_MEM_FENCE); { double __accc_v0_0[2]; int __accc_v0_1[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e75_12_0_0) { __accc_v0_0[__accc_q] = w[__accc_s75_12_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = v[__accc_s75_12_1_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e75_12_0_0) { __accc_c75_12_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_c75_12_1[__accc_k0] = __accc_v0_1[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
if (__accc_e75_12_0_0 == 512) {
for (int j = __accc_j075_12; j < __accc_j075_12 + 512; j++) s += __accc_c75_12_0[((j) - __accc_s75_12_0_0)] * (i % 7) - __accc_c75_12_1[((j) - __accc_s75_12_1_0)];
} else {
for (int j = __accc_j075_12; j < __accc_j075_12 + __accc_e75_12_0_0; j++) s += __accc_c75_12_0[((j) - __accc_s75_12_0_0)] * (i % 7) - __accc_c75_12_1[((j) - __accc_s75_12_1_0)];
}
}
 } }
}
            if (__accc_on) { window[i] = (long)s; }
        }
    }
}

__kernel void __accc_kernel_5_0(int m, __global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b_stops, ulong __accc_o_stops, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict v = (__global const int *restrict)(__accc_b_v + __accc_o_v);
    __global long *stops = (__global long *)(__accc_b_stops + __accc_o_stops);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 81 "cache_auto_stage.c"
{
            long s = 0;
            for (int j = 0; j < m; j++) {
                if (v[j] == i)
                    break;
                s += v[j];
            }
            for (int j = 0; j < m - 1; j++)
                s += v[j + 1] - v[j];
            stops[i] = s;
        }
    }
}

__kernel void __accc_kernel_6_0(int four, __global char *__accc_b_v, ulong __accc_o_v, int lo, __global char *__accc_b_short_sum, ulong __accc_o_short_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict v = (__global const int *restrict)(__accc_b_v + __accc_o_v);
    __global long *short_sum = (__global long *)(__accc_b_short_sum + __accc_o_short_sum);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 95 "cache_auto_stage.c"
{
            long s = 0;
            int own[4] = {i, i + 1, 2 * i, 3};
            for (int j = 0; j < four; j++)
                s += own[j] * v[j];
            for (int j = 0; j < lo; j++)
                s += v[j] * (long)(i + 1);
            short_sum[i] = s;
        }
    }
}
