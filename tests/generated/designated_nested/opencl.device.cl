#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct box;
struct pair;
struct span;
struct span { int lo; int hi; };
struct pair { struct span v; int k; };
struct box { int tag; struct pair p; struct span extra; };
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
int measure(int i);
int measure(int i)
{
    struct box b = {.p.v.hi = i + 5, .tag = 3, .p.k = 2, .extra.lo = 1, .p.v.lo = i};
    return (b.p.v.hi - b.p.v.lo) * b.p.k + b.tag + b.extra.lo + b.extra.hi;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b___accc_p_sum, ulong __accc_o___accc_p_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    __global long *__accc_p_sum = (__global long *)(__accc_b___accc_p_sum + __accc_o___accc_p_sum);
    long sum = 0;
    __local long __accc_red_sum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "designated_nested.c"
{
        struct pair q = {.v.lo = i, .v.hi = 2 * i, .k = 7};
        struct pair r = {.k = i % 5, .v.hi = 4, .v.lo = 1};
        out[i] = q.v.hi - q.v.lo + q.k + r.k * (r.v.hi - r.v.lo) + measure(i);
        sum += out[i];
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
