#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
enum { acc_device_host = 2, acc_device_not_host = 3 };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_exactly_one, ulong __accc_o___accc_p_exactly_one)
{
    __global int *__accc_p_exactly_one = (__global int *)(__accc_b___accc_p_exactly_one + __accc_o___accc_p_exactly_one);
    if ((long)get_global_id(0) == 0) {
#line 29 "runtime_api.c"
{
        int h = acc_on_device(acc_device_host) != 0;
        int nh = acc_on_device(acc_device_not_host) != 0;
        (*__accc_p_exactly_one) = (h + nh == 1);
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_dev, ulong __accc_o_dev, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *dev = (__global float *)(__accc_b_dev + __accc_o_dev);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "runtime_api.c"
dev[i] = dev[i] * 3.0f;
    }
}
