/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_tile_columns.c"
# 1 "cache_tile_columns.c"
# 1 "cache_tile_columns.c"





# 7 "cache_tile_columns.c" 2





# 11 "cache_tile_columns.c"
static int a[203][37], s[203][37], t[37][203], rs[203][37], rt[37][203];

int main(void)
{
    for (int i = 0; i < 203; i++)
        for (int j = 0; j < 37; j++) {
            a[i][j] = (i * 31 + j * 17) % 97;
            s[i][j] = rs[i][j] = -1;
        }
    for (int j = 0; j < 37; j++)
        for (int i = 0; i < 203; i++)
            t[j][i] = rt[j][i] = -1;
    for (int j = 1; j < 37 - 1; j++)
        for (int i = 1; i < 203 - 1; i++)
            rs[i][j] = 4 * a[i][j] - a[i - 1][j] - a[i + 1][j] + 2 * a[i][j - 1] - 3 * a[i][j + 1];
    for (int i = 0; i < 203; i++)
        for (int j = 0; j < 37; j++)
            rt[j][i] = a[i][j] * 3 + i - j;


{ static const __accrt_loc __accc_region_loc = { "cache_tile_columns.c", 30, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "cache_tile_columns.c"
{ static const __accrt_loc __accc_loc = { "cache_tile_columns.c", 30, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, 0, "s", 0, 0, __builtin_object_size((void *)&(s), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPY, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "cache_tile_columns.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "cache_tile_columns.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_tile_columns.c", 32, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(s), sizeof(s), ACCRT_PRESENT, 0, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0); long __accc_v5 = (long long)((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0); long __accc_v6 = ((long)((long long)(203 - 1) - (long long)(1)) > 16 ? ((long)((long long)(203 - 1) - (long long)(1)) + 16 - 1) / 16 : 1); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(s), 0, ACCRT_ARG_DEVICE_PTR, "s" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, (int)((((__accc_v5 + 128 - 1) / 128) * __accc_v6) < 1048576 ? (((__accc_v5 + 128 - 1) / 128) * __accc_v6) : 1048576), 256, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 32 "cache_tile_columns.c"

{ static const __accrt_loc __accc_loc = { "cache_tile_columns.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(s), sizeof(s), ACCRT_PRESENT, 0, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(s), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 32 "cache_tile_columns.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int j = 1; j < 37 - 1; j++) {

            for (int i = 1; i < 203 - 1; i++) {

                s[i][j] = 4 * a[i][j] - a[i - 1][j] - a[i + 1][j] + 2 * a[i][j - 1] - 3 * a[i][j + 1];
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "cache_tile_columns.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "cache_tile_columns.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_tile_columns.c", 40, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(t), sizeof(t), ACCRT_PRESENT, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(203) - (long long)(0)) > 0 ? (long)((long long)(203) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(203) - (long long)(0)) > 0 ? (long)((long long)(203) - (long long)(0)) : 0); long __accc_v6 = ((long)((long long)(37) - (long long)(0)) > 16 ? ((long)((long long)(37) - (long long)(0)) + 16 - 1) / 16 : 1); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, (int)((((__accc_v5 + 128 - 1) / 128) * __accc_v6) < 1048576 ? (((__accc_v5 + 128 - 1) / 128) * __accc_v6) : 1048576), 256, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 40 "cache_tile_columns.c"

{ static const __accrt_loc __accc_loc = { "cache_tile_columns.c", 40, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(t), sizeof(t), ACCRT_PRESENT, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 40 "cache_tile_columns.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 203; i++) {

            for (int j = 0; j < 37; j++) {

                t[j][i] = a[i][j] * 3 + i - j;
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sum = 0;
    int bad = 0;
    for (int i = 0; i < 203; i++)
        for (int j = 0; j < 37; j++) {
            sum += (long)s[i][j] * ((i * 7 + j) % 11 + 1) + (long)t[j][i] * ((i + 3 * j) % 5 + 1);
            bad += s[i][j] != rs[i][j];
            bad += t[j][i] != rt[j][i];
        }
    printf("checksum %ld\n", sum);
    printf("%s (%d elements differ from the host reference)\n", bad ? "MISMATCH" : "match", bad);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
