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
inline double __accc_atomic_mul_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_inc, ulong __accc_o___accc_p_inc, __global char *__accc_b___accc_p_pre, ulong __accc_o___accc_p_pre, __global char *__accc_b___accc_p_dec, ulong __accc_o___accc_p_dec, __global char *__accc_b___accc_p_add, ulong __accc_o___accc_p_add, __global char *__accc_b___accc_p_sub, ulong __accc_o___accc_p_sub, __global char *__accc_b___accc_p_orv, ulong __accc_o___accc_p_orv, __global char *__accc_b___accc_p_andv, ulong __accc_o___accc_p_andv, __global char *__accc_b___accc_p_xorv, ulong __accc_o___accc_p_xorv, __global char *__accc_b___accc_p_exprv, ulong __accc_o___accc_p_exprv, __global char *__accc_b___accc_p_exprv2, ulong __accc_o___accc_p_exprv2, __global char *__accc_b___accc_p_fadd, ulong __accc_o___accc_p_fadd, __global char *__accc_b___accc_p_dadd, ulong __accc_o___accc_p_dadd, __global char *__accc_b___accc_p_dmul, ulong __accc_o___accc_p_dmul, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_inc = (__global int *)(__accc_b___accc_p_inc + __accc_o___accc_p_inc);
    __global int *__accc_p_pre = (__global int *)(__accc_b___accc_p_pre + __accc_o___accc_p_pre);
    __global int *__accc_p_dec = (__global int *)(__accc_b___accc_p_dec + __accc_o___accc_p_dec);
    __global int *__accc_p_add = (__global int *)(__accc_b___accc_p_add + __accc_o___accc_p_add);
    __global int *__accc_p_sub = (__global int *)(__accc_b___accc_p_sub + __accc_o___accc_p_sub);
    __global int *__accc_p_orv = (__global int *)(__accc_b___accc_p_orv + __accc_o___accc_p_orv);
    __global int *__accc_p_andv = (__global int *)(__accc_b___accc_p_andv + __accc_o___accc_p_andv);
    __global int *__accc_p_xorv = (__global int *)(__accc_b___accc_p_xorv + __accc_o___accc_p_xorv);
    __global int *__accc_p_exprv = (__global int *)(__accc_b___accc_p_exprv + __accc_o___accc_p_exprv);
    __global int *__accc_p_exprv2 = (__global int *)(__accc_b___accc_p_exprv2 + __accc_o___accc_p_exprv2);
    __global float *__accc_p_fadd = (__global float *)(__accc_b___accc_p_fadd + __accc_o___accc_p_fadd);
    __global double *__accc_p_dadd = (__global double *)(__accc_b___accc_p_dadd + __accc_o___accc_p_dadd);
    __global double *__accc_p_dmul = (__global double *)(__accc_b___accc_p_dmul + __accc_o___accc_p_dmul);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "atomic_update.c"
{

        (void)atomic_add(&((*__accc_p_inc)), 1);

        (void)atomic_add(&((*__accc_p_pre)), 1);

        (void)atomic_sub(&((*__accc_p_dec)), 1);

        (void)atomic_add(&((*__accc_p_add)), (i % 10));

        (void)atomic_sub(&((*__accc_p_sub)), (3));

        (void)atomic_or(&((*__accc_p_orv)), (1 << (i % 30)));

        (void)atomic_and(&((*__accc_p_andv)), (~(1 << (i % 7))));

        (void)atomic_xor(&((*__accc_p_xorv)), (i));

        (void)atomic_add(&((*__accc_p_exprv)), (2));

        (void)atomic_add(&((*__accc_p_exprv2)), (1));

        (void)__accc_atomic_add_float(&((*__accc_p_fadd)), (0.5f));

        (void)__accc_atomic_add_double(&((*__accc_p_dadd)), ((double)(i % 4)));
        if (i % 1000 == 0) {

            (void)__accc_atomic_mul_double(&((*__accc_p_dmul)), (2.0));
        }
    }
    }
}
