#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_row_start, ulong __accc_o_row_start, __global char *__accc_b_val, ulong __accc_o_val, __global char *__accc_b_col, ulong __accc_o_col, __global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, __global char *__accc_b_top, ulong __accc_o_top, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict row_start = (__global const int *restrict)(__accc_b_row_start + __accc_o_row_start);
    __global const long *restrict val = (__global const long *restrict)(__accc_b_val + __accc_o_val);
    __global const int *restrict col = (__global const int *restrict)(__accc_b_col + __accc_o_col);
    __global const long *restrict x = (__global const long *restrict)(__accc_b_x + __accc_o_x);
    __global long *y = (__global long *)(__accc_b_y + __accc_o_y);
    __global long *top = (__global long *)(__accc_b_top + __accc_o_top);
    __local long __accc_vred_s[32];
    __local long __accc_vred_m[32];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "packed_gangs.c"
{
        long s = 0, m = -1000000;

        { long __accc_tc43_8_0 = (long)((long)(row_start[i + 1]) - (long)(row_start[i])); if (__accc_tc43_8_0 < 0) __accc_tc43_8_0 = 0; long __accc_save_s = s; s = 0; long __accc_save_m = m; m = (-9223372036854775807L-1); for (long __accc_it43_8 = (long)get_local_id(0); __accc_it43_8 < __accc_tc43_8_0; __accc_it43_8 += (long)get_local_size(0)) { long __accc_r43_8 = __accc_it43_8; int k = (row_start[i]) + __accc_r43_8 * (1); 
{
            long p = val[k] * x[col[k]];
            s += p;
            m = p > m ? p : m;
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[0]; barrier(CLK_LOCAL_MEM_FENCE); } { int __accc_lane = (int)get_local_id(0); __accc_vred_m[__accc_lane] = m; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_m[__accc_lane] = (__accc_vred_m[__accc_lane] > __accc_vred_m[__accc_lane + __accc_s] ? __accc_vred_m[__accc_lane] : __accc_vred_m[__accc_lane + __accc_s]); barrier(CLK_LOCAL_MEM_FENCE); } m = (__accc_save_m > __accc_vred_m[0] ? __accc_save_m : __accc_vred_m[0]); barrier(CLK_LOCAL_MEM_FENCE); } }
        y[i] = s;
        top[i] = m;
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_row_start, ulong __accc_o_row_start, __global char *__accc_b_val, ulong __accc_o_val, __global char *__accc_b_col, ulong __accc_o_col, __global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_few, ulong __accc_o_few, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict row_start = (__global const int *restrict)(__accc_b_row_start + __accc_o_row_start);
    __global const long *restrict val = (__global const long *restrict)(__accc_b_val + __accc_o_val);
    __global const int *restrict col = (__global const int *restrict)(__accc_b_col + __accc_o_col);
    __global const long *restrict x = (__global const long *restrict)(__accc_b_x + __accc_o_x);
    __global long *few = (__global long *)(__accc_b_few + __accc_o_few);
    __local long __accc_vred_s[32];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "packed_gangs.c"
{
            long s = 0;

            { long __accc_tc60_12_0 = (long)((long)(row_start[i + 501]) - (long)(row_start[i + 500])); if (__accc_tc60_12_0 < 0) __accc_tc60_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it60_12 = (long)get_local_id(0); __accc_it60_12 < __accc_tc60_12_0; __accc_it60_12 += (long)get_local_size(0)) { long __accc_r60_12 = __accc_it60_12; int k = (row_start[i + 500]) + __accc_r60_12 * (1); 
s += val[k] * x[col[k]];
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
            few[i] = s;
        }
    }
}

__kernel void __accc_kernel_2_0(int nnz, __global char *__accc_b_val, ulong __accc_o_val, __global char *__accc_b_twice, ulong __accc_o_twice, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const long *restrict val = (__global const long *restrict)(__accc_b_val + __accc_o_val);
    __global long *twice = (__global long *)(__accc_b_twice + __accc_o_twice);
    __local long __accc_vred_t[32];
    __local long __accc_vred_s[32];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 69 "packed_gangs.c"
{
        long t = 0;

        { long __accc_tc72_8_0 = (long)((long)(2) - (long)(0)); if (__accc_tc72_8_0 < 0) __accc_tc72_8_0 = 0; long __accc_save_t = t; t = 0; for (long __accc_b72_8 = 0; __accc_b72_8 < __accc_tc72_8_0; __accc_b72_8 += 2) { const long __accc_it72_8 = __accc_b72_8 + ((long)get_local_id(0) / 16); const int __accc_won72_8 = __accc_it72_8 < __accc_tc72_8_0; long __accc_r72_8 = __accc_it72_8; int w = (0) + __accc_r72_8 * (1); 
{
            long s = 0;

            { long __accc_tc75_12_0 = __accc_won72_8 ? (long)((long)(40) - (long)(0)) : 0; if (__accc_tc75_12_0 < 0) __accc_tc75_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it75_12 = ((long)get_local_id(0) % 16); __accc_it75_12 < __accc_tc75_12_0; __accc_it75_12 += 16) { long __accc_r75_12 = __accc_it75_12; int k = (0) + __accc_r75_12 * (1); 
s += val[(i * 7 + w * 40 + k) % nnz];
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 8; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 16 < __accc_s && __accc_lane % 16 + __accc_s < 16) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 16]; barrier(CLK_LOCAL_MEM_FENCE); } }
            if (__accc_won72_8) { t += s; }
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_t[__accc_lane] = (__accc_lane % 16 == 0 ? t : 0); barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_t[__accc_lane] = __accc_vred_t[__accc_lane] + __accc_vred_t[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } t = __accc_save_t + __accc_vred_t[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
        long bias = 0;

        for (int b = 0; b < 3; b++) bias += b * i;
        twice[i] = 2 * t + bias;
    }
    }
}
