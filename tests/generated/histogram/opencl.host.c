/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "histogram.c"
# 1 "histogram.c"
# 1 "histogram.c"

# 3 "histogram.c" 2





# 7 "histogram.c"
int main(void)
{
    static unsigned int data[100000];
    unsigned int x = 12345u;
    for (int i = 0; i < 100000; i++) {
        x = x * 1103515245u + 12345u;
        data[i] = (x >> 16) & 0x7fff;
    }

    int hist[16] = {0};

{ static const __accrt_loc __accc_region_loc = { "histogram.c", 17, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "histogram.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "histogram.c", 17, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(data), sizeof(data), ACCRT_COPYIN, 0, "data", 0, 0, __builtin_object_size((void *)&(data), 0) }, { (void *)&(hist), sizeof(hist), ACCRT_COPY, 0, "hist", 0, 0, __builtin_object_size((void *)&(hist), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(data), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "data" }, { (const void *)(hist), 0, ACCRT_ARG_DEVICE_PTR, "hist" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 17 "histogram.c"

{ static const __accrt_loc __accc_loc = { "histogram.c", 17, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(data), sizeof(data), ACCRT_COPYIN, 0, "data", 0, 0, __builtin_object_size((void *)&(data), 0) }, { (void *)&(hist), sizeof(hist), ACCRT_COPY, 0, "hist", 0, 0, __builtin_object_size((void *)&(hist), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(data), 0, ACCRT_ARG_DEVICE_PTR, "data" }, { (const void *)(hist), 0, ACCRT_ARG_DEVICE_PTR, "hist" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 17 "histogram.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 100000; i++) {
        int b = data[i] % 16;
#pragma omp atomic update
        hist[b]++;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    int ref[16] = {0};
    for (int i = 0; i < 100000; i++)
        ref[data[i] % 16]++;

    int total = 0, ok = 1;
    for (int b = 0; b < 16; b++) {
        printf("bin %2d: %d\n", b, hist[b]);
        total += hist[b];
        if (hist[b] != ref[b])
            ok = 0;
    }
    printf("total=%d %s\n", total, ok ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
