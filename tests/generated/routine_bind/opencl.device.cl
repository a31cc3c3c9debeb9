#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int twice_on_device(int x);
float half_on_device(float x);
long cube_on_device(long x);
long combine(int i);
int twice_on_device(int x)
{
    return x + x;
}
float half_on_device(float x)
{
    return x * 0.5f;
}
long cube_on_device(long x)
{
    return x * x * x;
}
long combine(int i)
{
    return twice_on_device(i) + cube_on_device(i % 10);
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_f, ulong __accc_o_f, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    __global float *f = (__global float *)(__accc_b_f + __accc_o_f);
    __global long *c = (__global long *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 67 "routine_bind.c"
{
        a[i] = twice_on_device(i) + 1;
        f[i] = half_on_device(f[i]) + half_on_device(1.0f);
        c[i] = combine(i);
    }
    }
}
