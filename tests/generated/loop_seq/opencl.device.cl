#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*a)[50] = (__global int (*)[50])(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "loop_seq.c"
{

        for (int j = 1; j < 50; j++)
            a[i][j] += a[i][j - 1];
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_b, ulong __accc_o_b)
{
    __global int (*b)[100] = (__global int (*)[100])(__accc_b_b + __accc_o_b);
    if ((long)get_global_id(0) == 0) {
#line 26 "loop_seq.c"
for (int t = 0; t < 10; t++) {

        for (int k = 0; k < 100; k++)
            b[t][k] = t * k;
    }
    }
}
