/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_e5f863634e17d1a5[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_e5f863634e17d1a5 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_e5f863634e17d1a5, 0, 0 };
# 0 "cache_impl_gang.c"
# 1 "cache_impl_gang.c"
# 1 "cache_impl_gang.c"



# 5 "cache_impl_gang.c" 2





# 9 "cache_impl_gang.c"
int main(void)
{
    static float x[37 * 150], y[37 * 150], w[150];
    for (int i = 0; i < 37 * 150; i++)
        x[i] = (float)(i % 13) - 6.0f;
    for (int j = 0; j < 150; j++)
        w[j] = 1.0f + (float)(j % 4);

{ static const __accrt_loc __accc_region_loc = { "cache_impl_gang.c", 16, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "cache_impl_gang.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_impl_gang.c", 16, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYOUT, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "w" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, (int)(__accc_v6 < 1048576 ? __accc_v6 : 1048576), 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 16 "cache_impl_gang.c"

{ static const __accrt_loc __accc_loc = { "cache_impl_gang.c", 16, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYOUT, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 16 "cache_impl_gang.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {

        {

            for (int j = 0; j < 150; j++) {
                float left = j > 0 ? x[i * 150 + j - 1] : 0.0f;
                y[i * 150 + j] = w[j] * x[i * 150 + j] + left;
            }
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double s = 0.0;
    for (int i = 0; i < 37 * 150; i++)
        s += y[i] * (i % 9 + 1);
    printf("gang: s=%.2f y[151]=%.2f\n", s, y[151]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
