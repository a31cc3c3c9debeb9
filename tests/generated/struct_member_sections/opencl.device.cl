#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_32;
struct inner;
struct outer;
struct wrap;
struct inner { int n; float *data; };
struct outer { int k; struct inner in; };
typedef struct __accc_anon_32 vec;
struct wrap { int k; vec *link; };
struct __accc_anon_32 { int n; float scale; float *data; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_v, ulong __accc_o___accc_p_v, __global char *__accc_b___accc_m_v_data, ulong __accc_o___accc_m_v_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global vec *__accc_p_v = (__global vec *)(__accc_b___accc_p_v + __accc_o___accc_p_v);
    __global float *__accc_m_v_data = (__global float *)(__accc_b___accc_m_v_data + __accc_o___accc_m_v_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "struct_member_sections.c"
__accc_m_v_data[i] = __accc_m_v_data[i] * (*__accc_p_v).scale + (float)(*__accc_p_v).n / 1000.0f;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_m_p_data, ulong __accc_o___accc_m_p_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global vec *p = (__global vec *)(__accc_b_p + __accc_o_p);
    __global float *__accc_m_p_data = (__global float *)(__accc_b___accc_m_p_data + __accc_o___accc_m_p_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 39 "struct_member_sections.c"
__accc_m_p_data[i] += 1.0f;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_q, ulong __accc_o_q, __global char *__accc_b___accc_m_q_in_data, ulong __accc_o___accc_m_q_in_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global struct outer *q = (__global struct outer *)(__accc_b_q + __accc_o_q);
    __global float *__accc_m_q_in_data = (__global float *)(__accc_b___accc_m_q_in_data + __accc_o___accc_m_q_in_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "struct_member_sections.c"
__accc_m_q_in_data[i] = __accc_m_q_in_data[i] * 2.0f;
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b___accc_p_w, ulong __accc_o___accc_p_w, __global char *__accc_b___accc_m_w_link_data, ulong __accc_o___accc_m_w_link_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global struct wrap *__accc_p_w = (__global struct wrap *)(__accc_b___accc_p_w + __accc_o___accc_p_w);
    __global float *__accc_m_w_link_data = (__global float *)(__accc_b___accc_m_w_link_data + __accc_o___accc_m_w_link_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 56 "struct_member_sections.c"
__accc_m_w_link_data[i] -= 2.0f;
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b___accc_p_v, ulong __accc_o___accc_p_v, __global char *__accc_b___accc_m_v_data, ulong __accc_o___accc_m_v_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global vec *__accc_p_v = (__global vec *)(__accc_b___accc_p_v + __accc_o___accc_p_v);
    __global float *__accc_m_v_data = (__global float *)(__accc_b___accc_m_v_data + __accc_o___accc_m_v_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "struct_member_sections.c"
__accc_m_v_data[i] *= 0.5f;
    }
}

__kernel void __accc_kernel_5_0(int none, __global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_p_v, ulong __accc_o___accc_p_v, __global char *__accc_b_marks, ulong __accc_o_marks, __global char *__accc_b___accc_m_p_data, ulong __accc_o___accc_m_p_data, __global char *__accc_b___accc_m_v_data, ulong __accc_o___accc_m_v_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const vec *restrict p = (__global const vec *restrict)(__accc_b_p + __accc_o_p);
    __global vec *__accc_p_v = (__global vec *)(__accc_b___accc_p_v + __accc_o___accc_p_v);
    __global int *marks = (__global int *)(__accc_b_marks + __accc_o_marks);
    __global float *__accc_m_p_data = (__global float *)(__accc_b___accc_m_p_data + __accc_o___accc_m_p_data);
    __global float *__accc_m_v_data = (__global float *)(__accc_b___accc_m_v_data + __accc_o___accc_m_v_data);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 75 "struct_member_sections.c"
marks[i] = i % 4 + (none > 0 ? (int)__accc_m_p_data[0] + (int)__accc_m_v_data[0] : none);
    }
}
