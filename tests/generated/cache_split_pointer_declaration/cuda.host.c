/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_8c834b1b88579a6e[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_8c834b1b88579a6e == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_8c834b1b88579a6e, 0, 0 };
# 0 "cache_split_pointer_declaration.c"
# 1 "cache_split_pointer_declaration.c"
# 1 "cache_split_pointer_declaration.c"






# 8 "cache_split_pointer_declaration.c" 2





# 12 "cache_split_pointer_declaration.c"
int main(void)
{
    static float a[4 * 256], b[4 * 256];
    for (int i = 0; i < 4 * 256; i++) {
        a[i] = (float)(i % 17);
        b[i] = -1.0f;
    }

{ static const __accrt_loc __accc_region_loc = { "cache_split_pointer_declaration.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "cache_split_pointer_declaration.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_split_pointer_declaration.c", 19, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 256, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 19 "cache_split_pointer_declaration.c"

{ static const __accrt_loc __accc_loc = { "cache_split_pointer_declaration.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 19 "cache_split_pointer_declaration.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 0; j < 4; j++) {

        for (int i = 1; i < 256 - 1; i++) {
            float own[2] = {1.0f, (float)j};
            float *p = &a[j * 256 + i], *q = own, scale = 0.5f;

            b[j * 256 + i] = scale * (p[0] + a[j * 256 + i - 1] + a[j * 256 + i + 1]) + q[0] * q[1];
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double sum = 0.0;
    for (int i = 0; i < 4 * 256; i++)
        sum += b[i] * (1 + i % 5);
    printf("b[1] = %.2f, b[N + 7] = %.2f, b[3N + 254] = %.2f\n", b[1], b[256 + 7], b[3 * 256 + 254]);
    printf("weighted sum = %.2f\n", sum);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
