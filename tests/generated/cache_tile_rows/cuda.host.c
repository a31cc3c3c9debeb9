/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_f523fdb0a45bb308[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_f523fdb0a45bb308 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_f523fdb0a45bb308, 0, 0 };
# 0 "cache_tile_rows.c"
# 1 "cache_tile_rows.c"
# 1 "cache_tile_rows.c"







# 9 "cache_tile_rows.c" 2





# 13 "cache_tile_rows.c"
static int a[203][37], b[203][37], rb[203][37];

static int window(int (*g)[37], int j, int i)
{
    int s = 0;
    for (int dj = -1; dj <= 1; dj++)
        for (int di = -1; di <= 1; di++)
            s += g[j + dj][i + di] * (3 + dj - 2 * di);
    return s % 1009;
}

int main(void)
{
    for (int j = 0; j < 203; j++)
        for (int i = 0; i < 37; i++) {
            a[j][i] = (j * 29 + i * 13) % 101;
            b[j][i] = (j + 2 * i) % 7;
            rb[j][i] = b[j][i];
        }
    for (int step = 0; step < 3; step++)
        for (int j = 1; j < 203 - 1; j++)
            for (int i = 1; i < 37 - 1; i++)
                rb[j][i] = rb[j][i] * 2 + window(a, j, i) + step;


{ static const __accrt_loc __accc_region_loc = { "cache_tile_rows.c", 37, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "cache_tile_rows.c"
{ static const __accrt_loc __accc_loc = { "cache_tile_rows.c", 37, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    for (int step = 0; step < 3; step++) {

{ static const __accrt_loc __accc_region_loc = { "cache_tile_rows.c", 39, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "cache_tile_rows.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_tile_rows.c", 39, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v2 = step; long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0); long __accc_v6 = (long long)((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0); long __accc_v7 = ((long)((long long)(37 - 1) - (long long)(1)) > 32 ? ((long)((long long)(37 - 1) - (long long)(1)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "step" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, (int)((((__accc_v6 + 64 - 1) / 64) * __accc_v7) < 1048576 ? (((__accc_v6 + 64 - 1) / 64) * __accc_v7) : 1048576), 256, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 39 "cache_tile_rows.c"

{ static const __accrt_loc __accc_loc = { "cache_tile_rows.c", 39, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(step)), sizeof(step), ACCRT_ARG_VALUE, "step" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 39 "cache_tile_rows.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int j = 1; j < 203 - 1; j++) {

            for (int i = 1; i < 37 - 1; i++) {

                int s = 0;
                for (int dj = -1; dj <= 1; dj++)
                    for (int di = -1; di <= 1; di++)
                        s += a[j + dj][i + di] * (3 + dj - 2 * di);
                b[j][i] = b[j][i] * 2 + s % 1009 + step;
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sum = 0;
    int bad = 0;
    for (int j = 0; j < 203; j++)
        for (int i = 0; i < 37; i++) {
            sum += (long)b[j][i] * ((j * 7 + i) % 11 + 1);
            bad += b[j][i] != rb[j][i];
        }
    printf("checksum %ld\n", sum);
    printf("%s (%d elements differ from the host reference)\n", bad ? "MISMATCH" : "match", bad);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
