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
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(long __accc_delta_p, __global char *__accc_b_p, ulong __accc_o_p, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *p = (__global float *)(__accc_b_p + __accc_o_p - __accc_delta_p);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 12 "empty_subarrays.c"
p[i] += 1;
    }
}

__kernel void __accc_kernel_1_0(long __accc_delta_p, __global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict p = (__global const float *restrict)(__accc_b_p + __accc_o_p - __accc_delta_p);
    __global float *__accc_p_s = (__global float *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    float s = 0;
    __local float __accc_red_s[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "empty_subarrays.c"
s += p[i];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_float(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*restrict m)[8] = (__global float (*restrict)[8])(__accc_b_m + __accc_o_m);
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "empty_subarrays.c"
a[i] = m[i][0];
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 48 "empty_subarrays.c"
a[i] = -1;
    }
}

__kernel void __accc_kernel_4_0(long __accc_delta_a, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a - __accc_delta_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 59 "empty_subarrays.c"
a[i] = -1;
    }
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 62 "empty_subarrays.c"
a[i] *= 2;
    }
}

__kernel void __accc_kernel_6_0_strips(__global char *__accc_b_m, ulong __accc_o_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float (*m)[8] = (__global float (*)[8])(__accc_b_m + __accc_o_m);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 71 "empty_subarrays.c"
m[i][j] = 5;
        }
    }
}

__kernel void __accc_kernel_6_0(__global char *__accc_b_m, ulong __accc_o_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float (*m)[8] = (__global float (*)[8])(__accc_b_m + __accc_o_m);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 71 "empty_subarrays.c"
m[i][j] = 5;
    }
}

__kernel void __accc_kernel_7_0(int cols, long __accc_delta_m, __global char *__accc_b_m, ulong __accc_o_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*m)[8] = (__global float (*)[8])(__accc_b_m + __accc_o_m - __accc_delta_m);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 75 "empty_subarrays.c"
for (int j = 0; j < cols; j++)
            m[i][j] = 5;
    }
}
