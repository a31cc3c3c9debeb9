/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_46079acd59fb7d73[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_46079acd59fb7d73 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_46079acd59fb7d73, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_46079acd59fb7d73, 0, 0 };
# 0 "dot_tolerance.c"
# 1 "dot_tolerance.c"
# 1 "dot_tolerance.c"



# 5 "dot_tolerance.c" 2
# 6 "dot_tolerance.c" 2




# 9 "dot_tolerance.c"
int main(void)
{
    static float x[200000], y[200000];
    for (int i = 0; i < 200000; i++) {
        x[i] = sinf((float)i * 0.001f);
        y[i] = cosf((float)i * 0.0007f) + 0.1f;
    }

    float dot = 0.0f;
    double ddot = 0.0;

{ static const __accrt_loc __accc_region_loc = { "dot_tolerance.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "dot_tolerance.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "dot_tolerance.c", 19, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(dot), sizeof(dot), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "dot", 0, 0, __builtin_object_size((void *)&(dot), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { __typeof__(dot) __accc_v3 = 0; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(200000) - (long long)(0)) > 0 ? (long)((long long)(200000) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(200000) - (long long)(0)) > 0 ? (long)((long long)(200000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "y" }, { (const void *)(&(dot)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dot" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_dot" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 19 "dot_tolerance.c"

{ static const __accrt_loc __accc_loc = { "dot_tolerance.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(dot), sizeof(dot), ACCRT_COPY, ACCRT_IMPLICIT, "dot", 0, 0, __builtin_object_size((void *)&(dot), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" }, { (const void *)(&(dot)), 0, ACCRT_ARG_DEVICE_PTR, "dot" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 19 "dot_tolerance.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:dot)
    for (int i = 0; i < 200000; i++)
        dot += x[i] * y[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "dot_tolerance.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "dot_tolerance.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "dot_tolerance.c", 23, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(ddot), sizeof(ddot), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "ddot", 0, 0, __builtin_object_size((void *)&(ddot), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { __typeof__(ddot) __accc_v3 = 0; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(200000) - (long long)(0)) > 0 ? (long)((long long)(200000) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(200000) - (long long)(0)) > 0 ? (long)((long long)(200000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "y" }, { (const void *)(&(ddot)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_ddot" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_ddot" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 23 "dot_tolerance.c"

{ static const __accrt_loc __accc_loc = { "dot_tolerance.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(ddot), sizeof(ddot), ACCRT_COPY, ACCRT_IMPLICIT, "ddot", 0, 0, __builtin_object_size((void *)&(ddot), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" }, { (const void *)(&(ddot)), 0, ACCRT_ARG_DEVICE_PTR, "ddot" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 23 "dot_tolerance.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:ddot)
    for (int i = 0; i < 200000; i++)
        ddot += (double)x[i] * (double)y[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "dot_tolerance.c", 19, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }

    double ref = 0.0;
    for (int i = 0; i < 200000; i++)
        ref += (double)x[i] * (double)y[i];

    double rel_f = fabs((double)dot - ref) / fabs(ref);
    double rel_d = fabs(ddot - ref) / fabs(ref);
    printf("float dot within 1e-3: %s\n", rel_f < 1e-3 ? "PASS" : "FAIL");
    printf("double dot within 1e-12: %s\n", rel_d < 1e-12 ? "PASS" : "FAIL");
    printf("reference rounded: %.0f\n", ref);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
