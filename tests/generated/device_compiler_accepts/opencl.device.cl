#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_r, ulong __accc_o_r, __global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *r = (__global long *)(__accc_b_r + __accc_o_r);
    __global double *d = (__global double *)(__accc_b_d + __accc_o_d);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "device_compiler_accepts.c"
{
        r[i] = (long)round((double)((unsigned)i)) + (long)round((double)(i)) * 100 + (long)(long)rint((double)(i / 2));
        d[i] = sqrt((double)(i * i)) + pow((double)(i), (double)(2)) + ldexp((double)(i), 3) + fma((float)(i), (float)(2), (float)(1)) + floor((float)(i / 3));
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_t, ulong __accc_o_t, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *t = (__global int *)(__accc_b_t + __accc_o_t);
    __global int *c = (__global int *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int buf[4];
#line 22 "device_compiler_accepts.c"
{
        int p = i;
        buf[1] = i;

        p += 2;

        buf[1]++;
        int old;

        old = p++;
        t[i] = p + buf[1];
        c[i] = old;
    }
    }
}
