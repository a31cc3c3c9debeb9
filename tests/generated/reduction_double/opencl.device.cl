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
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_sum, ulong __accc_o___accc_p_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict v = (__global const double *restrict)(__accc_b_v + __accc_o_v);
    __global double *__accc_p_sum = (__global double *)(__accc_b___accc_p_sum + __accc_o___accc_p_sum);
    double sum = 0;
    __local double __accc_red_sum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "reduction_double.c"
sum += v[i];
    }
    __accc_red_sum[__accc_l] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sum[__accc_l] = __accc_red_sum[__accc_l] + __accc_red_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p_sum), __accc_red_sum[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_prod, ulong __accc_o___accc_p_prod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double *__accc_p_prod = (__global double *)(__accc_b___accc_p_prod + __accc_o___accc_p_prod);
    double prod = 1;
    __local double __accc_red_prod[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "reduction_double.c"
prod *= (i % 4 == 0) ? 2.0 : ((i % 6 == 0) ? 0.25 : 1.0);
    }
    __accc_red_prod[__accc_l] = prod;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_prod[__accc_l] = __accc_red_prod[__accc_l] * __accc_red_prod[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_double(&(*__accc_p_prod), __accc_red_prod[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_mx, ulong __accc_o___accc_p_mx, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict v = (__global const double *restrict)(__accc_b_v + __accc_o_v);
    __global double *__accc_p_mx = (__global double *)(__accc_b___accc_p_mx + __accc_o___accc_p_mx);
    double mx = -INFINITY;
    __local double __accc_red_mx[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "reduction_double.c"
if (v[i] > mx)
            mx = v[i];
    }
    __accc_red_mx[__accc_l] = mx;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mx[__accc_l] = (__accc_red_mx[__accc_l] > __accc_red_mx[__accc_l + __accc_s] ? __accc_red_mx[__accc_l] : __accc_red_mx[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_double(&(*__accc_p_mx), __accc_red_mx[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_mn, ulong __accc_o___accc_p_mn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict v = (__global const double *restrict)(__accc_b_v + __accc_o_v);
    __global double *__accc_p_mn = (__global double *)(__accc_b___accc_p_mn + __accc_o___accc_p_mn);
    double mn = INFINITY;
    __local double __accc_red_mn[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "reduction_double.c"
if (v[i] < mn)
            mn = v[i];
    }
    __accc_red_mn[__accc_l] = mn;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mn[__accc_l] = (__accc_red_mn[__accc_l] < __accc_red_mn[__accc_l + __accc_s] ? __accc_red_mn[__accc_l] : __accc_red_mn[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_double(&(*__accc_p_mn), __accc_red_mn[0]);
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_v, ulong __accc_o_v, double mx, __global char *__accc_b___accc_p_where, ulong __accc_o___accc_p_where, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict v = (__global const double *restrict)(__accc_b_v + __accc_o_v);
    __global int *__accc_p_where = (__global int *)(__accc_b___accc_p_where + __accc_o___accc_p_where);
    int where = 2147483647;
    __local int __accc_red_where[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "reduction_double.c"
if (v[i] == mx && i < where)
            where = i;
    }
    __accc_red_where[__accc_l] = where;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_where[__accc_l] = (__accc_red_where[__accc_l] < __accc_red_where[__accc_l + __accc_s] ? __accc_red_where[__accc_l] : __accc_red_where[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_min(&(*__accc_p_where), __accc_red_where[0]);
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_land, ulong __accc_o___accc_p_land, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict v = (__global const double *restrict)(__accc_b_v + __accc_o_v);
    __global double *__accc_p_land = (__global double *)(__accc_b___accc_p_land + __accc_o___accc_p_land);
    double land = 1;
    __local double __accc_red_land[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "reduction_double.c"
land = land && (v[i] > -10.0);
    }
    __accc_red_land[__accc_l] = land;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_land[__accc_l] = __accc_red_land[__accc_l] && __accc_red_land[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_double(&(*__accc_p_land), __accc_red_land[0]);
}

__kernel void __accc_kernel_6_0(__global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b___accc_p_lor, ulong __accc_o___accc_p_lor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict v = (__global const double *restrict)(__accc_b_v + __accc_o_v);
    __global double *__accc_p_lor = (__global double *)(__accc_b___accc_p_lor + __accc_o___accc_p_lor);
    double lor = 0;
    __local double __accc_red_lor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "reduction_double.c"
lor = lor || (v[i] < -3.0);
    }
    __accc_red_lor[__accc_l] = lor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_lor[__accc_l] = __accc_red_lor[__accc_l] || __accc_red_lor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_double(&(*__accc_p_lor), __accc_red_lor[0]);
}
