/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_1 = { "__accc_kernel_0_1", __accc_program, 0, 0, 0, 0 };
# 0 "parallel_region.c"
# 1 "parallel_region.c"
# 1 "parallel_region.c"


# 4 "parallel_region.c" 2




# 7 "parallel_region.c"
int main(void)
{
    static int a[512], b[512], c[512];
    for (int i = 0; i < 512; i++)
        a[i] = i;


{ static const __accrt_loc __accc_region_loc = { "parallel_region.c", 13, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 13 "parallel_region.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "parallel_region.c", 13, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_1, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 13 "parallel_region.c"

{ static const __accrt_loc __accc_loc = { "parallel_region.c", 13, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 13 "parallel_region.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for
        for (int i = 0; i < 512; i++)
            b[i] = a[i] * a[i];



#pragma omp for
        for (int i = 0; i < 512; i++)
            c[i] = a[i] + 1;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0;
    int bad = 0;
    for (int i = 0; i < 512; i++) {
        s += c[i];
        if (c[i] != i + 1)
            bad++;
    }
    printf("b[3]=%d c[0]=%d c[511]=%d sum=%ld\n", b[3], c[0], c[512 - 1], s);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
