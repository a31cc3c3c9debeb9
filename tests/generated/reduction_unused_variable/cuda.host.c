/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_b6d4d5644651e38f[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_b6d4d5644651e38f == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_b6d4d5644651e38f, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_b6d4d5644651e38f, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_b6d4d5644651e38f, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_b6d4d5644651e38f, 0, 0 };
# 0 "reduction_unused_variable.c"
# 1 "reduction_unused_variable.c"
# 1 "reduction_unused_variable.c"



# 5 "reduction_unused_variable.c" 2


# 6 "reduction_unused_variable.c"
int main(void)
{
    int a[50];
    double x = 5.0;
    int m = -3, k = 7;
    long prod = 6;

{ static const __accrt_loc __accc_region_loc = { "reduction_unused_variable.c", 12, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "reduction_unused_variable.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_unused_variable.c", 12, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(x) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(50) - (long long)(0)) > 0 ? (long)((long long)(50) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(50) - (long long)(0)) > 0 ? (long)((long long)(50) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(x)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_x" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_x" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 12 "reduction_unused_variable.c"

{ static const __accrt_loc __accc_loc = { "reduction_unused_variable.c", 12, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPY, ACCRT_IMPLICIT, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(x)), sizeof(x), ACCRT_ARG_VALUE, "x" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 12 "reduction_unused_variable.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:x)
    for (int i = 0; i < 50; i++) a[i] = i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "reduction_unused_variable.c", 14, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "reduction_unused_variable.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_unused_variable.c", 14, "main", "kernels loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(k), sizeof(k), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "k", 0, 0, __builtin_object_size((void *)&(k), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { __typeof__(m) __accc_v1 = (-2147483647-1); __typeof__(prod) __accc_v3 = 1; __typeof__(k) __accc_v5 = 0; long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(50) - (long long)(0)) > 0 ? (long)((long long)(50) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(50) - (long long)(0)) > 0 ? (long)((long long)(50) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(m)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_m" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_m" }, { (const void *)(&(prod)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_prod" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_prod" }, { (const void *)(&(k)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_k" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_ACCUMULATOR, "__accc_a_k" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 14 "reduction_unused_variable.c"

{ static const __accrt_loc __accc_loc = { "reduction_unused_variable.c", 14, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(k), sizeof(k), ACCRT_COPY, ACCRT_IMPLICIT, "k", 0, 0, __builtin_object_size((void *)&(k), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPY, ACCRT_IMPLICIT, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(k)), 0, ACCRT_ARG_DEVICE_PTR, "k" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(&(prod)), sizeof(prod), ACCRT_ARG_VALUE, "prod" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 3, -2); }
# 14 "reduction_unused_variable.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:m) reduction(*:prod) reduction(+:k)
    for (int i = 0; i < 50; i++) k = k + 0; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "reduction_unused_variable.c", 16, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "reduction_unused_variable.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_unused_variable.c", 16, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(m) __accc_v2 = 2147483647; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(50) - (long long)(0)) > 0 ? (long)((long long)(50) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(50) - (long long)(0)) > 0 ? (long)((long long)(50) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(m)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_m" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_m" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 16 "reduction_unused_variable.c"

{ static const __accrt_loc __accc_loc = { "reduction_unused_variable.c", 16, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPY, ACCRT_IMPLICIT, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 16 "reduction_unused_variable.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for reduction(min:m)
        for (int i = 0; i < 50; i++) {
            int t = a[i];
            (void)t;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "reduction_unused_variable.c", 12, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }
    double y = 2.5;

{ static const __accrt_loc __accc_region_loc = { "reduction_unused_variable.c", 25, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "reduction_unused_variable.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_unused_variable.c", 25, "main", "parallel" };
 { __accrt_arg __accc_args[] = { { 0, 0, 0, 0 } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, 65536, (int)(4), 1, 0, __accc_args, 0, -2); }

} else {
# 25 "reduction_unused_variable.c"

{ static const __accrt_loc __accc_loc = { "reduction_unused_variable.c", 25, "main", "parallel" }; if (__accrt_checking()) { __accrt_check_compute_begin(&__accc_loc, 0, 0, 0, 0, -2); }
# 25 "reduction_unused_variable.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads((4))
    {
        int unused = 1;
        (void)unused;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("x=%.1f m=%d prod=%ld y=%.1f a[49]=%d\n", x, m, prod, y, a[50 - 1]);
    printf("PASS\n");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
