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
__kernel void __accc_kernel_0_0(const double h, __global char *__accc_b___accc_p_sum, ulong __accc_o___accc_p_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *__accc_p_sum = (__global double *)(__accc_b___accc_p_sum + __accc_o___accc_p_sum);
    double sum = 0;
    __local double __accc_red_sum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 14 "pi.c"
{
        double x = (i + 0.5) * h;
        sum += 4.0 / (1.0 + x * x);
    }
    }
    __accc_red_sum[__accc_l] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sum[__accc_l] = __accc_red_sum[__accc_l] + __accc_red_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p_sum), __accc_red_sum[0]);
}

__kernel void __accc_kernel_1_0(const double h, __global char *__accc_b___accc_p_pi2, ulong __accc_o___accc_p_pi2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *__accc_p_pi2 = (__global double *)(__accc_b___accc_p_pi2 + __accc_o___accc_p_pi2);
    double pi2 = 0;
    __local double __accc_red_pi2[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int c = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "pi.c"
{
        double part = 0.0;
        for (int i = c * 1000; i < (c + 1) * 1000; i++) {
            double x = (i + 0.5) * h;
            part += 4.0 / (1.0 + x * x);
        }
        pi2 += part * h;
    }
    }
    __accc_red_pi2[__accc_l] = pi2;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_pi2[__accc_l] = __accc_red_pi2[__accc_l] + __accc_red_pi2[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p_pi2), __accc_red_pi2[0]);
}
