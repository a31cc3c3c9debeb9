#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct région;
struct région { int début; int fin; };
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
int carré(int x);
int carré(int x)
{ return x * x; }
__kernel void __accc_kernel_0_0(struct région __accc_fp_zone, __global char *__accc_b_écart, ulong __accc_o_écart, __global char *__accc_b___accc_p_somme, ulong __accc_o___accc_p_somme, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *écart = (__global int *)(__accc_b_écart + __accc_o_écart);
    __global long *__accc_p_somme = (__global long *)(__accc_b___accc_p_somme + __accc_o___accc_p_somme);
    long somme = 0;
    __local long __accc_red_somme[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int ι = (__accc_lo0 + __accc_it * __accc_st0);
        struct région zone = __accc_fp_zone;
#line 17 "unicode_identifiers.c"
{
        écart[ι] = carré(ι - zone.début);
        if (ι >= zone.début && ι < zone.fin) somme += écart[ι];
    }
    }
    __accc_red_somme[__accc_l] = somme;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_somme[__accc_l] = __accc_red_somme[__accc_l] + __accc_red_somme[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_somme), __accc_red_somme[0]);
}
