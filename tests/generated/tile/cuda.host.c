/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_5d5c8bb384599e72[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_5d5c8bb384599e72 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_5d5c8bb384599e72, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_5d5c8bb384599e72, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_5d5c8bb384599e72, 0, 0 };
# 0 "tile.c"
# 1 "tile.c"
# 1 "tile.c"


# 4 "tile.c" 2





# 8 "tile.c"
int main(void)
{
    static int a[100][70], t[70][100], u[100][70];
    for (int i = 0; i < 100; i++)
        for (int j = 0; j < 70; j++)
            a[i][j] = i * 1000 + j;


{ static const __accrt_loc __accc_region_loc = { "tile.c", 15, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "tile.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "tile.c", 15, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPYOUT, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(70) - (long long)(0)) > 0 ? (long)((long long)(70) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0) * (long long)((long)((long long)(70) - (long long)(0)) > 0 ? (long)((long long)(70) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v8, 0, 64, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 15 "tile.c"

{ static const __accrt_loc __accc_loc = { "tile.c", 15, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPYOUT, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 15 "tile.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 100; i++)
        for (int j = 0; j < 70; j++)
            t[j][i] = a[i][j]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "tile.c", 20, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "tile.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "tile.c", 20, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(u), sizeof(u), ACCRT_COPYOUT, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(70) - (long long)(0)) > 0 ? (long)((long long)(70) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0) * (long long)((long)((long long)(70) - (long long)(0)) > 0 ? (long)((long long)(70) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR, "u" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 20 "tile.c"

{ static const __accrt_loc __accc_loc = { "tile.c", 20, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(u), sizeof(u), ACCRT_COPYOUT, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR, "u" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 20 "tile.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 100; i++)
        for (int j = 0; j < 70; j++)
            u[i][j] = a[i][j] * 2; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    static int w[100][70];

{ static const __accrt_loc __accc_region_loc = { "tile.c", 26, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "tile.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "tile.c", 26, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYOUT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(70) - (long long)(0)) > 0 ? (long)((long long)(70) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0) * (long long)((long)((long long)(70) - (long long)(0)) > 0 ? (long)((long long)(70) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v8, 0, 21, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 26 "tile.c"

{ static const __accrt_loc __accc_loc = { "tile.c", 26, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYOUT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 26 "tile.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for collapse(2)
        for (int i = 0; i < 100; i++)
            for (int j = 0; j < 70; j++)
                w[i][j] = a[i][j] + 1;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    for (int i = 0; i < 100; i++)
        for (int j = 0; j < 70; j++)
            if (t[j][i] != a[i][j] || u[i][j] != 2 * a[i][j] || w[i][j] != a[i][j] + 1)
                bad++;
    printf("t[69][99]=%d u[99][69]=%d w[50][30]=%d\n", t[70 - 1][100 - 1], u[100 - 1][70 - 1], w[50][30]);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
