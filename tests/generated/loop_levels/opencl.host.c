/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "loop_levels.c"
# 1 "loop_levels.c"
# 1 "loop_levels.c"


# 4 "loop_levels.c" 2






# 9 "loop_levels.c"
int main(void)
{
    static int a[8][16][32];


{ static const __accrt_loc __accc_region_loc = { "loop_levels.c", 13, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 13 "loop_levels.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_levels.c", 13, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, (int)(4), 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 13 "loop_levels.c"

{ static const __accrt_loc __accc_loc = { "loop_levels.c", 13, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 13 "loop_levels.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for
        for (int i = 0; i < 8; i++) {

            for (int j = 0; j < 16; j++) {

                for (int k = 0; k < 32; k++)
                    a[i][j][k] = i * 10000 + j * 100 + k;
            }
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0;
    int bad = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 16; j++)
            for (int k = 0; k < 32; k++) {
                s += a[i][j][k];
                if (a[i][j][k] != i * 10000 + j * 100 + k)
                    bad++;
            }
    printf("a[7][15][31]=%d sum=%ld\n", a[8 - 1][16 - 1][32 - 1], s);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
