/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_0b9cacf8eb40d228[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_0b9cacf8eb40d228 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_0b9cacf8eb40d228, 0, 0 };
# 0 "routine_order.c"
# 1 "routine_order.c"
# 1 "routine_order.c"


# 4 "routine_order.c" 2




# 7 "routine_order.c"
static int digits(int x);
static int weight(int x);



static int score(int x)
{
    return weight(x) * 10 + digits(x);
}


static int digits(int x)
{
    int d = 1;
    while (x >= 10) {
        x /= 10;
        d++;
    }
    return d;
}

static int weight(int x)
{
    return digits(x * x) + x % 7;
}

int main(void)
{
    static int s[300];

{ static const __accrt_loc __accc_region_loc = { "routine_order.c", 36, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "routine_order.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "routine_order.c", 36, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPYOUT, 0, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(s), 0, ACCRT_ARG_DEVICE_PTR, "s" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 36 "routine_order.c"

{ static const __accrt_loc __accc_loc = { "routine_order.c", 36, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPYOUT, 0, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(s), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 36 "routine_order.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 300; i++)
        s[i] = score(i * 37); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long total = 0;
    for (int i = 0; i < 300; i++)
        total += s[i];
    printf("total=%ld s[1]=%d s[299]=%d\n", total, s[1], s[300 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
