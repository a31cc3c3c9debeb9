/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_284701e15bcba45e[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_284701e15bcba45e == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_284701e15bcba45e, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_284701e15bcba45e, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_284701e15bcba45e, 0, 0 };
# 0 "reduction_complex_product.c"
# 1 "reduction_complex_product.c"
# 1 "reduction_complex_product.c"





# 7 "reduction_complex_product.c" 2
# 8 "reduction_complex_product.c" 2


# 9 "reduction_complex_product.c"
int main(void)
{
    double _Complex z = 1 + 1 * 
# 11 "reduction_complex_product.c" 3 4
                               (__extension__ 1.0iF)
# 11 "reduction_complex_product.c"
                                ;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_complex_product.c", 12, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "reduction_complex_product.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_complex_product.c", 12, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(z), sizeof(z), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "z", 0, 0, __builtin_object_size((void *)&(z), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(z) __accc_v1 = 0; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(z)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_z" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_z" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 12 "reduction_complex_product.c"

{ static const __accrt_loc __accc_loc = { "reduction_complex_product.c", 12, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(z), sizeof(z), ACCRT_COPY, ACCRT_IMPLICIT, "z", 0, 0, __builtin_object_size((void *)&(z), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(z)), 0, ACCRT_ARG_DEVICE_PTR, "z" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 12 "reduction_complex_product.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:z)
# 13 "reduction_complex_product.c"
    for (int i = 0; i < 100; i++)
        z += i + 2.0 * i * 
# 14 "reduction_complex_product.c" 3 4
                          (__extension__ 1.0iF)
# 14 "reduction_complex_product.c"
                           ; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double _Complex w = 1;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_complex_product.c", 16, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "reduction_complex_product.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_complex_product.c", 16, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(w) __accc_v1 = 1; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3001) - (long long)(0)) > 0 ? (long)((long long)(3001) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3001) - (long long)(0)) > 0 ? (long)((long long)(3001) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(w)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_w" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_w" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 16 "reduction_complex_product.c"

{ static const __accrt_loc __accc_loc = { "reduction_complex_product.c", 16, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPY, ACCRT_IMPLICIT, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(w)), 0, ACCRT_ARG_DEVICE_PTR, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 16 "reduction_complex_product.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(*:w)
# 17 "reduction_complex_product.c"
    for (int i = 0; i < 3001; i++)
        w *= (i % 3 == 0) ? 1 + 1 * 
# 18 "reduction_complex_product.c" 3 4
                                   (__extension__ 1.0iF) 
# 18 "reduction_complex_product.c"
                                     : 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    float _Complex s = 0, p = 2;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_complex_product.c", 20, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "reduction_complex_product.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_complex_product.c", 20, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) }, { (void *)&(p), sizeof(p), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "p", 0, 0, __builtin_object_size((void *)&(p), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(s) __accc_v1 = 0; __typeof__(p) __accc_v3 = 1; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(4100) - (long long)(0)) > 0 ? (long)((long long)(4100) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(4100) - (long long)(0)) > 0 ? (long)((long long)(4100) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_s" }, { (const void *)(&(p)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_p" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_p" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 20 "reduction_complex_product.c"

{ static const __accrt_loc __accc_loc = { "reduction_complex_product.c", 20, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) }, { (void *)&(p), sizeof(p), ACCRT_COPY, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)&(p), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" }, { (const void *)(&(p)), 0, ACCRT_ARG_DEVICE_PTR, "p" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 20 "reduction_complex_product.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
        
#pragma omp for reduction(+:s) reduction(*:p)
# 23 "reduction_complex_product.c"
        for (int i = 0; i < 4100; i++) {
            s += (float)(i % 4) - (float)i * 
# 24 "reduction_complex_product.c" 3 4
                                            (__extension__ 1.0iF)
# 24 "reduction_complex_product.c"
                                             ;
            p *= (i % 8 == 0) ? 0 + 1 * 
# 25 "reduction_complex_product.c" 3 4
                                       (__extension__ 1.0iF) 
# 25 "reduction_complex_product.c"
                                         : 1;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("%g%+gi %g%+gi %g%+gi %g%+gi\n", creal(z), cimag(z), creal(w) + 0.0, cimag(w) + 0.0,
           crealf(s), cimagf(s), crealf(p) + 0.0f, cimagf(p) + 0.0f);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
