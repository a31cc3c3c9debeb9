#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_y, ulong __accc_o_y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global const float *restrict w = (__global const float *restrict)(__accc_b_w + __accc_o_w);
    __global float *y = (__global float *)(__accc_b_y + __accc_o_y);
    __local float __accc_c18_0_0[150];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 17 "cache_impl_gang.c"
{

        { const long __accc_s18_0_0_0 = (i * 150); const long __accc_e18_0_0_0 = 150; barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 150 && __accc_k0 < __accc_e18_0_0_0) { __accc_v0_0[__accc_q] = x[__accc_s18_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 150 && __accc_k0 < __accc_e18_0_0_0) { __accc_c18_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
{
{

            { long __accc_tc21_12_0 = (long)((long)(150) - (long)(0)); if (__accc_tc21_12_0 < 0) __accc_tc21_12_0 = 0; for (long __accc_it21_12 = (long)get_local_id(0); __accc_it21_12 < __accc_tc21_12_0; __accc_it21_12 += (long)get_local_size(0)) { long __accc_r21_12 = __accc_it21_12; int j = (0) + __accc_r21_12 * (1); 
{
                float left = j > 0 ? __accc_c18_0_0[((i * 150 + j - 1) - (i * 150))] : 0.0f;
                y[i * 150 + j] = w[j] * __accc_c18_0_0[((i * 150 + j) - (i * 150))] + left;
            }
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
}
 }
    }
    }
}
