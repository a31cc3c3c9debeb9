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
__kernel void __accc_kernel_0_0(__global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *d = (__global double *)(__accc_b_d + __accc_o_d);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 13 "deviceptr_enclosing.c"
d[i] = 3.0 * d[i];
    }
}

__kernel void __accc_kernel_1_0(int n, __global char *__accc_b_d, ulong __accc_o_d, __global char *__accc_b_out, ulong __accc_o_out)
{
    __global const double *restrict d = (__global const double *restrict)(__accc_b_d + __accc_o_d);
    __global double *out = (__global double *)(__accc_b_out + __accc_o_out);
    if ((long)get_global_id(0) == 0) {
#line 15 "deviceptr_enclosing.c"
for (int i = 0; i < n; i++) out[i] = d[i] + 0.5;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_p, ulong __accc_o_p, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *p = (__global double *)(__accc_b_p + __accc_o_p);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "deviceptr_enclosing.c"
p[i] = 2.0 * p[i];
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_q, ulong __accc_o_q, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *q = (__global int *)(__accc_b_q + __accc_o_q);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "deviceptr_enclosing.c"
q[i] = i % 7;
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_q, ulong __accc_o_q)
{
    __global int *q = (__global int *)(__accc_b_q + __accc_o_q);
    if ((long)get_global_id(0) == 0) {
#line 37 "deviceptr_enclosing.c"
{
      q[0] = 100;
    }
    }
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b_host, ulong __accc_o_host, __global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b_q, ulong __accc_o_q, __global char *__accc_b___accc_p_sum, ulong __accc_o___accc_p_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict p = (__global const double *restrict)(__accc_b_p + __accc_o_p);
    __global const double *restrict host = (__global const double *restrict)(__accc_b_host + __accc_o_host);
    __global double *out = (__global double *)(__accc_b_out + __accc_o_out);
    __global const int *restrict q = (__global const int *restrict)(__accc_b_q + __accc_o_q);
    __global long *__accc_p_sum = (__global long *)(__accc_b___accc_p_sum + __accc_o___accc_p_sum);
    long sum = 0;
    __local long __accc_red_sum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "deviceptr_enclosing.c"
{
        out[i] = p[i] + host[i];
        sum += q[i];
      }
    }
    __accc_red_sum[__accc_l] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sum[__accc_l] = __accc_red_sum[__accc_l] + __accc_red_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_sum), __accc_red_sum[0]);
}
