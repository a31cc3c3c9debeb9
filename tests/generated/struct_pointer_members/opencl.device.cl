#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_32;
struct inner;
struct outer;
struct inner { int n; float *data; };
struct outer { int k; struct inner in; };
typedef struct __accc_anon_32 vec;
struct __accc_anon_32 { int n; float scale; int count; float *data; };
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
__kernel void __accc_kernel_0_0(__global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_m_p_data, ulong __accc_o___accc_m_p_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global vec *p = (__global vec *)(__accc_b_p + __accc_o_p);
    __global float *__accc_m_p_data = (__global float *)(__accc_b___accc_m_p_data + __accc_o___accc_m_p_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "struct_pointer_members.c"
__accc_m_p_data[i] = __accc_m_p_data[i] * p->scale + (float)p->n / 1000.0f;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_p, ulong __accc_o_p, long __accc_delta___accc_m_p_data, __global char *__accc_b___accc_m_p_data, ulong __accc_o___accc_m_p_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global vec *p = (__global vec *)(__accc_b_p + __accc_o_p);
    __global float *__accc_m_p_data = (__global float *)(__accc_b___accc_m_p_data + __accc_o___accc_m_p_data - __accc_delta___accc_m_p_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "struct_pointer_members.c"
__accc_m_p_data[i] -= p[0].scale;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_q, ulong __accc_o_q, __global char *__accc_b___accc_m_q_in_data, ulong __accc_o___accc_m_q_in_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global struct outer *q = (__global struct outer *)(__accc_b_q + __accc_o_q);
    __global float *__accc_m_q_in_data = (__global float *)(__accc_b___accc_m_q_in_data + __accc_o___accc_m_q_in_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 52 "struct_pointer_members.c"
__accc_m_q_in_data[i] = __accc_m_q_in_data[i] * (float)q->k + (float)(q->in.n - 1000);
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_m_p_data, ulong __accc_o___accc_m_p_data)
{
    __global vec *p = (__global vec *)(__accc_b_p + __accc_o_p);
    __global float *__accc_m_p_data = (__global float *)(__accc_b___accc_m_p_data + __accc_o___accc_m_p_data);
    if ((long)get_global_id(0) == 0) {
#line 58 "struct_pointer_members.c"
{
        p->count = p->n / 10;
        __accc_m_p_data[0] = (float)p->count;
    }
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_m_p_data, ulong __accc_o___accc_m_p_data)
{
    __global vec *p = (__global vec *)(__accc_b_p + __accc_o_p);
    __global float *__accc_m_p_data = (__global float *)(__accc_b___accc_m_p_data + __accc_o___accc_m_p_data);
    {
#line 66 "struct_pointer_members.c"
{
        p->count += (int)__accc_m_p_data[1] + 1;
    }
    }
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_m_p_data, ulong __accc_o___accc_m_p_data, __global char *__accc_b___accc_p_sum, ulong __accc_o___accc_p_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const vec *restrict p = (__global const vec *restrict)(__accc_b_p + __accc_o_p);
    __global float *__accc_m_p_data = (__global float *)(__accc_b___accc_m_p_data + __accc_o___accc_m_p_data);
    __global float *__accc_p_sum = (__global float *)(__accc_b___accc_p_sum + __accc_o___accc_p_sum);
    float sum = 0;
    __local float __accc_red_sum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 75 "struct_pointer_members.c"
sum += __accc_m_p_data[i] * p->scale;
    }
    __accc_red_sum[__accc_l] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sum[__accc_l] = __accc_red_sum[__accc_l] + __accc_red_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_float(&(*__accc_p_sum), __accc_red_sum[0]);
}

__kernel void __accc_kernel_6_0(__global char *__accc_b_p, ulong __accc_o_p)
{
    __global vec *p = (__global vec *)(__accc_b_p + __accc_o_p);
    if ((long)get_global_id(0) == 0) {
#line 86 "struct_pointer_members.c"
p->count = 2;
    }
}

__kernel void __accc_kernel_7_0(__global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_m_p_data, ulong __accc_o___accc_m_p_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global vec *p = (__global vec *)(__accc_b_p + __accc_o_p);
    __global float *__accc_m_p_data = (__global float *)(__accc_b___accc_m_p_data + __accc_o___accc_m_p_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 89 "struct_pointer_members.c"
__accc_m_p_data[i] += (float)p->count;
    }
}
