#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct cell;
struct grid;
struct cell { int hits; double weight; long total; };
struct grid { struct cell cells[4]; uchar flags[4]; };
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
inline uchar __accc_atomic_add_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(ov + v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline long __accc_atomic_sub_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v - v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline short __accc_atomic_sub_short(volatile __global short *p, short v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffffu << shift;
    uint o, n;
    short ov;
    do {
        o = *w;
        ov = (short)((o & mask) >> shift);
        short nv = (short)(ov - v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
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
inline uchar __accc_atomic_or_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(ov | v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline char __accc_atomic_xor_char(volatile __global char *p, char v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    char ov;
    do {
        o = *w;
        ov = (char)((o & mask) >> shift);
        char nv = (char)(ov ^ v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline ulong __accc_atomic_shl_ulong(volatile __global ulong *p, ulong v) {
    union { ulong b; ulong v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v << v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline double __accc_atomic_swap_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline uint __accc_atomic_subfrom_uint(volatile __global uint *p, uint v) {
    union { uint b; uint v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v - o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(int e, __global char *__accc_b_t, ulong __accc_o_t, __global char *__accc_b_d, ulong __accc_o_d, __global char *__accc_b_dcap, ulong __accc_o_dcap, __global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b___accc_p_g, ulong __accc_o___accc_p_g, __global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b___accc_p_sh, ulong __accc_o___accc_p_sh, __global char *__accc_b___accc_p_ch, ulong __accc_o___accc_p_ch, __global char *__accc_b___accc_p_uc, ulong __accc_o___accc_p_uc, __global char *__accc_b_ucnew, ulong __accc_o_ucnew, __global char *__accc_b___accc_p_l, ulong __accc_o___accc_p_l, __global char *__accc_b___accc_p_ll, ulong __accc_o___accc_p_ll, __global char *__accc_b_llcap, ulong __accc_o_llcap, __global char *__accc_b___accc_p_ull, ulong __accc_o___accc_p_ull, __global char *__accc_b___accc_p_u, ulong __accc_o___accc_p_u, __global char *__accc_b___accc_p_f, ulong __accc_o___accc_p_f, __global char *__accc_b___accc_p_seen, ulong __accc_o___accc_p_seen, __global char *__accc_b_weights, ulong __accc_o_weights, const struct cell fixed, __global char *__accc_b_reads, ulong __accc_o_reads, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *t = (__global int *)(__accc_b_t + __accc_o_t);
    __global double *d = (__global double *)(__accc_b_d + __accc_o_d);
    __global double *dcap = (__global double *)(__accc_b_dcap + __accc_o_dcap);
    __global int (*m)[4] = (__global int (*)[4])(__accc_b_m + __accc_o_m);
    __global struct grid *__accc_p_g = (__global struct grid *)(__accc_b___accc_p_g + __accc_o___accc_p_g);
    __global struct grid *p = (__global struct grid *)(__accc_b_p + __accc_o_p);
    __global short *__accc_p_sh = (__global short *)(__accc_b___accc_p_sh + __accc_o___accc_p_sh);
    __global char *__accc_p_ch = (__global char *)(__accc_b___accc_p_ch + __accc_o___accc_p_ch);
    __global uchar *__accc_p_uc = (__global uchar *)(__accc_b___accc_p_uc + __accc_o___accc_p_uc);
    __global int *ucnew = (__global int *)(__accc_b_ucnew + __accc_o_ucnew);
    __global long *__accc_p_l = (__global long *)(__accc_b___accc_p_l + __accc_o___accc_p_l);
    __global long *__accc_p_ll = (__global long *)(__accc_b___accc_p_ll + __accc_o___accc_p_ll);
    __global long *llcap = (__global long *)(__accc_b_llcap + __accc_o_llcap);
    __global ulong *__accc_p_ull = (__global ulong *)(__accc_b___accc_p_ull + __accc_o___accc_p_ull);
    __global uint *__accc_p_u = (__global uint *)(__accc_b___accc_p_u + __accc_o___accc_p_u);
    __global float *__accc_p_f = (__global float *)(__accc_b___accc_p_f + __accc_o___accc_p_f);
    __global uchar *__accc_p_seen = (__global uchar *)(__accc_b___accc_p_seen + __accc_o___accc_p_seen);
    __global const int *restrict weights = (__global const int *restrict)(__accc_b_weights + __accc_o_weights);
    __global int *reads = (__global int *)(__accc_b_reads + __accc_o_reads);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 50 "atomic_lvalues.c"
{

        (void)atomic_add(&(t[(int)(e)]), (1));

        (void)atomic_add(&(t[(int)(e * 1.5)]), (2));

        (void)atomic_sub(&(*(t + 5)), (1));

        (void)atomic_add(&(t[(unsigned)e + 4u]), (3));

        (void)__accc_atomic_mul_double(&(d[(long)(e - 2)]), (0.5));

        dcap[i] = ((double)(__accc_atomic_add_double(&(d[1]), (0.125)) + (0.125)));

        (void)atomic_add(&(m[i % 3][(int)(i % 4)]), 1);

        (void)atomic_add(&((*__accc_p_g).cells[i % 4].hits), 1);

        (void)__accc_atomic_add_long(&(p->cells[1].total), (i));

        (void)__accc_atomic_or_uchar(&((*p).flags[(int)(e)]), ((unsigned char)(1 << (i % 8))));

        (void)__accc_atomic_add_double(&(p->cells[2].weight), (0.25));

        (void)__accc_atomic_sub_short(&((*__accc_p_sh)), (3));

        (void)__accc_atomic_xor_char(&((*__accc_p_ch)), ((char)(1 << (i % 7))));

        ucnew[i] = ((uchar)(__accc_atomic_add_uchar(&((*__accc_p_uc)), 1) + 1));

        (void)__accc_atomic_sub_long(&((*__accc_p_l)), (5));

        llcap[i] = ((long)(__accc_atomic_mul_long(&((*__accc_p_ll)), (3)) * (3)));

        (void)__accc_atomic_shl_ulong(&((*__accc_p_ull)), (1));

        (void)__accc_atomic_subfrom_uint(&((*__accc_p_u)), (7u));

        (void)__accc_atomic_add_float(&((*__accc_p_f)), (0.5f));

        (void)__accc_atomic_or_uchar(&((*__accc_p_seen)), ((i == 7)));
        int w, s, k;
        const int twice = 2 * i;
        __global const int *row = weights;

        w = weights[i % 4];

        s = fixed.hits;

        k = twice;
        reads[i] = w + s + k;

        w = row[(i + 1) % 4];
        reads[i] += 100 * w;

        (void)atomic_xchg(&(t[7]), 42);

        (void)__accc_atomic_swap_double(&((*__accc_p_g).cells[3].weight), 1.5);
    }
    }
}
