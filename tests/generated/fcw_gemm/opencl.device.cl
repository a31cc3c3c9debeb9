#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*restrict a)[83] = (__global float (*restrict)[83])(__accc_b_a + __accc_o_a);
    __global float (*restrict b)[70] = (__global float (*restrict)[70])(__accc_b_b + __accc_o_b);
    __global float (*c)[70] = (__global float (*)[70])(__accc_b_c + __accc_o_c);
    __local float __accc_c45_0_0[1][16];
    __local float __accc_c45_0_1[16][32];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 39 "fcw_gemm.c"
{

            { long __accc_tc41_12_0 = (long)((long)(70) - (long)(0)); if (__accc_tc41_12_0 < 0) __accc_tc41_12_0 = 0; for (long __accc_b41_12 = 0; __accc_b41_12 < __accc_tc41_12_0; __accc_b41_12 += 32) { const long __accc_it41_12 = __accc_b41_12 + (long)get_local_id(0); const int __accc_on_x = __accc_it41_12 < __accc_tc41_12_0; const int __accc_on = __accc_on_x; const long __accc_w = (__accc_tc41_12_0) - (__accc_b41_12) < 32 ? (__accc_tc41_12_0) - (__accc_b41_12) : 32; long __accc_r41_12 = __accc_it41_12; int j = (0) + __accc_r41_12 * (1); 
{
                float sum = (__accc_on ? (0) : 0);
                for (int l = 0; l < 83; l += 16) {
                    int bound = (__accc_on ? (l + 16 < 83 ? l + 16 : 83) : 0);

                    { const long __accc_s45_0_0_0 = ((i) - 0); const long __accc_e45_0_0_0 = 1; const long __accc_s45_0_0_1 = ((l) - 0); const long __accc_e45_0_0_1 = 16; const long __accc_s45_0_1_0 = ((l) - 0); const long __accc_e45_0_1_0 = 16; const long __accc_s45_0_1_1 = ((j) - 0) - 1 * (long)get_local_id(0); const long __accc_e45_0_1_1 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 32; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_f < 16 && __accc_k0 < __accc_e45_0_0_0 && __accc_k1 < __accc_e45_0_0_1) { __accc_v0_0[__accc_q] = ((__accc_s45_0_0_0 + __accc_k0 >= 0 && __accc_s45_0_0_0 + __accc_k0 < 45 && __accc_s45_0_0_1 + __accc_k1 >= 0 && __accc_s45_0_0_1 + __accc_k1 < 83) ? a[__accc_s45_0_0_0 + __accc_k0][__accc_s45_0_0_1 + __accc_k1] : 0); } } for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 512; __accc_f += 32) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e45_0_1_0 && __accc_k1 < __accc_e45_0_1_1) { __accc_c45_0_1[__accc_k0][__accc_k1] = ((__accc_s45_0_1_0 + __accc_k0 >= 0 && __accc_s45_0_1_0 + __accc_k0 < 83 && __accc_s45_0_1_1 + __accc_k1 >= 0 && __accc_s45_0_1_1 + __accc_k1 < 70) ? b[__accc_s45_0_1_0 + __accc_k0][__accc_s45_0_1_1 + __accc_k1] : 0); } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 32; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_f < 16 && __accc_k0 < __accc_e45_0_0_0 && __accc_k1 < __accc_e45_0_0_1) { __accc_c45_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h45_0_0_0 = (i) - ((i) - 0); const long __accc_h45_0_1_1 = 1 * (long)get_local_id(0) + ((j) - ((j) - 0));
for (int m = l; m < bound; m++)
                        sum += __accc_c45_0_0[__accc_h45_0_0_0][((m) - ((l) - 0))] * __accc_c45_0_1[((m) - ((l) - 0))][__accc_h45_0_1_1];
}
 }
                }
                if (__accc_on) { c[i][j] = sum; }
            }
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*restrict a)[83] = (__global float (*restrict)[83])(__accc_b_a + __accc_o_a);
    __global float (*restrict b)[70] = (__global float (*restrict)[70])(__accc_b_b + __accc_o_b);
    __global float (*d)[70] = (__global float (*)[70])(__accc_b_d + __accc_o_d);
    __local float __accc_c59_0_0[1][16];
    __local float __accc_c59_0_1[16][16];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 54 "fcw_gemm.c"
{

            { long __accc_tc56_12_0 = (long)((long)(70) - (long)(0)); if (__accc_tc56_12_0 < 0) __accc_tc56_12_0 = 0; for (long __accc_b56_12 = 0; __accc_b56_12 < __accc_tc56_12_0; __accc_b56_12 += 16) { const long __accc_it56_12 = __accc_b56_12 + (long)get_local_id(0); const int __accc_on_x = __accc_it56_12 < __accc_tc56_12_0; const int __accc_on = __accc_on_x; const long __accc_w = (__accc_tc56_12_0) - (__accc_b56_12) < 16 ? (__accc_tc56_12_0) - (__accc_b56_12) : 16; long __accc_r56_12 = __accc_it56_12; int j = (0) + __accc_r56_12 * (1); 
{
                float sum = (__accc_on ? (0) : 0);
                for (int l = 0; l < 83; l += 16) {

                    { const long __accc_s59_0_0_0 = ((i) - 0); const long __accc_e59_0_0_0 = 1; const long __accc_s59_0_0_1 = ((l) - 0); const long __accc_e59_0_0_1 = 16; const long __accc_s59_0_1_0 = ((l) - 0); const long __accc_e59_0_1_0 = 16; const long __accc_s59_0_1_1 = ((j) - 0) - 1 * (long)get_local_id(0); const long __accc_e59_0_1_1 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 16; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e59_0_0_0 && __accc_k1 < __accc_e59_0_0_1) { __accc_v0_0[__accc_q] = ((__accc_s59_0_0_0 + __accc_k0 >= 0 && __accc_s59_0_0_0 + __accc_k0 < 45 && __accc_s59_0_0_1 + __accc_k1 >= 0 && __accc_s59_0_0_1 + __accc_k1 < 83) ? a[__accc_s59_0_0_0 + __accc_k0][__accc_s59_0_0_1 + __accc_k1] : 0); } } for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 256; __accc_f += 16) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e59_0_1_0 && __accc_k1 < __accc_e59_0_1_1) { __accc_c59_0_1[__accc_k0][__accc_k1] = ((__accc_s59_0_1_0 + __accc_k0 >= 0 && __accc_s59_0_1_0 + __accc_k0 < 83 && __accc_s59_0_1_1 + __accc_k1 >= 0 && __accc_s59_0_1_1 + __accc_k1 < 70) ? b[__accc_s59_0_1_0 + __accc_k0][__accc_s59_0_1_1 + __accc_k1] : 0); } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 16; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e59_0_0_0 && __accc_k1 < __accc_e59_0_0_1) { __accc_c59_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h59_0_0_0 = (i) - ((i) - 0); const long __accc_h59_0_1_1 = 1 * (long)get_local_id(0) + ((j) - ((j) - 0));
{
                        for (int m = l; m < (l + 16 < 83 ? l + 16 : 83); m++)
                            sum += __accc_c59_0_0[__accc_h59_0_0_0][((m) - ((l) - 0))] * __accc_c59_0_1[((m) - ((l) - 0))][__accc_h59_0_1_1];
                    }
}
 }
                }
                if (__accc_on) { d[i][j] = sum; }
            }
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
    }
}
