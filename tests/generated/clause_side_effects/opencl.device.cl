#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "clause_side_effects.c"
a[i] += i;
    }
}

__kernel void __accc_kernel_1_0(long __accc_delta_b, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b - __accc_delta_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "clause_side_effects.c"
b[i] += i;
    }
}

__kernel void __accc_kernel_1_1(long __accc_delta_b, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b - __accc_delta_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "clause_side_effects.c"
b[i] *= 2;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *c = (__global int *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 54 "clause_side_effects.c"
c[i] += 3 * i;
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *d = (__global int *)(__accc_b_d + __accc_o_d);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 61 "clause_side_effects.c"
d[i] -= i;
    }
}
