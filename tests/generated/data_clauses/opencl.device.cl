#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(long __accc_delta_a, __global char *__accc_b_a, ulong __accc_o_a, long __accc_delta_b, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a - __accc_delta_a);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b - __accc_delta_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "data_clauses.c"
b[i] = a[i] + 0.5f;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_d, ulong __accc_o_d, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *d = (__global float *)(__accc_b_d + __accc_o_d);
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "data_clauses.c"
d[i] = d[i] * a[i];
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_d, ulong __accc_o_d, __global char *__accc_b_e, ulong __accc_o_e, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict d = (__global const float *restrict)(__accc_b_d + __accc_o_d);
    __global float *e = (__global float *)(__accc_b_e + __accc_o_e);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 38 "data_clauses.c"
e[i] = d[i] + 1.0f;
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_e, ulong __accc_o_e, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict e = (__global const float *restrict)(__accc_b_e + __accc_o_e);
    __global float *c = (__global float *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "data_clauses.c"
c[i] = e[i] * 0.5f;
    }
}
