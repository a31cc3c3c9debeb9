#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(int flag, __global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict p = (__global const int *restrict)(__accc_b_p + __accc_o_p);
    __global int *__accc_p_s = (__global int *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    int s = 0;
    __local int __accc_red_s[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 8 "no_create_absent.c"
s += flag ? p[i] : 1;
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_q, ulong __accc_o_q, __global char *__accc_b___accc_p_t, ulong __accc_o___accc_p_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict q = (__global const int *restrict)(__accc_b_q + __accc_o_q);
    __global int *__accc_p_t = (__global int *)(__accc_b___accc_p_t + __accc_o___accc_p_t);
    int t = 0;
    __local int __accc_red_t[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 12 "no_create_absent.c"
t += q[i];
    }
    __accc_red_t[__accc_l] = t;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_t[__accc_l] = __accc_red_t[__accc_l] + __accc_red_t[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_t), __accc_red_t[0]);
}
