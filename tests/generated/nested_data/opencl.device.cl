#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 14 "nested_data.c"
a[i] *= 2;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict b = (__global const int *restrict)(__accc_b_b + __accc_o_b);
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "nested_data.c"
a[i] += b[i];
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict b = (__global const int *restrict)(__accc_b_b + __accc_o_b);
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 47 "nested_data.c"
a[i] -= b[i];
    }
}
