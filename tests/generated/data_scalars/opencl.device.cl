#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline double __accc_atomic_max_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v > v ? o.v : v);
        if (n.b == o.b) return o.v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_c, ulong __accc_o___accc_p_c)
{
    __global int *__accc_p_c = (__global int *)(__accc_b___accc_p_c + __accc_o___accc_p_c);
    if ((long)get_global_id(0) == 0) {
#line 9 "data_scalars.c"
(*__accc_p_c) = 42;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_c, ulong __accc_o___accc_p_c, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_m, ulong __accc_o___accc_p_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_c = (__global int *)(__accc_b___accc_p_c + __accc_o___accc_p_c);
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    __global double *__accc_p_m = (__global double *)(__accc_b___accc_p_m + __accc_o___accc_p_m);
    double m = -INFINITY;
    __local double __accc_red_m[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 11 "data_scalars.c"
{ a[i] = i + (*__accc_p_c); m = m > i ? m : i; }
    }
    __accc_red_m[__accc_l] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_m[__accc_l] = (__accc_red_m[__accc_l] > __accc_red_m[__accc_l + __accc_s] ? __accc_red_m[__accc_l] : __accc_red_m[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_double(&(*__accc_p_m), __accc_red_m[0]);
}
