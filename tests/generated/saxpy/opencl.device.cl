#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(float a, __global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global float *y = (__global float *)(__accc_b_y + __accc_o_y);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 10 "saxpy.c"
y[i] = a * x[i] + y[i];
    }
}
