#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_r, ulong __accc_o_r, __global char *__accc_b_q, ulong __accc_o_q, __global char *__accc_b_m, ulong __accc_o_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global ulong *r = (__global ulong *)(__accc_b_r + __accc_o_r);
    __global int *q = (__global int *)(__accc_b_q + __accc_o_q);
    __global long *m = (__global long *)(__accc_b_m + __accc_o_m);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 9 "integer_widths.c"
{
    unsigned long x = 0xFFFFFFFFFFFFFFFFul; x = x + (unsigned long)i;
    r[i] = x >> 1 ^ (i * 0x9E3779B97F4A7C15ul);
    q[i] = ((int)abs(i - 2) - 10) / 3;
    m[i] = (long)abs((long)i - 3) * -1L;
  }
    }
}
