#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_src, ulong __accc_o_src, __global char *__accc_b_tmp, ulong __accc_o_tmp, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict src = (__global const double *restrict)(__accc_b_src + __accc_o_src);
    __global double *tmp = (__global double *)(__accc_b_tmp + __accc_o_tmp);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "wait_clause_data.c"
tmp[i] = 2 * src[i];
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_src, ulong __accc_o_src, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *src = (__global double *)(__accc_b_src + __accc_o_src);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "wait_clause_data.c"
src[i] = src[i] + 1;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_src, ulong __accc_o_src, __global char *__accc_b_dst, ulong __accc_o_dst, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict src = (__global const double *restrict)(__accc_b_src + __accc_o_src);
    __global double *dst = (__global double *)(__accc_b_dst + __accc_o_dst);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "wait_clause_data.c"
dst[i] = src[i] * 3;
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_tmp, ulong __accc_o_tmp, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *tmp = (__global double *)(__accc_b_tmp + __accc_o_tmp);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "wait_clause_data.c"
tmp[i] = tmp[i] + 5;
    }
}
