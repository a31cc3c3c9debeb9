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
inline double __accc_atomic_mul_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, __global char *__accc_b___accc_p_p, ulong __accc_o___accc_p_p, __global char *__accc_b___accc_p_m, ulong __accc_o___accc_p_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_s = (__global long *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    __global double *__accc_p_p = (__global double *)(__accc_b___accc_p_p + __accc_o___accc_p_p);
    __global int *__accc_p_m = (__global int *)(__accc_b___accc_p_m + __accc_o___accc_p_m);
    long s = 0;
    __local long __accc_red_s[128];
    double p = 1;
    __local double __accc_red_p[128];
    int m = (-2147483647-1);
    __local int __accc_red_m[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "region_and_loop_reductions.c"
{
            s += i;
            p *= (i % 10 == 0) ? 2.0 : 1.0;
            m = (i * 37) % 101 > m ? (i * 37) % 101 : m;
        }
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s), __accc_red_s[0]);
    __accc_red_p[__accc_l] = p;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_p[__accc_l] = __accc_red_p[__accc_l] * __accc_red_p[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_double(&(*__accc_p_p), __accc_red_p[0]);
    __accc_red_m[__accc_l] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_m[__accc_l] = (__accc_red_m[__accc_l] > __accc_red_m[__accc_l + __accc_s] ? __accc_red_m[__accc_l] : __accc_red_m[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_m), __accc_red_m[0]);
}

__kernel void __accc_kernel_1_0_strips(__global char *__accc_b___accc_p_t, ulong __accc_o___accc_p_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global long *__accc_p_t = (__global long *)(__accc_b___accc_p_t + __accc_o___accc_p_t);
    long t = 0;
    __local long __accc_red_t[128];
    int __accc_l = (int)get_local_id(0);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 27 "region_and_loop_reductions.c"
t += i * j;
        }
    }
    __accc_red_t[__accc_l] = t;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_t[__accc_l] = __accc_red_t[__accc_l] + __accc_red_t[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_t), __accc_red_t[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_t, ulong __accc_o___accc_p_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global long *__accc_p_t = (__global long *)(__accc_b___accc_p_t + __accc_o___accc_p_t);
    long t = 0;
    __local long __accc_red_t[128];
    int __accc_l = (int)get_local_id(0);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 27 "region_and_loop_reductions.c"
t += i * j;
    }
    __accc_red_t[__accc_l] = t;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_t[__accc_l] = __accc_red_t[__accc_l] + __accc_red_t[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_t), __accc_red_t[0]);
}
