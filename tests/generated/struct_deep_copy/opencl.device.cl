#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_32;
typedef struct __accc_anon_32 vec;
struct __accc_anon_32 { int n; float *data; };
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
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_v, ulong __accc_o___accc_p_v, __global char *__accc_b___accc_m_v_data, ulong __accc_o___accc_m_v_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global vec *__accc_p_v = (__global vec *)(__accc_b___accc_p_v + __accc_o___accc_p_v);
    __global float *__accc_m_v_data = (__global float *)(__accc_b___accc_m_v_data + __accc_o___accc_m_v_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "struct_deep_copy.c"
__accc_m_v_data[i] = __accc_m_v_data[i] * 4.0f + 1.0f;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_v, ulong __accc_o___accc_p_v, __global char *__accc_b___accc_m_v_data, ulong __accc_o___accc_m_v_data, __global char *__accc_b___accc_p_sum, ulong __accc_o___accc_p_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global vec *__accc_p_v = (__global vec *)(__accc_b___accc_p_v + __accc_o___accc_p_v);
    __global float *__accc_m_v_data = (__global float *)(__accc_b___accc_m_v_data + __accc_o___accc_m_v_data);
    __global float *__accc_p_sum = (__global float *)(__accc_b___accc_p_sum + __accc_o___accc_p_sum);
    float sum = 0;
    __local float __accc_red_sum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "struct_deep_copy.c"
sum += __accc_m_v_data[i];
    }
    __accc_red_sum[__accc_l] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sum[__accc_l] = __accc_red_sum[__accc_l] + __accc_red_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_float(&(*__accc_p_sum), __accc_red_sum[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b___accc_p_v, ulong __accc_o___accc_p_v, __global char *__accc_b___accc_m_v_data, ulong __accc_o___accc_m_v_data, __global char *__accc_b___accc_p_through_local, ulong __accc_o___accc_p_through_local, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global vec *__accc_p_v = (__global vec *)(__accc_b___accc_p_v + __accc_o___accc_p_v);
    __global float *__accc_m_v_data = (__global float *)(__accc_b___accc_m_v_data + __accc_o___accc_m_v_data);
    __global float *__accc_p_through_local = (__global float *)(__accc_b___accc_p_through_local + __accc_o___accc_p_through_local);
    float through_local = 0;
    __local float __accc_red_through_local[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 35 "struct_deep_copy.c"
{
        __global const float *d = __accc_m_v_data;
        through_local += d[i];
    }
    }
    __accc_red_through_local[__accc_l] = through_local;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_through_local[__accc_l] = __accc_red_through_local[__accc_l] + __accc_red_through_local[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_float(&(*__accc_p_through_local), __accc_red_through_local[0]);
}
