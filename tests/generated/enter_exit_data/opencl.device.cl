#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_u, ulong __accc_o_u, __global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict u = (__global const double *restrict)(__accc_b_u + __accc_o_u);
    __global double *w = (__global double *)(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "enter_exit_data.c"
w[i] = 2.0 * u[i] + 1.0;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_u, ulong __accc_o_u, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict w = (__global const double *restrict)(__accc_b_w + __accc_o_w);
    __global double *u = (__global double *)(__accc_b_u + __accc_o_u);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "enter_exit_data.c"
u[i] = w[i] - u[i];
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_arr, ulong __accc_o_arr, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *arr = (__global int *)(__accc_b_arr + __accc_o_arr);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 67 "enter_exit_data.c"
arr[i] = i * i;
    }
}
