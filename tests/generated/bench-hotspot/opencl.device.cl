#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 50 "hotspot.c"
w[i] = (float)i;
    }
}

__kernel void __accc_kernel_1_0_strips(int cols, __global char *__accc_b_t, ulong __accc_o_t, int rows, float cy, float cx, float cz, float cp, __global char *__accc_b_power, ulong __accc_o_power, __global char *__accc_b_u, ulong __accc_o_u, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const float *restrict t = (__global const float *restrict)(__accc_b_t + __accc_o_t);
    __global const float *restrict power = (__global const float *restrict)(__accc_b_power + __accc_o_power);
    __global float *u = (__global float *)(__accc_b_u + __accc_o_u);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int r = (__accc_lo0 + __accc_x0 * __accc_st0);
        int c = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 102 "hotspot.c"
{
                    int k = r * cols + c;
                    float tc = t[k];
                    float tn = r > 0 ? t[k - cols] : tc;
                    float ts = r < rows - 1 ? t[k + cols] : tc;
                    float tw = c > 0 ? t[k - 1] : tc;
                    float te = c < cols - 1 ? t[k + 1] : tc;
                    u[k] = tc + cy * (tn + ts - 2.0f * tc) + cx * (te + tw - 2.0f * tc)
                         + cz * (80.0f - tc) + cp * power[k];
                }
        }
    }
}

__kernel void __accc_kernel_1_0(int cols, __global char *__accc_b_t, ulong __accc_o_t, int rows, float cy, float cx, float cz, float cp, __global char *__accc_b_power, ulong __accc_o_power, __global char *__accc_b_u, ulong __accc_o_u, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const float *restrict t = (__global const float *restrict)(__accc_b_t + __accc_o_t);
    __global const float *restrict power = (__global const float *restrict)(__accc_b_power + __accc_o_power);
    __global float *u = (__global float *)(__accc_b_u + __accc_o_u);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int r = (__accc_lo0 + __accc_x0 * __accc_st0);
        int c = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 102 "hotspot.c"
{
                    int k = r * cols + c;
                    float tc = t[k];
                    float tn = r > 0 ? t[k - cols] : tc;
                    float ts = r < rows - 1 ? t[k + cols] : tc;
                    float tw = c > 0 ? t[k - 1] : tc;
                    float te = c < cols - 1 ? t[k + 1] : tc;
                    u[k] = tc + cy * (tn + ts - 2.0f * tc) + cx * (te + tw - 2.0f * tc)
                         + cz * (80.0f - tc) + cp * power[k];
                }
    }
}
