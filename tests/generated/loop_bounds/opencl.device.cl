#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline long __accc_atomic_add_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 17 "loop_bounds.c"
a[i] = i;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s1, ulong __accc_o___accc_p_s1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_s1 = (__global long *)(__accc_b___accc_p_s1 + __accc_o___accc_p_s1);
    long s1 = 0;
    __local long __accc_red_s1[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 21 "loop_bounds.c"
s1 += a[k];
    }
    __accc_red_s1[__accc_l] = s1;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s1[__accc_l] = __accc_red_s1[__accc_l] + __accc_red_s1[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s1), __accc_red_s1[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s2, ulong __accc_o___accc_p_s2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_s2 = (__global long *)(__accc_b___accc_p_s2 + __accc_o___accc_p_s2);
    long s2 = 0;
    __local long __accc_red_s2[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "loop_bounds.c"
s2 += a[k];
    }
    __accc_red_s2[__accc_l] = s2;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s2[__accc_l] = __accc_red_s2[__accc_l] + __accc_red_s2[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s2), __accc_red_s2[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s3, ulong __accc_o___accc_p_s3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_s3 = (__global long *)(__accc_b___accc_p_s3 + __accc_o___accc_p_s3);
    long s3 = 0;
    __local long __accc_red_s3[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 30 "loop_bounds.c"
s3 += a[k];
    }
    __accc_red_s3[__accc_l] = s3;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s3[__accc_l] = __accc_red_s3[__accc_l] + __accc_red_s3[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s3), __accc_red_s3[0]);
}

__kernel void __accc_kernel_4_0(__global char *__accc_b___accc_p_s4, ulong __accc_o___accc_p_s4, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_s4 = (__global long *)(__accc_b___accc_p_s4 + __accc_o___accc_p_s4);
    long s4 = 0;
    __local long __accc_red_s4[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "loop_bounds.c"
s4 += k * k * k + k;
    }
    __accc_red_s4[__accc_l] = s4;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s4[__accc_l] = __accc_red_s4[__accc_l] + __accc_red_s4[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s4), __accc_red_s4[0]);
}

__kernel void __accc_kernel_5_0(__global char *__accc_b___accc_p_s5, ulong __accc_o___accc_p_s5, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_s5 = (__global long *)(__accc_b___accc_p_s5 + __accc_o___accc_p_s5);
    long s5 = 0;
    __local long __accc_red_s5[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        long k = (__accc_lo0 + __accc_it * __accc_st0);
#line 38 "loop_bounds.c"
s5 += k - 4000000000L;
    }
    __accc_red_s5[__accc_l] = s5;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s5[__accc_l] = __accc_red_s5[__accc_l] + __accc_red_s5[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s5), __accc_red_s5[0]);
}

__kernel void __accc_kernel_6_0(__global char *__accc_b___accc_p_s6, ulong __accc_o___accc_p_s6, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_s6 = (__global long *)(__accc_b___accc_p_s6 + __accc_o___accc_p_s6);
    long s6 = 0;
    __local long __accc_red_s6[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        uint k = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "loop_bounds.c"
s6 += k;
    }
    __accc_red_s6[__accc_l] = s6;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s6[__accc_l] = __accc_red_s6[__accc_l] + __accc_red_s6[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s6), __accc_red_s6[0]);
}

__kernel void __accc_kernel_7_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s7, ulong __accc_o___accc_p_s7, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_s7 = (__global long *)(__accc_b___accc_p_s7 + __accc_o___accc_p_s7);
    long s7 = 0;
    __local long __accc_red_s7[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 46 "loop_bounds.c"
s7 += a[k];
    }
    __accc_red_s7[__accc_l] = s7;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s7[__accc_l] = __accc_red_s7[__accc_l] + __accc_red_s7[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s7), __accc_red_s7[0]);
}
