#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_z, ulong __accc_o_z, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict x = (__global const double *restrict)(__accc_b_x + __accc_o_x);
    __global double *z = (__global double *)(__accc_b_z + __accc_o_z);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "kernels_region.c"
z[i] = x[i] * 2.0;
    }
}

__kernel void __accc_kernel_0_1(__global char *__accc_b_z, ulong __accc_o_z, __global char *__accc_b_y, ulong __accc_o_y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *z = (__global double *)(__accc_b_z + __accc_o_z);
    __global const double *restrict y = (__global const double *restrict)(__accc_b_y + __accc_o_y);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 21 "kernels_region.c"
z[i] = z[i] + y[i];
    }
}

__kernel void __accc_kernel_0_2(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_first, ulong __accc_o___accc_p_first)
{
    __global const double *restrict x = (__global const double *restrict)(__accc_b_x + __accc_o_x);
    __global double *__accc_p_first = (__global double *)(__accc_b___accc_p_first + __accc_o___accc_p_first);
    if ((long)get_global_id(0) == 0) {
#line 22 "kernels_region.c"
(*__accc_p_first) = x[0] + 10.0;
    }
}
