#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_data, ulong __accc_o_data, __global char *__accc_b_hist, ulong __accc_o_hist, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const uint *restrict data = (__global const uint *restrict)(__accc_b_data + __accc_o_data);
    __global int *hist = (__global int *)(__accc_b_hist + __accc_o_hist);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 18 "histogram.c"
{
        int b = data[i] % 16;

        (void)atomic_add(&(hist[b]), 1);
    }
    }
}
