#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_sum, ulong __accc_o_sum, __global char *__accc_b_lmin, ulong __accc_o_lmin, __global char *__accc_b_dsum, ulong __accc_o_dsum, __global char *__accc_b_imax, ulong __accc_o_imax, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[1000] = (__global int (*restrict)[1000])(__accc_b_a + __accc_o_a);
    __global long *sum = (__global long *)(__accc_b_sum + __accc_o_sum);
    __global long *lmin = (__global long *)(__accc_b_lmin + __accc_o_lmin);
    __global double *dsum = (__global double *)(__accc_b_dsum + __accc_o_dsum);
    __global int *imax = (__global int *)(__accc_b_imax + __accc_o_imax);
    __local long __accc_vred_s[128];
    __local long __accc_vred_m[128];
    __local double __accc_vred_d[128];
    __local int __accc_vred_x[128];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "vector_reduction_shapes.c"
{
        long s = 1, m = 1000000;
        double d = 0.5;
        int x = -1000000;

        { long __accc_tc38_8_0 = (long)((long)(1000) - (long)(0)); if (__accc_tc38_8_0 < 0) __accc_tc38_8_0 = 0; long __accc_save_s = s; s = 0; long __accc_save_m = m; m = 9223372036854775807L; double __accc_save_d = d; d = 0; int __accc_save_x = x; x = (-2147483647-1); for (long __accc_it38_8 = (long)get_local_id(0); __accc_it38_8 < __accc_tc38_8_0; __accc_it38_8 += (long)get_local_size(0)) { long __accc_r38_8 = __accc_it38_8; int j = (0) + __accc_r38_8 * (1); 
{
            s += a[i][j];
            m = a[i][j] * 3L < m ? a[i][j] * 3L : m;
            d += a[i][j] * 0.25;
            x = a[i][j] > x ? a[i][j] : x;
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[0]; barrier(CLK_LOCAL_MEM_FENCE); } { int __accc_lane = (int)get_local_id(0); __accc_vred_m[__accc_lane] = m; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_m[__accc_lane] = (__accc_vred_m[__accc_lane] < __accc_vred_m[__accc_lane + __accc_s] ? __accc_vred_m[__accc_lane] : __accc_vred_m[__accc_lane + __accc_s]); barrier(CLK_LOCAL_MEM_FENCE); } m = (__accc_save_m < __accc_vred_m[0] ? __accc_save_m : __accc_vred_m[0]); barrier(CLK_LOCAL_MEM_FENCE); } { int __accc_lane = (int)get_local_id(0); __accc_vred_d[__accc_lane] = d; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_d[__accc_lane] = __accc_vred_d[__accc_lane] + __accc_vred_d[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } d = __accc_save_d + __accc_vred_d[0]; barrier(CLK_LOCAL_MEM_FENCE); } { int __accc_lane = (int)get_local_id(0); __accc_vred_x[__accc_lane] = x; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_x[__accc_lane] = (__accc_vred_x[__accc_lane] > __accc_vred_x[__accc_lane + __accc_s] ? __accc_vred_x[__accc_lane] : __accc_vred_x[__accc_lane + __accc_s]); barrier(CLK_LOCAL_MEM_FENCE); } x = (__accc_save_x > __accc_vred_x[0] ? __accc_save_x : __accc_vred_x[0]); barrier(CLK_LOCAL_MEM_FENCE); } }
        sum[i] = s;
        lmin[i] = m;
        dsum[i] = d;
        imax[i] = x;
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_cmax, ulong __accc_o_cmax, __global char *__accc_b_umin, ulong __accc_o_umin, __global char *__accc_b_ssum, ulong __accc_o_ssum, __global char *__accc_b_all__accc, ulong __accc_o_all__accc, __global char *__accc_b_any__accc, ulong __accc_o_any__accc, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[1000] = (__global int (*restrict)[1000])(__accc_b_a + __accc_o_a);
    __global char *cmax = (__global char *)(__accc_b_cmax + __accc_o_cmax);
    __global uchar *umin = (__global uchar *)(__accc_b_umin + __accc_o_umin);
    __global short *ssum = (__global short *)(__accc_b_ssum + __accc_o_ssum);
    __global uchar *all__accc = (__global uchar *)(__accc_b_all__accc + __accc_o_all__accc);
    __global uchar *any__accc = (__global uchar *)(__accc_b_any__accc + __accc_o_any__accc);
    __local char __accc_vred_c[32];
    __local uchar __accc_vred_u[32];
    __local short __accc_vred_s[32];
    __local uchar __accc_vred_al[32];
    __local uchar __accc_vred_an[32];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 63 "vector_reduction_shapes.c"
{
        signed char c = -128;
        unsigned char u = 255;
        short s = 0;
        _Bool al = 1, an = 0;

        { long __accc_tc69_8_0 = (long)((long)(1000) - (long)(0)); if (__accc_tc69_8_0 < 0) __accc_tc69_8_0 = 0; char __accc_save_c = c; c = (-128); uchar __accc_save_u = u; u = 255; short __accc_save_s = s; s = 0; uchar __accc_save_al = al; al = 1; uchar __accc_save_an = an; an = 0; for (long __accc_it69_8 = (long)get_local_id(0); __accc_it69_8 < __accc_tc69_8_0; __accc_it69_8 += (long)get_local_size(0)) { long __accc_r69_8 = __accc_it69_8; int j = (0) + __accc_r69_8 * (1); 
{
            signed char v = (signed char)(a[i][j] % 100);
            c = v > c ? v : c;
            unsigned char w = (unsigned char)((a[i][j] + 500) % 251);
            u = w < u ? w : u;
            s += (short)(a[i][j] % 7);
            al = al && a[i][j] > -500 + i;
            an = an || a[i][j] == 499 - i;
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_c[__accc_lane] = c; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_c[__accc_lane] = (__accc_vred_c[__accc_lane] > __accc_vred_c[__accc_lane + __accc_s] ? __accc_vred_c[__accc_lane] : __accc_vred_c[__accc_lane + __accc_s]); barrier(CLK_LOCAL_MEM_FENCE); } c = (__accc_save_c > __accc_vred_c[0] ? __accc_save_c : __accc_vred_c[0]); barrier(CLK_LOCAL_MEM_FENCE); } { int __accc_lane = (int)get_local_id(0); __accc_vred_u[__accc_lane] = u; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_u[__accc_lane] = (__accc_vred_u[__accc_lane] < __accc_vred_u[__accc_lane + __accc_s] ? __accc_vred_u[__accc_lane] : __accc_vred_u[__accc_lane + __accc_s]); barrier(CLK_LOCAL_MEM_FENCE); } u = (__accc_save_u < __accc_vred_u[0] ? __accc_save_u : __accc_vred_u[0]); barrier(CLK_LOCAL_MEM_FENCE); } { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[0]; barrier(CLK_LOCAL_MEM_FENCE); } { int __accc_lane = (int)get_local_id(0); __accc_vred_al[__accc_lane] = al; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_al[__accc_lane] = __accc_vred_al[__accc_lane] && __accc_vred_al[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } al = __accc_save_al && __accc_vred_al[0]; barrier(CLK_LOCAL_MEM_FENCE); } { int __accc_lane = (int)get_local_id(0); __accc_vred_an[__accc_lane] = an; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_an[__accc_lane] = __accc_vred_an[__accc_lane] || __accc_vred_an[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } an = __accc_save_an || __accc_vred_an[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
        cmax[i] = c;
        umin[i] = u;
        ssum[i] = s;
        all__accc[i] = al;
        any__accc[i] = an;
    }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_w16, ulong __accc_o_w16, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[1000] = (__global int (*restrict)[1000])(__accc_b_a + __accc_o_a);
    __global long *w16 = (__global long *)(__accc_b_w16 + __accc_o_w16);
    __local long __accc_vred_t[128];
    __local long __accc_vred_s[128];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 91 "vector_reduction_shapes.c"
{
        long t = 0;

        { long __accc_tc94_8_0 = (long)((long)(10) - (long)(0)); if (__accc_tc94_8_0 < 0) __accc_tc94_8_0 = 0; long __accc_save_t = t; t = 0; for (long __accc_b94_8 = 0; __accc_b94_8 < __accc_tc94_8_0; __accc_b94_8 += 8) { const long __accc_it94_8 = __accc_b94_8 + ((long)get_local_id(0) / 16); const int __accc_won94_8 = __accc_it94_8 < __accc_tc94_8_0; long __accc_r94_8 = __accc_it94_8; int p = (0) + __accc_r94_8 * (1); 
{
            long s = 0;
            if (__accc_won94_8) { s = p; }

            { long __accc_tc98_12_0 = __accc_won94_8 ? (long)((long)(p * 100 + 100) - (long)(p * 100)) : 0; if (__accc_tc98_12_0 < 0) __accc_tc98_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it98_12 = ((long)get_local_id(0) % 16); __accc_it98_12 < __accc_tc98_12_0; __accc_it98_12 += 16) { long __accc_r98_12 = __accc_it98_12; int j = (p * 100) + __accc_r98_12 * (1); 
s += a[i][j] * (p + 1);
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 8; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 16 < __accc_s && __accc_lane % 16 + __accc_s < 16) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 16]; barrier(CLK_LOCAL_MEM_FENCE); } }
            if (__accc_won94_8) { t += s; }
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_t[__accc_lane] = (__accc_lane % 16 == 0 ? t : 0); barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_t[__accc_lane] = __accc_vred_t[__accc_lane] + __accc_vred_t[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } t = __accc_save_t + __accc_vred_t[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
        w16[i] = t;
    }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_w8, ulong __accc_o_w8, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[1000] = (__global int (*restrict)[1000])(__accc_b_a + __accc_o_a);
    __global long *w8 = (__global long *)(__accc_b_w8 + __accc_o_w8);
    __local long __accc_vred_t[32];
    __local long __accc_vred_s[32];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 104 "vector_reduction_shapes.c"
{
        long t = 0;

        { long __accc_tc107_8_0 = (long)((long)(10) - (long)(0)); if (__accc_tc107_8_0 < 0) __accc_tc107_8_0 = 0; long __accc_save_t = t; t = 0; for (long __accc_b107_8 = 0; __accc_b107_8 < __accc_tc107_8_0; __accc_b107_8 += 4) { const long __accc_it107_8 = __accc_b107_8 + ((long)get_local_id(0) / 8); const int __accc_won107_8 = __accc_it107_8 < __accc_tc107_8_0; long __accc_r107_8 = __accc_it107_8; int p = (0) + __accc_r107_8 * (1); 
{
            long s = 0;
            if (__accc_won107_8) { s = p; }

            { long __accc_tc111_12_0 = __accc_won107_8 ? (long)((long)(p * 100 + 100) - (long)(p * 100)) : 0; if (__accc_tc111_12_0 < 0) __accc_tc111_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it111_12 = ((long)get_local_id(0) % 8); __accc_it111_12 < __accc_tc111_12_0; __accc_it111_12 += 8) { long __accc_r111_12 = __accc_it111_12; int j = (p * 100) + __accc_r111_12 * (1); 
s += a[i][j] * (p + 1);
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 4; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 8 < __accc_s && __accc_lane % 8 + __accc_s < 8) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 8]; barrier(CLK_LOCAL_MEM_FENCE); } }
            if (__accc_won107_8) { t += s; }
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_t[__accc_lane] = (__accc_lane % 8 == 0 ? t : 0); barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_t[__accc_lane] = __accc_vred_t[__accc_lane] + __accc_vred_t[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } t = __accc_save_t + __accc_vred_t[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
        w8[i] = t;
    }
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_w64, ulong __accc_o_w64, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[1000] = (__global int (*restrict)[1000])(__accc_b_a + __accc_o_a);
    __global long *w64 = (__global long *)(__accc_b_w64 + __accc_o_w64);
    __local long __accc_vred_t[128];
    __local long __accc_vred_s[128];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 117 "vector_reduction_shapes.c"
{
        long t = 0;

        { long __accc_tc120_8_0 = (long)((long)(10) - (long)(0)); if (__accc_tc120_8_0 < 0) __accc_tc120_8_0 = 0; long __accc_save_t = t; t = 0; for (long __accc_b120_8 = 0; __accc_b120_8 < __accc_tc120_8_0; __accc_b120_8 += 2) { const long __accc_it120_8 = __accc_b120_8 + ((long)get_local_id(0) / 64); const int __accc_won120_8 = __accc_it120_8 < __accc_tc120_8_0; long __accc_r120_8 = __accc_it120_8; int p = (0) + __accc_r120_8 * (1); 
{
            long s = 0;
            if (__accc_won120_8) { s = p; }

            { long __accc_tc124_12_0 = __accc_won120_8 ? (long)((long)(p * 100 + 100) - (long)(p * 100)) : 0; if (__accc_tc124_12_0 < 0) __accc_tc124_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it124_12 = ((long)get_local_id(0) % 64); __accc_it124_12 < __accc_tc124_12_0; __accc_it124_12 += 64) { long __accc_r124_12 = __accc_it124_12; int j = (p * 100) + __accc_r124_12 * (1); 
s += a[i][j] * (p + 1);
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 32; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 64 < __accc_s && __accc_lane % 64 + __accc_s < 64) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 64]; barrier(CLK_LOCAL_MEM_FENCE); } }
            if (__accc_won120_8) { t += s; }
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_t[__accc_lane] = (__accc_lane % 64 == 0 ? t : 0); barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_t[__accc_lane] = __accc_vred_t[__accc_lane] + __accc_vred_t[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } t = __accc_save_t + __accc_vred_t[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
        w64[i] = t;
    }
    }
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_w48, ulong __accc_o_w48, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[1000] = (__global int (*restrict)[1000])(__accc_b_a + __accc_o_a);
    __global long *w48 = (__global long *)(__accc_b_w48 + __accc_o_w48);
    __local long __accc_vred_t[96];
    __local long __accc_vred_s[96];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 130 "vector_reduction_shapes.c"
{
        long t = 0;

        { long __accc_tc133_8_0 = (long)((long)(10) - (long)(0)); if (__accc_tc133_8_0 < 0) __accc_tc133_8_0 = 0; long __accc_save_t = t; t = 0; for (long __accc_b133_8 = 0; __accc_b133_8 < __accc_tc133_8_0; __accc_b133_8 += 2) { const long __accc_it133_8 = __accc_b133_8 + ((long)get_local_id(0) / 48); const int __accc_won133_8 = __accc_it133_8 < __accc_tc133_8_0; long __accc_r133_8 = __accc_it133_8; int p = (0) + __accc_r133_8 * (1); 
{
            long s = 0;
            if (__accc_won133_8) { s = p; }

            { long __accc_tc137_12_0 = __accc_won133_8 ? (long)((long)(p * 100 + 100) - (long)(p * 100)) : 0; if (__accc_tc137_12_0 < 0) __accc_tc137_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it137_12 = ((long)get_local_id(0) % 48); __accc_it137_12 < __accc_tc137_12_0; __accc_it137_12 += 48) { long __accc_r137_12 = __accc_it137_12; int j = (p * 100) + __accc_r137_12 * (1); 
s += a[i][j] * (p + 1);
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 32; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 48 < __accc_s && __accc_lane % 48 + __accc_s < 48) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 48]; barrier(CLK_LOCAL_MEM_FENCE); } }
            if (__accc_won133_8) { t += s; }
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_t[__accc_lane] = (__accc_lane % 48 == 0 ? t : 0); barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 96) __accc_vred_t[__accc_lane] = __accc_vred_t[__accc_lane] + __accc_vred_t[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } t = __accc_save_t + __accc_vred_t[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
        w48[i] = t;
    }
    }
}

__kernel void __accc_kernel_6_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_wmax, ulong __accc_o_wmax, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[1000] = (__global int (*restrict)[1000])(__accc_b_a + __accc_o_a);
    __global long *wmax = (__global long *)(__accc_b_wmax + __accc_o_wmax);
    __local long __accc_vred_m[96];
    __local long __accc_vred_s[96];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 148 "vector_reduction_shapes.c"
{
        long m = -1;

        { long __accc_tc151_8_0 = (long)((long)(10) - (long)(0)); if (__accc_tc151_8_0 < 0) __accc_tc151_8_0 = 0; long __accc_save_m = m; m = (-9223372036854775807L-1); for (long __accc_b151_8 = 0; __accc_b151_8 < __accc_tc151_8_0; __accc_b151_8 += 3) { const long __accc_it151_8 = __accc_b151_8 + ((long)get_local_id(0) / 32); const int __accc_won151_8 = __accc_it151_8 < __accc_tc151_8_0; long __accc_r151_8 = __accc_it151_8; int p = (0) + __accc_r151_8 * (1); 
{
            long s = 0;

            { long __accc_tc154_12_0 = __accc_won151_8 ? (long)((long)(p * 100 + 100) - (long)(p * 100)) : 0; if (__accc_tc154_12_0 < 0) __accc_tc154_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it154_12 = ((long)get_local_id(0) % 32); __accc_it154_12 < __accc_tc154_12_0; __accc_it154_12 += 32) { long __accc_r154_12 = __accc_it154_12; int j = (p * 100) + __accc_r154_12 * (1); 
s += a[i][j];
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 32 < __accc_s && __accc_lane % 32 + __accc_s < 32) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 32]; barrier(CLK_LOCAL_MEM_FENCE); } }
            if (__accc_won151_8) { m = s > m ? s : m; }
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_m[__accc_lane] = (__accc_lane % 32 == 0 ? m : (-9223372036854775807L-1)); barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 96) __accc_vred_m[__accc_lane] = (__accc_vred_m[__accc_lane] > __accc_vred_m[__accc_lane + __accc_s] ? __accc_vred_m[__accc_lane] : __accc_vred_m[__accc_lane + __accc_s]); barrier(CLK_LOCAL_MEM_FENCE); } m = (__accc_save_m > __accc_vred_m[0] ? __accc_save_m : __accc_vred_m[0]); barrier(CLK_LOCAL_MEM_FENCE); } }
        wmax[i] = m;
    }
    }
}

__kernel void __accc_kernel_7_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_odd, ulong __accc_o_odd, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[1000] = (__global int (*restrict)[1000])(__accc_b_a + __accc_o_a);
    __global long *odd = (__global long *)(__accc_b_odd + __accc_o_odd);
    __local long __accc_vred_s[40];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 160 "vector_reduction_shapes.c"
{
        long s = 0;

        { long __accc_tc163_8_0 = (long)((long)(1000) - (long)(0)); if (__accc_tc163_8_0 < 0) __accc_tc163_8_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it163_8 = (long)get_local_id(0); __accc_it163_8 < __accc_tc163_8_0; __accc_it163_8 += (long)get_local_size(0)) { long __accc_r163_8 = __accc_it163_8; int j = (0) + __accc_r163_8 * (1); 
s += a[i][j] & 1;
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 32; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 40) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
        odd[i] = s;
    }
    }
}
