#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
float apply(int i, __global float *__accc_p_coef, __global int *lut);
float apply(int i, __global float *__accc_p_coef, __global int *lut)
{ return (*__accc_p_coef) * (float)lut[i]; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_bias, ulong __accc_o___accc_p_bias, __global char *__accc_b_tmp, ulong __accc_o_tmp, __global char *__accc_b___accc_p_coef, ulong __accc_o___accc_p_coef, __global char *__accc_b_lut, ulong __accc_o_lut, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_bias = (__global int *)(__accc_b___accc_p_bias + __accc_o___accc_p_bias);
    __global float *tmp = (__global float *)(__accc_b_tmp + __accc_o_tmp);
    __global float *__accc_p_coef = (__global float *)(__accc_b___accc_p_coef + __accc_o___accc_p_coef);
    __global int *lut = (__global int *)(__accc_b_lut + __accc_o_lut);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "declare_scalars.c"
tmp[i] = apply(i, __accc_p_coef, lut) + (float)(*__accc_p_bias);
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_bias, ulong __accc_o___accc_p_bias)
{
    __global int *__accc_p_bias = (__global int *)(__accc_b___accc_p_bias + __accc_o___accc_p_bias);
    if ((long)get_global_id(0) == 0) {
#line 29 "declare_scalars.c"
(*__accc_p_bias) = 10;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_tmp, ulong __accc_o_tmp, __global char *__accc_b___accc_p_bias, ulong __accc_o___accc_p_bias, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict tmp = (__global const float *restrict)(__accc_b_tmp + __accc_o_tmp);
    __global int *__accc_p_bias = (__global int *)(__accc_b___accc_p_bias + __accc_o___accc_p_bias);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "declare_scalars.c"
out[i] = tmp[i] + (float)(*__accc_p_bias);
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b___accc_p_coef, ulong __accc_o___accc_p_coef)
{
    __global float *__accc_p_coef = (__global float *)(__accc_b___accc_p_coef + __accc_o___accc_p_coef);
    if ((long)get_global_id(0) == 0) {
#line 59 "declare_scalars.c"
(*__accc_p_coef) = 2.0f;
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b___accc_p_coef, ulong __accc_o___accc_p_coef, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *__accc_p_coef = (__global float *)(__accc_b___accc_p_coef + __accc_o___accc_p_coef);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 62 "declare_scalars.c"
out[i] = (*__accc_p_coef) * (float)i;
    }
}
