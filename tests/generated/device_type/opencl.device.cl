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
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "device_type.c"
a[i] = (float)(i % 32);
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a);
    __global float *__accc_p_s = (__global float *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    float s = 0;
    __local float __accc_red_s[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "device_type.c"
s += a[i];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_float(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b___accc_p_t, ulong __accc_o___accc_p_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_t = (__global int *)(__accc_b___accc_p_t + __accc_o___accc_p_t);
    int t = 0;
    __local int __accc_red_t[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "device_type.c"
t += i;
    }
    __accc_red_t[__accc_l] = t;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_t[__accc_l] = __accc_red_t[__accc_l] + __accc_red_t[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_t), __accc_red_t[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*w)[256] = (__global int (*)[256])(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "device_type.c"
{

        { long __accc_tc43_8_0 = (long)((long)(8) - (long)(0)); if (__accc_tc43_8_0 < 0) __accc_tc43_8_0 = 0; for (long __accc_b43_8 = 0; __accc_b43_8 < __accc_tc43_8_0; __accc_b43_8 += 2) { const long __accc_it43_8 = __accc_b43_8 + ((long)get_local_id(0) / 64); const int __accc_won43_8 = __accc_it43_8 < __accc_tc43_8_0; long __accc_r43_8 = __accc_it43_8; int k = (0) + __accc_r43_8 * (1); 
{

            { long __accc_tc45_12_0 = __accc_won43_8 ? (long)((long)(32) - (long)(0)) : 0; if (__accc_tc45_12_0 < 0) __accc_tc45_12_0 = 0; for (long __accc_it45_12 = ((long)get_local_id(0) % 64); __accc_it45_12 < __accc_tc45_12_0; __accc_it45_12 += 64) { long __accc_r45_12 = __accc_it45_12; int i = (0) + __accc_r45_12 * (1); 
w[j][k * 32 + i] = j + k + i;
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*w)[256] = (__global int (*)[256])(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 50 "device_type.c"
{

        { long __accc_tc52_8_0 = (long)((long)(4) - (long)(0)); if (__accc_tc52_8_0 < 0) __accc_tc52_8_0 = 0; for (long __accc_b52_8 = 0; __accc_b52_8 < __accc_tc52_8_0; __accc_b52_8 += 2) { const long __accc_it52_8 = __accc_b52_8 + ((long)get_local_id(0) / 32); const int __accc_won52_8 = __accc_it52_8 < __accc_tc52_8_0; long __accc_r52_8 = __accc_it52_8; int k = (0) + __accc_r52_8 * (1); 
{

            { long __accc_tc54_12_0 = __accc_won52_8 ? (long)((long)(64) - (long)(0)) : 0; if (__accc_tc54_12_0 < 0) __accc_tc54_12_0 = 0; for (long __accc_it54_12 = ((long)get_local_id(0) % 32); __accc_it54_12 < __accc_tc54_12_0; __accc_it54_12 += 32) { long __accc_r54_12 = __accc_it54_12; int i = (0) + __accc_r54_12 * (1); 
w[j][k * 64 + i] *= 2;
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}
