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
__kernel void __accc_kernel_0_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, __global char *__accc_b___accc_p_dot, ulong __accc_o___accc_p_dot, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global const float *restrict y = (__global const float *restrict)(__accc_b_y + __accc_o_y);
    __global float *__accc_p_dot = (__global float *)(__accc_b___accc_p_dot + __accc_o___accc_p_dot);
    float dot__accc = 0;
    __local float __accc_red_dot[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 21 "dot_tolerance.c"
dot__accc += x[i] * y[i];
    }
    __accc_red_dot[__accc_l] = dot__accc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dot[__accc_l] = __accc_red_dot[__accc_l] + __accc_red_dot[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_float(&(*__accc_p_dot), __accc_red_dot[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_y, ulong __accc_o_y, __global char *__accc_b___accc_p_ddot, ulong __accc_o___accc_p_ddot, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global const float *restrict y = (__global const float *restrict)(__accc_b_y + __accc_o_y);
    __global double *__accc_p_ddot = (__global double *)(__accc_b___accc_p_ddot + __accc_o___accc_p_ddot);
    double ddot = 0;
    __local double __accc_red_ddot[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "dot_tolerance.c"
ddot += (double)x[i] * (double)y[i];
    }
    __accc_red_ddot[__accc_l] = ddot;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_ddot[__accc_l] = __accc_red_ddot[__accc_l] + __accc_red_ddot[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p_ddot), __accc_red_ddot[0]);
}
