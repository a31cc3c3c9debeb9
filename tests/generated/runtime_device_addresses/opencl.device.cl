#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_dx, ulong __accc_o_dx, __global char *__accc_b_dy, ulong __accc_o_dy, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict dx = (__global const float *restrict)(__accc_b_dx + __accc_o_dx);
    __global float *dy = (__global float *)(__accc_b_dy + __accc_o_dy);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "runtime_device_addresses.c"
dy[i] = dx[i] * 2.0f;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_h, ulong __accc_o_h, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *h = (__global int *)(__accc_b_h + __accc_o_h);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 48 "runtime_device_addresses.c"
h[i] = h[i] * 3 + 1;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_d1, ulong __accc_o_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *d1 = (__global int *)(__accc_b_d1 + __accc_o_d1);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 64 "runtime_device_addresses.c"
d1[i] -= i;
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global float *y = (__global float *)(__accc_b_y + __accc_o_y);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 76 "runtime_device_addresses.c"
y[i] = x[i] + 100.0f;
    }
}
