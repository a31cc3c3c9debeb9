#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_t, ulong __accc_o___accc_p_t, __global char *__accc_b_b, ulong __accc_o_b)
{
    __global int *__accc_p_t = (__global int *)(__accc_b___accc_p_t + __accc_o___accc_p_t);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    if ((long)get_global_id(0) == 0) {
#line 7 "kernels_live_scalars.c"
for (int i = 0; i < 100; i++) { (*__accc_p_t) = i * 2; b[i] = (*__accc_p_t) + 1; }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_u, ulong __accc_o___accc_p_u, __global char *__accc_b_a, ulong __accc_o_a)
{
    __global int *__accc_p_u = (__global int *)(__accc_b___accc_p_u + __accc_o___accc_p_u);
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    if ((long)get_global_id(0) == 0) {
#line 11 "kernels_live_scalars.c"
for (int i = 0; i < 4; i++) { for (int j = 0; j < 10; j++) (*__accc_p_u) = i + j; a[i] = (*__accc_p_u); }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *c = (__global double *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "kernels_live_scalars.c"
{ double tmp = i * 0.5; c[i] = tmp * 2; }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *c = (__global double *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int v;
#line 18 "kernels_live_scalars.c"
{ v = i; c[i] = v; }
    }
}
