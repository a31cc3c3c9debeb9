/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_9e27ea153d2bc7bc[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_9e27ea153d2bc7bc == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_9e27ea153d2bc7bc, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_9e27ea153d2bc7bc, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_9e27ea153d2bc7bc, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_9e27ea153d2bc7bc, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_9e27ea153d2bc7bc, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_9e27ea153d2bc7bc, 0, 0 };
# 0 "reduction_float.c"
# 1 "reduction_float.c"
# 1 "reduction_float.c"



# 5 "reduction_float.c" 2




# 8 "reduction_float.c"
int main(void)
{
    static float x[4096];
    for (int i = 0; i < 4096; i++)
        x[i] = (float)((i * 13) % 29) - 14.0f;

    float sum = 0.5f, prod = 1.0f, mx = -1e30f, mn = 1e30f;
    float land = 1.0f, lor = 0.0f;


{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 17, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "reduction_float.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_float.c", 17, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(sum) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_sum" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_sum" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 17 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 17, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 17 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
    for (int i = 0; i < 4096; i++)
        sum += x[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 22, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "reduction_float.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_float.c", 22, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(prod) __accc_v1 = 1; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(prod)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_prod" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_prod" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 22 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 22, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(prod)), 0, ACCRT_ARG_DEVICE_PTR, "prod" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 22 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(*:prod)
    for (int i = 0; i < 100; i++)
        prod *= (i % 5 == 0 ? 2.0f : 1.0f) * (i % 7 == 0 ? 0.5f : 1.0f); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "reduction_float.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_float.c", 26, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(mx) __accc_v2 = -__builtin_inff(); long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mx" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_mx" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 26 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 26, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "mx" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 26 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:mx)
    for (int i = 0; i < 4096; i++)
        mx = x[i] > mx ? x[i] : mx; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "reduction_float.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_float.c", 30, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(mn) __accc_v2 = __builtin_inff(); long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mn" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_mn" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 30 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 30, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "mn" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 30 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(min:mn)
    for (int i = 0; i < 4096; i++)
        mn = x[i] < mn ? x[i] : mn; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "reduction_float.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_float.c", 34, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(land), sizeof(land), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "land", 0, 0, __builtin_object_size((void *)&(land), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(land) __accc_v2 = 1; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(land)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_land" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_land" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 34 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(land), sizeof(land), ACCRT_COPY, ACCRT_IMPLICIT, "land", 0, 0, __builtin_object_size((void *)&(land), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(land)), 0, ACCRT_ARG_DEVICE_PTR, "land" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 34 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(&&:land)
    for (int i = 0; i < 4096; i++)
        land = land && (x[i] + 15.0f); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 38, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "reduction_float.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_float.c", 38, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(lor), sizeof(lor), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "lor", 0, 0, __builtin_object_size((void *)&(lor), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(lor) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(lor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_lor" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_lor" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 38 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 38, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(lor), sizeof(lor), ACCRT_COPY, ACCRT_IMPLICIT, "lor", 0, 0, __builtin_object_size((void *)&(lor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lor)), 0, ACCRT_ARG_DEVICE_PTR, "lor" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 38 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(||:lor)
    for (int i = 0; i < 4096; i++)
        lor = lor || (x[i] == 14.0f); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "reduction_float.c", 34, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_float.c", 30, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_float.c", 26, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_float.c", 22, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_float.c", 17, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }

    printf("sum=%.1f prod=%.6f max=%.1f min=%.1f land=%.1f lor=%.1f\n",
           sum, prod, mx, mn, land, lor);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
