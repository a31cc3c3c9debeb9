#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(float f, __global char *__accc_b_p, ulong __accc_o_p, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *p = (__global float *)(__accc_b_p + __accc_o_p);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 14 "host_data.c"
p[i] *= f;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_x, ulong __accc_o_x, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *x = (__global float *)(__accc_b_x + __accc_o_x);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "host_data.c"
x[i] += 1.0f;
    }
}
