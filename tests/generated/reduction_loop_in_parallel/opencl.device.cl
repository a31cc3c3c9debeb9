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
inline float __accc_atomic_mul_float(volatile __global float *p, float v) {
    union { uint b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int __accc_atomic_mul_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline double __accc_atomic_land_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v && v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline float __accc_atomic_land_float(volatile __global float *p, float v) {
    union { uint b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v && v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int __accc_atomic_land_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v && v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline double __accc_atomic_lor_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v || v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline float __accc_atomic_lor_float(volatile __global float *p, float v) {
    union { uint b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v || v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int __accc_atomic_lor_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v || v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
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
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_ia, ulong __accc_o_ia, __global char *__accc_b___accc_p_isum, ulong __accc_o___accc_p_isum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict ia = (__global const int *restrict)(__accc_b_ia + __accc_o_ia);
    __global int *__accc_p_isum = (__global int *)(__accc_b___accc_p_isum + __accc_o___accc_p_isum);
    int isum = 0;
    __local int __accc_red_isum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "reduction_loop_in_parallel.c"
isum += ia[i];
    }
    __accc_red_isum[__accc_l] = isum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_isum[__accc_l] = __accc_red_isum[__accc_l] + __accc_red_isum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_isum), __accc_red_isum[0]);
}

__kernel void __accc_kernel_0_1(__global char *__accc_b___accc_p_iprod, ulong __accc_o___accc_p_iprod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_iprod = (__global int *)(__accc_b___accc_p_iprod + __accc_o___accc_p_iprod);
    int iprod = 1;
    __local int __accc_red_iprod[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "reduction_loop_in_parallel.c"
iprod *= (i % 4 == 1) ? -2 : 1;
    }
    __accc_red_iprod[__accc_l] = iprod;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_iprod[__accc_l] = __accc_red_iprod[__accc_l] * __accc_red_iprod[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_int(&(*__accc_p_iprod), __accc_red_iprod[0]);
}

__kernel void __accc_kernel_0_2(__global char *__accc_b_ia, ulong __accc_o_ia, __global char *__accc_b___accc_p_imax, ulong __accc_o___accc_p_imax, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict ia = (__global const int *restrict)(__accc_b_ia + __accc_o_ia);
    __global int *__accc_p_imax = (__global int *)(__accc_b___accc_p_imax + __accc_o___accc_p_imax);
    int imax = (-2147483647-1);
    __local int __accc_red_imax[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "reduction_loop_in_parallel.c"
imax = ia[i] > imax ? ia[i] : imax;
    }
    __accc_red_imax[__accc_l] = imax;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_imax[__accc_l] = (__accc_red_imax[__accc_l] > __accc_red_imax[__accc_l + __accc_s] ? __accc_red_imax[__accc_l] : __accc_red_imax[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_imax), __accc_red_imax[0]);
}

__kernel void __accc_kernel_0_3(__global char *__accc_b_ia, ulong __accc_o_ia, __global char *__accc_b___accc_p_imin, ulong __accc_o___accc_p_imin, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict ia = (__global const int *restrict)(__accc_b_ia + __accc_o_ia);
    __global int *__accc_p_imin = (__global int *)(__accc_b___accc_p_imin + __accc_o___accc_p_imin);
    int imin = 2147483647;
    __local int __accc_red_imin[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "reduction_loop_in_parallel.c"
imin = ia[i] < imin ? ia[i] : imin;
    }
    __accc_red_imin[__accc_l] = imin;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_imin[__accc_l] = (__accc_red_imin[__accc_l] < __accc_red_imin[__accc_l + __accc_s] ? __accc_red_imin[__accc_l] : __accc_red_imin[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_min(&(*__accc_p_imin), __accc_red_imin[0]);
}

__kernel void __accc_kernel_0_4(__global char *__accc_b_ia, ulong __accc_o_ia, __global char *__accc_b___accc_p_iand, ulong __accc_o___accc_p_iand, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict ia = (__global const int *restrict)(__accc_b_ia + __accc_o_ia);
    __global int *__accc_p_iand = (__global int *)(__accc_b___accc_p_iand + __accc_o___accc_p_iand);
    int iand = ~0;
    __local int __accc_red_iand[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 35 "reduction_loop_in_parallel.c"
iand &= ia[i] | 0x7ffffff0;
    }
    __accc_red_iand[__accc_l] = iand;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_iand[__accc_l] = __accc_red_iand[__accc_l] & __accc_red_iand[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_and(&(*__accc_p_iand), __accc_red_iand[0]);
}

__kernel void __accc_kernel_0_5(__global char *__accc_b_ia, ulong __accc_o_ia, __global char *__accc_b___accc_p_ior, ulong __accc_o___accc_p_ior, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict ia = (__global const int *restrict)(__accc_b_ia + __accc_o_ia);
    __global int *__accc_p_ior = (__global int *)(__accc_b___accc_p_ior + __accc_o___accc_p_ior);
    int ior = 0;
    __local int __accc_red_ior[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "reduction_loop_in_parallel.c"
ior |= ia[i] & 0xff;
    }
    __accc_red_ior[__accc_l] = ior;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_ior[__accc_l] = __accc_red_ior[__accc_l] | __accc_red_ior[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_or(&(*__accc_p_ior), __accc_red_ior[0]);
}

__kernel void __accc_kernel_0_6(__global char *__accc_b_ia, ulong __accc_o_ia, __global char *__accc_b___accc_p_ixor, ulong __accc_o___accc_p_ixor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict ia = (__global const int *restrict)(__accc_b_ia + __accc_o_ia);
    __global int *__accc_p_ixor = (__global int *)(__accc_b___accc_p_ixor + __accc_o___accc_p_ixor);
    int ixor = 0;
    __local int __accc_red_ixor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 39 "reduction_loop_in_parallel.c"
ixor ^= ia[i] + 1000;
    }
    __accc_red_ixor[__accc_l] = ixor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_ixor[__accc_l] = __accc_red_ixor[__accc_l] ^ __accc_red_ixor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_xor(&(*__accc_p_ixor), __accc_red_ixor[0]);
}

__kernel void __accc_kernel_0_7(__global char *__accc_b_ia, ulong __accc_o_ia, __global char *__accc_b___accc_p_iland, ulong __accc_o___accc_p_iland, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict ia = (__global const int *restrict)(__accc_b_ia + __accc_o_ia);
    __global int *__accc_p_iland = (__global int *)(__accc_b___accc_p_iland + __accc_o___accc_p_iland);
    int iland = 1;
    __local int __accc_red_iland[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "reduction_loop_in_parallel.c"
iland = iland && (ia[i] > -49);
    }
    __accc_red_iland[__accc_l] = iland;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_iland[__accc_l] = __accc_red_iland[__accc_l] && __accc_red_iland[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_int(&(*__accc_p_iland), __accc_red_iland[0]);
}

__kernel void __accc_kernel_0_8(__global char *__accc_b_ia, ulong __accc_o_ia, __global char *__accc_b___accc_p_ilor, ulong __accc_o___accc_p_ilor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict ia = (__global const int *restrict)(__accc_b_ia + __accc_o_ia);
    __global int *__accc_p_ilor = (__global int *)(__accc_b___accc_p_ilor + __accc_o___accc_p_ilor);
    int ilor = 0;
    __local int __accc_red_ilor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "reduction_loop_in_parallel.c"
ilor = ilor || (ia[i] == 0);
    }
    __accc_red_ilor[__accc_l] = ilor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_ilor[__accc_l] = __accc_red_ilor[__accc_l] || __accc_red_ilor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_int(&(*__accc_p_ilor), __accc_red_ilor[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_fa, ulong __accc_o_fa, __global char *__accc_b___accc_p_fsum, ulong __accc_o___accc_p_fsum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict fa = (__global const float *restrict)(__accc_b_fa + __accc_o_fa);
    __global float *__accc_p_fsum = (__global float *)(__accc_b___accc_p_fsum + __accc_o___accc_p_fsum);
    float fsum = 0;
    __local float __accc_red_fsum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "reduction_loop_in_parallel.c"
fsum += fa[i];
    }
    __accc_red_fsum[__accc_l] = fsum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_fsum[__accc_l] = __accc_red_fsum[__accc_l] + __accc_red_fsum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_float(&(*__accc_p_fsum), __accc_red_fsum[0]);
}

__kernel void __accc_kernel_1_1(__global char *__accc_b___accc_p_fprod, ulong __accc_o___accc_p_fprod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *__accc_p_fprod = (__global float *)(__accc_b___accc_p_fprod + __accc_o___accc_p_fprod);
    float fprod = 1;
    __local float __accc_red_fprod[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 51 "reduction_loop_in_parallel.c"
fprod *= (i % 8 == 0) ? 4.0f : 1.0f;
    }
    __accc_red_fprod[__accc_l] = fprod;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_fprod[__accc_l] = __accc_red_fprod[__accc_l] * __accc_red_fprod[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_float(&(*__accc_p_fprod), __accc_red_fprod[0]);
}

__kernel void __accc_kernel_1_2(__global char *__accc_b_fa, ulong __accc_o_fa, __global char *__accc_b___accc_p_fmx, ulong __accc_o___accc_p_fmx, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict fa = (__global const float *restrict)(__accc_b_fa + __accc_o_fa);
    __global float *__accc_p_fmx = (__global float *)(__accc_b___accc_p_fmx + __accc_o___accc_p_fmx);
    float fmx = -INFINITY;
    __local float __accc_red_fmx[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "reduction_loop_in_parallel.c"
fmx = fa[i] > fmx ? fa[i] : fmx;
    }
    __accc_red_fmx[__accc_l] = fmx;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_fmx[__accc_l] = (__accc_red_fmx[__accc_l] > __accc_red_fmx[__accc_l + __accc_s] ? __accc_red_fmx[__accc_l] : __accc_red_fmx[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_float(&(*__accc_p_fmx), __accc_red_fmx[0]);
}

__kernel void __accc_kernel_1_3(__global char *__accc_b_fa, ulong __accc_o_fa, __global char *__accc_b___accc_p_fmn, ulong __accc_o___accc_p_fmn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict fa = (__global const float *restrict)(__accc_b_fa + __accc_o_fa);
    __global float *__accc_p_fmn = (__global float *)(__accc_b___accc_p_fmn + __accc_o___accc_p_fmn);
    float fmn = INFINITY;
    __local float __accc_red_fmn[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 55 "reduction_loop_in_parallel.c"
fmn = fa[i] < fmn ? fa[i] : fmn;
    }
    __accc_red_fmn[__accc_l] = fmn;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_fmn[__accc_l] = (__accc_red_fmn[__accc_l] < __accc_red_fmn[__accc_l + __accc_s] ? __accc_red_fmn[__accc_l] : __accc_red_fmn[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_float(&(*__accc_p_fmn), __accc_red_fmn[0]);
}

__kernel void __accc_kernel_1_4(__global char *__accc_b_fa, ulong __accc_o_fa, __global char *__accc_b___accc_p_fland, ulong __accc_o___accc_p_fland, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict fa = (__global const float *restrict)(__accc_b_fa + __accc_o_fa);
    __global float *__accc_p_fland = (__global float *)(__accc_b___accc_p_fland + __accc_o___accc_p_fland);
    float fland = 1;
    __local float __accc_red_fland[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "reduction_loop_in_parallel.c"
fland = fland && fa[i];
    }
    __accc_red_fland[__accc_l] = fland;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_fland[__accc_l] = __accc_red_fland[__accc_l] && __accc_red_fland[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_float(&(*__accc_p_fland), __accc_red_fland[0]);
}

__kernel void __accc_kernel_1_5(__global char *__accc_b_fa, ulong __accc_o_fa, __global char *__accc_b___accc_p_flor, ulong __accc_o___accc_p_flor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict fa = (__global const float *restrict)(__accc_b_fa + __accc_o_fa);
    __global float *__accc_p_flor = (__global float *)(__accc_b___accc_p_flor + __accc_o___accc_p_flor);
    float flor = 0;
    __local float __accc_red_flor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 59 "reduction_loop_in_parallel.c"
flor = flor || (fa[i] > 7.5f);
    }
    __accc_red_flor[__accc_l] = flor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_flor[__accc_l] = __accc_red_flor[__accc_l] || __accc_red_flor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_float(&(*__accc_p_flor), __accc_red_flor[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_da, ulong __accc_o_da, __global char *__accc_b___accc_p_dsum, ulong __accc_o___accc_p_dsum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict da = (__global const double *restrict)(__accc_b_da + __accc_o_da);
    __global double *__accc_p_dsum = (__global double *)(__accc_b___accc_p_dsum + __accc_o___accc_p_dsum);
    double dsum = 0;
    __local double __accc_red_dsum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "reduction_loop_in_parallel.c"
dsum += da[i];
    }
    __accc_red_dsum[__accc_l] = dsum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dsum[__accc_l] = __accc_red_dsum[__accc_l] + __accc_red_dsum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p_dsum), __accc_red_dsum[0]);
}

__kernel void __accc_kernel_2_1(__global char *__accc_b___accc_p_dprod, ulong __accc_o___accc_p_dprod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *__accc_p_dprod = (__global double *)(__accc_b___accc_p_dprod + __accc_o___accc_p_dprod);
    double dprod = 1;
    __local double __accc_red_dprod[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 67 "reduction_loop_in_parallel.c"
dprod *= (i % 3 == 0) ? 0.5 : 1.0;
    }
    __accc_red_dprod[__accc_l] = dprod;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dprod[__accc_l] = __accc_red_dprod[__accc_l] * __accc_red_dprod[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_double(&(*__accc_p_dprod), __accc_red_dprod[0]);
}

__kernel void __accc_kernel_2_2(__global char *__accc_b_da, ulong __accc_o_da, __global char *__accc_b___accc_p_dmx, ulong __accc_o___accc_p_dmx, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict da = (__global const double *restrict)(__accc_b_da + __accc_o_da);
    __global double *__accc_p_dmx = (__global double *)(__accc_b___accc_p_dmx + __accc_o___accc_p_dmx);
    double dmx = -INFINITY;
    __local double __accc_red_dmx[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 69 "reduction_loop_in_parallel.c"
dmx = da[i] > dmx ? da[i] : dmx;
    }
    __accc_red_dmx[__accc_l] = dmx;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dmx[__accc_l] = (__accc_red_dmx[__accc_l] > __accc_red_dmx[__accc_l + __accc_s] ? __accc_red_dmx[__accc_l] : __accc_red_dmx[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_double(&(*__accc_p_dmx), __accc_red_dmx[0]);
}

__kernel void __accc_kernel_2_3(__global char *__accc_b_da, ulong __accc_o_da, __global char *__accc_b___accc_p_dmn, ulong __accc_o___accc_p_dmn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict da = (__global const double *restrict)(__accc_b_da + __accc_o_da);
    __global double *__accc_p_dmn = (__global double *)(__accc_b___accc_p_dmn + __accc_o___accc_p_dmn);
    double dmn = INFINITY;
    __local double __accc_red_dmn[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 71 "reduction_loop_in_parallel.c"
dmn = da[i] < dmn ? da[i] : dmn;
    }
    __accc_red_dmn[__accc_l] = dmn;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dmn[__accc_l] = (__accc_red_dmn[__accc_l] < __accc_red_dmn[__accc_l + __accc_s] ? __accc_red_dmn[__accc_l] : __accc_red_dmn[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_double(&(*__accc_p_dmn), __accc_red_dmn[0]);
}

__kernel void __accc_kernel_2_4(__global char *__accc_b_da, ulong __accc_o_da, __global char *__accc_b___accc_p_dland, ulong __accc_o___accc_p_dland, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict da = (__global const double *restrict)(__accc_b_da + __accc_o_da);
    __global double *__accc_p_dland = (__global double *)(__accc_b___accc_p_dland + __accc_o___accc_p_dland);
    double dland = 1;
    __local double __accc_red_dland[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 73 "reduction_loop_in_parallel.c"
dland = dland && (da[i] < 11.5);
    }
    __accc_red_dland[__accc_l] = dland;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dland[__accc_l] = __accc_red_dland[__accc_l] && __accc_red_dland[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_double(&(*__accc_p_dland), __accc_red_dland[0]);
}

__kernel void __accc_kernel_2_5(__global char *__accc_b_da, ulong __accc_o_da, __global char *__accc_b___accc_p_dlor, ulong __accc_o___accc_p_dlor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict da = (__global const double *restrict)(__accc_b_da + __accc_o_da);
    __global double *__accc_p_dlor = (__global double *)(__accc_b___accc_p_dlor + __accc_o___accc_p_dlor);
    double dlor = 0;
    __local double __accc_red_dlor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 75 "reduction_loop_in_parallel.c"
dlor = dlor || (da[i] == 11.0);
    }
    __accc_red_dlor[__accc_l] = dlor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dlor[__accc_l] = __accc_red_dlor[__accc_l] || __accc_red_dlor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_double(&(*__accc_p_dlor), __accc_red_dlor[0]);
}
