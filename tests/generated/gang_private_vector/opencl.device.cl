#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict in)[100] = (__global int (*restrict)[100])(__accc_b_in + __accc_o_in);
    __global int (*out)[100] = (__global int (*)[100])(__accc_b_out + __accc_o_out);
    __local int row[100];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "gang_private_vector.c"
{

        { long __accc_tc21_8_0 = (long)((long)(100) - (long)(0)); if (__accc_tc21_8_0 < 0) __accc_tc21_8_0 = 0; for (long __accc_it21_8 = (long)get_local_id(0); __accc_it21_8 < __accc_tc21_8_0; __accc_it21_8 += (long)get_local_size(0)) { long __accc_r21_8 = __accc_it21_8; int j = (0) + __accc_r21_8 * (1); 
row[j] = in[i][j] * 2;
} barrier(CLK_LOCAL_MEM_FENCE); }

        { long __accc_tc24_8_0 = (long)((long)(100) - (long)(0)); if (__accc_tc24_8_0 < 0) __accc_tc24_8_0 = 0; for (long __accc_it24_8 = (long)get_local_id(0); __accc_it24_8 < __accc_tc24_8_0; __accc_it24_8 += (long)get_local_size(0)) { long __accc_r24_8 = __accc_it24_8; int j = (0) + __accc_r24_8 * (1); 
out[i][j] = row[(j + 1) % 100] - row[j];
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}
