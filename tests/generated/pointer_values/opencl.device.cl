#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "pointer_values.c"
{
            __global float *b = a;
            b[i] = b[i] * 2.0f + 1.0f;
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *m = (__global float *)(__accc_b_m + __accc_o_m);
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "pointer_values.c"
{
            __global const float *row = m + i * 8;
            float s = 0;
            for (int j = 0; j < 8; j++)
                s += row[j];
            a[i] += s;
        }
    }
}

__kernel void __accc_kernel_2_0(long __accc_pv_host_only, long __accc_pv_none, long __accc_pv_a, __global char *__accc_b_flags, ulong __accc_o_flags, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *flags = (__global int *)(__accc_b_flags + __accc_o_flags);
    __global float *host_only = (__global float *)(__accc_pv_host_only);
    __global float *none = (__global float *)(__accc_pv_none);
    __global float *a = (__global float *)(__accc_pv_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "pointer_values.c"
flags[i] = (host_only != 
# 44 "pointer_values.c" 3 4
                                    ((void *)0)
# 44 "pointer_values.c"
                                        ) + 2 * (none == 
# 44 "pointer_values.c" 3 4
                                                         ((void *)0)
# 44 "pointer_values.c"
                                                             ) + (!none ? 4 : 0) + (a ? 8 : 0);
    }
}
