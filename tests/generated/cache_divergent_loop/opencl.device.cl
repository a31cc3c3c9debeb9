#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    __local int __accc_c15_0_0[128][4];
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 12 "cache_divergent_loop.c"
{
        int s = 0;
        for (int j = i; j < 300; j++) {

            { const long __accc_s15_0_0_0 = (j); const long __accc_e15_0_0_0 = 4; { } for (int __accc_f = (int)(0); __accc_f < 4; __accc_f += 1) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e15_0_0_0) { __accc_c15_0_0[(int)get_local_id(0)][__accc_k0] = a[__accc_s15_0_0_0 + __accc_k0]; } }
{ const long __accc_h15_0_0_0 = (j) - (j); const long __accc_h15_0_0_1 = (j + 3) - (j);
s += __accc_c15_0_0[(int)get_local_id(0)][__accc_h15_0_0_0] + __accc_c15_0_0[(int)get_local_id(0)][__accc_h15_0_0_1];
}
 }
        }
        b[i] = s;
    }
    }
}
