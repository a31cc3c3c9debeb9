/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_5f2b3c62adc5abcc[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_5f2b3c62adc5abcc == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_5f2b3c62adc5abcc, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_5f2b3c62adc5abcc, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_5f2b3c62adc5abcc, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_5f2b3c62adc5abcc, 0, 0 };
# 0 "reduction_complex.c"
# 1 "reduction_complex.c"
# 1 "reduction_complex.c"



# 5 "reduction_complex.c" 2
# 6 "reduction_complex.c" 2


# 7 "reduction_complex.c"
typedef struct { int n; double _Complex total; } tally;

int main(void)
{
    double _Complex z = 1 + 1 * 
# 11 "reduction_complex.c" 3 4
                               (__extension__ 1.0iF)
# 11 "reduction_complex.c"
                                ;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_complex.c", 12, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "reduction_complex.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_complex.c", 12, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(z), sizeof(z), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "z", 0, 0, __builtin_object_size((void *)&(z), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(z) __accc_v1 = 0; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(z)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_z" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_z" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 12 "reduction_complex.c"

{ static const __accrt_loc __accc_loc = { "reduction_complex.c", 12, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(z), sizeof(z), ACCRT_COPY, ACCRT_IMPLICIT, "z", 0, 0, __builtin_object_size((void *)&(z), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(z)), 0, ACCRT_ARG_DEVICE_PTR, "z" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 12 "reduction_complex.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:z)
# 13 "reduction_complex.c"
    for (int i = 0; i < 100; i++)
        z += i + 2.0 * i * 
# 14 "reduction_complex.c" 3 4
                          (__extension__ 1.0iF)
# 14 "reduction_complex.c"
                           ; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    float _Complex s = 0;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_complex.c", 16, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "reduction_complex.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_complex.c", 16, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(s) __accc_v1 = 0; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(16) - (long long)(0)) > 0 ? (long)((long long)(16) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(16) - (long long)(0)) > 0 ? (long)((long long)(16) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_s" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 16 "reduction_complex.c"

{ static const __accrt_loc __accc_loc = { "reduction_complex.c", 16, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 16 "reduction_complex.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
        
#pragma omp for reduction(+:s)
# 19 "reduction_complex.c"
        for (int i = 0; i < 16; i++)
            s += (float)(i % 4) - (float)i * 
# 20 "reduction_complex.c" 3 4
                                            (__extension__ 1.0iF)
# 20 "reduction_complex.c"
                                             ;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    tally t = { 5, 2 * 
# 22 "reduction_complex.c" 3 4
                      (__extension__ 1.0iF) 
# 22 "reduction_complex.c"
                        };
    
{ static const __accrt_loc __accc_region_loc = { "reduction_complex.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "reduction_complex.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_complex.c", 23, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__((t.total)) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_t" }, { (const void *)(&((t.total))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p__m_t_total" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a__m_t_total" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 23 "reduction_complex.c"

{ static const __accrt_loc __accc_loc = { "reduction_complex.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 23 "reduction_complex.c"

{ __typeof__(t.total) __accc_red_t_total = t.total; 
# 23 "reduction_complex.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:__accc_red_t_total)
# 24 "reduction_complex.c"
    for (int i = 0; i < 1000; i++)
        __accc_red_t_total += (i % 7) - (i % 5) * 
# 25 "reduction_complex.c" 3 4
                                      (__extension__ 1.0iF)
# 25 "reduction_complex.c"
                                       ; t.total = __accc_red_t_total; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double _Complex sums[8], prods[8];
    
{ static const __accrt_loc __accc_region_loc = { "reduction_complex.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "reduction_complex.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_complex.c", 27, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(sums), sizeof(sums), ACCRT_COPYOUT, 0, "sums", 0, 0, __builtin_object_size((void *)&(sums), 0) }, { (void *)&(prods), sizeof(prods), ACCRT_COPYOUT, 0, "prods", 0, 0, __builtin_object_size((void *)&(prods), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(sums), 0, ACCRT_ARG_DEVICE_PTR, "sums" }, { (const void *)(prods), 0, ACCRT_ARG_DEVICE_PTR, "prods" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 27 "reduction_complex.c"

{ static const __accrt_loc __accc_loc = { "reduction_complex.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(sums), sizeof(sums), ACCRT_COPYOUT, 0, "sums", 0, 0, __builtin_object_size((void *)&(sums), 0) }, { (void *)&(prods), sizeof(prods), ACCRT_COPYOUT, 0, "prods", 0, 0, __builtin_object_size((void *)&(prods), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(sums), 0, ACCRT_ARG_DEVICE_PTR, "sums" }, { (const void *)(prods), 0, ACCRT_ARG_DEVICE_PTR, "prods" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 27 "reduction_complex.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 28 "reduction_complex.c"
    for (int r = 0; r < 8; r++) {
        double _Complex a = r, q = 1;
        
        for (int k = 0; k < 200; k++) {
            a += k * 
# 32 "reduction_complex.c" 3 4
                    (__extension__ 1.0iF)
# 32 "reduction_complex.c"
                     ;
            q *= (k % 50 == r) ? 1 + 1 * 
# 33 "reduction_complex.c" 3 4
                                        (__extension__ 1.0iF) 
# 33 "reduction_complex.c"
                                          : 1;
        }
        sums[r] = a;
        prods[r] = q;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("%g%+gi %g%+gi %d %g%+gi\n", creal(z), cimag(z), crealf(s), cimagf(s), t.n,
           creal(t.total), cimag(t.total));
    for (int r = 0; r < 8; r++)
        printf("%g%+gi %g%+gi\n", creal(sums[r]), cimag(sums[r]), creal(prods[r]) + 0.0,
               cimag(prods[r]) + 0.0);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
