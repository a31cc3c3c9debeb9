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
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_s1, ulong __accc_o___accc_p_s1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_s1 = (__global long *)(__accc_b___accc_p_s1 + __accc_o___accc_p_s1);
    long s1 = 0;
    __local long __accc_red_s1[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 17 "launch_config.c"
s1 += i % 7;
    }
    __accc_red_s1[__accc_l] = s1;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s1[__accc_l] = __accc_red_s1[__accc_l] + __accc_red_s1[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s1), __accc_red_s1[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "launch_config.c"
a[i] = i & 15;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b___accc_p_s3, ulong __accc_o___accc_p_s3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_s3 = (__global long *)(__accc_b___accc_p_s3 + __accc_o___accc_p_s3);
    long s3 = 0;
    __local long __accc_red_s3[32];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "launch_config.c"
s3 += (i * i) % 11;
    }
    __accc_red_s3[__accc_l] = s3;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 32) __accc_red_s3[__accc_l] = __accc_red_s3[__accc_l] + __accc_red_s3[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s3), __accc_red_s3[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b___accc_p_s4, ulong __accc_o___accc_p_s4, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_s4 = (__global long *)(__accc_b___accc_p_s4 + __accc_o___accc_p_s4);
    long s4 = 0;
    __local long __accc_red_s4[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "launch_config.c"
s4 += i;
    }
    __accc_red_s4[__accc_l] = s4;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s4[__accc_l] = __accc_red_s4[__accc_l] + __accc_red_s4[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s4), __accc_red_s4[0]);
}

__kernel void __accc_kernel_4_0(__global char *__accc_b___accc_p_s5, ulong __accc_o___accc_p_s5, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_s5 = (__global long *)(__accc_b___accc_p_s5 + __accc_o___accc_p_s5);
    long s5 = 0;
    __local long __accc_red_s5[1024];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "launch_config.c"
s5 += i % 5;
    }
    __accc_red_s5[__accc_l] = s5;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 512; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 1024) __accc_red_s5[__accc_l] = __accc_red_s5[__accc_l] + __accc_red_s5[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s5), __accc_red_s5[0]);
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*w)[512] = (__global int (*)[512])(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 47 "launch_config.c"
{

        { long __accc_tc49_8_0 = (long)((long)(8) - (long)(0)); if (__accc_tc49_8_0 < 0) __accc_tc49_8_0 = 0; for (long __accc_b49_8 = 0; __accc_b49_8 < __accc_tc49_8_0; __accc_b49_8 += 4) { const long __accc_it49_8 = __accc_b49_8 + ((long)get_local_id(0) / 64); const int __accc_won49_8 = __accc_it49_8 < __accc_tc49_8_0; long __accc_r49_8 = __accc_it49_8; int k = (0) + __accc_r49_8 * (1); 
{

            { long __accc_tc51_12_0 = __accc_won49_8 ? (long)((long)(64) - (long)(0)) : 0; if (__accc_tc51_12_0 < 0) __accc_tc51_12_0 = 0; for (long __accc_it51_12 = ((long)get_local_id(0) % 64); __accc_it51_12 < __accc_tc51_12_0; __accc_it51_12 += 64) { long __accc_r51_12 = __accc_it51_12; int i = (0) + __accc_r51_12 * (1); 
w[j][k * 64 + i] = (j + k + i) % 9;
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_6_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*w)[512] = (__global int (*)[512])(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 56 "launch_config.c"
{

        { long __accc_tc58_8_0 = (long)((long)(4) - (long)(0)); if (__accc_tc58_8_0 < 0) __accc_tc58_8_0 = 0; for (long __accc_b58_8 = 0; __accc_b58_8 < __accc_tc58_8_0; __accc_b58_8 += 8) { const long __accc_it58_8 = __accc_b58_8 + ((long)get_local_id(0) / 128); const int __accc_won58_8 = __accc_it58_8 < __accc_tc58_8_0; long __accc_r58_8 = __accc_it58_8; int k = (0) + __accc_r58_8 * (1); 
{

            { long __accc_tc60_12_0 = __accc_won58_8 ? (long)((long)(128) - (long)(0)) : 0; if (__accc_tc60_12_0 < 0) __accc_tc60_12_0 = 0; for (long __accc_it60_12 = ((long)get_local_id(0) % 128); __accc_it60_12 < __accc_tc60_12_0; __accc_it60_12 += 128) { long __accc_r60_12 = __accc_it60_12; int i = (0) + __accc_r60_12 * (1); 
w[j][k * 128 + i] += i % 3;
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}
