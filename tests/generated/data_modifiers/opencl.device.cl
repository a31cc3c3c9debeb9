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
__kernel void __accc_kernel_0_0(__global char *__accc_b_src, ulong __accc_o_src, __global char *__accc_b_dst, ulong __accc_o_dst, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict src = (__global const int *restrict)(__accc_b_src + __accc_o_src);
    __global int *dst = (__global int *)(__accc_b_dst + __accc_o_dst);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "data_modifiers.c"
dst[i] = src[i] * 3;
    }
}

__kernel void __accc_kernel_1_0(long __accc_delta_src, __global char *__accc_b_src, ulong __accc_o_src, long __accc_delta_acc_buf, __global char *__accc_b_acc_buf, ulong __accc_o_acc_buf, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict src = (__global const int *restrict)(__accc_b_src + __accc_o_src - __accc_delta_src);
    __global int *acc_buf = (__global int *)(__accc_b_acc_buf + __accc_o_acc_buf - __accc_delta_acc_buf);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 30 "data_modifiers.c"
acc_buf[i] = src[i] + 1;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_acc_buf, ulong __accc_o_acc_buf, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict acc_buf = (__global const int *restrict)(__accc_b_acc_buf + __accc_o_acc_buf);
    __global long *__accc_p_s = (__global long *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    long s = 0;
    __local long __accc_red_s[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "data_modifiers.c"
s += acc_buf[i];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s), __accc_red_s[0]);
}
