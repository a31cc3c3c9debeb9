#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0_strips(__global char *__accc_b_A, ulong __accc_o_A, long __accc_A_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float *A = (__global float *)(__accc_b_A + __accc_o_A);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 12 "vla_2d.c"
A[((i)) * __accc_A_d1 + (j)] = (float)(i - j);
        }
    }
}

__kernel void __accc_kernel_0_0(__global char *__accc_b_A, ulong __accc_o_A, long __accc_A_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float *A = (__global float *)(__accc_b_A + __accc_o_A);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 12 "vla_2d.c"
A[((i)) * __accc_A_d1 + (j)] = (float)(i - j);
    }
}

__kernel void __accc_kernel_1_0(int rows, __global char *__accc_b_A, ulong __accc_o_A, long __accc_A_d1, __global char *__accc_b_B, ulong __accc_o_B, long __accc_B_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict A = (__global const float *restrict)(__accc_b_A + __accc_o_A);
    __global float *B = (__global float *)(__accc_b_B + __accc_o_B);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 18 "vla_2d.c"
{

        { long __accc_tc20_8_0 = (long)((long)(rows) - (long)(0)); if (__accc_tc20_8_0 < 0) __accc_tc20_8_0 = 0; for (long __accc_it20_8 = (long)get_local_id(0); __accc_it20_8 < __accc_tc20_8_0; __accc_it20_8 += (long)get_local_size(0)) { long __accc_r20_8 = __accc_it20_8; int i = (0) + __accc_r20_8 * (1); 
B[((j)) * __accc_B_d1 + (i)] = A[((i)) * __accc_A_d1 + (j)];
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_2_0_strips(__global char *__accc_b_B, ulong __accc_o_B, long __accc_B_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float *B = (__global float *)(__accc_b_B + __accc_o_B);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 38 "vla_2d.c"
B[((j)) * __accc_B_d1 + (i)] = B[((j)) * __accc_B_d1 + (i)] * 2.0f + 1.0f;
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_B, ulong __accc_o_B, long __accc_B_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float *B = (__global float *)(__accc_b_B + __accc_o_B);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 38 "vla_2d.c"
B[((j)) * __accc_B_d1 + (i)] = B[((j)) * __accc_B_d1 + (i)] * 2.0f + 1.0f;
    }
}
