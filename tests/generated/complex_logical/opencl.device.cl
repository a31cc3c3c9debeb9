#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
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
__kernel void __accc_kernel_0_0(__global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b_parts, ulong __accc_o_parts, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    __global int *parts = (__global int *)(__accc_b_parts + __accc_o_parts);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "complex_logical.c"
do { double r = (double)((i) % 3); double _Complex z = __accc_caddr_d(__accc_cmulr_d(__accc_cf_d((__extension__ __accc_cx_f(0, 1.0F))), (double)((double)((i) % 4 == 3))), (double)((double)((i) % 2)))
# 37 "complex_logical.c"
       ; double _Complex w = __accc_cx_d((double)(0.0), 0); out[i] = ((!__accc_ceq_d(z, __accc_cx_d(0, 0))) && r) + (r || (!__accc_ceq_d(w, __accc_cx_d(0, 0)))) * 2 + ((!__accc_ceq_d(w, __accc_cx_d(0, 0))) || 0) * 4 + __accc_ceq_d(z, __accc_cx_d(0, 0)) * 8; out[i] += (((!__accc_ceq_d(z, __accc_cx_d(0, 0))) || (!__accc_ceq_d(w, __accc_cx_d(0, 0)))) && r) * 16 + ((!__accc_ceq_d(z, __accc_cx_d(0, 0))) || ((!__accc_ceq_d(w, __accc_cx_d(0, 0))) && r)) * 32; double _Complex c = __accc_cmulr_d(((i) % 2 ? z : __accc_cmulr_d(__accc_cf_d((__extension__ __accc_cx_f(0, 1.0F))), (double)(2.0))
# 37 "complex_logical.c"
       ), (double)(3.0)); parts[i] = (int)__accc_creal_d(c) + 10 * (int)__accc_cimag_d(c); out[i] += ((!__accc_ceq_d((w = z), __accc_cx_d(0, 0))) || r) * 64 + (int)__accc_creal_d(w) * 128; } while (0);
    }
}
