#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline double __accc_atomic_add_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline long __accc_atomic_mul_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_x, ulong __accc_o___accc_p_x, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    __global double *__accc_p_x = (__global double *)(__accc_b___accc_p_x + __accc_o___accc_p_x);
    double x = 0;
    __local double __accc_red_x[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 13 "reduction_unused_variable.c"
a[i] = i;
    }
    __accc_red_x[__accc_l] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_x[__accc_l] = __accc_red_x[__accc_l] + __accc_red_x[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p_x), __accc_red_x[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_m, ulong __accc_o___accc_p_m, __global char *__accc_b___accc_p_prod, ulong __accc_o___accc_p_prod, __global char *__accc_b___accc_p_k, ulong __accc_o___accc_p_k, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_m = (__global int *)(__accc_b___accc_p_m + __accc_o___accc_p_m);
    __global long *__accc_p_prod = (__global long *)(__accc_b___accc_p_prod + __accc_o___accc_p_prod);
    __global int *__accc_p_k = (__global int *)(__accc_b___accc_p_k + __accc_o___accc_p_k);
    int m = (-2147483647-1);
    __local int __accc_red_m[128];
    long prod = 1;
    __local long __accc_red_prod[128];
    int k = 0;
    __local int __accc_red_k[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "reduction_unused_variable.c"
k = k + 0;
    }
    __accc_red_m[__accc_l] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_m[__accc_l] = (__accc_red_m[__accc_l] > __accc_red_m[__accc_l + __accc_s] ? __accc_red_m[__accc_l] : __accc_red_m[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_m), __accc_red_m[0]);
    __accc_red_prod[__accc_l] = prod;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_prod[__accc_l] = __accc_red_prod[__accc_l] * __accc_red_prod[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_long(&(*__accc_p_prod), __accc_red_prod[0]);
    __accc_red_k[__accc_l] = k;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_k[__accc_l] = __accc_red_k[__accc_l] + __accc_red_k[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_k), __accc_red_k[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_m, ulong __accc_o___accc_p_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_m = (__global int *)(__accc_b___accc_p_m + __accc_o___accc_p_m);
    int m = 2147483647;
    __local int __accc_red_m[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "reduction_unused_variable.c"
{
            int t = a[i];
            (void)t;
        }
    }
    __accc_red_m[__accc_l] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_m[__accc_l] = (__accc_red_m[__accc_l] < __accc_red_m[__accc_l + __accc_s] ? __accc_red_m[__accc_l] : __accc_red_m[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_min(&(*__accc_p_m), __accc_red_m[0]);
}

__kernel void __accc_kernel_3_0()
{
    {
#line 26 "reduction_unused_variable.c"
{
        int unused = 1;
        (void)unused;
    }
    }
}
