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
#line 29 "macros_in_pragmas.c"
a[i] = i % 64;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "macros_in_pragmas.c"
b[i] = (3 * i);
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *c = (__global int *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "macros_in_pragmas.c"
c[i] = (i % 5);
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_sa, ulong __accc_o___accc_p_sa, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_sa = (__global long *)(__accc_b___accc_p_sa + __accc_o___accc_p_sa);
    long sa = 0;
    __local long __accc_red_sa[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 35 "macros_in_pragmas.c"
sa += a[i];
    }
    __accc_red_sa[__accc_l] = sa;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sa[__accc_l] = __accc_red_sa[__accc_l] + __accc_red_sa[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_sa), __accc_red_sa[0]);
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b___accc_p_sb, ulong __accc_o___accc_p_sb, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict b = (__global const int *restrict)(__accc_b_b + __accc_o_b);
    __global long *__accc_p_sb = (__global long *)(__accc_b___accc_p_sb + __accc_o___accc_p_sb);
    long sb = 0;
    __local long __accc_red_sb[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "macros_in_pragmas.c"
sb += b[i];
    }
    __accc_red_sb[__accc_l] = sb;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sb[__accc_l] = __accc_red_sb[__accc_l] + __accc_red_sb[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_sb), __accc_red_sb[0]);
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_c, ulong __accc_o_c, __global char *__accc_b___accc_p_sc, ulong __accc_o___accc_p_sc, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict c = (__global const int *restrict)(__accc_b_c + __accc_o_c);
    __global long *__accc_p_sc = (__global long *)(__accc_b___accc_p_sc + __accc_o___accc_p_sc);
    long sc = 0;
    __local long __accc_red_sc[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "macros_in_pragmas.c"
sc += c[i];
    }
    __accc_red_sc[__accc_l] = sc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sc[__accc_l] = __accc_red_sc[__accc_l] + __accc_red_sc[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_sc), __accc_red_sc[0]);
}
