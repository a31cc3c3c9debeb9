#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int churn(int i);
int churn(int i)
{
  int v = i;
  for (int k = 0; k < 20000; k++) v = (v * 5 + k) % 1021;
  return v;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "clause_arguments_once.c"
a[i] += churn(i);
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "clause_arguments_once.c"
a[i] *= 3;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 66 "clause_arguments_once.c"
a[i] += churn(i);
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 72 "clause_arguments_once.c"
b[i] += churn(i + 1);
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 88 "clause_arguments_once.c"
a[i] += 5;
    }
}

__kernel void __accc_kernel_4_1(__global char *__accc_b___accc_p_q, ulong __accc_o___accc_p_q)
{
    __global int *__accc_p_q = (__global int *)(__accc_b___accc_p_q + __accc_o___accc_p_q);
    if ((long)get_global_id(0) == 0) {
#line 89 "clause_arguments_once.c"
(*__accc_p_q) = 2;
    }
}
