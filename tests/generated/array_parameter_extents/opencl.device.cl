#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_A, ulong __accc_o_A, __global char *__accc_b_B, ulong __accc_o_B, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double (*restrict A)[5] = (__global double (*restrict)[5])(__accc_b_A + __accc_o_A);
    __global double (*B)[5] = (__global double (*)[5])(__accc_b_B + __accc_o_B);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 14 "array_parameter_extents.c"
for (int j = 0; j < 5; j++) B[i][j] = 2 * A[i][j];
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_v, ulong __accc_o_v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *v = (__global int *)(__accc_b_v + __accc_o_v);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 21 "array_parameter_extents.c"
v[i] += i;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_A, ulong __accc_o_A, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double (*A)[5] = (__global double (*)[5])(__accc_b_A + __accc_o_A);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "array_parameter_extents.c"
for (int j = 0; j < 5; j++) A[i][j] *= 3;
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_A, ulong __accc_o_A, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double (*A)[5] = (__global double (*)[5])(__accc_b_A + __accc_o_A);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "array_parameter_extents.c"
A[i][0] = -i;
    }
}
