/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_922f9950ad153058[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_922f9950ad153058 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_922f9950ad153058, 0, 0 };
# 0 "parallel_loop.c"
# 1 "parallel_loop.c"
# 1 "parallel_loop.c"

# 3 "parallel_loop.c" 2




# 6 "parallel_loop.c"
int main(void)
{
    static float a[1000], b[1000], c[1000];
    for (int i = 0; i < 1000; i++) {
        a[i] = (float)i;
        b[i] = (float)(2 * i);
    }


{ static const __accrt_loc __accc_region_loc = { "parallel_loop.c", 14, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "parallel_loop.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "parallel_loop.c", 14, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (1000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:1000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (1000) * sizeof((b)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "b[0:1000]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) }, { (void *)&(c)[0], (1000) * sizeof((c)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "c[0:1000]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "c" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 14 "parallel_loop.c"

{ static const __accrt_loc __accc_loc = { "parallel_loop.c", 14, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (1000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:1000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (1000) * sizeof((b)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "b[0:1000]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) }, { (void *)&(c)[0], (1000) * sizeof((c)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "c[0:1000]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 14 "parallel_loop.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++)
        c[i] = a[i] + b[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    long sum = 0;
    for (int i = 0; i < 1000; i++) {
        if (c[i] != (float)(3 * i))
            bad++;
        sum += (long)c[i];
    }
    printf("c[0]=%g c[1]=%g c[999]=%g\n", c[0], c[1], c[1000 - 1]);
    printf("sum=%ld bad=%d\n", sum, bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
