#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_M, ulong __accc_o_M, __global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double (*restrict M)[257] = (__global double (*restrict)[257])(__accc_b_M + __accc_o_M);
    __global const double *restrict x = (__global const double *restrict)(__accc_b_x + __accc_o_x);
    __global double *y = (__global double *)(__accc_b_y + __accc_o_y);
    __local double __accc_vred_s[32];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "matvec.c"
{
        double s = 0.0;

        { long __accc_tc22_8_0 = (long)((long)(257) - (long)(0)); if (__accc_tc22_8_0 < 0) __accc_tc22_8_0 = 0; double __accc_save_s = s; s = 0; for (long __accc_it22_8 = (long)get_local_id(0); __accc_it22_8 < __accc_tc22_8_0; __accc_it22_8 += (long)get_local_size(0)) { long __accc_r22_8 = __accc_it22_8; int j = (0) + __accc_r22_8 * (1); 
s += M[i][j] * x[j];
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 32) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
        y[i] = s;
    }
    }
}
