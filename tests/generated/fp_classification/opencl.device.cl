#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
inline int __accc_isinf_sign_float(float x) { return isinf(x) ? (signbit(x) ? -1 : 1) : 0; }
inline int __accc_isnormal_float(float x) { return isfinite(x) && (x >= 1.17549435e-38f || x <= -1.17549435e-38f); }
inline int __accc_fpclassify_float(int nan, int inf, int normal, int subnormal, int zero, float x) { return isnan(x) ? nan : isinf(x) ? inf : x == 0 ? zero : (x >= 1.17549435e-38f || x <= -1.17549435e-38f) ? normal : subnormal; }
inline int __accc_isgreater_float(float x, float y) { return x > y; }
inline int __accc_isgreaterequal_float(float x, float y) { return x >= y; }
inline int __accc_isless_float(float x, float y) { return x < y; }
inline int __accc_islessequal_float(float x, float y) { return x <= y; }
inline int __accc_islessgreater_float(float x, float y) { return x < y || x > y; }
inline int __accc_isunordered_float(float x, float y) { return isnan(x) || isnan(y); }
inline int __accc_isinf_sign_double(double x) { return isinf(x) ? (signbit(x) ? -1 : 1) : 0; }
inline int __accc_isnormal_double(double x) { return isfinite(x) && (x >= 2.2250738585072014e-308 || x <= -2.2250738585072014e-308); }
inline int __accc_fpclassify_double(int nan, int inf, int normal, int subnormal, int zero, double x) { return isnan(x) ? nan : isinf(x) ? inf : x == 0 ? zero : (x >= 2.2250738585072014e-308 || x <= -2.2250738585072014e-308) ? normal : subnormal; }
inline int __accc_isgreater_double(double x, double y) { return x > y; }
inline int __accc_isgreaterequal_double(double x, double y) { return x >= y; }
inline int __accc_isless_double(double x, double y) { return x < y; }
inline int __accc_islessequal_double(double x, double y) { return x <= y; }
inline int __accc_islessgreater_double(double x, double y) { return x < y || x > y; }
inline int __accc_isunordered_double(double x, double y) { return isnan(x) || isnan(y); }
int classify(double x);
int classify(double x)
{
    return 
# 16 "fp_classification.c" 3 4
          __accc_fpclassify_double (0, 1, 4, 3, 2, 
# 16 "fp_classification.c"
          x
# 16 "fp_classification.c" 3 4
          ) 
# 16 "fp_classification.c"
                        * 10 + (
# 16 "fp_classification.c" 3 4
                                signbit (
# 16 "fp_classification.c"
                                x
# 16 "fp_classification.c" 3 4
                                ) 
# 16 "fp_classification.c"
                                           != 0);
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_d, ulong __accc_o_d, __global char *__accc_b_f, ulong __accc_o_f, __global char *__accc_b_dc, ulong __accc_o_dc, __global char *__accc_b_fc, ulong __accc_o_fc, __global char *__accc_b_mixed, ulong __accc_o_mixed, __global char *__accc_b_routine, ulong __accc_o_routine, __global char *__accc_b_made, ulong __accc_o_made, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict d = (__global const double *restrict)(__accc_b_d + __accc_o_d);
    __global const float *restrict f = (__global const float *restrict)(__accc_b_f + __accc_o_f);
    __global int (*dc)[8] = (__global int (*)[8])(__accc_b_dc + __accc_o_dc);
    __global int (*fc)[8] = (__global int (*)[8])(__accc_b_fc + __accc_o_fc);
    __global int (*mixed)[4] = (__global int (*)[4])(__accc_b_mixed + __accc_o_mixed);
    __global int *routine = (__global int *)(__accc_b_routine + __accc_o_routine);
    __global double *made = (__global double *)(__accc_b_made + __accc_o_made);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "fp_classification.c"
{
        double x = d[i];
        float y = f[i];
        dc[i][0] = 
# 36 "fp_classification.c" 3 4
                  isnan (
# 36 "fp_classification.c"
                  x
# 36 "fp_classification.c" 3 4
                  ) 
# 36 "fp_classification.c"
                           != 0;
        dc[i][1] = 
# 37 "fp_classification.c" 3 4
                  __accc_isinf_sign_double (
# 37 "fp_classification.c"
                  x
# 37 "fp_classification.c" 3 4
                  )
# 37 "fp_classification.c"
                          ;
        dc[i][2] = 
# 38 "fp_classification.c" 3 4
                  isfinite (
# 38 "fp_classification.c"
                  x
# 38 "fp_classification.c" 3 4
                  ) 
# 38 "fp_classification.c"
                              != 0;
        dc[i][3] = 
# 39 "fp_classification.c" 3 4
                  __accc_isnormal_double (
# 39 "fp_classification.c"
                  x
# 39 "fp_classification.c" 3 4
                  ) 
# 39 "fp_classification.c"
                              != 0;
        dc[i][4] = 
# 40 "fp_classification.c" 3 4
                  signbit (
# 40 "fp_classification.c"
                  x
# 40 "fp_classification.c" 3 4
                  ) 
# 40 "fp_classification.c"
                             != 0;
        dc[i][5] = 
# 41 "fp_classification.c" 3 4
                  __accc_fpclassify_double (0, 1, 4, 3, 2, 
# 41 "fp_classification.c"
                  x
# 41 "fp_classification.c" 3 4
                  )
# 41 "fp_classification.c"
                               ;
        dc[i][6] = (
# 42 "fp_classification.c" 3 4
                   __accc_isgreater_double(
# 42 "fp_classification.c"
                   x
# 42 "fp_classification.c" 3 4
                   , 
# 42 "fp_classification.c"
                   1.0
# 42 "fp_classification.c" 3 4
                   ) 
# 42 "fp_classification.c"
                                     != 0) + 2 * (
# 42 "fp_classification.c" 3 4
                                                  __accc_isless_double(
# 42 "fp_classification.c"
                                                  x
# 42 "fp_classification.c" 3 4
                                                  , 
# 42 "fp_classification.c"
                                                  1.0
# 42 "fp_classification.c" 3 4
                                                  ) 
# 42 "fp_classification.c"
                                                                 != 0) + 4 * (
# 42 "fp_classification.c" 3 4
                                                                              __accc_isunordered_double(
# 42 "fp_classification.c"
                                                                              x
# 42 "fp_classification.c" 3 4
                                                                              , 
# 42 "fp_classification.c"
                                                                              1.0
# 42 "fp_classification.c" 3 4
                                                                              ) 
# 42 "fp_classification.c"
                                                                                                  != 0);
        dc[i][7] = (
# 43 "fp_classification.c" 3 4
                   __accc_isgreaterequal_double(
# 43 "fp_classification.c"
                   x
# 43 "fp_classification.c" 3 4
                   , 
# 43 "fp_classification.c"
                   1.5
# 43 "fp_classification.c" 3 4
                   ) 
# 43 "fp_classification.c"
                                          != 0) + 2 * (
# 43 "fp_classification.c" 3 4
                                                       __accc_islessequal_double(
# 43 "fp_classification.c"
                                                       x
# 43 "fp_classification.c" 3 4
                                                       , 
# 43 "fp_classification.c"
                                                       1.5
# 43 "fp_classification.c" 3 4
                                                       ) 
# 43 "fp_classification.c"
                                                                           != 0) + 4 * (
# 43 "fp_classification.c" 3 4
                                                                                        __accc_islessgreater_double(
# 43 "fp_classification.c"
                                                                                        x
# 43 "fp_classification.c" 3 4
                                                                                        , 
# 43 "fp_classification.c"
                                                                                        0.0
# 43 "fp_classification.c" 3 4
                                                                                        ) 
# 43 "fp_classification.c"
                                                                                                              != 0);
        fc[i][0] = 
# 44 "fp_classification.c" 3 4
                  isnan (
# 44 "fp_classification.c"
                  y
# 44 "fp_classification.c" 3 4
                  ) 
# 44 "fp_classification.c"
                           != 0;
        fc[i][1] = 
# 45 "fp_classification.c" 3 4
                  __accc_isinf_sign_float (
# 45 "fp_classification.c"
                  y
# 45 "fp_classification.c" 3 4
                  )
# 45 "fp_classification.c"
                          ;
        fc[i][2] = 
# 46 "fp_classification.c" 3 4
                  isfinite (
# 46 "fp_classification.c"
                  y
# 46 "fp_classification.c" 3 4
                  ) 
# 46 "fp_classification.c"
                              != 0;
        fc[i][3] = 
# 47 "fp_classification.c" 3 4
                  __accc_isnormal_float (
# 47 "fp_classification.c"
                  y
# 47 "fp_classification.c" 3 4
                  ) 
# 47 "fp_classification.c"
                              != 0;
        fc[i][4] = 
# 48 "fp_classification.c" 3 4
                  signbit (
# 48 "fp_classification.c"
                  y
# 48 "fp_classification.c" 3 4
                  ) 
# 48 "fp_classification.c"
                             != 0;
        fc[i][5] = 
# 49 "fp_classification.c" 3 4
                  __accc_fpclassify_float (0, 1, 4, 3, 2, 
# 49 "fp_classification.c"
                  y
# 49 "fp_classification.c" 3 4
                  )
# 49 "fp_classification.c"
                               ;
        fc[i][6] = (
# 50 "fp_classification.c" 3 4
                   __accc_isgreater_float(
# 50 "fp_classification.c"
                   y
# 50 "fp_classification.c" 3 4
                   , 
# 50 "fp_classification.c"
                   1.0f
# 50 "fp_classification.c" 3 4
                   ) 
# 50 "fp_classification.c"
                                      != 0) + 2 * (
# 50 "fp_classification.c" 3 4
                                                   __accc_isless_float(
# 50 "fp_classification.c"
                                                   y
# 50 "fp_classification.c" 3 4
                                                   , 
# 50 "fp_classification.c"
                                                   1.0f
# 50 "fp_classification.c" 3 4
                                                   ) 
# 50 "fp_classification.c"
                                                                   != 0) + 4 * (
# 50 "fp_classification.c" 3 4
                                                                                __accc_isunordered_float(
# 50 "fp_classification.c"
                                                                                y
# 50 "fp_classification.c" 3 4
                                                                                , 
# 50 "fp_classification.c"
                                                                                1.0f
# 50 "fp_classification.c" 3 4
                                                                                ) 
# 50 "fp_classification.c"
                                                                                                     != 0);
        fc[i][7] = (
# 51 "fp_classification.c" 3 4
                   __accc_isgreaterequal_float(
# 51 "fp_classification.c"
                   y
# 51 "fp_classification.c" 3 4
                   , 
# 51 "fp_classification.c"
                   1.5f
# 51 "fp_classification.c" 3 4
                   ) 
# 51 "fp_classification.c"
                                           != 0) + 2 * (
# 51 "fp_classification.c" 3 4
                                                        __accc_islessequal_float(
# 51 "fp_classification.c"
                                                        y
# 51 "fp_classification.c" 3 4
                                                        , 
# 51 "fp_classification.c"
                                                        1.5f
# 51 "fp_classification.c" 3 4
                                                        ) 
# 51 "fp_classification.c"
                                                                             != 0) + 4 * (
# 51 "fp_classification.c" 3 4
                                                                                          __accc_islessgreater_float(
# 51 "fp_classification.c"
                                                                                          y
# 51 "fp_classification.c" 3 4
                                                                                          , 
# 51 "fp_classification.c"
                                                                                          0.0f
# 51 "fp_classification.c" 3 4
                                                                                          ) 
# 51 "fp_classification.c"
                                                                                                                 != 0);

        mixed[i][0] = 
# 53 "fp_classification.c" 3 4
                     __accc_fpclassify_float (0, 1, 4, 3, 2, 
# 53 "fp_classification.c"
                     (float)x
# 53 "fp_classification.c" 3 4
                     )
# 53 "fp_classification.c"
                                         ;
        mixed[i][1] = 
# 54 "fp_classification.c" 3 4
                     __accc_fpclassify_float (0, 1, 4, 3, 2, 
# 54 "fp_classification.c"
                     y * 0.5f
# 54 "fp_classification.c" 3 4
                     )
# 54 "fp_classification.c"
                                         ;
        mixed[i][2] = 
# 55 "fp_classification.c" 3 4
                     isnan (
# 55 "fp_classification.c"
                     x * 0.0
# 55 "fp_classification.c" 3 4
                     ) 
# 55 "fp_classification.c"
                                    != 0;
        mixed[i][3] = 
# 56 "fp_classification.c" 3 4
                     __accc_isinf_sign_float (
# 56 "fp_classification.c"
                     sqrt(y)
# 56 "fp_classification.c" 3 4
                     ) 
# 56 "fp_classification.c"
                                     + 2 * (
# 56 "fp_classification.c" 3 4
                                            isnan (
# 56 "fp_classification.c"
                                            sqrt(x)
# 56 "fp_classification.c" 3 4
                                            ) 
# 56 "fp_classification.c"
                                                           != 0);
        routine[i] = classify(x);
        made[i] = i % 3 == 0 ? 
# 58 "fp_classification.c" 3 4
                              ((double)INFINITY) 
# 58 "fp_classification.c"
                                       : i % 3 == 1 ? -(double)
# 58 "fp_classification.c" 3 4
                                                               INFINITY 
# 58 "fp_classification.c"
                                                                         : 
# 58 "fp_classification.c" 3 4
                                                                           NAN
# 58 "fp_classification.c"
                                                                              ;
    }
    }
}
