#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
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
__kernel void __accc_kernel_0_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_sum, ulong __accc_o___accc_p_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global float *__accc_p_sum = (__global float *)(__accc_b___accc_p_sum + __accc_o___accc_p_sum);
    float sum = 0;
    __local float __accc_red_sum[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "reduction_float.c"
sum += x[i];
    }
    __accc_red_sum[__accc_l] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_sum[__accc_l] = __accc_red_sum[__accc_l] + __accc_red_sum[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_float(&(*__accc_p_sum), __accc_red_sum[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_prod, ulong __accc_o___accc_p_prod, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *__accc_p_prod = (__global float *)(__accc_b___accc_p_prod + __accc_o___accc_p_prod);
    float prod = 1;
    __local float __accc_red_prod[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "reduction_float.c"
prod *= (i % 5 == 0 ? 2.0f : 1.0f) * (i % 7 == 0 ? 0.5f : 1.0f);
    }
    __accc_red_prod[__accc_l] = prod;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_prod[__accc_l] = __accc_red_prod[__accc_l] * __accc_red_prod[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_mul_float(&(*__accc_p_prod), __accc_red_prod[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_mx, ulong __accc_o___accc_p_mx, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global float *__accc_p_mx = (__global float *)(__accc_b___accc_p_mx + __accc_o___accc_p_mx);
    float mx = -INFINITY;
    __local float __accc_red_mx[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "reduction_float.c"
mx = x[i] > mx ? x[i] : mx;
    }
    __accc_red_mx[__accc_l] = mx;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mx[__accc_l] = (__accc_red_mx[__accc_l] > __accc_red_mx[__accc_l + __accc_s] ? __accc_red_mx[__accc_l] : __accc_red_mx[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_float(&(*__accc_p_mx), __accc_red_mx[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_mn, ulong __accc_o___accc_p_mn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global float *__accc_p_mn = (__global float *)(__accc_b___accc_p_mn + __accc_o___accc_p_mn);
    float mn = INFINITY;
    __local float __accc_red_mn[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "reduction_float.c"
mn = x[i] < mn ? x[i] : mn;
    }
    __accc_red_mn[__accc_l] = mn;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_mn[__accc_l] = (__accc_red_mn[__accc_l] < __accc_red_mn[__accc_l + __accc_s] ? __accc_red_mn[__accc_l] : __accc_red_mn[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_min_float(&(*__accc_p_mn), __accc_red_mn[0]);
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_land, ulong __accc_o___accc_p_land, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global float *__accc_p_land = (__global float *)(__accc_b___accc_p_land + __accc_o___accc_p_land);
    float land = 1;
    __local float __accc_red_land[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "reduction_float.c"
land = land && (x[i] + 15.0f);
    }
    __accc_red_land[__accc_l] = land;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_land[__accc_l] = __accc_red_land[__accc_l] && __accc_red_land[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_land_float(&(*__accc_p_land), __accc_red_land[0]);
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_lor, ulong __accc_o___accc_p_lor, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict x = (__global const float *restrict)(__accc_b_x + __accc_o_x);
    __global float *__accc_p_lor = (__global float *)(__accc_b___accc_p_lor + __accc_o___accc_p_lor);
    float lor = 0;
    __local float __accc_red_lor[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "reduction_float.c"
lor = lor || (x[i] == 14.0f);
    }
    __accc_red_lor[__accc_l] = lor;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_lor[__accc_l] = __accc_red_lor[__accc_l] || __accc_red_lor[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_lor_float(&(*__accc_p_lor), __accc_red_lor[0]);
}
