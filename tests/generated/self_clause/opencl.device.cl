#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
enum { acc_device_host = 2 };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b___accc_p_host_runs, ulong __accc_o___accc_p_host_runs, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    __global int *__accc_p_host_runs = (__global int *)(__accc_b___accc_p_host_runs + __accc_o___accc_p_host_runs);
    int host_runs = 0;
    __local int __accc_red_host_runs[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "self_clause.c"
{
        b[i] = a[i] + 1;
        host_runs += acc_on_device(acc_device_host) ? 1 : 0;
    }
    }
    __accc_red_host_runs[__accc_l] = host_runs;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_host_runs[__accc_l] = __accc_red_host_runs[__accc_l] + __accc_red_host_runs[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_host_runs), __accc_red_host_runs[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *c = (__global int *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 30 "self_clause.c"
c[i] = 3 * a[i];
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_total = (__global long *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    if ((long)get_global_id(0) == 0) {
#line 34 "self_clause.c"
for (int i = 0; i < 256; i++)
        (*__accc_p_total) += a[i];
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *d = (__global int *)(__accc_b_d + __accc_o_d);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "self_clause.c"
d[i] = a[i] - 1;
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_e, ulong __accc_o_e, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *e = (__global int *)(__accc_b_e + __accc_o_e);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 47 "self_clause.c"
e[i] = i * i;
    }
}
