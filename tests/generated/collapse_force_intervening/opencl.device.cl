#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0_strips(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_c, ulong __accc_o_c, __global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const double *restrict a = (__global const double *restrict)(__accc_b_a + __accc_o_a);
    __global const double *restrict b = (__global const double *restrict)(__accc_b_b + __accc_o_b);
    __global double (*c)[17] = (__global double (*)[17])(__accc_b_c + __accc_o_c);
    __global double *d = (__global double *)(__accc_b_d + __accc_o_d);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 30 "collapse_force_intervening.c"
{
        double s = a[i] * 2.0;
        {
            c[i][j] = s + b[j];
        }
        d[i] = s - 1.0;
    }
        }
    }
}

__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_c, ulong __accc_o_c, __global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const double *restrict a = (__global const double *restrict)(__accc_b_a + __accc_o_a);
    __global const double *restrict b = (__global const double *restrict)(__accc_b_b + __accc_o_b);
    __global double (*c)[17] = (__global double (*)[17])(__accc_b_c + __accc_o_c);
    __global double *d = (__global double *)(__accc_b_d + __accc_o_d);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 30 "collapse_force_intervening.c"
{
        double s = a[i] * 2.0;
        {
            c[i][j] = s + b[j];
        }
        d[i] = s - 1.0;
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_u, ulong __accc_o_u, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_lo2, long __accc_st2, long __accc_tc2, long __accc_n)
{
    __global int (*v)[17][5] = (__global int (*)[17][5])(__accc_b_v + __accc_o_v);
    __global int (*w)[17] = (__global int (*)[17])(__accc_b_w + __accc_o_w);
    __global int *u = (__global int *)(__accc_b_u + __accc_o_u);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r2 = __accc_tc2 > 0 ? __accc_tc2 : 1;
    long __accc_x2 = __accc_sx % __accc_r2, __accc_d2 = __accc_sd % __accc_r2;
    __accc_sx /= __accc_r2;
    __accc_sd /= __accc_r2;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x2 += __accc_d2, __accc_c = __accc_x2 >= __accc_tc2, __accc_x2 -= __accc_c ? __accc_tc2 : 0, __accc_x1 += __accc_d1 + __accc_c, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
        int k = (__accc_lo2 + __accc_x2 * __accc_st2);
#line 40 "collapse_force_intervening.c"
{
        int base = i * 1000;
        {
            int row = base + j * 10;
            
v[i][j][k] = row + k;
            w[i][j] = row;
        }
        u[i] = base / 1000;
    }
    }
}

__kernel void __accc_kernel_2_0_strips(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_f, ulong __accc_o_f, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_e, ulong __accc_o_e, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const double *restrict a = (__global const double *restrict)(__accc_b_a + __accc_o_a);
    __global double *f = (__global double *)(__accc_b_f + __accc_o_f);
    __global const double *restrict b = (__global const double *restrict)(__accc_b_b + __accc_o_b);
    __global double (*e)[17] = (__global double (*)[17])(__accc_b_e + __accc_o_e);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
        double t;
#line 57 "collapse_force_intervening.c"
{
            t = a[i] + 1.0;
            f[i] = t * t;
            
e[i][j] = t * b[j];
        }
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_f, ulong __accc_o_f, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_e, ulong __accc_o_e, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const double *restrict a = (__global const double *restrict)(__accc_b_a + __accc_o_a);
    __global double *f = (__global double *)(__accc_b_f + __accc_o_f);
    __global const double *restrict b = (__global const double *restrict)(__accc_b_b + __accc_o_b);
    __global double (*e)[17] = (__global double (*)[17])(__accc_b_e + __accc_o_e);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
        double t;
#line 57 "collapse_force_intervening.c"
{
            t = a[i] + 1.0;
            f[i] = t * t;
            
e[i][j] = t * b[j];
        }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_g, ulong __accc_o_g, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const double *restrict a = (__global const double *restrict)(__accc_b_a + __accc_o_a);
    __global const double *restrict b = (__global const double *restrict)(__accc_b_b + __accc_o_b);
    __global double (*g)[17] = (__global double (*)[17])(__accc_b_g + __accc_o_g);
    __local double __accc_vred_sum[128];
    long __accc_sx = (long)get_group_id(0), __accc_sd = (long)get_num_groups(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 70 "collapse_force_intervening.c"
{
            double scale = a[i];
            {
                double sum = 0.0;

                { long __accc_tc75_16_0 = (long)((long)(5) - (long)(0)); if (__accc_tc75_16_0 < 0) __accc_tc75_16_0 = 0; double __accc_save_sum = sum; sum = 0; for (long __accc_it75_16 = (long)get_local_id(0); __accc_it75_16 < __accc_tc75_16_0; __accc_it75_16 += (long)get_local_size(0)) { long __accc_r75_16 = __accc_it75_16; int k = (0) + __accc_r75_16 * (1); 
sum += scale * (k + 1);
} { int __accc_lane = (int)get_local_id(0); __accc_vred_sum[__accc_lane] = sum; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_sum[__accc_lane] = __accc_vred_sum[__accc_lane] + __accc_vred_sum[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } sum = __accc_save_sum + __accc_vred_sum[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
                g[i][j] = sum + b[j];
            }
        }
    }
}

__kernel void __accc_kernel_4_0_strips(__global char *__accc_b_wide, ulong __accc_o_wide, __global char *__accc_b_edge, ulong __accc_o_edge, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float (*wide)[700] = (__global float (*)[700])(__accc_b_wide + __accc_o_wide);
    __global float *edge = (__global float *)(__accc_b_edge + __accc_o_edge);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int r = (__accc_lo0 + __accc_x0 * __accc_st0);
        int x = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 84 "collapse_force_intervening.c"
{
        float offset = 0.5f * r;
        
wide[r][x] = offset + x;
        edge[r] = offset;
    }
        }
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_wide, ulong __accc_o_wide, __global char *__accc_b_edge, ulong __accc_o_edge, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float (*wide)[700] = (__global float (*)[700])(__accc_b_wide + __accc_o_wide);
    __global float *edge = (__global float *)(__accc_b_edge + __accc_o_edge);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int r = (__accc_lo0 + __accc_x0 * __accc_st0);
        int x = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 84 "collapse_force_intervening.c"
{
        float offset = 0.5f * r;
        
wide[r][x] = offset + x;
        edge[r] = offset;
    }
    }
}
