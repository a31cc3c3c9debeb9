#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_6;
typedef struct __accc_anon_6 vec;
struct __accc_anon_6 { int n; double v[16]; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_h, ulong __accc_o___accc_p_h)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_h = (__global int *)(__accc_b___accc_p_h + __accc_o___accc_p_h);
    if ((long)get_global_id(0) == 0) {
#line 20 "construct_scalar_flow.c"
(*__accc_p_h) = a[3] * 2;
    }
}

__kernel void __accc_kernel_0_1(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_h, ulong __accc_o___accc_p_h, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_h = (__global int *)(__accc_b___accc_p_h + __accc_o___accc_p_h);
    __global int *c = (__global int *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 22 "construct_scalar_flow.c"
c[i] = a[i] + (*__accc_p_h);
    }
}

__kernel void __accc_kernel_0_2(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_s = (__global int *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    int s = 0;
    __local int __accc_red_s[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "construct_scalar_flow.c"
s += a[i];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_0_3(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_s = (__global int *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    __global int *b = (__global int *)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "construct_scalar_flow.c"
b[i] = a[i] + (*__accc_p_s);
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_x, ulong __accc_o___accc_p_x, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global vec *__accc_p_x = (__global vec *)(__accc_b___accc_p_x + __accc_o___accc_p_x);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "construct_scalar_flow.c"
(*__accc_p_x).v[i] = i * 2 + (*__accc_p_x).n;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*out)[8] = (__global int (*)[8])(__accc_b_out + __accc_o_out);
    __local int buf[8];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int g = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "construct_scalar_flow.c"
{

            { long __accc_tc42_12_0 = (long)((long)(8) - (long)(0)); if (__accc_tc42_12_0 < 0) __accc_tc42_12_0 = 0; for (long __accc_it42_12 = (long)get_local_id(0); __accc_it42_12 < __accc_tc42_12_0; __accc_it42_12 += (long)get_local_size(0)) { long __accc_r42_12 = __accc_it42_12; int k = (0) + __accc_r42_12 * (1); 
buf[k] = g * 100 + k;
} barrier(CLK_LOCAL_MEM_FENCE); }

            { long __accc_tc45_12_0 = (long)((long)(8) - (long)(0)); if (__accc_tc45_12_0 < 0) __accc_tc45_12_0 = 0; for (long __accc_it45_12 = (long)get_local_id(0); __accc_it45_12 < __accc_tc45_12_0; __accc_it45_12 += (long)get_local_size(0)) { long __accc_r45_12 = __accc_it45_12; int k = (0) + __accc_r45_12 * (1); 
out[g][k] = buf[7 - k];
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
    }
}
