#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_6;
typedef struct __accc_anon_6 Work;
struct __accc_anon_6 { int n; int step; long sum; float scale; float *data; };
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
__kernel void __accc_kernel_0_0(__global char *__accc_b_buf, ulong __accc_o_buf, __global char *__accc_b___accc_p_v, ulong __accc_o___accc_p_v, __global char *__accc_b___accc_p__m_v_sum, ulong __accc_o___accc_p__m_v_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict buf = (__global const float *restrict)(__accc_b_buf + __accc_o_buf);
    __global Work *__accc_p_v = (__global Work *)(__accc_b___accc_p_v + __accc_o___accc_p_v);
    __global long *__accc_p__m_v_sum = (__global long *)(__accc_b___accc_p__m_v_sum + __accc_o___accc_p__m_v_sum);
    long __accc_r_m_v_sum = 0;
    __local long __accc_red__m_v_sum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "struct_member_bounds.c"
__accc_r_m_v_sum += (long)buf[i];
    }
    __accc_red__m_v_sum[__accc_l] = __accc_r_m_v_sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red__m_v_sum[__accc_l] = __accc_red__m_v_sum[__accc_l] + __accc_red__m_v_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p__m_v_sum), __accc_red__m_v_sum[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_v, ulong __accc_o___accc_p_v)
{
    __global Work *__accc_p_v = (__global Work *)(__accc_b___accc_p_v + __accc_o___accc_p_v);
    if ((long)get_global_id(0) == 0) {
#line 32 "struct_member_bounds.c"
(*__accc_p_v).scale = 2.0f;
    }
}

__kernel void __accc_kernel_1_1(__global char *__accc_b_buf, ulong __accc_o_buf, __global char *__accc_b___accc_p_v, ulong __accc_o___accc_p_v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *buf = (__global float *)(__accc_b_buf + __accc_o_buf);
    __global Work *__accc_p_v = (__global Work *)(__accc_b___accc_p_v + __accc_o___accc_p_v);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "struct_member_bounds.c"
buf[i] = buf[i] * (*__accc_p_v).scale;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b___accc_p_v, ulong __accc_o___accc_p_v, __global char *__accc_b___accc_m_v_data, ulong __accc_o___accc_m_v_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global Work *__accc_p_v = (__global Work *)(__accc_b___accc_p_v + __accc_o___accc_p_v);
    __global float *__accc_m_v_data = (__global float *)(__accc_b___accc_m_v_data + __accc_o___accc_m_v_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "struct_member_bounds.c"
__accc_m_v_data[i] = -1.0f;
    }
}
