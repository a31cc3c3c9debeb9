/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_39602a34435acc7b[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_39602a34435acc7b == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_39602a34435acc7b, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_39602a34435acc7b, 0, 0 };
# 0 "cache_3d.c"
# 1 "cache_3d.c"
# 1 "cache_3d.c"





# 7 "cache_3d.c" 2






# 12 "cache_3d.c"
static int u[11][10][13], v[11][10][13], q[11][10][13];

static int stencil27(int k, int j, int i)
{
    int s = 0;
    for (int dk = -1; dk <= 1; dk++)
        for (int dj = -1; dj <= 1; dj++)
            for (int di = -1; di <= 1; di++)
                s += u[k + dk][j + dj][i + di] * (1 + (dk + 1) + 3 * (dj + 1) + 9 * (di + 1));
    return s;
}

static int box(int k, int j, int i)
{
    int s = 0;
    for (int dj = -1; dj <= 1; dj++)
        for (int di = -2; di <= 2; di++)
            s += u[k][j + dj][i + di] * (di * di - dj);
    return s;
}

int main(void)
{
    for (int k = 0; k < 11; k++)
        for (int j = 0; j < 10; j++)
            for (int i = 0; i < 13; i++)
                u[k][j][i] = (k * 7 + j * 5 + i * 3) % 19 - 9;


{ static const __accrt_loc __accc_region_loc = { "cache_3d.c", 40, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "cache_3d.c"
{ static const __accrt_loc __accc_loc = { "cache_3d.c", 40, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(u), sizeof(u), ACCRT_COPYIN, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPY, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(q), sizeof(q), ACCRT_COPY, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "cache_3d.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "cache_3d.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_3d.c", 42, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(u), sizeof(u), ACCRT_PRESENT, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) }, { (void *)&(v), sizeof(v), ACCRT_PRESENT, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(11 - 1) - (long long)(1)) > 0 ? (long)((long long)(11 - 1) - (long long)(1)) : 0); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(10 - 1) - (long long)(1)) > 0 ? (long)((long long)(10 - 1) - (long long)(1)) : 0); long __accc_v8 = (long)(1); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(13 - 1) - (long long)(1)) > 0 ? (long)((long long)(13 - 1) - (long long)(1)) : 0); long __accc_v11 = (long long)((long)((long long)(11 - 1) - (long long)(1)) > 0 ? (long)((long long)(11 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(10 - 1) - (long long)(1)) > 0 ? (long)((long long)(10 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(13 - 1) - (long long)(1)) > 0 ? (long)((long long)(13 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "u" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo2" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st2" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc2" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v11, 0, 128, 0, __accc_args, 12, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 42 "cache_3d.c"

{ static const __accrt_loc __accc_loc = { "cache_3d.c", 42, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(u), sizeof(u), ACCRT_PRESENT, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) }, { (void *)&(v), sizeof(v), ACCRT_PRESENT, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR, "u" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 42 "cache_3d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(3)
        for (int k = 1; k < 11 - 1; k++)
            for (int j = 1; j < 10 - 1; j++)
                for (int i = 1; i < 13 - 1; i++) {

                    int s = 0;
                    for (int dk = -1; dk <= 1; dk++)
                        for (int dj = -1; dj <= 1; dj++)
                            for (int di = -1; di <= 1; di++)
                                s += u[k + dk][j + dj][i + di] *
                                     (1 + (dk + 1) + 3 * (dj + 1) + 9 * (di + 1));
                    v[k][j][i] = s;
                } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_3d.c", 56, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 56 "cache_3d.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_3d.c", 56, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(u), sizeof(u), ACCRT_PRESENT, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) }, { (void *)&(q), sizeof(q), ACCRT_PRESENT, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(11) - (long long)(0)) > 0 ? (long)((long long)(11) - (long long)(0)) : 0); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(10 - 1) - (long long)(1)) > 0 ? (long)((long long)(10 - 1) - (long long)(1)) : 0); long __accc_v8 = (long long)((long)((long long)(11) - (long long)(0)) > 0 ? (long)((long long)(11) - (long long)(0)) : 0) * (long long)((long)((long long)(10 - 1) - (long long)(1)) > 0 ? (long)((long long)(10 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "u" }, { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR, "q" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v8, (int)(__accc_v8 < 1048576 ? __accc_v8 : 1048576), 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 56 "cache_3d.c"

{ static const __accrt_loc __accc_loc = { "cache_3d.c", 56, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(u), sizeof(u), ACCRT_PRESENT, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) }, { (void *)&(q), sizeof(q), ACCRT_PRESENT, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR, "u" }, { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR, "q" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 56 "cache_3d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int k = 0; k < 11; k++)
            for (int j = 1; j < 10 - 1; j++) {

                for (int i = 2; i < 13 - 2; i++) {

                    int s = 0;
                    for (int dj = -1; dj <= 1; dj++)
                        for (int di = -2; di <= 2; di++)
                            s += u[k][j + dj][i + di] * (di * di - dj);
                    q[k][j][i] = s;
                }
            } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    long sv = 0, sq = 0;
    for (int k = 0; k < 11; k++)
        for (int j = 0; j < 10; j++)
            for (int i = 0; i < 13; i++) {
                int interior = k > 0 && k < 11 - 1 && j > 0 && j < 10 - 1 && i > 0 && i < 13 - 1;
                int inbox = j > 0 && j < 10 - 1 && i > 1 && i < 13 - 2;
                bad += v[k][j][i] != (interior ? stencil27(k, j, i) : 0);
                bad += q[k][j][i] != (inbox ? box(k, j, i) : 0);
                sv += (long)v[k][j][i] * ((k + j + i) % 3 - 1);
                sq += (long)q[k][j][i] * ((k + 2 * j + i) % 5 - 2);
            }
    printf("3-D subarrays: %s (%d mismatches)\n", bad ? "FAIL" : "PASS", bad);
    printf("27-point checksum=%ld box checksum=%ld v[5][5][6]=%d q[10][8][10]=%d\n", sv, sq,
           v[5][5][6], q[11 - 1][10 - 2][13 - 3]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
