#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict a = (__global const double *restrict)(__accc_b_a + __accc_o_a);
    __global double *b = (__global double *)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "async_wait.c"
b[i] = a[i] * 2.0;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *c = (__global double *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "async_wait.c"
c[i] = 1.0;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict b = (__global const double *restrict)(__accc_b_b + __accc_o_b);
    __global double *c = (__global double *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "async_wait.c"
c[i] += b[i];
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *c = (__global double *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 39 "async_wait.c"
c[i] *= 0.5;
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *d = (__global double *)(__accc_b_d + __accc_o_d);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 50 "async_wait.c"
d[i] += 1.0;
    }
}
