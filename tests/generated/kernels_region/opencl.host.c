/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_1 = { "__accc_kernel_0_1", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_2 = { "__accc_kernel_0_2", __accc_program, 0, 0, 0, 0 };
# 0 "kernels_region.c"
# 1 "kernels_region.c"
# 1 "kernels_region.c"


# 4 "kernels_region.c" 2




# 7 "kernels_region.c"
int main(void)
{
    static double x[256], y[256], z[256];
    double first = -1.0;
    for (int i = 0; i < 256; i++) {
        x[i] = i;
        y[i] = 256 - i;
    }


{ static const __accrt_loc __accc_region_loc = { "kernels_region.c", 16, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "kernels_region.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_region.c", 16, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPYOUT, 0, "z", 0, 0, __builtin_object_size((void *)&(z), 0) }, { (void *)&(first), sizeof(first), ACCRT_COPY, 0, "first", 0, 0, __builtin_object_size((void *)&(first), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR, "z" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR, "z" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "y" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_1, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(first)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_first" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_2, 1, 1, 1, 0, __accc_args, 2, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 16 "kernels_region.c"

{ static const __accrt_loc __accc_loc = { "kernels_region.c", 16, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPYOUT, 0, "z", 0, 0, __builtin_object_size((void *)&(z), 0) }, { (void *)&(first), sizeof(first), ACCRT_COPY, 0, "first", 0, 0, __builtin_object_size((void *)&(first), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR, "z" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" }, { (const void *)(&(first)), 0, ACCRT_ARG_DEVICE_PTR, "first" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 16 "kernels_region.c"

    {
        
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 18 "kernels_region.c"
for (int i = 0; i < 256; i++)
            z[i] = x[i] * 2.0;
        
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 20 "kernels_region.c"
for (int i = 0; i < 256; i++)
            z[i] = z[i] + y[i];
        first = x[0] + 10.0;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    for (int i = 0; i < 256; i++)
        if (z[i] != (double)(i + 256))
            bad++;
    printf("z[0]=%.1f z[255]=%.1f first=%.1f\n", z[0], z[256 - 1], first);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
