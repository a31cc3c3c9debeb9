/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_9a912a2a37349717[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_9a912a2a37349717 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_9a912a2a37349717, 0, 0 };
# 0 "fp_classification.c"
# 1 "fp_classification.c"
# 1 "fp_classification.c"






# 8 "fp_classification.c" 2
# 9 "fp_classification.c" 2
# 10 "fp_classification.c" 2




# 13 "fp_classification.c"

static int classify(double x)
{
    return 
# 16 "fp_classification.c" 3 4
          __builtin_fpclassify (0, 1, 4, 3, 2, 
# 16 "fp_classification.c"
          x
# 16 "fp_classification.c" 3 4
          ) 
# 16 "fp_classification.c"
                        * 10 + (
# 16 "fp_classification.c" 3 4
                                __builtin_signbit (
# 16 "fp_classification.c"
                                x
# 16 "fp_classification.c" 3 4
                                ) 
# 16 "fp_classification.c"
                                           != 0);
}

int main(void)
{
    double d[10] = {0.0, -0.0, 1.5, -2.5, 1e-310, -4e-320, ((double)1.79769313486231570814527423731704357e+308L), 0, 0, 0};
    float f[10] = {0.0f, -0.0f, 1.5f, -2.5f, 1e-40f, -4e-44f, 3.40282346638528859811704183484516925e+38F, 0, 0, 0};
    d[7] = 
# 23 "fp_classification.c" 3 4
          (__builtin_huge_val ())
# 23 "fp_classification.c"
                  ;
    d[8] = -
# 24 "fp_classification.c" 3 4
           (__builtin_inff ())
# 24 "fp_classification.c"
                   ;
    d[9] = 
# 25 "fp_classification.c" 3 4
          (__builtin_nanf (""))
# 25 "fp_classification.c"
             ;
    f[7] = 
# 26 "fp_classification.c" 3 4
          (__builtin_huge_valf ())
# 26 "fp_classification.c"
                   ;
    f[8] = -
# 27 "fp_classification.c" 3 4
           (__builtin_inff ())
# 27 "fp_classification.c"
                   ;
    f[9] = -
# 28 "fp_classification.c" 3 4
           (__builtin_nanf (""))
# 28 "fp_classification.c"
              ;
    int dc[10][8], fc[10][8], mixed[10][4], routine[10];
    double made[10];


{ static const __accrt_loc __accc_region_loc = { "fp_classification.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "fp_classification.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fp_classification.c", 32, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(d), sizeof(d), ACCRT_COPYIN, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(f), sizeof(f), ACCRT_COPYIN, 0, "f", 0, 0, __builtin_object_size((void *)&(f), 0) }, { (void *)&(dc), sizeof(dc), ACCRT_COPYOUT, 0, "dc", 0, 0, __builtin_object_size((void *)&(dc), 0) }, { (void *)&(fc), sizeof(fc), ACCRT_COPYOUT, 0, "fc", 0, 0, __builtin_object_size((void *)&(fc), 0) }, { (void *)&(mixed), sizeof(mixed), ACCRT_COPYOUT, 0, "mixed", 0, 0, __builtin_object_size((void *)&(mixed), 0) }, { (void *)&(routine), sizeof(routine), ACCRT_COPYOUT, 0, "routine", 0, 0, __builtin_object_size((void *)&(routine), 0) }, { (void *)&(made), sizeof(made), ACCRT_COPYOUT, 0, "made", 0, 0, __builtin_object_size((void *)&(made), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 7, -2);
 { long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(10) - (long long)(0)) > 0 ? (long)((long long)(10) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(10) - (long long)(0)) > 0 ? (long)((long long)(10) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "d" }, { (const void *)(f), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "f" }, { (const void *)(dc), 0, ACCRT_ARG_DEVICE_PTR, "dc" }, { (const void *)(fc), 0, ACCRT_ARG_DEVICE_PTR, "fc" }, { (const void *)(mixed), 0, ACCRT_ARG_DEVICE_PTR, "mixed" }, { (const void *)(routine), 0, ACCRT_ARG_DEVICE_PTR, "routine" }, { (const void *)(made), 0, ACCRT_ARG_DEVICE_PTR, "made" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v10, 0, 128, 0, __accc_args, 11, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 7, -2);
} else {
# 32 "fp_classification.c"

{ static const __accrt_loc __accc_loc = { "fp_classification.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(d), sizeof(d), ACCRT_COPYIN, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(f), sizeof(f), ACCRT_COPYIN, 0, "f", 0, 0, __builtin_object_size((void *)&(f), 0) }, { (void *)&(dc), sizeof(dc), ACCRT_COPYOUT, 0, "dc", 0, 0, __builtin_object_size((void *)&(dc), 0) }, { (void *)&(fc), sizeof(fc), ACCRT_COPYOUT, 0, "fc", 0, 0, __builtin_object_size((void *)&(fc), 0) }, { (void *)&(mixed), sizeof(mixed), ACCRT_COPYOUT, 0, "mixed", 0, 0, __builtin_object_size((void *)&(mixed), 0) }, { (void *)&(routine), sizeof(routine), ACCRT_COPYOUT, 0, "routine", 0, 0, __builtin_object_size((void *)&(routine), 0) }, { (void *)&(made), sizeof(made), ACCRT_COPYOUT, 0, "made", 0, 0, __builtin_object_size((void *)&(made), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { (const void *)(f), 0, ACCRT_ARG_DEVICE_PTR, "f" }, { (const void *)(dc), 0, ACCRT_ARG_DEVICE_PTR, "dc" }, { (const void *)(fc), 0, ACCRT_ARG_DEVICE_PTR, "fc" }, { (const void *)(mixed), 0, ACCRT_ARG_DEVICE_PTR, "mixed" }, { (const void *)(routine), 0, ACCRT_ARG_DEVICE_PTR, "routine" }, { (const void *)(made), 0, ACCRT_ARG_DEVICE_PTR, "made" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 7, __accc_args, 7, -2); }
# 32 "fp_classification.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 10; i++) {
        double x = d[i];
        float y = f[i];
        dc[i][0] = 
# 36 "fp_classification.c" 3 4
                  __builtin_isnan (
# 36 "fp_classification.c"
                  x
# 36 "fp_classification.c" 3 4
                  ) 
# 36 "fp_classification.c"
                           != 0;
        dc[i][1] = 
# 37 "fp_classification.c" 3 4
                  __builtin_isinf_sign (
# 37 "fp_classification.c"
                  x
# 37 "fp_classification.c" 3 4
                  )
# 37 "fp_classification.c"
                          ;
        dc[i][2] = 
# 38 "fp_classification.c" 3 4
                  __builtin_isfinite (
# 38 "fp_classification.c"
                  x
# 38 "fp_classification.c" 3 4
                  ) 
# 38 "fp_classification.c"
                              != 0;
        dc[i][3] = 
# 39 "fp_classification.c" 3 4
                  __builtin_isnormal (
# 39 "fp_classification.c"
                  x
# 39 "fp_classification.c" 3 4
                  ) 
# 39 "fp_classification.c"
                              != 0;
        dc[i][4] = 
# 40 "fp_classification.c" 3 4
                  __builtin_signbit (
# 40 "fp_classification.c"
                  x
# 40 "fp_classification.c" 3 4
                  ) 
# 40 "fp_classification.c"
                             != 0;
        dc[i][5] = 
# 41 "fp_classification.c" 3 4
                  __builtin_fpclassify (0, 1, 4, 3, 2, 
# 41 "fp_classification.c"
                  x
# 41 "fp_classification.c" 3 4
                  )
# 41 "fp_classification.c"
                               ;
        dc[i][6] = (
# 42 "fp_classification.c" 3 4
                   __builtin_isgreater(
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
                                                  __builtin_isless(
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
                                                                              __builtin_isunordered(
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
                   __builtin_isgreaterequal(
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
                                                       __builtin_islessequal(
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
                                                                                        __builtin_islessgreater(
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
                  __builtin_isnan (
# 44 "fp_classification.c"
                  y
# 44 "fp_classification.c" 3 4
                  ) 
# 44 "fp_classification.c"
                           != 0;
        fc[i][1] = 
# 45 "fp_classification.c" 3 4
                  __builtin_isinf_sign (
# 45 "fp_classification.c"
                  y
# 45 "fp_classification.c" 3 4
                  )
# 45 "fp_classification.c"
                          ;
        fc[i][2] = 
# 46 "fp_classification.c" 3 4
                  __builtin_isfinite (
# 46 "fp_classification.c"
                  y
# 46 "fp_classification.c" 3 4
                  ) 
# 46 "fp_classification.c"
                              != 0;
        fc[i][3] = 
# 47 "fp_classification.c" 3 4
                  __builtin_isnormal (
# 47 "fp_classification.c"
                  y
# 47 "fp_classification.c" 3 4
                  ) 
# 47 "fp_classification.c"
                              != 0;
        fc[i][4] = 
# 48 "fp_classification.c" 3 4
                  __builtin_signbit (
# 48 "fp_classification.c"
                  y
# 48 "fp_classification.c" 3 4
                  ) 
# 48 "fp_classification.c"
                             != 0;
        fc[i][5] = 
# 49 "fp_classification.c" 3 4
                  __builtin_fpclassify (0, 1, 4, 3, 2, 
# 49 "fp_classification.c"
                  y
# 49 "fp_classification.c" 3 4
                  )
# 49 "fp_classification.c"
                               ;
        fc[i][6] = (
# 50 "fp_classification.c" 3 4
                   __builtin_isgreater(
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
                                                   __builtin_isless(
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
                                                                                __builtin_isunordered(
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
                   __builtin_isgreaterequal(
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
                                                        __builtin_islessequal(
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
                                                                                          __builtin_islessgreater(
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
                     __builtin_fpclassify (0, 1, 4, 3, 2, 
# 53 "fp_classification.c"
                     (float)x
# 53 "fp_classification.c" 3 4
                     )
# 53 "fp_classification.c"
                                         ;
        mixed[i][1] = 
# 54 "fp_classification.c" 3 4
                     __builtin_fpclassify (0, 1, 4, 3, 2, 
# 54 "fp_classification.c"
                     y * 0.5f
# 54 "fp_classification.c" 3 4
                     )
# 54 "fp_classification.c"
                                         ;
        mixed[i][2] = 
# 55 "fp_classification.c" 3 4
                     __builtin_isnan (
# 55 "fp_classification.c"
                     x * 0.0
# 55 "fp_classification.c" 3 4
                     ) 
# 55 "fp_classification.c"
                                    != 0;
        mixed[i][3] = 
# 56 "fp_classification.c" 3 4
                     __builtin_isinf_sign (
# 56 "fp_classification.c"
                     sqrtf(y)
# 56 "fp_classification.c" 3 4
                     ) 
# 56 "fp_classification.c"
                                     + 2 * (
# 56 "fp_classification.c" 3 4
                                            __builtin_isnan (
# 56 "fp_classification.c"
                                            sqrt(x)
# 56 "fp_classification.c" 3 4
                                            ) 
# 56 "fp_classification.c"
                                                           != 0);
        routine[i] = classify(x);
        made[i] = i % 3 == 0 ? 
# 58 "fp_classification.c" 3 4
                              (__builtin_huge_val ()) 
# 58 "fp_classification.c"
                                       : i % 3 == 1 ? -(double)
# 58 "fp_classification.c" 3 4
                                                               (__builtin_huge_valf ()) 
# 58 "fp_classification.c"
                                                                         : 
# 58 "fp_classification.c" 3 4
                                                                           (__builtin_nanf (""))
# 58 "fp_classification.c"
                                                                              ;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("FP_NAN=%d FP_INFINITE=%d FP_ZERO=%d FP_SUBNORMAL=%d FP_NORMAL=%d\n", 
# 61 "fp_classification.c" 3 4
                                                                                0
# 61 "fp_classification.c"
                                                                                      ,
           
# 62 "fp_classification.c" 3 4
          1
# 62 "fp_classification.c"
                     , 
# 62 "fp_classification.c" 3 4
                       2
# 62 "fp_classification.c"
                              , 
# 62 "fp_classification.c" 3 4
                                3
# 62 "fp_classification.c"
                                            , 
# 62 "fp_classification.c" 3 4
                                              4
# 62 "fp_classification.c"
                                                       );
    for (int i = 0; i < 10; i++) {
        printf("%2d double:", i);
        for (int k = 0; k < 8; k++)
            printf(" %d", dc[i][k]);
        printf("  float:");
        for (int k = 0; k < 8; k++)
            printf(" %d", fc[i][k]);
        printf("  mixed: %d %d %d %d  routine: %d  made: %s\n", mixed[i][0], mixed[i][1],
               mixed[i][2], mixed[i][3], routine[i],
               
# 72 "fp_classification.c" 3 4
              __builtin_isnan (
# 72 "fp_classification.c"
              made[i]
# 72 "fp_classification.c" 3 4
              ) 
# 72 "fp_classification.c"
                             ? "nan" : made[i] > 0 ? "+inf" : "-inf");
    }
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
