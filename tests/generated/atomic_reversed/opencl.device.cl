#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int __accc_atomic_subfrom_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v - o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline double __accc_atomic_divinto_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v / o.v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline uint __accc_atomic_shlby_uint(volatile __global uint *p, uint v) {
    union { uint b; uint v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v << o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_x, ulong __accc_o___accc_p_x, __global char *__accc_b___accc_p_y, ulong __accc_o___accc_p_y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_x = (__global int *)(__accc_b___accc_p_x + __accc_o___accc_p_x);
    __global double *__accc_p_y = (__global double *)(__accc_b___accc_p_y + __accc_o___accc_p_y);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 7 "atomic_reversed.c"
{

    (void)__accc_atomic_subfrom_int(&((*__accc_p_x)), (10));

    (void)__accc_atomic_divinto_double(&((*__accc_p_y)), (2.0));
  }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_w, ulong __accc_o___accc_p_w, __global char *__accc_b___accc_p_c1, ulong __accc_o___accc_p_c1, __global char *__accc_b___accc_p_z, ulong __accc_o___accc_p_z, __global char *__accc_b___accc_p_c2, ulong __accc_o___accc_p_c2)
{
    __global int *__accc_p_w = (__global int *)(__accc_b___accc_p_w + __accc_o___accc_p_w);
    __global int *__accc_p_c1 = (__global int *)(__accc_b___accc_p_c1 + __accc_o___accc_p_c1);
    __global uint *__accc_p_z = (__global uint *)(__accc_b___accc_p_z + __accc_o___accc_p_z);
    __global int *__accc_p_c2 = (__global int *)(__accc_b___accc_p_c2 + __accc_o___accc_p_c2);
    if ((long)get_global_id(0) == 0) {
#line 15 "atomic_reversed.c"
{

    (*__accc_p_c1) = ((int)((100) - __accc_atomic_subfrom_int(&((*__accc_p_w)), (100))));

    (void)__accc_atomic_shlby_uint(&((*__accc_p_z)), (3u));

    (*__accc_p_c2) = __accc_atomic_subfrom_int(&((*__accc_p_w)), (7));
  }
    }
}
