#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline double __accc_atomic_add_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
float lookup(int i, __global float *table);
float lookup(int i, __global float *table)
{
    return table[i % 128];
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict w = (__global const double *restrict)(__accc_b_w + __accc_o_w);
    __global double *__accc_p_s = (__global double *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    double s = 0;
    __local double __accc_red_s[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "declare.c"
s += w[i % 16];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_coeffs, ulong __accc_o_coeffs, __global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b_table, ulong __accc_o_table, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict coeffs = (__global const int *restrict)(__accc_b_coeffs + __accc_o_coeffs);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __global float *table = (__global float *)(__accc_b_table + __accc_o_table);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "declare.c"
out[i] = lookup(i, table) + (float)coeffs[i % 4];
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_table, ulong __accc_o_table, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *table = (__global float *)(__accc_b_table + __accc_o_table);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "declare.c"
table[i] = -table[i];
    }
}
