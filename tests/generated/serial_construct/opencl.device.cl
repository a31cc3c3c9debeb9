#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *p = (__global int *)(__accc_b_p + __accc_o_p);
    __global int *__accc_p_total = (__global int *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    if ((long)get_global_id(0) == 0) {
#line 15 "serial_construct.c"
{
        int run = 0;
        for (int i = 0; i < 100; i++) {
            run += a[i];
            p[i] = run;
        }
        (*__accc_p_total) = run;
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_fib, ulong __accc_o_fib)
{
    __global int *fib = (__global int *)(__accc_b_fib + __accc_o_fib);
    if ((long)get_global_id(0) == 0) {
#line 26 "serial_construct.c"
for (int i = 0; i < 40; i++)
        fib[i] = i;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_fib, ulong __accc_o_fib)
{
    __global int *fib = (__global int *)(__accc_b_fib + __accc_o_fib);
    if ((long)get_global_id(0) == 0) {
#line 30 "serial_construct.c"
{
        fib[0] = 0;
        fib[1] = 1;

        for (int i = 2; i < 40; i++)
            fib[i] = fib[i - 1] + fib[i - 2];
    }
    }
}
