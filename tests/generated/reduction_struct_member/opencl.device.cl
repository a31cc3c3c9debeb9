#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_6;
struct __accc_anon_7;
struct __accc_anon_8;
typedef struct __accc_anon_6 stats;
typedef struct __accc_anon_8 box;
struct __accc_anon_7 { float lo; float hi; };
struct __accc_anon_8 { struct __accc_anon_7 range; int n; };
struct __accc_anon_6 { double sum; int count; long max; };
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
inline float __accc_atomic_min_float(volatile __global float *p, float v) {
    union { uint b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v < v ? o.v : v);
        if (n.b == o.b) return o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_p__m_p__max, ulong __accc_o___accc_p__m_p__max, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global stats *p = (__global stats *)(__accc_b_p + __accc_o_p);
    __global long *__accc_p__m_p__max = (__global long *)(__accc_b___accc_p__m_p__max + __accc_o___accc_p__m_p__max);
    long __accc_r_m_p__max = (-9223372036854775807L-1);
    __local long __accc_red__m_p__max[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "reduction_struct_member.c"
if (x[i] > __accc_r_m_p__max) __accc_r_m_p__max = x[i];
    }
    __accc_red__m_p__max[__accc_l] = __accc_r_m_p__max;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red__m_p__max[__accc_l] = (__accc_red__m_p__max[__accc_l] > __accc_red__m_p__max[__accc_l + __accc_s] ? __accc_red__m_p__max[__accc_l] : __accc_red__m_p__max[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_long(&(*__accc_p__m_p__max), __accc_red__m_p__max[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_st, ulong __accc_o___accc_p_st, __global char *__accc_b___accc_p__m_st_sum, ulong __accc_o___accc_p__m_st_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global stats *__accc_p_st = (__global stats *)(__accc_b___accc_p_st + __accc_o___accc_p_st);
    __global double *__accc_p__m_st_sum = (__global double *)(__accc_b___accc_p__m_st_sum + __accc_o___accc_p__m_st_sum);
    double __accc_r_m_st_sum = 0;
    __local double __accc_red__m_st_sum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "reduction_struct_member.c"
__accc_r_m_st_sum += x[i] * (*__accc_p_st).count;
    }
    __accc_red__m_st_sum[__accc_l] = __accc_r_m_st_sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red__m_st_sum[__accc_l] = __accc_red__m_st_sum[__accc_l] + __accc_red__m_st_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p__m_st_sum), __accc_red__m_st_sum[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_odd, ulong __accc_o___accc_p_odd, __global char *__accc_b___accc_p__m_odd_count, ulong __accc_o___accc_p__m_odd_count, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global stats *__accc_p_odd = (__global stats *)(__accc_b___accc_p_odd + __accc_o___accc_p_odd);
    __global int *__accc_p__m_odd_count = (__global int *)(__accc_b___accc_p__m_odd_count + __accc_o___accc_p__m_odd_count);
    int __accc_r_m_odd_count = 0;
    __local int __accc_red__m_odd_count[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "reduction_struct_member.c"
__accc_r_m_odd_count += x[i] & 1;
    }
    __accc_red__m_odd_count[__accc_l] = __accc_r_m_odd_count;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red__m_odd_count[__accc_l] = __accc_red__m_odd_count[__accc_l] + __accc_red__m_odd_count[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p__m_odd_count), __accc_red__m_odd_count[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_b, ulong __accc_o___accc_p_b, __global char *__accc_b___accc_p__m_b_range_lo, ulong __accc_o___accc_p__m_b_range_lo, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global box *__accc_p_b = (__global box *)(__accc_b___accc_p_b + __accc_o___accc_p_b);
    __global float *__accc_p__m_b_range_lo = (__global float *)(__accc_b___accc_p__m_b_range_lo + __accc_o___accc_p__m_b_range_lo);
    float __accc_r_m_b_range_lo = INFINITY;
    __local float __accc_red__m_b_range_lo[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 38 "reduction_struct_member.c"
if (x[i] + 0.5f < __accc_r_m_b_range_lo) __accc_r_m_b_range_lo = x[i] + 0.5f;
    }
    __accc_red__m_b_range_lo[__accc_l] = __accc_r_m_b_range_lo;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red__m_b_range_lo[__accc_l] = (__accc_red__m_b_range_lo[__accc_l] < __accc_red__m_b_range_lo[__accc_l + __accc_s] ? __accc_red__m_b_range_lo[__accc_l] : __accc_red__m_b_range_lo[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_float(&(*__accc_p__m_b_range_lo), __accc_red__m_b_range_lo[0]);
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_b, ulong __accc_o___accc_p_b, __global char *__accc_b___accc_p__m_b_n, ulong __accc_o___accc_p__m_b_n, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global box *__accc_p_b = (__global box *)(__accc_b___accc_p_b + __accc_o___accc_p_b);
    __global int *__accc_p__m_b_n = (__global int *)(__accc_b___accc_p__m_b_n + __accc_o___accc_p__m_b_n);
    int __accc_r_m_b_n = 0;
    __local int __accc_red__m_b_n[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "reduction_struct_member.c"
__accc_r_m_b_n += x[i] % 3;
    }
    __accc_red__m_b_n[__accc_l] = __accc_r_m_b_n;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red__m_b_n[__accc_l] = __accc_red__m_b_n[__accc_l] + __accc_red__m_b_n[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p__m_b_n), __accc_red__m_b_n[0]);
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_later, ulong __accc_o___accc_p_later, __global char *__accc_b___accc_p__m_later_count, ulong __accc_o___accc_p__m_later_count, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict x = (__global const int *restrict)(__accc_b_x + __accc_o_x);
    __global stats *__accc_p_later = (__global stats *)(__accc_b___accc_p_later + __accc_o___accc_p_later);
    __global int *__accc_p__m_later_count = (__global int *)(__accc_b___accc_p__m_later_count + __accc_o___accc_p__m_later_count);
    int __accc_r_m_later_count = 0;
    __local int __accc_red__m_later_count[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "reduction_struct_member.c"
__accc_r_m_later_count += x[i] > 50;
    }
    __accc_red__m_later_count[__accc_l] = __accc_r_m_later_count;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red__m_later_count[__accc_l] = __accc_red__m_later_count[__accc_l] + __accc_red__m_later_count[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p__m_later_count), __accc_red__m_later_count[0]);
}
