#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(long __accc_delta_in, __global char *__accc_b_in, ulong __accc_o_in, long __accc_delta_out, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict in = (__global const double *restrict)(__accc_b_in + __accc_o_in - __accc_delta_in);
    __global double *out = (__global double *)(__accc_b_out + __accc_o_out - __accc_delta_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        long i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "multi_device_slices.c"
out[i] = 0.5 * (in[i - 1] + in[i + 1]) + 0.125 * (in[i] - in[i - 1]);
    }
}
