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
__kernel void __accc_kernel_0_0(__global char *__accc_b_loc, ulong __accc_o_loc, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *loc = (__global double *)(__accc_b_loc + __accc_o_loc);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "declare_scopes.c"
loc[i] = 2 * loc[i];
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_t, ulong __accc_o_t, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict t = (__global const int *restrict)(__accc_b_t + __accc_o_t);
    __global long *__accc_p_total = (__global long *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    long total = 0;
    __local long __accc_red_total[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 52 "declare_scopes.c"
total += t[i];
    }
    __accc_red_total[__accc_l] = total;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_total[__accc_l] = __accc_red_total[__accc_l] + __accc_red_total[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_total), __accc_red_total[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_table, ulong __accc_o_table, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *a = (__global double *)(__accc_b_a + __accc_o_a);
    __global int *table = (__global int *)(__accc_b_table + __accc_o_table);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "declare_scopes.c"
{
    a[i] = a[i] + 1;
    table[i] = 2 * i;
  }
    }
}
