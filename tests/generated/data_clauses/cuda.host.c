/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_e052d1af38e57ece[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_e052d1af38e57ece == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_e052d1af38e57ece, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_e052d1af38e57ece, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_e052d1af38e57ece, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_e052d1af38e57ece, 0, 0 };
# 0 "data_clauses.c"
# 1 "data_clauses.c"
# 1 "data_clauses.c"




# 6 "data_clauses.c" 2
# 7 "data_clauses.c" 2




# 10 "data_clauses.c"
int main(void)
{
    float *a = malloc(200 * sizeof(float));
    float *b = malloc(200 * sizeof(float));
    float *c = malloc(200 * sizeof(float));
    float *d = malloc(200 * sizeof(float));
    float *e = malloc(200 * sizeof(float));
    for (int i = 0; i < 200; i++) {
        a[i] = (float)i;
        b[i] = 0.0f;
        c[i] = -1.0f;
        d[i] = 2.0f;
        e[i] = 0.0f;
    }



{ static const __accrt_loc __accc_region_loc = { "data_clauses.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "data_clauses.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "data_clauses.c", 26, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[10], (180) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[10:180]", 0, 0, __builtin_object_size((void *)&(a)[10], 0) }, { (void *)&(b)[10], (180) * sizeof((b)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "b[10:180]", 0, 0, __builtin_object_size((void *)&(b)[10], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v0 = (long)((const char *)((void *)&(a)[10]) - (const char *)(a)); long __accc_v2 = (long)((const char *)((void *)&(b)[10]) - (const char *)(b)); long __accc_v4 = (long)(10); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(190) - (long long)(10)) > 0 ? (long)((long long)(190) - (long long)(10)) : 0); long __accc_v7 = (long long)((long)((long long)(190) - (long long)(10)) > 0 ? (long)((long long)(190) - (long long)(10)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "__accc_delta_a" }, { (const void *)((void *)&(a)[10]), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_delta_b" }, { (const void *)((void *)&(b)[10]), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 26 "data_clauses.c"

{ static const __accrt_loc __accc_loc = { "data_clauses.c", 26, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[10], (180) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[10:180]", 0, 0, __builtin_object_size((void *)&(a)[10], 0) }, { (void *)&(b)[10], (180) * sizeof((b)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "b[10:180]", 0, 0, __builtin_object_size((void *)&(b)[10], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 26 "data_clauses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 10; i < 190; i++)
        b[i] = a[i] + 0.5f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_clauses.c", 30, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "data_clauses.c"
{ static const __accrt_loc __accc_loc = { "data_clauses.c", 30, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (200) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:200]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(d)[0], (200) * sizeof((d)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "d[0:200]", 0, 0, __builtin_object_size((void *)&(d)[0], 0) }, { (void *)&(e)[0], (200) * sizeof((e)[0]), ACCRT_CREATE, 0 | ACCRT_SECTION, "e[0:200]", 0, 0, __builtin_object_size((void *)&(e)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "data_clauses.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "data_clauses.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "data_clauses.c", 32, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(d)[0], (200) * sizeof((d)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "d[0:200]", 0, 0, __builtin_object_size((void *)&(d)[0], 0) }, { (void *)&(a)[0], (200) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "a[0:200]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(c)[0], (200) * sizeof((c)[0]), ACCRT_NO_CREATE, 0 | ACCRT_SECTION, "c[0:200]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "d" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 32 "data_clauses.c"

{ static const __accrt_loc __accc_loc = { "data_clauses.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(d)[0], (200) * sizeof((d)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "d[0:200]", 0, 0, __builtin_object_size((void *)&(d)[0], 0) }, { (void *)&(a)[0], (200) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "a[0:200]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(c)[0], (200) * sizeof((c)[0]), ACCRT_NO_CREATE, 0 | ACCRT_SECTION, "c[0:200]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "d" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 2, -2); }
# 32 "data_clauses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 200; i++)
            d[i] = d[i] * a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_clauses.c", 36, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "data_clauses.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "data_clauses.c", 36, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(e)[0], (200) * sizeof((e)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "e[0:200]", 0, 0, __builtin_object_size((void *)&(e)[0], 0) }, { (void *)&(d)[0], (200) * sizeof((d)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "d[0:200]", 0, 0, __builtin_object_size((void *)&(d)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "d" }, { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "e" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 36 "data_clauses.c"

{ static const __accrt_loc __accc_loc = { "data_clauses.c", 36, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(e)[0], (200) * sizeof((e)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "e[0:200]", 0, 0, __builtin_object_size((void *)&(e)[0], 0) }, { (void *)&(d)[0], (200) * sizeof((d)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "d[0:200]", 0, 0, __builtin_object_size((void *)&(d)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "d" }, { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "e" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 36 "data_clauses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 200; i++)
            e[i] = d[i] + 1.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_clauses.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "data_clauses.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "data_clauses.c", 40, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(c)[0], (200) * sizeof((c)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "c[0:200]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) }, { (void *)&(e)[0], (200) * sizeof((e)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "e[0:200]", 0, 0, __builtin_object_size((void *)&(e)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "e" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "c" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 40 "data_clauses.c"

{ static const __accrt_loc __accc_loc = { "data_clauses.c", 40, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c)[0], (200) * sizeof((c)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "c[0:200]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) }, { (void *)&(e)[0], (200) * sizeof((e)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "e[0:200]", 0, 0, __builtin_object_size((void *)&(e)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "e" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 40 "data_clauses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 200; i++)
            c[i] = e[i] * 0.5f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    float sb = 0.0f, sc = 0.0f, sd = 0.0f;
    for (int i = 0; i < 200; i++) {
        sb += b[i];
        sc += c[i];
        sd += d[i];
    }
    printf("b[9]=%.1f b[10]=%.1f b[189]=%.1f b[190]=%.1f\n", b[9], b[10], b[189], b[190]);
    printf("sb=%.1f sc=%.1f sd=%.1f\n", sb, sc, sd);
    free(a); free(b); free(c); free(d); free(e);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
