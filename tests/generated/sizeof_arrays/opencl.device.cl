#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct pair;
struct pair { short lo; double hi; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_r, ulong __accc_o_r, __global char *__accc_b_s2, ulong __accc_o_s2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *r = (__global int *)(__accc_b_r + __accc_o_r);
    __global long *s2 = (__global long *)(__accc_b_s2 + __accc_o_s2);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 11 "sizeof_arrays.c"
{
    r[i] = a[i] + (int)(sizeof(int [10]) / sizeof(int));
    s2[i] = (long)(sizeof(double [4][3]) / sizeof(double [3])) * 100 + (long)sizeof(double [3]) + (long)sizeof(double[2]);
  }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_s3, ulong __accc_o_s3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *s3 = (__global long *)(__accc_b_s3 + __accc_o_s3);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 17 "sizeof_arrays.c"
s3[i] = (long)(sizeof(float [7]) / sizeof(float)) * 1000 + (long)sizeof(struct pair) * 10 + (long)sizeof(char) + i;
    }
}
