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
inline int acc_on_device(int t) { return t == 6 || t == 3; }
inline float _Complex __accc_cx_f(float re, float im) { float _Complex z; __real__ z = re; __imag__ z = im; return z; }
inline float __accc_creal_f(float _Complex z) { return __real__ z; }
inline float __accc_cimag_f(float _Complex z) { return __imag__ z; }
inline float _Complex __accc_cadd_f(float _Complex z, float _Complex w) { return __accc_cx_f(__real__ z + __real__ w, __imag__ z + __imag__ w); }
inline float _Complex __accc_csub_f(float _Complex z, float _Complex w) { return __accc_cx_f(__real__ z - __real__ w, __imag__ z - __imag__ w); }
inline float _Complex __accc_caddr_f(float _Complex z, float x) { return __accc_cx_f(__real__ z + x, __imag__ z); }
inline float _Complex __accc_csubr_f(float _Complex z, float x) { return __accc_cx_f(__real__ z - x, __imag__ z); }
inline float _Complex __accc_rsubc_f(float x, float _Complex z) { return __accc_cx_f(x - __real__ z, -__imag__ z); }
inline float _Complex __accc_cmulr_f(float _Complex z, float x) { return __accc_cx_f(__real__ z * x, __imag__ z * x); }
inline float _Complex __accc_cdivr_f(float _Complex z, float x) { return __accc_cx_f(__real__ z / x, __imag__ z / x); }
inline float _Complex __accc_cneg_f(float _Complex z) { return __accc_cx_f(-__real__ z, -__imag__ z); }
inline float _Complex __accc_cconj_f(float _Complex z) { return __accc_cx_f(__real__ z, -__imag__ z); }
inline int __accc_ceq_f(float _Complex z, float _Complex w) { return __real__ z == __real__ w && __imag__ z == __imag__ w; }
inline float __accc_cabs_f(float _Complex z) { return hypot(__real__ z, __imag__ z); }
inline float __accc_carg_f(float _Complex z) { return atan2(__imag__ z, __real__ z); }
inline float _Complex __accc_cmul_f(float _Complex z, float _Complex w) {
    float a = __real__ z, b = __imag__ z, c = __real__ w, d = __imag__ w;
    float ac = a * c, bd = b * d, ad = a * d, bc = b * c, x = ac - bd, y = ad + bc;
    if (isnan(x) && isnan(y)) {
        int again = 0;
        if (isinf(a) || isinf(b)) { a = copysign(isinf(a) ? (float)1 : (float)0, a); b = copysign(isinf(b) ? (float)1 : (float)0, b); if (isnan(c)) c = copysign((float)0, c); if (isnan(d)) d = copysign((float)0, d); again = 1; }
        if (isinf(c) || isinf(d)) { c = copysign(isinf(c) ? (float)1 : (float)0, c); d = copysign(isinf(d) ? (float)1 : (float)0, d); if (isnan(a)) a = copysign((float)0, a); if (isnan(b)) b = copysign((float)0, b); again = 1; }
        if (!again && (isinf(ac) || isinf(bd) || isinf(ad) || isinf(bc))) { if (isnan(a)) a = copysign((float)0, a); if (isnan(b)) b = copysign((float)0, b); if (isnan(c)) c = copysign((float)0, c); if (isnan(d)) d = copysign((float)0, d); again = 1; }
        if (again) { x = ((float)INFINITY) * (a * c - b * d); y = ((float)INFINITY) * (a * d + b * c); }
    }
    return __accc_cx_f(x, y);
}
inline float _Complex __accc_cdiv_f(float _Complex z, float _Complex w) {
    float a = __real__ z, b = __imag__ z, c = __real__ w, d = __imag__ w;
    int scale = 0;
    float logbw = logb(fmax(fabs(c), fabs(d)));
    if (isfinite(logbw)) { scale = (int)logbw; c = ldexp(c, -scale); d = ldexp(d, -scale); }
    float denom = c * c + d * d;
    float x = ldexp((a * c + b * d) / denom, -scale), y = ldexp((b * c - a * d) / denom, -scale);
    if (isnan(x) && isnan(y)) {
        if (denom == 0 && (!isnan(a) || !isnan(b))) { x = copysign(((float)INFINITY), c) * a; y = copysign(((float)INFINITY), c) * b; }
        else if ((isinf(a) || isinf(b)) && isfinite(c) && isfinite(d)) { a = copysign(isinf(a) ? (float)1 : (float)0, a); b = copysign(isinf(b) ? (float)1 : (float)0, b); x = ((float)INFINITY) * (a * c + b * d); y = ((float)INFINITY) * (b * c - a * d); }
        else if (isinf(logbw) && logbw > 0 && isfinite(a) && isfinite(b)) { c = copysign(isinf(c) ? (float)1 : (float)0, c); d = copysign(isinf(d) ? (float)1 : (float)0, d); x = 0 * (a * c + b * d); y = 0 * (b * c - a * d); }
    }
    return __accc_cx_f(x, y);
}
inline float _Complex __accc_cexp_f(float _Complex z) { float a = __real__ z, b = __imag__ z, e = exp(a); if (b == 0) return __accc_cx_f(e, b); return __accc_cx_f(e * cos(b), e * sin(b)); }
inline float _Complex __accc_csqrt_f(float _Complex z) {
    float a = __real__ z, b = __imag__ z;
    if (a == 0 && b == 0) return __accc_cx_f(0, b);
    if (isinf(b)) return __accc_cx_f(((float)INFINITY), b);
    if (isnan(a)) return __accc_cx_f(a, a);
    if (isinf(a)) return a > 0 ? __accc_cx_f(a, isnan(b) ? b : copysign((float)0, b)) : __accc_cx_f(isnan(b) ? b : 0, copysign(((float)INFINITY), b));
    float t = sqrt((fabs(a) + hypot(a, b)) * (float)0.5);
    return a >= 0 ? __accc_cx_f(t, b / (2 * t)) : __accc_cx_f(fabs(b) / (2 * t), copysign(t, b));
}
inline double _Complex __accc_cx_d(double re, double im) { double _Complex z; __real__ z = re; __imag__ z = im; return z; }
inline double __accc_creal_d(double _Complex z) { return __real__ z; }
inline double __accc_cimag_d(double _Complex z) { return __imag__ z; }
inline double _Complex __accc_cadd_d(double _Complex z, double _Complex w) { return __accc_cx_d(__real__ z + __real__ w, __imag__ z + __imag__ w); }
inline double _Complex __accc_csub_d(double _Complex z, double _Complex w) { return __accc_cx_d(__real__ z - __real__ w, __imag__ z - __imag__ w); }
inline double _Complex __accc_caddr_d(double _Complex z, double x) { return __accc_cx_d(__real__ z + x, __imag__ z); }
inline double _Complex __accc_csubr_d(double _Complex z, double x) { return __accc_cx_d(__real__ z - x, __imag__ z); }
inline double _Complex __accc_rsubc_d(double x, double _Complex z) { return __accc_cx_d(x - __real__ z, -__imag__ z); }
inline double _Complex __accc_cmulr_d(double _Complex z, double x) { return __accc_cx_d(__real__ z * x, __imag__ z * x); }
inline double _Complex __accc_cdivr_d(double _Complex z, double x) { return __accc_cx_d(__real__ z / x, __imag__ z / x); }
inline double _Complex __accc_cneg_d(double _Complex z) { return __accc_cx_d(-__real__ z, -__imag__ z); }
inline double _Complex __accc_cconj_d(double _Complex z) { return __accc_cx_d(__real__ z, -__imag__ z); }
inline int __accc_ceq_d(double _Complex z, double _Complex w) { return __real__ z == __real__ w && __imag__ z == __imag__ w; }
inline double __accc_cabs_d(double _Complex z) { return hypot(__real__ z, __imag__ z); }
inline double __accc_carg_d(double _Complex z) { return atan2(__imag__ z, __real__ z); }
inline double _Complex __accc_cmul_d(double _Complex z, double _Complex w) {
    double a = __real__ z, b = __imag__ z, c = __real__ w, d = __imag__ w;
    double ac = a * c, bd = b * d, ad = a * d, bc = b * c, x = ac - bd, y = ad + bc;
    if (isnan(x) && isnan(y)) {
        int again = 0;
        if (isinf(a) || isinf(b)) { a = copysign(isinf(a) ? (double)1 : (double)0, a); b = copysign(isinf(b) ? (double)1 : (double)0, b); if (isnan(c)) c = copysign((double)0, c); if (isnan(d)) d = copysign((double)0, d); again = 1; }
        if (isinf(c) || isinf(d)) { c = copysign(isinf(c) ? (double)1 : (double)0, c); d = copysign(isinf(d) ? (double)1 : (double)0, d); if (isnan(a)) a = copysign((double)0, a); if (isnan(b)) b = copysign((double)0, b); again = 1; }
        if (!again && (isinf(ac) || isinf(bd) || isinf(ad) || isinf(bc))) { if (isnan(a)) a = copysign((double)0, a); if (isnan(b)) b = copysign((double)0, b); if (isnan(c)) c = copysign((double)0, c); if (isnan(d)) d = copysign((double)0, d); again = 1; }
        if (again) { x = ((double)INFINITY) * (a * c - b * d); y = ((double)INFINITY) * (a * d + b * c); }
    }
    return __accc_cx_d(x, y);
}
inline double _Complex __accc_cdiv_d(double _Complex z, double _Complex w) {
    double a = __real__ z, b = __imag__ z, c = __real__ w, d = __imag__ w;
    int scale = 0;
    double logbw = logb(fmax(fabs(c), fabs(d)));
    if (isfinite(logbw)) { scale = (int)logbw; c = ldexp(c, -scale); d = ldexp(d, -scale); }
    double denom = c * c + d * d;
    double x = ldexp((a * c + b * d) / denom, -scale), y = ldexp((b * c - a * d) / denom, -scale);
    if (isnan(x) && isnan(y)) {
        if (denom == 0 && (!isnan(a) || !isnan(b))) { x = copysign(((double)INFINITY), c) * a; y = copysign(((double)INFINITY), c) * b; }
        else if ((isinf(a) || isinf(b)) && isfinite(c) && isfinite(d)) { a = copysign(isinf(a) ? (double)1 : (double)0, a); b = copysign(isinf(b) ? (double)1 : (double)0, b); x = ((double)INFINITY) * (a * c + b * d); y = ((double)INFINITY) * (b * c - a * d); }
        else if (isinf(logbw) && logbw > 0 && isfinite(a) && isfinite(b)) { c = copysign(isinf(c) ? (double)1 : (double)0, c); d = copysign(isinf(d) ? (double)1 : (double)0, d); x = 0 * (a * c + b * d); y = 0 * (b * c - a * d); }
    }
    return __accc_cx_d(x, y);
}
inline double _Complex __accc_cexp_d(double _Complex z) { double a = __real__ z, b = __imag__ z, e = exp(a); if (b == 0) return __accc_cx_d(e, b); return __accc_cx_d(e * cos(b), e * sin(b)); }
inline double _Complex __accc_csqrt_d(double _Complex z) {
    double a = __real__ z, b = __imag__ z;
    if (a == 0 && b == 0) return __accc_cx_d(0, b);
    if (isinf(b)) return __accc_cx_d(((double)INFINITY), b);
    if (isnan(a)) return __accc_cx_d(a, a);
    if (isinf(a)) return a > 0 ? __accc_cx_d(a, isnan(b) ? b : copysign((double)0, b)) : __accc_cx_d(isnan(b) ? b : 0, copysign(((double)INFINITY), b));
    double t = sqrt((fabs(a) + hypot(a, b)) * (double)0.5);
    return a >= 0 ? __accc_cx_d(t, b / (2 * t)) : __accc_cx_d(fabs(b) / (2 * t), copysign(t, b));
}
inline double _Complex __accc_cf_d(float _Complex z) { return __accc_cx_d(__real__ z, __imag__ z); }
inline float _Complex __accc_cd_f(double _Complex z) { return __accc_cx_f((float)__real__ z, (float)__imag__ z); }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_z, ulong __accc_o___accc_p_z, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double _Complex *__accc_p_z = (__global double _Complex *)(__accc_b___accc_p_z + __accc_o___accc_p_z);
    double _Complex z = __accc_cx_d(0, 0);
    __local double _Complex __accc_red_z[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 14 "reduction_complex_product.c"
z = __accc_cadd_d(z, __accc_caddr_d(__accc_cmulr_d(__accc_cf_d((__extension__ __accc_cx_f(0, 1.0F))), (double)(2.0 * i)), (double)(i)))
# 14 "reduction_complex_product.c"
                           ;
    }
    __accc_red_z[__accc_l] = z;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_z[__accc_l] = __accc_cadd_d(__accc_red_z[__accc_l], __accc_red_z[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) { (void)__accc_atomic_add_double(&(((__global double *)__accc_p_z)[0]), __accc_creal_d(__accc_red_z[0])); (void)__accc_atomic_add_double(&(((__global double *)__accc_p_z)[1]), __accc_cimag_d(__accc_red_z[0])); }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_w, ulong __accc_o___accc_p_w, __global char *__accc_b___accc_a_w, ulong __accc_o___accc_a_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global double _Complex *__accc_p_w = (__global double _Complex *)(__accc_b___accc_p_w + __accc_o___accc_p_w);
    __global double _Complex *__accc_a_w = (__global double _Complex *)(__accc_b___accc_a_w + __accc_o___accc_a_w);
    double _Complex w = __accc_cx_d(1, 0);
    __local double _Complex __accc_red_w[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 18 "reduction_complex_product.c"
w = __accc_cmul_d(w, __accc_cf_d(((i % 3 == 0) ? __accc_caddr_f(__accc_cmulr_f((__extension__ __accc_cx_f(0, 1.0F)), (float)(1)), (float)(1)) : __accc_cx_f((float)(1), 0))));
    }
    __accc_red_w[__accc_l] = w;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_w[__accc_l] = __accc_cmul_d(__accc_red_w[__accc_l], __accc_red_w[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) {
        volatile __global int *__accc_lock = (volatile __global int *)((__global char *)__accc_a_w + 20);
        volatile __global uint *__accc_count = (volatile __global uint *)((__global char *)__accc_a_w + 16);
        while (atomic_cmpxchg(__accc_lock, 0, 1) != 0) {}
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        { double _Complex __accc_j = __accc_cmul_d(__accc_cx_d(((volatile __global double *)__accc_a_w)[0], ((volatile __global double *)__accc_a_w)[1]), __accc_red_w[0]); ((volatile __global double *)__accc_a_w)[0] = __accc_creal_d(__accc_j); ((volatile __global double *)__accc_a_w)[1] = __accc_cimag_d(__accc_j); }
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        (void)atomic_xchg(__accc_lock, 0);
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        if (atomic_inc(__accc_count) == get_num_groups(0) - 1) {
            mem_fence(CLK_GLOBAL_MEM_FENCE);
            double _Complex __accc_t = __accc_cx_d(((volatile __global double *)__accc_a_w)[0], ((volatile __global double *)__accc_a_w)[1]);
            ((volatile __global double *)__accc_a_w)[0] = 1; ((volatile __global double *)__accc_a_w)[1] = 0;
            *__accc_count = 0u;
            *__accc_p_w = __accc_cmul_d(*__accc_p_w, __accc_t);
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b___accc_p_s, ulong __accc_o___accc_p_s, __global char *__accc_b___accc_p_p, ulong __accc_o___accc_p_p, __global char *__accc_b___accc_a_p, ulong __accc_o___accc_a_p, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float _Complex *__accc_p_s = (__global float _Complex *)(__accc_b___accc_p_s + __accc_o___accc_p_s);
    __global float _Complex *__accc_p_p = (__global float _Complex *)(__accc_b___accc_p_p + __accc_o___accc_p_p);
    __global float _Complex *__accc_a_p = (__global float _Complex *)(__accc_b___accc_a_p + __accc_o___accc_a_p);
    float _Complex s = __accc_cx_f(0, 0);
    __local float _Complex __accc_red_s[128];
    float _Complex p = __accc_cx_f(1, 0);
    __local float _Complex __accc_red_p[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "reduction_complex_product.c"
{
            s = __accc_cadd_f(s, __accc_rsubc_f((float)((float)(i % 4)), __accc_cmulr_f((__extension__ __accc_cx_f(0, 1.0F)), (float)((float)i))))
# 24 "reduction_complex_product.c"
                                             ;
            p = __accc_cmul_f(p, ((i % 8 == 0) ? __accc_caddr_f(__accc_cmulr_f((__extension__ __accc_cx_f(0, 1.0F)), (float)(1)), (float)(0)) : __accc_cx_f((float)(1), 0)));
        }
    }
    __accc_red_s[__accc_l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_cadd_f(__accc_red_s[__accc_l], __accc_red_s[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) { (void)__accc_atomic_add_float(&(((__global float *)__accc_p_s)[0]), __accc_creal_f(__accc_red_s[0])); (void)__accc_atomic_add_float(&(((__global float *)__accc_p_s)[1]), __accc_cimag_f(__accc_red_s[0])); }
    __accc_red_p[__accc_l] = p;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_p[__accc_l] = __accc_cmul_f(__accc_red_p[__accc_l], __accc_red_p[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) {
        volatile __global int *__accc_lock = (volatile __global int *)((__global char *)__accc_a_p + 20);
        volatile __global uint *__accc_count = (volatile __global uint *)((__global char *)__accc_a_p + 16);
        while (atomic_cmpxchg(__accc_lock, 0, 1) != 0) {}
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        { float _Complex __accc_j = __accc_cmul_f(__accc_cx_f(((volatile __global float *)__accc_a_p)[0], ((volatile __global float *)__accc_a_p)[1]), __accc_red_p[0]); ((volatile __global float *)__accc_a_p)[0] = __accc_creal_f(__accc_j); ((volatile __global float *)__accc_a_p)[1] = __accc_cimag_f(__accc_j); }
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        (void)atomic_xchg(__accc_lock, 0);
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        if (atomic_inc(__accc_count) == get_num_groups(0) - 1) {
            mem_fence(CLK_GLOBAL_MEM_FENCE);
            float _Complex __accc_t = __accc_cx_f(((volatile __global float *)__accc_a_p)[0], ((volatile __global float *)__accc_a_p)[1]);
            ((volatile __global float *)__accc_a_p)[0] = 1; ((volatile __global float *)__accc_a_p)[1] = 0;
            *__accc_count = 0u;
            *__accc_p_p = __accc_cmul_f(*__accc_p_p, __accc_t);
        }
    }
}
