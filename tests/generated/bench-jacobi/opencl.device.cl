#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline float __accc_atomic_max_float(volatile __global float *p, float v) {
    union { uint b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v > v ? o.v : v);
        if (n.b == o.b) return o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "jacobi.c"
w[i] = (float)i;
    }
}

__kernel void __accc_kernel_1_0_strips(int m, __global char *__accc_b_A, ulong __accc_o_A, __global char *__accc_b_Anew, ulong __accc_o_Anew, __global char *__accc_b___accc_p_err, ulong __accc_o___accc_p_err, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const float *restrict A = (__global const float *restrict)(__accc_b_A + __accc_o_A);
    __global float *Anew = (__global float *)(__accc_b_Anew + __accc_o_Anew);
    __global float *__accc_p_err = (__global float *)(__accc_b___accc_p_err + __accc_o___accc_p_err);
    float err = -INFINITY;
    __local float __accc_red_err[128];
    int __accc_l = (int)get_local_id(0);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        float __accc_carry0_0, __accc_carry0_1, __accc_carry0_2;
        if (__accc_r < __accc_re) {
            const long __accc_x0 = __accc_r;
            int j = (__accc_lo0 + __accc_x0 * __accc_st0);
            int i = (__accc_lo1 + __accc_x1 * __accc_st1);
            __accc_carry0_1 = A[j * m + i];
            __accc_carry0_2 = A[(j - 1) * m + i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1), __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        __accc_carry0_0 = A[(j + 1) * m + i];
#line 89 "jacobi.c"
{
                    Anew[j * m + i] = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1]
                                             + __accc_carry0_2 + __accc_carry0_0);
                    err = fmax(err, fabs(Anew[j * m + i] - __accc_carry0_1));
                }
        }
    }
    __accc_red_err[__accc_l] = err;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_err[__accc_l] = (__accc_red_err[__accc_l] > __accc_red_err[__accc_l + __accc_s] ? __accc_red_err[__accc_l] : __accc_red_err[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_float(&(*__accc_p_err), __accc_red_err[0]);
}

__kernel void __accc_kernel_1_0(int m, __global char *__accc_b_A, ulong __accc_o_A, __global char *__accc_b_Anew, ulong __accc_o_Anew, __global char *__accc_b___accc_p_err, ulong __accc_o___accc_p_err, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const float *restrict A = (__global const float *restrict)(__accc_b_A + __accc_o_A);
    __global float *Anew = (__global float *)(__accc_b_Anew + __accc_o_Anew);
    __global float *__accc_p_err = (__global float *)(__accc_b___accc_p_err + __accc_o___accc_p_err);
    float err = -INFINITY;
    __local float __accc_red_err[128];
    int __accc_l = (int)get_local_id(0);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 89 "jacobi.c"
{
                    Anew[j * m + i] = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1]
                                             + A[(j - 1) * m + i] + A[(j + 1) * m + i]);
                    err = fmax(err, fabs(Anew[j * m + i] - A[j * m + i]));
                }
    }
    __accc_red_err[__accc_l] = err;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_err[__accc_l] = (__accc_red_err[__accc_l] > __accc_red_err[__accc_l + __accc_s] ? __accc_red_err[__accc_l] : __accc_red_err[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_float(&(*__accc_p_err), __accc_red_err[0]);
}

__kernel void __accc_kernel_2_0_strips(int m, __global char *__accc_b_Anew, ulong __accc_o_Anew, __global char *__accc_b_A, ulong __accc_o_A, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const float *restrict Anew = (__global const float *restrict)(__accc_b_Anew + __accc_o_Anew);
    __global float *A = (__global float *)(__accc_b_A + __accc_o_A);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 98 "jacobi.c"
A[j * m + i] = Anew[j * m + i];
        }
    }
}

__kernel void __accc_kernel_2_0(int m, __global char *__accc_b_Anew, ulong __accc_o_Anew, __global char *__accc_b_A, ulong __accc_o_A, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global const float *restrict Anew = (__global const float *restrict)(__accc_b_Anew + __accc_o_Anew);
    __global float *A = (__global float *)(__accc_b_A + __accc_o_A);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 98 "jacobi.c"
A[j * m + i] = Anew[j * m + i];
    }
}
