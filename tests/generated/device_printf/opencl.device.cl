#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int report(int i, float v);
int report(int i, float v)
{
    if (i == 5)
        printf("routine: i=%d v=%.1f\n", i, v);
    return i * 2;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_count, ulong __accc_o___accc_p_count, __global char *__accc_b___accc_p_scale, ulong __accc_o___accc_p_scale)
{
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_count = (__global int *)(__accc_b___accc_p_count + __accc_o___accc_p_count);
    __global double *__accc_p_scale = (__global double *)(__accc_b___accc_p_scale + __accc_o___accc_p_scale);
    if ((long)get_global_id(0) == 0) {
#line 31 "device_printf.c"
{
        float half__accc = a[3];
        printf("serial: count=%d half=%.2f scale=%f\n", (*__accc_p_count), half__accc, (*__accc_p_scale));
        printf("serial: %s %c 0x%x [%5d] %% %-3d|\n", "literal", 'z', 255, (*__accc_p_count), 7);
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 38 "device_printf.c"
{
        if (i == 0)
            printf("loop: i=%d a=%g\n", i, a[64 - 1]);
        b[i] = report(i, a[i]);
    }
    }
}
