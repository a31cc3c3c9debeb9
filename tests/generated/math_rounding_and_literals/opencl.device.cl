#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_r, ulong __accc_o_r, __global char *__accc_b_q, ulong __accc_o_q, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_u, ulong __accc_o_u, __global char *__accc_b_s, ulong __accc_o_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *r = (__global long *)(__accc_b_r + __accc_o_r);
    __global long *q = (__global long *)(__accc_b_q + __accc_o_q);
    __global long *a = (__global long *)(__accc_b_a + __accc_o_a);
    __global ulong *u = (__global ulong *)(__accc_b_u + __accc_o_u);
    __global double *s = (__global double *)(__accc_b_s + __accc_o_s);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "math_rounding_and_literals.c"
{
        double x = i * 0.75 - 5.0;
        r[i] = (long)round(x) + 100 * (long)rint(x) + 10000 * (long)rint(x);
        q[i] = (long)round((float)x) + 100 * (long)rint((float)x) + 10000 * (long)rint((float)x);
        a[i] = (long)abs(i - 5L) * 3L + (i % 3 ? 1l : -1L);
        u[i] = (~0ul >> (i + 1)) + 0x10UL;
        s[i] = ldexp(1.5, i - 4) + ldexp(0.5f, i);
    }
    }
}
