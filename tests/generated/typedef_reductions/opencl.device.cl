#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
typedef long __int64_t;
typedef __int64_t int64_t;
typedef ulong __uint64_t;
typedef __uint64_t uint64_t;
typedef int myint;
typedef double real;
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
inline ulong __accc_atomic_add_ulong(volatile __global ulong *p, ulong v) {
    union { ulong b; ulong v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline long __accc_atomic_max_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
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
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, __global char *__accc_b___accc_p_d, ulong __accc_o___accc_p_d, __global char *__accc_b___accc_p_h, ulong __accc_o___accc_p_h, __global char *__accc_b___accc_p_q, ulong __accc_o___accc_p_q, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global myint *__accc_p_s = (__global myint *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    __global real *__accc_p_d = (__global real *)(__accc_b___accc_p_d + __accc_o___accc_p_d);
    __global uint64_t *__accc_p_h = (__global uint64_t *)(__accc_b___accc_p_h + __accc_o___accc_p_h);
    __global int64_t *__accc_p_q = (__global int64_t *)(__accc_b___accc_p_q + __accc_o___accc_p_q);
    myint s = 0;
    __local myint __accc_red_s[128];
    real d = 0;
    __local real __accc_red_d[128];
    uint64_t h = 0;
    __local uint64_t __accc_red_h[128];
    int64_t q = (-9223372036854775807L-1);
    __local int64_t __accc_red_q[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 9 "typedef_reductions.c"
{ s += i; d += 0.5; h += (uint64_t)i * 3; q = q > i ? q : i; }
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_s), __accc_red_s[0]);
    __accc_red_d[__accc_l] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_d[__accc_l] = __accc_red_d[__accc_l] + __accc_red_d[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p_d), __accc_red_d[0]);
    __accc_red_h[__accc_l] = h;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_h[__accc_l] = __accc_red_h[__accc_l] + __accc_red_h[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_ulong(&(*__accc_p_h), __accc_red_h[0]);
    __accc_red_q[__accc_l] = q;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_q[__accc_l] = (__accc_red_q[__accc_l] > __accc_red_q[__accc_l + __accc_s] ? __accc_red_q[__accc_l] : __accc_red_q[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_long(&(*__accc_p_q), __accc_red_q[0]);
}
