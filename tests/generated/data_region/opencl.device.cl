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
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_tmp, ulong __accc_o_tmp, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a);
    __global float *tmp = (__global float *)(__accc_b_tmp + __accc_o_tmp);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 21 "data_region.c"
tmp[i] = a[i] * 2.0f;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_tmp, ulong __accc_o_tmp, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict tmp = (__global const float *restrict)(__accc_b_tmp + __accc_o_tmp);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "data_region.c"
b[i] = tmp[i] + 1.0f;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_c, ulong __accc_o_c, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *c = (__global float *)(__accc_b_c + __accc_o_c);
    __global const float *restrict b = (__global const float *restrict)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "data_region.c"
c[i] = c[i] + b[i];
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_c, ulong __accc_o_c, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict c = (__global const float *restrict)(__accc_b_c + __accc_o_c);
    __global float *__accc_p_total = (__global float *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    float total = 0;
    __local float __accc_red_total[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "data_region.c"
total += c[i];
    }
    __accc_red_total[__accc_l] = total;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_total[__accc_l] = __accc_red_total[__accc_l] + __accc_red_total[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_float(&(*__accc_p_total), __accc_red_total[0]);
}
