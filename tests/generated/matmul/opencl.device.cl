#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_A, ulong __accc_o_A, __global char *__accc_b_B, ulong __accc_o_B, __global char *__accc_b_C, ulong __accc_o_C, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*restrict A)[96] = (__global float (*restrict)[96])(__accc_b_A + __accc_o_A);
    __global float (*restrict B)[96] = (__global float (*restrict)[96])(__accc_b_B + __accc_o_B);
    __global float (*C)[96] = (__global float (*)[96])(__accc_b_C + __accc_o_C);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 22 "matmul.c"
{

            { long __accc_tc24_12_0 = (long)((long)(96) - (long)(0)); if (__accc_tc24_12_0 < 0) __accc_tc24_12_0 = 0; for (long __accc_it24_12 = (long)get_local_id(0); __accc_it24_12 < __accc_tc24_12_0; __accc_it24_12 += (long)get_local_size(0)) { long __accc_r24_12 = __accc_it24_12; int j = (0) + __accc_r24_12 * (1); 
{
                float s = 0.0f;

                for (int k = 0; k < 96; k++)
                    s += A[i][k] * B[k][j];
                C[i][j] = s;
            }
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_A, ulong __accc_o_A, __global char *__accc_b_B, ulong __accc_o_B, __global char *__accc_b_D, ulong __accc_o_D, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float (*restrict A)[96] = (__global float (*restrict)[96])(__accc_b_A + __accc_o_A);
    __global float (*restrict B)[96] = (__global float (*restrict)[96])(__accc_b_B + __accc_o_B);
    __global float (*D)[96] = (__global float (*)[96])(__accc_b_D + __accc_o_D);
    __local float __accc_vred_s[128];
    long __accc_sx = (long)get_group_id(0), __accc_sd = (long)get_num_groups(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 35 "matmul.c"
{
                float s = 0.0f;

                { long __accc_tc38_16_0 = (long)((long)(96) - (long)(0)); if (__accc_tc38_16_0 < 0) __accc_tc38_16_0 = 0; float __accc_save_s = s; s = 0; for (long __accc_it38_16 = (long)get_local_id(0); __accc_it38_16 < __accc_tc38_16_0; __accc_it38_16 += (long)get_local_size(0)) { long __accc_r38_16 = __accc_it38_16; int k = (0) + __accc_r38_16 * (1); 
s += A[i][k] * B[k][j];
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
                D[i][j] = s;
            }
    }
}
