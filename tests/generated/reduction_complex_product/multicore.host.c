/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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

{ static const __accrt_loc __accc_loc = { "reduction_complex_product.c", 12, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(z), sizeof(z), ACCRT_COPY, ACCRT_IMPLICIT, "z", 0, 0, __builtin_object_size((void *)&(z), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(z)), 0, ACCRT_ARG_DEVICE_PTR, "z" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 12 "reduction_complex_product.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:z)
# 13 "reduction_complex_product.c"
    for (int i = 0; i < 100; i++)
        z += i + 2.0 * i * 
# 14 "reduction_complex_product.c" 3 4
                          (__extension__ 1.0iF)
# 14 "reduction_complex_product.c"
                           ; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double _Complex w = 1;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_complex_product.c", 16, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
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
                                     : 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    float _Complex s = 0, p = 2;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_complex_product.c", 20, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("%g%+gi %g%+gi %g%+gi %g%+gi\n", creal(z), cimag(z), creal(w) + 0.0, cimag(w) + 0.0,
           crealf(s), cimagf(s), crealf(p) + 0.0f, cimagf(p) + 0.0f);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
