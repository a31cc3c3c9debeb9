#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline float __accc_atomic_add_float(volatile __global float *p, float v) {
    union { uint b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
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
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_count, ulong __accc_o___accc_p_count, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_count = (__global int *)(__accc_b___accc_p_count + __accc_o___accc_p_count);
    int count = 0;
    __local int __accc_red_count[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "reduction_parallel_construct.c"
if (a[i] > 40)
                count++;
    }
    __accc_red_count[__accc_l] = count;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_count[__accc_l] = __accc_red_count[__accc_l] + __accc_red_count[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_count), __accc_red_count[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_fs, ulong __accc_o___accc_p_fs, __global char *__accc_b___accc_p_dmax, ulong __accc_o___accc_p_dmax, __global char *__accc_b___accc_p_big, ulong __accc_o___accc_p_big, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global float *__accc_p_fs = (__global float *)(__accc_b___accc_p_fs + __accc_o___accc_p_fs);
    __global double *__accc_p_dmax = (__global double *)(__accc_b___accc_p_dmax + __accc_o___accc_p_dmax);
    __global int *__accc_p_big = (__global int *)(__accc_b___accc_p_big + __accc_o___accc_p_big);
    float fs = 0;
    __local float __accc_red_fs[128];
    double dmax = -INFINITY;
    __local double __accc_red_dmax[128];
    int big = (-2147483647-1);
    __local int __accc_red_big[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "reduction_parallel_construct.c"
{
            fs += (float)a[i];
            dmax = (double)a[i] * 1.5 > dmax ? (double)a[i] * 1.5 : dmax;
            big = a[i] > big ? a[i] : big;
        }
    }
    __accc_red_fs[__accc_l] = fs;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_fs[__accc_l] = __accc_red_fs[__accc_l] + __accc_red_fs[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_float(&(*__accc_p_fs), __accc_red_fs[0]);
    __accc_red_dmax[__accc_l] = dmax;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dmax[__accc_l] = (__accc_red_dmax[__accc_l] > __accc_red_dmax[__accc_l + __accc_s] ? __accc_red_dmax[__accc_l] : __accc_red_dmax[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_double(&(*__accc_p_dmax), __accc_red_dmax[0]);
    __accc_red_big[__accc_l] = big;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_big[__accc_l] = (__accc_red_big[__accc_l] > __accc_red_big[__accc_l + __accc_s] ? __accc_red_big[__accc_l] : __accc_red_big[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_big), __accc_red_big[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b___accc_p_once, ulong __accc_o___accc_p_once)
{
    __global int *__accc_p_once = (__global int *)(__accc_b___accc_p_once + __accc_o___accc_p_once);
    int once = 0;
    __local int __accc_red_once[1];
    int __accc_l = (int)get_local_id(0);
    {
#line 45 "reduction_parallel_construct.c"
{
        once += 5;
    }
    }
    __accc_red_once[__accc_l] = once;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 0; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 1) __accc_red_once[__accc_l] = __accc_red_once[__accc_l] + __accc_red_once[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_once), __accc_red_once[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b___accc_p_s2, ulong __accc_o___accc_p_s2)
{
    __global int *__accc_p_s2 = (__global int *)(__accc_b___accc_p_s2 + __accc_o___accc_p_s2);
    if ((long)get_global_id(0) == 0) {
#line 52 "reduction_parallel_construct.c"
{
        (*__accc_p_s2) *= 6;
    }
    }
}
