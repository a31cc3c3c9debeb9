#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_c, ulong __accc_o_c, __global char *__accc_b_g, ulong __accc_o_g, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict a = (__global const double *restrict)(__accc_b_a + __accc_o_a);
    __global const double *restrict c = (__global const double *restrict)(__accc_b_c + __accc_o_c);
    __global const double *restrict g = (__global const double *restrict)(__accc_b_g + __accc_o_g);
    __global double *b = (__global double *)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "kernels_implicit.c"
b[i] = a[i] * c[i % 4] + g[i];
    }
}

__kernel void __accc_kernel_0_1(int n, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b___accc_p_last, ulong __accc_o___accc_p_last)
{
    __global const double *restrict b = (__global const double *restrict)(__accc_b_b + __accc_o_b);
    __global double *__accc_p_last = (__global double *)(__accc_b___accc_p_last + __accc_o___accc_p_last);
    if ((long)get_global_id(0) == 0) {
#line 26 "kernels_implicit.c"
(*__accc_p_last) = b[n - 1];
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_b, ulong __accc_o_b, double factor, __global char *__accc_b_g, ulong __accc_o_g, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict b = (__global const double *restrict)(__accc_b_b + __accc_o_b);
    __global double *g = (__global double *)(__accc_b_g + __accc_o_g);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "kernels_implicit.c"
g[i] = b[i] * factor;
    }
}
