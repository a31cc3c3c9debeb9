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
inline long __accc_atomic_mul_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline long __accc_atomic_max_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v > v ? o.v : v);
        if (n.b == o.b) return o.v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline short __accc_atomic_max_short(volatile __global short *p, short v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffffu << shift;
    uint o, n;
    short ov;
    do {
        o = *w;
        ov = (short)((o & mask) >> shift);
        short nv = (short)((ov > v ? ov : v));
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline ulong __accc_atomic_min_ulong(volatile __global ulong *p, ulong v) {
    union { ulong b; ulong v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v < v ? o.v : v);
        if (n.b == o.b) return o.v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_lsum, ulong __accc_o___accc_p_lsum, __global char *__accc_b___accc_p_llmax, ulong __accc_o___accc_p_llmax, __global char *__accc_b___accc_p_uwrap, ulong __accc_o___accc_p_uwrap, __global char *__accc_b___accc_p_uxor, ulong __accc_o___accc_p_uxor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_lsum = (__global long *)(__accc_b___accc_p_lsum + __accc_o___accc_p_lsum);
    __global long *__accc_p_llmax = (__global long *)(__accc_b___accc_p_llmax + __accc_o___accc_p_llmax);
    __global uint *__accc_p_uwrap = (__global uint *)(__accc_b___accc_p_uwrap + __accc_o___accc_p_uwrap);
    __global uint *__accc_p_uxor = (__global uint *)(__accc_b___accc_p_uxor + __accc_o___accc_p_uxor);
    long lsum = 0;
    __local long __accc_red_lsum[128];
    long llmax = (-9223372036854775807L-1);
    __local long __accc_red_llmax[128];
    uint uwrap = 0;
    __local uint __accc_red_uwrap[128];
    uint uxor = 0;
    __local uint __accc_red_uxor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 17 "reduction_types.c"
{
        lsum += (long)i * i;
        long v = ((long)i * 7919) % 100003;
        llmax = v > llmax ? v : llmax;
        uwrap += 4000000000u + (unsigned)i;
        uxor ^= (unsigned)i * 2654435761u;
    }
    }
    __accc_red_lsum[__accc_l] = lsum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_lsum[__accc_l] = __accc_red_lsum[__accc_l] + __accc_red_lsum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_lsum), __accc_red_lsum[0]);
    __accc_red_llmax[__accc_l] = llmax;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_llmax[__accc_l] = (__accc_red_llmax[__accc_l] > __accc_red_llmax[__accc_l + __accc_s] ? __accc_red_llmax[__accc_l] : __accc_red_llmax[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_long(&(*__accc_p_llmax), __accc_red_llmax[0]);
    __accc_red_uwrap[__accc_l] = uwrap;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_uwrap[__accc_l] = __accc_red_uwrap[__accc_l] + __accc_red_uwrap[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_uwrap), __accc_red_uwrap[0]);
    __accc_red_uxor[__accc_l] = uxor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_uxor[__accc_l] = __accc_red_uxor[__accc_l] ^ __accc_red_uxor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_xor(&(*__accc_p_uxor), __accc_red_uxor[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_llprod, ulong __accc_o___accc_p_llprod, __global char *__accc_b___accc_p_uor, ulong __accc_o___accc_p_uor, __global char *__accc_b___accc_p_umin, ulong __accc_o___accc_p_umin, __global char *__accc_b___accc_p_smax, ulong __accc_o___accc_p_smax, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_llprod = (__global long *)(__accc_b___accc_p_llprod + __accc_o___accc_p_llprod);
    __global uint *__accc_p_uor = (__global uint *)(__accc_b___accc_p_uor + __accc_o___accc_p_uor);
    __global ulong *__accc_p_umin = (__global ulong *)(__accc_b___accc_p_umin + __accc_o___accc_p_umin);
    __global short *__accc_p_smax = (__global short *)(__accc_b___accc_p_smax + __accc_o___accc_p_smax);
    long llprod = 1;
    __local long __accc_red_llprod[128];
    uint uor = 0;
    __local uint __accc_red_uor[128];
    ulong umin = 18446744073709551615UL;
    __local ulong __accc_red_umin[128];
    short smax = (-32767-1);
    __local short __accc_red_smax[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "reduction_types.c"
{
        llprod *= (i % 10 == 0) ? 1000 : 1;
        uor |= 1u << (i % 32);
        unsigned long w = 1000ul + (unsigned long)((i * 37) % 41);
        umin = w < umin ? w : umin;
        short sv = (short)(i * 100 - 2000);
        smax = sv > smax ? sv : smax;
    }
    }
    __accc_red_llprod[__accc_l] = llprod;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_llprod[__accc_l] = __accc_red_llprod[__accc_l] * __accc_red_llprod[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_long(&(*__accc_p_llprod), __accc_red_llprod[0]);
    __accc_red_uor[__accc_l] = uor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_uor[__accc_l] = __accc_red_uor[__accc_l] | __accc_red_uor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_or(&(*__accc_p_uor), __accc_red_uor[0]);
    __accc_red_umin[__accc_l] = umin;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_umin[__accc_l] = (__accc_red_umin[__accc_l] < __accc_red_umin[__accc_l + __accc_s] ? __accc_red_umin[__accc_l] : __accc_red_umin[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_ulong(&(*__accc_p_umin), __accc_red_umin[0]);
    __accc_red_smax[__accc_l] = smax;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_smax[__accc_l] = (__accc_red_smax[__accc_l] > __accc_red_smax[__accc_l + __accc_s] ? __accc_red_smax[__accc_l] : __accc_red_smax[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_short(&(*__accc_p_smax), __accc_red_smax[0]);
}
