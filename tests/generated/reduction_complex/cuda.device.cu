#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_6;
typedef struct __accc_anon_6 tally;
struct __accc_anon_6 { int n; double _Complex total; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
#ifndef __CUDA_ARCH__
typedef float _Complex _Complex_float;
typedef double _Complex _Complex_double;
#endif
static __device__ __forceinline__ float _Complex __accc_cx_f(float re, float im) { float _Complex z; __real__ z = re; __imag__ z = im; return z; }
static __device__ __forceinline__ float __accc_creal_f(float _Complex z) { return __real__ z; }
static __device__ __forceinline__ float __accc_cimag_f(float _Complex z) { return __imag__ z; }
static __device__ __forceinline__ float _Complex __accc_cadd_f(float _Complex z, float _Complex w) { return __accc_cx_f(__real__ z + __real__ w, __imag__ z + __imag__ w); }
static __device__ __forceinline__ float _Complex __accc_csub_f(float _Complex z, float _Complex w) { return __accc_cx_f(__real__ z - __real__ w, __imag__ z - __imag__ w); }
static __device__ __forceinline__ float _Complex __accc_caddr_f(float _Complex z, float x) { return __accc_cx_f(__real__ z + x, __imag__ z); }
static __device__ __forceinline__ float _Complex __accc_csubr_f(float _Complex z, float x) { return __accc_cx_f(__real__ z - x, __imag__ z); }
static __device__ __forceinline__ float _Complex __accc_rsubc_f(float x, float _Complex z) { return __accc_cx_f(x - __real__ z, -__imag__ z); }
static __device__ __forceinline__ float _Complex __accc_cmulr_f(float _Complex z, float x) { return __accc_cx_f(__real__ z * x, __imag__ z * x); }
static __device__ __forceinline__ float _Complex __accc_cdivr_f(float _Complex z, float x) { return __accc_cx_f(__real__ z / x, __imag__ z / x); }
static __device__ __forceinline__ float _Complex __accc_cneg_f(float _Complex z) { return __accc_cx_f(-__real__ z, -__imag__ z); }
static __device__ __forceinline__ float _Complex __accc_cconj_f(float _Complex z) { return __accc_cx_f(__real__ z, -__imag__ z); }
static __device__ __forceinline__ int __accc_ceq_f(float _Complex z, float _Complex w) { return __real__ z == __real__ w && __imag__ z == __imag__ w; }
static __device__ __forceinline__ float __accc_cabs_f(float _Complex z) { return hypotf(__real__ z, __imag__ z); }
static __device__ __forceinline__ float __accc_carg_f(float _Complex z) { return atan2f(__imag__ z, __real__ z); }
static __device__ __forceinline__ float _Complex __accc_cmul_f(float _Complex z, float _Complex w) {
    float a = __real__ z, b = __imag__ z, c = __real__ w, d = __imag__ w;
    float ac = a * c, bd = b * d, ad = a * d, bc = b * c, x = ac - bd, y = ad + bc;
    if (isnan(x) && isnan(y)) {
        int again = 0;
        if (isinf(a) || isinf(b)) { a = copysignf(isinf(a) ? (float)1 : (float)0, a); b = copysignf(isinf(b) ? (float)1 : (float)0, b); if (isnan(c)) c = copysignf((float)0, c); if (isnan(d)) d = copysignf((float)0, d); again = 1; }
        if (isinf(c) || isinf(d)) { c = copysignf(isinf(c) ? (float)1 : (float)0, c); d = copysignf(isinf(d) ? (float)1 : (float)0, d); if (isnan(a)) a = copysignf((float)0, a); if (isnan(b)) b = copysignf((float)0, b); again = 1; }
        if (!again && (isinf(ac) || isinf(bd) || isinf(ad) || isinf(bc))) { if (isnan(a)) a = copysignf((float)0, a); if (isnan(b)) b = copysignf((float)0, b); if (isnan(c)) c = copysignf((float)0, c); if (isnan(d)) d = copysignf((float)0, d); again = 1; }
        if (again) { x = ((float)INFINITY) * (a * c - b * d); y = ((float)INFINITY) * (a * d + b * c); }
    }
    return __accc_cx_f(x, y);
}
static __device__ __forceinline__ float _Complex __accc_cdiv_f(float _Complex z, float _Complex w) {
    float a = __real__ z, b = __imag__ z, c = __real__ w, d = __imag__ w;
    int scale = 0;
    float logbw = logbf(fmaxf(fabsf(c), fabsf(d)));
    if (isfinite(logbw)) { scale = (int)logbw; c = ldexpf(c, -scale); d = ldexpf(d, -scale); }
    float denom = c * c + d * d;
    float x = ldexpf((a * c + b * d) / denom, -scale), y = ldexpf((b * c - a * d) / denom, -scale);
    if (isnan(x) && isnan(y)) {
        if (denom == 0 && (!isnan(a) || !isnan(b))) { x = copysignf(((float)INFINITY), c) * a; y = copysignf(((float)INFINITY), c) * b; }
        else if ((isinf(a) || isinf(b)) && isfinite(c) && isfinite(d)) { a = copysignf(isinf(a) ? (float)1 : (float)0, a); b = copysignf(isinf(b) ? (float)1 : (float)0, b); x = ((float)INFINITY) * (a * c + b * d); y = ((float)INFINITY) * (b * c - a * d); }
        else if (isinf(logbw) && logbw > 0 && isfinite(a) && isfinite(b)) { c = copysignf(isinf(c) ? (float)1 : (float)0, c); d = copysignf(isinf(d) ? (float)1 : (float)0, d); x = 0 * (a * c + b * d); y = 0 * (b * c - a * d); }
    }
    return __accc_cx_f(x, y);
}
static __device__ __forceinline__ float _Complex __accc_cexp_f(float _Complex z) { float a = __real__ z, b = __imag__ z, e = expf(a); if (b == 0) return __accc_cx_f(e, b); return __accc_cx_f(e * cosf(b), e * sinf(b)); }
static __device__ __forceinline__ float _Complex __accc_csqrt_f(float _Complex z) {
    float a = __real__ z, b = __imag__ z;
    if (a == 0 && b == 0) return __accc_cx_f(0, b);
    if (isinf(b)) return __accc_cx_f(((float)INFINITY), b);
    if (isnan(a)) return __accc_cx_f(a, a);
    if (isinf(a)) return a > 0 ? __accc_cx_f(a, isnan(b) ? b : copysignf((float)0, b)) : __accc_cx_f(isnan(b) ? b : 0, copysignf(((float)INFINITY), b));
    float t = sqrtf((fabsf(a) + hypotf(a, b)) * (float)0.5);
    return a >= 0 ? __accc_cx_f(t, b / (2 * t)) : __accc_cx_f(fabsf(b) / (2 * t), copysignf(t, b));
}
static __device__ __forceinline__ double _Complex __accc_cx_d(double re, double im) { double _Complex z; __real__ z = re; __imag__ z = im; return z; }
static __device__ __forceinline__ double __accc_creal_d(double _Complex z) { return __real__ z; }
static __device__ __forceinline__ double __accc_cimag_d(double _Complex z) { return __imag__ z; }
static __device__ __forceinline__ double _Complex __accc_cadd_d(double _Complex z, double _Complex w) { return __accc_cx_d(__real__ z + __real__ w, __imag__ z + __imag__ w); }
static __device__ __forceinline__ double _Complex __accc_csub_d(double _Complex z, double _Complex w) { return __accc_cx_d(__real__ z - __real__ w, __imag__ z - __imag__ w); }
static __device__ __forceinline__ double _Complex __accc_caddr_d(double _Complex z, double x) { return __accc_cx_d(__real__ z + x, __imag__ z); }
static __device__ __forceinline__ double _Complex __accc_csubr_d(double _Complex z, double x) { return __accc_cx_d(__real__ z - x, __imag__ z); }
static __device__ __forceinline__ double _Complex __accc_rsubc_d(double x, double _Complex z) { return __accc_cx_d(x - __real__ z, -__imag__ z); }
static __device__ __forceinline__ double _Complex __accc_cmulr_d(double _Complex z, double x) { return __accc_cx_d(__real__ z * x, __imag__ z * x); }
static __device__ __forceinline__ double _Complex __accc_cdivr_d(double _Complex z, double x) { return __accc_cx_d(__real__ z / x, __imag__ z / x); }
static __device__ __forceinline__ double _Complex __accc_cneg_d(double _Complex z) { return __accc_cx_d(-__real__ z, -__imag__ z); }
static __device__ __forceinline__ double _Complex __accc_cconj_d(double _Complex z) { return __accc_cx_d(__real__ z, -__imag__ z); }
static __device__ __forceinline__ int __accc_ceq_d(double _Complex z, double _Complex w) { return __real__ z == __real__ w && __imag__ z == __imag__ w; }
static __device__ __forceinline__ double __accc_cabs_d(double _Complex z) { return hypot(__real__ z, __imag__ z); }
static __device__ __forceinline__ double __accc_carg_d(double _Complex z) { return atan2(__imag__ z, __real__ z); }
static __device__ __forceinline__ double _Complex __accc_cmul_d(double _Complex z, double _Complex w) {
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
static __device__ __forceinline__ double _Complex __accc_cdiv_d(double _Complex z, double _Complex w) {
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
static __device__ __forceinline__ double _Complex __accc_cexp_d(double _Complex z) { double a = __real__ z, b = __imag__ z, e = exp(a); if (b == 0) return __accc_cx_d(e, b); return __accc_cx_d(e * cos(b), e * sin(b)); }
static __device__ __forceinline__ double _Complex __accc_csqrt_d(double _Complex z) {
    double a = __real__ z, b = __imag__ z;
    if (a == 0 && b == 0) return __accc_cx_d(0, b);
    if (isinf(b)) return __accc_cx_d(((double)INFINITY), b);
    if (isnan(a)) return __accc_cx_d(a, a);
    if (isinf(a)) return a > 0 ? __accc_cx_d(a, isnan(b) ? b : copysign((double)0, b)) : __accc_cx_d(isnan(b) ? b : 0, copysign(((double)INFINITY), b));
    double t = sqrt((fabs(a) + hypot(a, b)) * (double)0.5);
    return a >= 0 ? __accc_cx_d(t, b / (2 * t)) : __accc_cx_d(fabs(b) / (2 * t), copysign(t, b));
}
static __device__ __forceinline__ double _Complex __accc_cf_d(float _Complex z) { return __accc_cx_d(__real__ z, __imag__ z); }
static __device__ __forceinline__ float _Complex __accc_cd_f(double _Complex z) { return __accc_cx_f((float)__real__ z, (float)__imag__ z); }
extern "C" __global__ void __accc_kernel_0_0(double _Complex *__accc_p_z, double _Complex *__accc_a_z, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double _Complex z = __accc_cx_d(0, 0);
    __shared__ double _Complex __accc_red_z[128];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 14 "reduction_complex.c"
z = __accc_cadd_d(z, __accc_caddr_d(__accc_cmulr_d(__accc_cf_d((__extension__ __accc_cx_f(0, 1.0F))), (double)(2.0 * i)), (double)(i)))
# 14 "reduction_complex.c"
                           ;
    }
    __accc_red_z[__accc_l] = z;
    __syncthreads();
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_z[__accc_l] = __accc_cadd_d(__accc_red_z[__accc_l], __accc_red_z[__accc_l + __accc_s]);
        __syncthreads();
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(((double *)__accc_a_z)[0]), __accc_creal_d(__accc_red_z[0])); (void)atomicAdd(&(((double *)__accc_a_z)[1]), __accc_cimag_d(__accc_red_z[0]));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_z + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double _Complex __accc_t = __accc_cx_d(((volatile double *)__accc_a_z)[0], ((volatile double *)__accc_a_z)[1]);
            ((volatile double *)__accc_a_z)[0] = 0; ((volatile double *)__accc_a_z)[1] = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_z + 16)) = 0u;
            *__accc_p_z = __accc_cadd_d(*__accc_p_z, __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(float _Complex *__accc_p_s, float _Complex *__accc_a_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float _Complex s = __accc_cx_f(0, 0);
    __shared__ float _Complex __accc_red_s[128];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "reduction_complex.c"
s = __accc_cadd_f(s, __accc_rsubc_f((float)((float)(i % 4)), __accc_cmulr_f((__extension__ __accc_cx_f(0, 1.0F)), (float)((float)i))))
# 20 "reduction_complex.c"
                                             ;
    }
    __accc_red_s[__accc_l] = s;
    __syncthreads();
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_s[__accc_l] = __accc_cadd_f(__accc_red_s[__accc_l], __accc_red_s[__accc_l + __accc_s]);
        __syncthreads();
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(((float *)__accc_a_s)[0]), __accc_creal_f(__accc_red_s[0])); (void)atomicAdd(&(((float *)__accc_a_s)[1]), __accc_cimag_f(__accc_red_s[0]));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float _Complex __accc_t = __accc_cx_f(((volatile float *)__accc_a_s)[0], ((volatile float *)__accc_a_s)[1]);
            ((volatile float *)__accc_a_s)[0] = 0; ((volatile float *)__accc_a_s)[1] = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s + 16)) = 0u;
            *__accc_p_s = __accc_cadd_f(*__accc_p_s, __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(tally *__accc_p_t, double _Complex *__accc_p__m_t_total, double _Complex *__accc_a__m_t_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double _Complex __accc_r_m_t_total = __accc_cx_d(0, 0);
    __shared__ double _Complex __accc_red__m_t_total[128];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "reduction_complex.c"
__accc_r_m_t_total = __accc_cadd_d(__accc_r_m_t_total, __accc_cf_d(__accc_rsubc_f((float)((i % 7)), __accc_cmulr_f((__extension__ __accc_cx_f(0, 1.0F)), (float)((i % 5))))))
# 25 "reduction_complex.c"
                                       ;
    }
    __accc_red__m_t_total[__accc_l] = __accc_r_m_t_total;
    __syncthreads();
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red__m_t_total[__accc_l] = __accc_cadd_d(__accc_red__m_t_total[__accc_l], __accc_red__m_t_total[__accc_l + __accc_s]);
        __syncthreads();
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(((double *)__accc_a__m_t_total)[0]), __accc_creal_d(__accc_red__m_t_total[0])); (void)atomicAdd(&(((double *)__accc_a__m_t_total)[1]), __accc_cimag_d(__accc_red__m_t_total[0]));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a__m_t_total + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double _Complex __accc_t = __accc_cx_d(((volatile double *)__accc_a__m_t_total)[0], ((volatile double *)__accc_a__m_t_total)[1]);
            ((volatile double *)__accc_a__m_t_total)[0] = 0; ((volatile double *)__accc_a__m_t_total)[1] = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a__m_t_total + 16)) = 0u;
            *__accc_p__m_t_total = __accc_cadd_d(*__accc_p__m_t_total, __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(double _Complex *sums, double _Complex *prods, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ double _Complex __accc_vred_a[128];
    __shared__ double _Complex __accc_vred_q[128];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int r = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "reduction_complex.c"
{
        double _Complex a = __accc_cx_d((double)(r), 0), q = __accc_cx_d((double)(1), 0);
        
        { long __accc_tc31_8_0 = (long)((long long)(200) - (long long)(0)); if (__accc_tc31_8_0 < 0) __accc_tc31_8_0 = 0; double _Complex __accc_save_a = a; a = __accc_cx_d(0, 0); double _Complex __accc_save_q = q; q = __accc_cx_d(1, 0); for (long __accc_it31_8 = (long)threadIdx.x; __accc_it31_8 < __accc_tc31_8_0; __accc_it31_8 += (long)blockDim.x) { long __accc_r31_8 = __accc_it31_8; int k = (0) + __accc_r31_8 * (1); 
{
            a = __accc_cadd_d(a, __accc_cf_d(__accc_cmulr_f((__extension__ __accc_cx_f(0, 1.0F)), (float)(k))))
# 32 "reduction_complex.c"
                     ;
            q = __accc_cmul_d(q, __accc_cf_d(((k % 50 == r) ? __accc_caddr_f(__accc_cmulr_f((__extension__ __accc_cx_f(0, 1.0F)), (float)(1)), (float)(1)) : __accc_cx_f((float)(1), 0))));
        }
} { int __accc_lane = (int)threadIdx.x; __accc_vred_a[__accc_lane] = a; __syncthreads(); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_a[__accc_lane] = __accc_cadd_d(__accc_vred_a[__accc_lane], __accc_vred_a[__accc_lane + __accc_s]); __syncthreads(); } a = __accc_cadd_d(__accc_save_a, __accc_vred_a[0]); __syncthreads(); } { int __accc_lane = (int)threadIdx.x; __accc_vred_q[__accc_lane] = q; __syncthreads(); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_q[__accc_lane] = __accc_cmul_d(__accc_vred_q[__accc_lane], __accc_vred_q[__accc_lane + __accc_s]); __syncthreads(); } q = __accc_cmul_d(__accc_save_q, __accc_vred_q[0]); __syncthreads(); } }
        sums[r] = a;
        prods[r] = q;
    }
    }
}
