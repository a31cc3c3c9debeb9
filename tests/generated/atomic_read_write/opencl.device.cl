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
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_limit, ulong __accc_o___accc_p_limit, __global char *__accc_b___accc_p_dlimit, ulong __accc_o___accc_p_dlimit, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_over, ulong __accc_o_over, __global char *__accc_b_scaled, ulong __accc_o_scaled, __global char *__accc_b___accc_p_found, ulong __accc_o___accc_p_found, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_limit = (__global int *)(__accc_b___accc_p_limit + __accc_o___accc_p_limit);
    __global double *__accc_p_dlimit = (__global double *)(__accc_b___accc_p_dlimit + __accc_o___accc_p_dlimit);
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *over = (__global int *)(__accc_b_over + __accc_o_over);
    __global double *scaled = (__global double *)(__accc_b_scaled + __accc_o_scaled);
    __global int *__accc_p_found = (__global int *)(__accc_b___accc_p_found + __accc_o___accc_p_found);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 21 "atomic_read_write.c"
{
        int lim;

        lim = atomic_add(&((*__accc_p_limit)), 0);
        double dl;

        dl = __accc_atomic_add_double(&((*__accc_p_dlimit)), 0);
        over[i] = a[i] > lim;
        scaled[i] = a[i] * dl;
        if (a[i] == 4998) {

            (void)atomic_xchg(&((*__accc_p_found)), 1);
        }
    }
    }
}
