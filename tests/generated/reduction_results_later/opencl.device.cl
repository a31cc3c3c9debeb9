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
inline float __accc_atomic_max_float(volatile __global float *p, float v) {
    union { uint b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v > v ? o.v : v);
        if (n.b == o.b) return o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
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
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b___accc_p_err, ulong __accc_o___accc_p_err, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b);
    __global float *__accc_p_err = (__global float *)(__accc_b___accc_p_err + __accc_o___accc_p_err);
    float err = -INFINITY;
    __local float __accc_red_err[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "reduction_results_later.c"
{
                b[i] = 0.5f * (a[i - 1] + a[i + 1]);
                err = err > (b[i] - a[i] > 0 ? b[i] - a[i] : a[i] - b[i])
                          ? err
                          : (b[i] - a[i] > 0 ? b[i] - a[i] : a[i] - b[i]);
            }
    }
    __accc_red_err[__accc_l] = err;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_err[__accc_l] = (__accc_red_err[__accc_l] > __accc_red_err[__accc_l + __accc_s] ? __accc_red_err[__accc_l] : __accc_red_err[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_float(&(*__accc_p_err), __accc_red_err[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict b = (__global const float *restrict)(__accc_b_b + __accc_o_b);
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "reduction_results_later.c"
a[i] = b[i];
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, __global char *__accc_b___accc_p_largest, ulong __accc_o___accc_p_largest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const long *restrict v = (__global const long *restrict)(__accc_b_v + __accc_o_v);
    __global long *__accc_p_total = (__global long *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    __global long *__accc_p_largest = (__global long *)(__accc_b___accc_p_largest + __accc_o___accc_p_largest);
    long total = 0;
    __local long __accc_red_total[128];
    long largest = (-9223372036854775807L-1);
    __local long __accc_red_largest[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "reduction_results_later.c"
{
                total += v[i];
                largest = largest > v[i] * 3 ? largest : v[i] * 3;
            }
    }
    __accc_red_total[__accc_l] = total;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_total[__accc_l] = __accc_red_total[__accc_l] + __accc_red_total[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_total), __accc_red_total[0]);
    __accc_red_largest[__accc_l] = largest;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_largest[__accc_l] = (__accc_red_largest[__accc_l] > __accc_red_largest[__accc_l + __accc_s] ? __accc_red_largest[__accc_l] : __accc_red_largest[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_long(&(*__accc_p_largest), __accc_red_largest[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_v, ulong __accc_o_v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *v = (__global long *)(__accc_b_v + __accc_o_v);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 51 "reduction_results_later.c"
v[i] += 1;
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_v, ulong __accc_o_v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *v = (__global long *)(__accc_b_v + __accc_o_v);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 54 "reduction_results_later.c"
v[i] *= 2;
    }
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const long *restrict v = (__global const long *restrict)(__accc_b_v + __accc_o_v);
    __global long *__accc_p_s = (__global long *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    long s = 0;
    __local long __accc_red_s[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 62 "reduction_results_later.c"
s += v[i];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_6_0(__global char *__accc_b_v, ulong __accc_o_v, long s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *v = (__global long *)(__accc_b_v + __accc_o_v);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "reduction_results_later.c"
v[i] = v[i] * 2 - s / 4096;
    }
}

__kernel void __accc_kernel_7_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_r1, ulong __accc_o___accc_p_r1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const long *restrict v = (__global const long *restrict)(__accc_b_v + __accc_o_v);
    __global long *__accc_p_r1 = (__global long *)(__accc_b___accc_p_r1 + __accc_o___accc_p_r1);
    long r1 = 0;
    __local long __accc_red_r1[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 74 "reduction_results_later.c"
r1 += v[i] % 7;
    }
    __accc_red_r1[__accc_l] = r1;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_r1[__accc_l] = __accc_red_r1[__accc_l] + __accc_red_r1[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_r1), __accc_red_r1[0]);
}

__kernel void __accc_kernel_8_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_r2, ulong __accc_o___accc_p_r2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const long *restrict v = (__global const long *restrict)(__accc_b_v + __accc_o_v);
    __global long *__accc_p_r2 = (__global long *)(__accc_b___accc_p_r2 + __accc_o___accc_p_r2);
    long r2 = 0;
    __local long __accc_red_r2[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 77 "reduction_results_later.c"
r2 += v[i] % 5;
    }
    __accc_red_r2[__accc_l] = r2;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_r2[__accc_l] = __accc_red_r2[__accc_l] + __accc_red_r2[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_r2), __accc_red_r2[0]);
}

__kernel void __accc_kernel_9_0(int rep, __global char *__accc_b_v, ulong __accc_o_v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *v = (__global long *)(__accc_b_v + __accc_o_v);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 80 "reduction_results_later.c"
v[i] += rep;
    }
}

__kernel void __accc_kernel_10_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_t, ulong __accc_o___accc_p_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const long *restrict v = (__global const long *restrict)(__accc_b_v + __accc_o_v);
    __global long *__accc_p_t = (__global long *)(__accc_b___accc_p_t + __accc_o___accc_p_t);
    long t = 0;
    __local long __accc_red_t[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 90 "reduction_results_later.c"
t += v[i] % 5;
    }
    __accc_red_t[__accc_l] = t;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_t[__accc_l] = __accc_red_t[__accc_l] + __accc_red_t[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_t), __accc_red_t[0]);
}

__kernel void __accc_kernel_11_0(__global char *__accc_b_v, ulong __accc_o_v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *v = (__global long *)(__accc_b_v + __accc_o_v);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 93 "reduction_results_later.c"
v[i] -= 1;
    }
}

__kernel void __accc_kernel_12_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_count, ulong __accc_o___accc_p_count, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const long *restrict v = (__global const long *restrict)(__accc_b_v + __accc_o_v);
    __global int *__accc_p_count = (__global int *)(__accc_b___accc_p_count + __accc_o___accc_p_count);
    int count = 0;
    __local int __accc_red_count[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 101 "reduction_results_later.c"
count += v[i] % 3 == 0;
    }
    __accc_red_count[__accc_l] = count;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_count[__accc_l] = __accc_red_count[__accc_l] + __accc_red_count[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_count), __accc_red_count[0]);
}

__kernel void __accc_kernel_13_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b_flags, ulong __accc_o_flags, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const long *restrict v = (__global const long *restrict)(__accc_b_v + __accc_o_v);
    __global int *flags = (__global int *)(__accc_b_flags + __accc_o_flags);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 104 "reduction_results_later.c"
flags[i] = (int)(v[i] % 3);
    }
}
