#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*a)[16][32] = (__global int (*)[16][32])(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "loop_levels.c"
{

            { long __accc_tc18_12_0 = (long)((long)(16) - (long)(0)); if (__accc_tc18_12_0 < 0) __accc_tc18_12_0 = 0; for (long __accc_b18_12 = 0; __accc_b18_12 < __accc_tc18_12_0; __accc_b18_12 += 4) { const long __accc_it18_12 = __accc_b18_12 + ((long)get_local_id(0) / 32); const int __accc_won18_12 = __accc_it18_12 < __accc_tc18_12_0; long __accc_r18_12 = __accc_it18_12; int j = (0) + __accc_r18_12 * (1); 
{

                { long __accc_tc20_16_0 = __accc_won18_12 ? (long)((long)(32) - (long)(0)) : 0; if (__accc_tc20_16_0 < 0) __accc_tc20_16_0 = 0; for (long __accc_it20_16 = ((long)get_local_id(0) % 32); __accc_it20_16 < __accc_tc20_16_0; __accc_it20_16 += 32) { long __accc_r20_16 = __accc_it20_16; int k = (0) + __accc_r20_16 * (1); 
a[i][j][k] = i * 10000 + j * 100 + k;
} barrier(CLK_LOCAL_MEM_FENCE); }
            }
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
    }
}
