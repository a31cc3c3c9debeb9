#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_fp_w, ulong __accc_o___accc_fp_w, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict __accc_fp_w = (__global const int *restrict)(__accc_b___accc_fp_w + __accc_o___accc_fp_w);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int w[3]; for (unsigned long __accc_k = 0; __accc_k < sizeof(w); __accc_k++) ((char *)w)[__accc_k] = ((const __global char *)__accc_fp_w)[__accc_k];
#line 6 "firstprivate_arrays.c"
out[i] = w[i % 3] * 10 + i;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_fp_c, ulong __accc_o___accc_fp_c, __global char *__accc_b_out2, ulong __accc_o_out2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double (*restrict __accc_fp_c)[2] = (__global double (*restrict)[2])(__accc_b___accc_fp_c + __accc_o___accc_fp_c);
    __global int *out2 = (__global int *)(__accc_b_out2 + __accc_o_out2);
        double c[2][2]; for (unsigned long __accc_k = 0; __accc_k < sizeof(c); __accc_k++) ((char *)c)[__accc_k] = ((const __global char *)__accc_fp_c)[__accc_k];
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 10 "firstprivate_arrays.c"
out2[i] = (int)(c[i % 2][i / 4] * 10) + i;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b___accc_fp_w, ulong __accc_o___accc_fp_w, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict __accc_fp_w = (__global const int *restrict)(__accc_b___accc_fp_w + __accc_o___accc_fp_w);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int w[3]; for (unsigned long __accc_k = 0; __accc_k < sizeof(w); __accc_k++) ((char *)w)[__accc_k] = ((const __global char *)__accc_fp_w)[__accc_k];
#line 14 "firstprivate_arrays.c"
out[i] = w[0] + i;
    }
}
