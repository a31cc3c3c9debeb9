/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_bfc0dfed258cd306[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_bfc0dfed258cd306 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_bfc0dfed258cd306, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_bfc0dfed258cd306, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_bfc0dfed258cd306, 0, 0 };
# 0 "fcw_fetch_only.c"
# 1 "fcw_fetch_only.c"
# 1 "fcw_fetch_only.c"







# 9 "fcw_fetch_only.c" 2
# 10 "fcw_fetch_only.c" 2




# 13 "fcw_fetch_only.c"
int main(void)
{
    int *a = malloc(sizeof(int) * (2 * 1000003 + 4));
    int *b = malloc(sizeof(int) * 1000003);
    int *c = malloc(sizeof(int) * 1000003);
    int *d = malloc(sizeof(int) * 1000003);
    for (int i = 0; i < 2 * 1000003 + 4; i++)
        a[i] = (i * 37) % 1001 - 500;


{ static const __accrt_loc __accc_region_loc = { "fcw_fetch_only.c", 22, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "fcw_fetch_only.c"
{ static const __accrt_loc __accc_loc = { "fcw_fetch_only.c", 22, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (2*1000003 +4) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:2*1000003 +4]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (1000003) * sizeof((b)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "b[0:1000003]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) }, { (void *)&(c)[0], (1000003) * sizeof((c)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "c[0:1000003]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) }, { (void *)&(d)[0], (1000003) * sizeof((d)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "d[0:1000003]", 0, 0, __builtin_object_size((void *)&(d)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "fcw_fetch_only.c", 24, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "fcw_fetch_only.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_fetch_only.c", 24, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)(a), 0) }, { (void *)(b), 0, ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000003 - 2) - (long long)(1)) > 0 ? (long)((long long)(1000003 - 2) - (long long)(1)) : 0); long __accc_v5 = (long long)((long)((long long)(1000003 - 2) - (long long)(1)) > 0 ? (long)((long long)(1000003 - 2) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, ((__accc_v5) + 4 - 1) / 4, (int)(((__accc_v5 + 1024 - 1) / 1024) < 1048576 ? ((__accc_v5 + 1024 - 1) / 1024) : 1048576), 256, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 24 "fcw_fetch_only.c"

{ static const __accrt_loc __accc_loc = { "fcw_fetch_only.c", 24, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)(a), 0) }, { (void *)(b), 0, ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 24 "fcw_fetch_only.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 1; i < 1000003 - 2; i++) {

            {
                b[i] = a[i - 1] + 2 * a[i] + 3 * a[i + 2];
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_fetch_only.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "fcw_fetch_only.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_fetch_only.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)(a), 0) }, { (void *)(c), 0, ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000003) - (long long)(0)) > 0 ? (long)((long long)(1000003) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000003) - (long long)(0)) > 0 ? (long)((long long)(1000003) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, ((__accc_v5) + 4 - 1) / 4, (int)(((__accc_v5 + 512 - 1) / 512) < 1048576 ? ((__accc_v5 + 512 - 1) / 512) : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 31 "fcw_fetch_only.c"

{ static const __accrt_loc __accc_loc = { "fcw_fetch_only.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)(a), 0) }, { (void *)(c), 0, ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 31 "fcw_fetch_only.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1000003; i++) {

            {
                c[i] = a[2 * i] - a[2 * i + 1] + a[2 * i + 3];
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_fetch_only.c", 38, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "fcw_fetch_only.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_fetch_only.c", 38, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)(a), 0) }, { (void *)(d), 0, ACCRT_PRESENT, 0, "d", 0, 0, __builtin_object_size((void *)(d), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000003) - (long long)(0)) > 0 ? (long)((long long)(1000003) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000003) - (long long)(0)) > 0 ? (long)((long long)(1000003) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, (int)(((__accc_v5 + 64 - 1) / 64) < 1048576 ? ((__accc_v5 + 64 - 1) / 64) : 1048576), 64, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 38 "fcw_fetch_only.c"

{ static const __accrt_loc __accc_loc = { "fcw_fetch_only.c", 38, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)(a), 0) }, { (void *)(d), 0, ACCRT_PRESENT, 0, "d", 0, 0, __builtin_object_size((void *)(d), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 38 "fcw_fetch_only.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1000003; i++)

            d[i] = 5 * a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 4, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long bad = 0, sb = 0, sc = 0, sd = 0;
    for (int i = 1; i < 1000003 - 2; i++) {
        bad += b[i] != a[i - 1] + 2 * a[i] + 3 * a[i + 2];
        sb += b[i];
    }
    for (int i = 0; i < 1000003; i++) {
        bad += c[i] != a[2 * i] - a[2 * i + 1] + a[2 * i + 3];
        bad += d[i] != 5 * a[i];
        sc += c[i];
        sd += d[i];
    }
    printf("fcw FETCH_ONLY over %d iterations: %s (%ld mismatches)\n", 1000003,
           bad ? "FAIL" : "PASS", bad);
    printf("sums %ld %ld %ld\n", sb, sc, sd);
    free(a);
    free(b);
    free(c);
    free(d);
    return bad != 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
