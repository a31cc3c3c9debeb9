/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_tile_reverse.c"
# 1 "cache_tile_reverse.c"
# 1 "cache_tile_reverse.c"





# 7 "cache_tile_reverse.c" 2





# 11 "cache_tile_reverse.c"
static int a[150][37], b[150][37];

int main(void)
{
    for (int j = 0; j < 150; j++)
        for (int i = 0; i < 37; i++)
            a[j][i] = (j * 7 + i * 3) % 23;

{ static const __accrt_loc __accc_region_loc = { "cache_tile_reverse.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "cache_tile_reverse.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_tile_reverse.c", 18, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); long __accc_v6 = ((long)((long long)(37) - (long long)(0)) > 32 ? ((long)((long long)(37) - (long long)(0)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, (int)((((__accc_v5 + 64 - 1) / 64) * __accc_v6) < 1048576 ? (((__accc_v5 + 64 - 1) / 64) * __accc_v6) : 1048576), 256, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 18 "cache_tile_reverse.c"

{ static const __accrt_loc __accc_loc = { "cache_tile_reverse.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 18 "cache_tile_reverse.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 0; j < 150; j++) {

        for (int i = 0; i < 37; i++) {

            b[j][i] = a[150 - 1 - j][i] * 2 + (i % 3);
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long sum = 0;
    int bad = 0;
    for (int j = 0; j < 150; j++)
        for (int i = 0; i < 37; i++) {
            sum += (long)b[j][i] * (j + 1);
            bad += b[j][i] != a[150 - 1 - j][i] * 2 + (i % 3);
        }
    printf("checksum %ld, %d elements differ from the host reference\n", sum, bad);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
