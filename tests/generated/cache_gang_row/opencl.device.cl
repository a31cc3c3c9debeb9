#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_M, ulong __accc_o_M, __global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict M)[45] = (__global int (*restrict)[45])(__accc_b_M + __accc_o_M);
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global int *y = (__global int *)(__accc_b_y + __accc_o_y);
    __local int __accc_vred_s[128];
    __local int __accc_c26_0_0[1][45];
    __local int __accc_c26_0_1[45];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int r = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "cache_gang_row.c"
{

            { const long __accc_s26_0_0_0 = (r); const long __accc_e26_0_0_0 = 1; const long __accc_s26_0_0_1 = (0); const long __accc_e26_0_0_1 = 45; const long __accc_s26_0_1_0 = (0); const long __accc_e26_0_1_0 = 45; barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[1]; int __accc_v1_0[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 45; __accc_r /= 45; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e26_0_0_0 && __accc_k1 < __accc_e26_0_0_1) { __accc_v0_0[__accc_q] = M[__accc_s26_0_0_0 + __accc_k0][__accc_s26_0_0_1 + __accc_k1]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e26_0_1_0) { __accc_v1_0[__accc_q] = x[__accc_s26_0_1_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 45; __accc_r /= 45; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e26_0_0_0 && __accc_k1 < __accc_e26_0_0_1) { __accc_c26_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e26_0_1_0) { __accc_c26_0_1[__accc_k0] = __accc_v1_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
{ const long __accc_h26_0_0_0 = (r) - (r);
int s = 0;

            { long __accc_tc29_12_0 = (long)((long)(45) - (long)(0)); if (__accc_tc29_12_0 < 0) __accc_tc29_12_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it29_12 = (long)get_local_id(0); __accc_it29_12 < __accc_tc29_12_0; __accc_it29_12 += (long)get_local_size(0)) { long __accc_r29_12 = __accc_it29_12; int c = (0) + __accc_r29_12 * (1); 
s += __accc_c26_0_0[__accc_h26_0_0_0][((c) - (0))] * __accc_c26_0_1[((c) - (0))];
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
            y[r] = s;
}
 }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_M, ulong __accc_o_M, __global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_Z, ulong __accc_o_Z, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict M)[45] = (__global int (*restrict)[45])(__accc_b_M + __accc_o_M);
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global int (*Z)[45] = (__global int (*)[45])(__accc_b_Z + __accc_o_Z);
    __local int __accc_c36_0_0[1][45];
    __local unsigned char __accc_d36_0_0[1][45];
    __local int __accc_c36_0_1[1][45];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int r = (__accc_lo0 + __accc_it * __accc_st0);
#line 35 "cache_gang_row.c"
{


            { const long __accc_s36_0_0_0 = (r); const long __accc_e36_0_0_0 = 1; const long __accc_s36_0_0_1 = (0); const long __accc_e36_0_0_1 = 45; const long __accc_s36_0_1_0 = (r); const long __accc_e36_0_1_0 = 1; const long __accc_s36_0_1_1 = (0); const long __accc_e36_0_1_1 = 45; barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[1]; int __accc_v0_1[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 45; __accc_r /= 45; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e36_0_0_0 && __accc_k1 < __accc_e36_0_0_1) { __accc_v0_0[__accc_q] = Z[__accc_s36_0_0_0 + __accc_k0][__accc_s36_0_0_1 + __accc_k1]; __accc_v0_1[__accc_q] = M[__accc_s36_0_1_0 + __accc_k0][__accc_s36_0_1_1 + __accc_k1]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 45; __accc_r /= 45; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e36_0_0_0 && __accc_k1 < __accc_e36_0_0_1) { __accc_c36_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; __accc_d36_0_0[__accc_k0][__accc_k1] = 0; __accc_c36_0_1[__accc_k0][__accc_k1] = __accc_v0_1[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
{ const long __accc_h36_0_0_0 = (r) - (r);
{ long __accc_tc38_12_0 = (long)((long)(45) - (long)(0)); if (__accc_tc38_12_0 < 0) __accc_tc38_12_0 = 0; for (long __accc_it38_12 = (long)get_local_id(0); __accc_it38_12 < __accc_tc38_12_0; __accc_it38_12 += (long)get_local_size(0)) { long __accc_r38_12 = __accc_it38_12; int c = (0) + __accc_r38_12 * (1); 
(__accc_d36_0_0[__accc_h36_0_0_0][((c) - (0))] = 1, __accc_c36_0_0[__accc_h36_0_0_0][((c) - (0))] = (__accc_c36_0_1[__accc_h36_0_0_0][((c) - (0))] * x[c] + __accc_c36_0_1[__accc_h36_0_0_0][((45 - 1 - c) - (0))]));
} barrier(CLK_LOCAL_MEM_FENCE); }
}
 barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 45; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 45; __accc_r /= 45; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e36_0_0_0 && __accc_k1 < __accc_e36_0_0_1) { if (__accc_d36_0_0[__accc_k0][__accc_k1]) Z[__accc_s36_0_0_0 + __accc_k0][__accc_s36_0_0_1 + __accc_k1] = __accc_c36_0_0[__accc_k0][__accc_k1]; } } barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
        }
    }
}
