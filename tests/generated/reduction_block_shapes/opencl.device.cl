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
inline uchar __accc_atomic_land_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(ov && v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline uchar __accc_atomic_lor_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(ov || v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline char __accc_atomic_max_char(volatile __global char *p, char v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    char ov;
    do {
        o = *w;
        ov = (char)((o & mask) >> shift);
        char nv = (char)((ov > v ? ov : v));
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline double __accc_atomic_max_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v > v ? o.v : v);
        if (n.b == o.b) return o.v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
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
inline uchar __accc_atomic_max_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)((ov > v ? ov : v));
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline char __accc_atomic_min_char(volatile __global char *p, char v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    char ov;
    do {
        o = *w;
        ov = (char)((o & mask) >> shift);
        char nv = (char)((ov < v ? ov : v));
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline double __accc_atomic_min_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v < v ? o.v : v);
        if (n.b == o.b) return o.v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline float __accc_atomic_min_float(volatile __global float *p, float v) {
    union { uint b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v < v ? o.v : v);
        if (n.b == o.b) return o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline long __accc_atomic_min_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v < v ? o.v : v);
        if (n.b == o.b) return o.v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline short __accc_atomic_min_short(volatile __global short *p, short v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffffu << shift;
    uint o, n;
    short ov;
    do {
        o = *w;
        ov = (short)((o & mask) >> shift);
        short nv = (short)((ov < v ? ov : v));
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_s = (__global long *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    long s = 0;
    __local long __accc_red_s[32];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "reduction_block_shapes.c"
s += a[i];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 32) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_s = (__global long *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    long s = 0;
    __local long __accc_red_s[96];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "reduction_block_shapes.c"
s += a[i];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 96) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_s = (__global long *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    long s = 0;
    __local long __accc_red_s[1024];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "reduction_block_shapes.c"
s += a[i];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 512; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 1024) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_s = (__global long *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    long s = 0;
    __local long __accc_red_s[40];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "reduction_block_shapes.c"
s += a[i];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 32; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 40) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global long *__accc_p_s = (__global long *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    long s = 0;
    __local long __accc_red_s[1];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "reduction_block_shapes.c"
s += a[i];
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 0; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 1) __accc_red_s[__accc_l] = __accc_red_s[__accc_l] + __accc_red_s[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_s), __accc_red_s[0]);
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_cmax, ulong __accc_o___accc_p_cmax, __global char *__accc_b___accc_p_cmin, ulong __accc_o___accc_p_cmin, __global char *__accc_b___accc_p_ucmax, ulong __accc_o___accc_p_ucmax, __global char *__accc_b___accc_p_smin, ulong __accc_o___accc_p_smin, __global char *__accc_b___accc_p_all_small, ulong __accc_o___accc_p_all_small, __global char *__accc_b___accc_p_any_big, ulong __accc_o___accc_p_any_big, __global char *__accc_b___accc_p_llmin, ulong __accc_o___accc_p_llmin, __global char *__accc_b___accc_p_dsum, ulong __accc_o___accc_p_dsum, __global char *__accc_b___accc_p_dmax, ulong __accc_o___accc_p_dmax, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global char *__accc_p_cmax = (__global char *)(__accc_b___accc_p_cmax + __accc_o___accc_p_cmax);
    __global char *__accc_p_cmin = (__global char *)(__accc_b___accc_p_cmin + __accc_o___accc_p_cmin);
    __global uchar *__accc_p_ucmax = (__global uchar *)(__accc_b___accc_p_ucmax + __accc_o___accc_p_ucmax);
    __global short *__accc_p_smin = (__global short *)(__accc_b___accc_p_smin + __accc_o___accc_p_smin);
    __global uchar *__accc_p_all_small = (__global uchar *)(__accc_b___accc_p_all_small + __accc_o___accc_p_all_small);
    __global uchar *__accc_p_any_big = (__global uchar *)(__accc_b___accc_p_any_big + __accc_o___accc_p_any_big);
    __global long *__accc_p_llmin = (__global long *)(__accc_b___accc_p_llmin + __accc_o___accc_p_llmin);
    __global double *__accc_p_dsum = (__global double *)(__accc_b___accc_p_dsum + __accc_o___accc_p_dsum);
    __global double *__accc_p_dmax = (__global double *)(__accc_b___accc_p_dmax + __accc_o___accc_p_dmax);
    char cmax = (-128);
    __local char __accc_red_cmax[96];
    char cmin = 127;
    __local char __accc_red_cmin[96];
    uchar ucmax = 0;
    __local uchar __accc_red_ucmax[96];
    short smin = 32767;
    __local short __accc_red_smin[96];
    uchar all_small = 1;
    __local uchar __accc_red_all_small[96];
    uchar any_big = 0;
    __local uchar __accc_red_any_big[96];
    long llmin = 9223372036854775807L;
    __local long __accc_red_llmin[96];
    double dsum = 0;
    __local double __accc_red_dsum[96];
    double dmax = -INFINITY;
    __local double __accc_red_dmax[96];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 56 "reduction_block_shapes.c"
{
        signed char c = (signed char)(a[i] % 100);
        cmax = c > cmax ? c : cmax;
        cmin = c < cmin ? c : cmin;
        unsigned char u = (unsigned char)(i % 251);
        ucmax = u > ucmax ? u : ucmax;
        short s = (short)(a[i] * 60);
        smin = s < smin ? s : smin;
        all_small = all_small && a[i] < 600;
        any_big = any_big || a[i] == 508;
        long l = (long)a[i] * 4000000000L;
        llmin = l < llmin ? l : llmin;
        dsum += a[i] * 0.25;
        double d = a[i] * 0.5;
        dmax = d > dmax ? d : dmax;
    }
    }
    __accc_red_cmax[__accc_l] = cmax;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 96) __accc_red_cmax[__accc_l] = (__accc_red_cmax[__accc_l] > __accc_red_cmax[__accc_l + __accc_s] ? __accc_red_cmax[__accc_l] : __accc_red_cmax[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_char(&(*__accc_p_cmax), __accc_red_cmax[0]);
    __accc_red_cmin[__accc_l] = cmin;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 96) __accc_red_cmin[__accc_l] = (__accc_red_cmin[__accc_l] < __accc_red_cmin[__accc_l + __accc_s] ? __accc_red_cmin[__accc_l] : __accc_red_cmin[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_char(&(*__accc_p_cmin), __accc_red_cmin[0]);
    __accc_red_ucmax[__accc_l] = ucmax;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 96) __accc_red_ucmax[__accc_l] = (__accc_red_ucmax[__accc_l] > __accc_red_ucmax[__accc_l + __accc_s] ? __accc_red_ucmax[__accc_l] : __accc_red_ucmax[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_uchar(&(*__accc_p_ucmax), __accc_red_ucmax[0]);
    __accc_red_smin[__accc_l] = smin;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 96) __accc_red_smin[__accc_l] = (__accc_red_smin[__accc_l] < __accc_red_smin[__accc_l + __accc_s] ? __accc_red_smin[__accc_l] : __accc_red_smin[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_short(&(*__accc_p_smin), __accc_red_smin[0]);
    __accc_red_all_small[__accc_l] = all_small;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 96) __accc_red_all_small[__accc_l] = __accc_red_all_small[__accc_l] && __accc_red_all_small[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_uchar(&(*__accc_p_all_small), __accc_red_all_small[0]);
    __accc_red_any_big[__accc_l] = any_big;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 96) __accc_red_any_big[__accc_l] = __accc_red_any_big[__accc_l] || __accc_red_any_big[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_uchar(&(*__accc_p_any_big), __accc_red_any_big[0]);
    __accc_red_llmin[__accc_l] = llmin;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 96) __accc_red_llmin[__accc_l] = (__accc_red_llmin[__accc_l] < __accc_red_llmin[__accc_l + __accc_s] ? __accc_red_llmin[__accc_l] : __accc_red_llmin[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_long(&(*__accc_p_llmin), __accc_red_llmin[0]);
    __accc_red_dsum[__accc_l] = dsum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 96) __accc_red_dsum[__accc_l] = __accc_red_dsum[__accc_l] + __accc_red_dsum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p_dsum), __accc_red_dsum[0]);
    __accc_red_dmax[__accc_l] = dmax;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 96) __accc_red_dmax[__accc_l] = (__accc_red_dmax[__accc_l] > __accc_red_dmax[__accc_l + __accc_s] ? __accc_red_dmax[__accc_l] : __accc_red_dmax[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_double(&(*__accc_p_dmax), __accc_red_dmax[0]);
}

__kernel void __accc_kernel_6_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_top, ulong __accc_o___accc_p_top, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_top = (__global int *)(__accc_b___accc_p_top + __accc_o___accc_p_top);
    int top = (-2147483647-1);
    __local int __accc_red_top[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 80 "reduction_block_shapes.c"
{
        int v = i == 50000 - 77 ? 100000 : a[i];
        top = v > top ? v : top;
    }
    }
    __accc_red_top[__accc_l] = top;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_top[__accc_l] = (__accc_red_top[__accc_l] > __accc_red_top[__accc_l + __accc_s] ? __accc_red_top[__accc_l] : __accc_red_top[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_top), __accc_red_top[0]);
}

__kernel void __accc_kernel_7_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_fmax_neg, ulong __accc_o___accc_p_fmax_neg, __global char *__accc_b___accc_p_fmin_mixed, ulong __accc_o___accc_p_fmin_mixed, __global char *__accc_b___accc_p_fmin_stays, ulong __accc_o___accc_p_fmin_stays, __global char *__accc_b___accc_p_dmin_pos, ulong __accc_o___accc_p_dmin_pos, __global char *__accc_b___accc_p_dmax_stays, ulong __accc_o___accc_p_dmax_stays, __global char *__accc_b___accc_p_dmax_mixed, ulong __accc_o___accc_p_dmax_mixed, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict a = (__global const int *restrict)(__accc_b_a + __accc_o_a);
    __global float *__accc_p_fmax_neg = (__global float *)(__accc_b___accc_p_fmax_neg + __accc_o___accc_p_fmax_neg);
    __global float *__accc_p_fmin_mixed = (__global float *)(__accc_b___accc_p_fmin_mixed + __accc_o___accc_p_fmin_mixed);
    __global float *__accc_p_fmin_stays = (__global float *)(__accc_b___accc_p_fmin_stays + __accc_o___accc_p_fmin_stays);
    __global double *__accc_p_dmin_pos = (__global double *)(__accc_b___accc_p_dmin_pos + __accc_o___accc_p_dmin_pos);
    __global double *__accc_p_dmax_stays = (__global double *)(__accc_b___accc_p_dmax_stays + __accc_o___accc_p_dmax_stays);
    __global double *__accc_p_dmax_mixed = (__global double *)(__accc_b___accc_p_dmax_mixed + __accc_o___accc_p_dmax_mixed);
    float fmax_neg = -INFINITY;
    __local float __accc_red_fmax_neg[128];
    float fmin_mixed = INFINITY;
    __local float __accc_red_fmin_mixed[128];
    float fmin_stays = INFINITY;
    __local float __accc_red_fmin_stays[128];
    double dmin_pos = INFINITY;
    __local double __accc_red_dmin_pos[128];
    double dmax_stays = -INFINITY;
    __local double __accc_red_dmax_stays[128];
    double dmax_mixed = -INFINITY;
    __local double __accc_red_dmax_mixed[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 93 "reduction_block_shapes.c"
{
        float neg = -(float)(i % 1000) - 1.5f;
        fmax_neg = neg > fmax_neg ? neg : fmax_neg;
        float half__accc = a[i] * 0.5f;
        fmin_mixed = half__accc < fmin_mixed ? half__accc : fmin_mixed;
        float pos = (float)(i % 77) + 0.25f;
        fmin_stays = pos < fmin_stays ? pos : fmin_stays;
        double p = a[i] + 1000.25;
        dmin_pos = p < dmin_pos ? p : dmin_pos;
        double n = -(double)(i % 9) - 0.5;
        dmax_stays = n > dmax_stays ? n : dmax_stays;
        double q = a[i] * 0.125;
        dmax_mixed = q > dmax_mixed ? q : dmax_mixed;
    }
    }
    __accc_red_fmax_neg[__accc_l] = fmax_neg;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_fmax_neg[__accc_l] = (__accc_red_fmax_neg[__accc_l] > __accc_red_fmax_neg[__accc_l + __accc_s] ? __accc_red_fmax_neg[__accc_l] : __accc_red_fmax_neg[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_float(&(*__accc_p_fmax_neg), __accc_red_fmax_neg[0]);
    __accc_red_fmin_mixed[__accc_l] = fmin_mixed;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_fmin_mixed[__accc_l] = (__accc_red_fmin_mixed[__accc_l] < __accc_red_fmin_mixed[__accc_l + __accc_s] ? __accc_red_fmin_mixed[__accc_l] : __accc_red_fmin_mixed[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_float(&(*__accc_p_fmin_mixed), __accc_red_fmin_mixed[0]);
    __accc_red_fmin_stays[__accc_l] = fmin_stays;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_fmin_stays[__accc_l] = (__accc_red_fmin_stays[__accc_l] < __accc_red_fmin_stays[__accc_l + __accc_s] ? __accc_red_fmin_stays[__accc_l] : __accc_red_fmin_stays[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_float(&(*__accc_p_fmin_stays), __accc_red_fmin_stays[0]);
    __accc_red_dmin_pos[__accc_l] = dmin_pos;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dmin_pos[__accc_l] = (__accc_red_dmin_pos[__accc_l] < __accc_red_dmin_pos[__accc_l + __accc_s] ? __accc_red_dmin_pos[__accc_l] : __accc_red_dmin_pos[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_double(&(*__accc_p_dmin_pos), __accc_red_dmin_pos[0]);
    __accc_red_dmax_stays[__accc_l] = dmax_stays;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dmax_stays[__accc_l] = (__accc_red_dmax_stays[__accc_l] > __accc_red_dmax_stays[__accc_l + __accc_s] ? __accc_red_dmax_stays[__accc_l] : __accc_red_dmax_stays[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_double(&(*__accc_p_dmax_stays), __accc_red_dmax_stays[0]);
    __accc_red_dmax_mixed[__accc_l] = dmax_mixed;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dmax_mixed[__accc_l] = (__accc_red_dmax_mixed[__accc_l] > __accc_red_dmax_mixed[__accc_l + __accc_s] ? __accc_red_dmax_mixed[__accc_l] : __accc_red_dmax_mixed[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_double(&(*__accc_p_dmax_mixed), __accc_red_dmax_mixed[0]);
}
