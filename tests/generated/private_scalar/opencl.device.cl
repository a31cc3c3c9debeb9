#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int t;
#line 15 "private_scalar.c"
{
        t = a[i] * 2;
        b[i] = t + 1;
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *c = (__global int *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int t;
        int u;
#line 23 "private_scalar.c"
{
            t = a[i] % 10;
            u = a[i] / 10;
            c[i] = t * 1000 + u;
        }
    }
}

__kernel void __accc_kernel_2_0(int __accc_fp_tmp, __global char *__accc_b_m, ulong __accc_o_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*m)[40] = (__global int (*)[40])(__accc_b_m + __accc_o_m);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int tmp = __accc_fp_tmp;
#line 33 "private_scalar.c"
{

        { long __accc_tc35_8_0 = (long)((long)(40) - (long)(0)); if (__accc_tc35_8_0 < 0) __accc_tc35_8_0 = 0; for (long __accc_it35_8 = (long)get_local_id(0); __accc_it35_8 < __accc_tc35_8_0; __accc_it35_8 += (long)get_local_size(0)) { long __accc_r35_8 = __accc_it35_8; int j = (0) + __accc_r35_8 * (1); int tmp; 
{
            tmp = i * j;
            m[i][j] = tmp - j;
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}
