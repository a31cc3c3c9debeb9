/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_6cf44d6c6fe68392[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_6cf44d6c6fe68392 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0_strips = { "__accc_kernel_0_0_strips", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_1_0_strips = { "__accc_kernel_1_0_strips", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_2_0_strips = { "__accc_kernel_2_0_strips", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_3_0_strips = { "__accc_kernel_3_0_strips", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_4_0_strips = { "__accc_kernel_4_0_strips", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_5_0_strips = { "__accc_kernel_5_0_strips", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_6cf44d6c6fe68392, 0, 0 };
# 0 "column_strips.c"
# 1 "column_strips.c"
# 1 "column_strips.c"







# 9 "column_strips.c" 2





# 13 "column_strips.c"
static int grid[300][1200];
static int out[300][1200];
static long wide[2][6000];
static long tall[3000][512];

int main(void)
{
    for (int j = 0; j < 300; j++)
        for (int i = 0; i < 1200; i++)
            grid[j][i] = (j * 131 + i * 7) % 1009;


    int biggest = 0;

{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "column_strips.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "column_strips.c", 26, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPYIN, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(biggest), sizeof(biggest), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "biggest", 0, 0, __builtin_object_size((void *)&(biggest), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const long __accc_s_tc0 = ((long)((long long)(300 - 1) - (long long)(1)) > 0 ? (long)((long long)(300 - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)((long long)(1200 - 1) - (long long)(1)) > 0 ? (long)((long long)(1200 - 1) - (long long)(1)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { __typeof__(biggest) __accc_v3 = (-2147483647-1); long __accc_v4 = (long)(1); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(300 - 1) - (long long)(1)) > 0 ? (long)((long long)(300 - 1) - (long long)(1)) : 0); long __accc_v7 = (long)(1); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(1200 - 1) - (long long)(1)) > 0 ? (long)((long long)(1200 - 1) - (long long)(1)) : 0); long __accc_v10 = (long long)((long)((long long)(300 - 1) - (long long)(1)) > 0 ? (long)((long long)(300 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(1200 - 1) - (long long)(1)) > 0 ? (long)((long long)(1200 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "grid" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(&(biggest)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_biggest" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_biggest" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0_strips, __accc_v10, (int)__accc_s_blocks, 128, 0, __accc_args, 11, -2); }
 else
 { __typeof__(biggest) __accc_v3 = (-2147483647-1); long __accc_v4 = (long)(1); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(300 - 1) - (long long)(1)) > 0 ? (long)((long long)(300 - 1) - (long long)(1)) : 0); long __accc_v7 = (long)(1); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(1200 - 1) - (long long)(1)) > 0 ? (long)((long long)(1200 - 1) - (long long)(1)) : 0); long __accc_v10 = (long long)((long)((long long)(300 - 1) - (long long)(1)) > 0 ? (long)((long long)(300 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(1200 - 1) - (long long)(1)) > 0 ? (long)((long long)(1200 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "grid" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(&(biggest)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_biggest" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_biggest" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v10, 0, 128, 0, __accc_args, 11, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 26 "column_strips.c"

{ static const __accrt_loc __accc_loc = { "column_strips.c", 26, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPYIN, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(biggest), sizeof(biggest), ACCRT_COPY, ACCRT_IMPLICIT, "biggest", 0, 0, __builtin_object_size((void *)&(biggest), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(&(biggest)), 0, ACCRT_ARG_DEVICE_PTR, "biggest" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 26 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(max:biggest)
    for (int j = 1; j < 300 - 1; j++)
        for (int i = 1; i < 1200 - 1; i++) {
            int v = grid[j - 1][i] + grid[j + 1][i] + grid[j][i - 1] + grid[j][i + 1] - 4 * grid[j][i];
            out[j][i] = v;
            if (v > biggest)
                biggest = v;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long sum = 0;
    int bad = 0;
    for (int j = 0; j < 300; j++)
        for (int i = 0; i < 1200; i++) {
            sum += out[j][i];
            if ((j == 0 || j == 300 - 1 || i == 0 || i == 1200 - 1) && out[j][i] != 0)
                bad++;
        }
    printf("stencil: sum=%ld max=%d untouched edges %s\n", sum, biggest, bad ? "FAIL" : "ok");



{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 45, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 45 "column_strips.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "column_strips.c", 45, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const long __accc_s_tc0 = ((long)((long long)(300) - (long long)(2)) > 0 ? (long)((long long)(300) - (long long)(2)) : 0), __accc_s_tc1 = ((long)((long long)(1200) - (long long)(37)) > 0 ? (long)((long long)(1200) - (long long)(37)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(37)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v1 = (long)(2); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(300) - (long long)(2)) > 0 ? (long)((long long)(300) - (long long)(2)) : 0); long __accc_v4 = (long)(37); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(1200) - (long long)(37)) > 0 ? (long)((long long)(1200) - (long long)(37)) : 0); long __accc_v7 = (long long)((long)((long long)(300) - (long long)(2)) > 0 ? (long)((long long)(300) - (long long)(2)) : 0) * (long long)((long)((long long)(1200) - (long long)(37)) > 0 ? (long)((long long)(1200) - (long long)(37)) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0_strips, __accc_v7, (int)__accc_s_blocks, 128, 0, __accc_args, 8, -2); }
 else
 { long __accc_v1 = (long)(2); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(300) - (long long)(2)) > 0 ? (long)((long long)(300) - (long long)(2)) : 0); long __accc_v4 = (long)(37); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(1200) - (long long)(37)) > 0 ? (long)((long long)(1200) - (long long)(37)) : 0); long __accc_v7 = (long long)((long)((long long)(300) - (long long)(2)) > 0 ? (long)((long long)(300) - (long long)(2)) : 0) * (long long)((long)((long long)(1200) - (long long)(37)) > 0 ? (long)((long long)(1200) - (long long)(37)) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 45 "column_strips.c"

{ static const __accrt_loc __accc_loc = { "column_strips.c", 45, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 45 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 2; j < 300; j++)
        for (int i = 37; i < 1200; i++) {
            if ((i + j) % 5 == 0)
                continue;
            out[j][i] += i * 10000 + j;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 53, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 53 "column_strips.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "column_strips.c", 53, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const long __accc_s_tc0 = ((long)(((long long)(300) - (long long)(3) + 1) / 2) > 0 ? (long)(((long long)(300) - (long long)(3) + 1) / 2) : 0), __accc_s_tc1 = ((long)(((long long)(1200) - (long long)(1) + 1) / 2) > 0 ? (long)(((long long)(1200) - (long long)(1) + 1) / 2) : 0), __accc_s_ns = ((((long)(2)) == 1 ? ((long)(1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v1 = (long)(3); long __accc_v2 = (long)(2); long __accc_v3 = ((long)(((long long)(300) - (long long)(3) + 1) / 2) > 0 ? (long)(((long long)(300) - (long long)(3) + 1) / 2) : 0); long __accc_v4 = (long)(1); long __accc_v5 = (long)(2); long __accc_v6 = ((long)(((long long)(1200) - (long long)(1) + 1) / 2) > 0 ? (long)(((long long)(1200) - (long long)(1) + 1) / 2) : 0); long __accc_v7 = (long long)((long)(((long long)(300) - (long long)(3) + 1) / 2) > 0 ? (long)(((long long)(300) - (long long)(3) + 1) / 2) : 0) * (long long)((long)(((long long)(1200) - (long long)(1) + 1) / 2) > 0 ? (long)(((long long)(1200) - (long long)(1) + 1) / 2) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0_strips, __accc_v7, (int)__accc_s_blocks, 128, 0, __accc_args, 8, -2); }
 else
 { long __accc_v1 = (long)(3); long __accc_v2 = (long)(2); long __accc_v3 = ((long)(((long long)(300) - (long long)(3) + 1) / 2) > 0 ? (long)(((long long)(300) - (long long)(3) + 1) / 2) : 0); long __accc_v4 = (long)(1); long __accc_v5 = (long)(2); long __accc_v6 = ((long)(((long long)(1200) - (long long)(1) + 1) / 2) > 0 ? (long)(((long long)(1200) - (long long)(1) + 1) / 2) : 0); long __accc_v7 = (long long)((long)(((long long)(300) - (long long)(3) + 1) / 2) > 0 ? (long)(((long long)(300) - (long long)(3) + 1) / 2) : 0) * (long long)((long)(((long long)(1200) - (long long)(1) + 1) / 2) > 0 ? (long)(((long long)(1200) - (long long)(1) + 1) / 2) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 53 "column_strips.c"

{ static const __accrt_loc __accc_loc = { "column_strips.c", 53, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 53 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 3; j < 300; j += 2)
        for (int i = 1; i < 1200; i += 2)
            out[j][i] = 3 * out[j][i] + j - i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 58, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 58 "column_strips.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "column_strips.c", 58, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const long __accc_s_tc0 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(1200 - 1) - (long long)(0) + 1) > 0 ? (long)((long long)(1200 - 1) - (long long)(0) + 1) : 0), __accc_s_ns = ((((long)(-1)) == 1 ? ((long)(1200 - 1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v4 = (long)(1200 - 1); long __accc_v5 = (long)(-1); long __accc_v6 = ((long)((long long)(1200 - 1) - (long long)(0) + 1) > 0 ? (long)((long long)(1200 - 1) - (long long)(0) + 1) : 0); long __accc_v7 = (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0) * (long long)((long)((long long)(1200 - 1) - (long long)(0) + 1) > 0 ? (long)((long long)(1200 - 1) - (long long)(0) + 1) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0_strips, __accc_v7, (int)__accc_s_blocks, 128, 0, __accc_args, 8, -2); }
 else
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v4 = (long)(1200 - 1); long __accc_v5 = (long)(-1); long __accc_v6 = ((long)((long long)(1200 - 1) - (long long)(0) + 1) > 0 ? (long)((long long)(1200 - 1) - (long long)(0) + 1) : 0); long __accc_v7 = (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0) * (long long)((long)((long long)(1200 - 1) - (long long)(0) + 1) > 0 ? (long)((long long)(1200 - 1) - (long long)(0) + 1) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 58 "column_strips.c"

{ static const __accrt_loc __accc_loc = { "column_strips.c", 58, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 58 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 0; j < 4; j++)
        for (int i = 1200 - 1; i >= 0; i--)
            out[j][i] = -(j * 1200 + i); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    sum = 0;
    long weighted = 0;
    for (int j = 0; j < 300; j++)
        for (int i = 0; i < 1200; i++) {
            sum += out[j][i];
            weighted += (long)out[j][i] * ((i * 3 + j) % 17);
        }
    printf("strided and descending: sum=%ld weighted=%ld\n", sum, weighted);



{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 72, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "column_strips.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "column_strips.c", 72, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(wide), sizeof(wide), ACCRT_COPYOUT, 0, "wide", 0, 0, __builtin_object_size((void *)&(wide), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const long __accc_s_tc0 = ((long)((long long)(2) - (long long)(0)) > 0 ? (long)((long long)(2) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(6000) - (long long)(0)) > 0 ? (long)((long long)(6000) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(2) - (long long)(0)) > 0 ? (long)((long long)(2) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(6000) - (long long)(0)) > 0 ? (long)((long long)(6000) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(2) - (long long)(0)) > 0 ? (long)((long long)(2) - (long long)(0)) : 0) * (long long)((long)((long long)(6000) - (long long)(0)) > 0 ? (long)((long long)(6000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(wide), 0, ACCRT_ARG_DEVICE_PTR, "wide" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0_strips, __accc_v7, (int)__accc_s_blocks, 128, 0, __accc_args, 8, -2); }
 else
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(2) - (long long)(0)) > 0 ? (long)((long long)(2) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(6000) - (long long)(0)) > 0 ? (long)((long long)(6000) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(2) - (long long)(0)) > 0 ? (long)((long long)(2) - (long long)(0)) : 0) * (long long)((long)((long long)(6000) - (long long)(0)) > 0 ? (long)((long long)(6000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(wide), 0, ACCRT_ARG_DEVICE_PTR, "wide" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 72 "column_strips.c"

{ static const __accrt_loc __accc_loc = { "column_strips.c", 72, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(wide), sizeof(wide), ACCRT_COPYOUT, 0, "wide", 0, 0, __builtin_object_size((void *)&(wide), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(wide), 0, ACCRT_ARG_DEVICE_PTR, "wide" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 72 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 6000; i++)
            wide[j][i] = (long)i * i + j; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long total = 0;

{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 78, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 78 "column_strips.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "column_strips.c", 78, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(tall), sizeof(tall), ACCRT_COPYOUT, 0, "tall", 0, 0, __builtin_object_size((void *)&(tall), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { __typeof__(total) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0) * (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(tall), 0, ACCRT_ARG_DEVICE_PTR, "tall" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_total" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0_strips, __accc_v9, (int)__accc_s_blocks, 128, 0, __accc_args, 10, -2); }
 else
 { __typeof__(total) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0) * (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(tall), 0, ACCRT_ARG_DEVICE_PTR, "tall" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_total" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 78 "column_strips.c"

{ static const __accrt_loc __accc_loc = { "column_strips.c", 78, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(tall), sizeof(tall), ACCRT_COPYOUT, 0, "tall", 0, 0, __builtin_object_size((void *)&(tall), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(tall), 0, ACCRT_ARG_DEVICE_PTR, "tall" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 78 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(+:total)
    for (int j = 0; j < 3000; j++)
        for (int i = 0; i < 512; i++) {
            tall[j][i] = j - i;
            total += j ^ i;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long w = 0, t = 0;
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 6000; i++)
            w += wide[j][i] % 1000003;
    for (int j = 0; j < 3000; j++)
        for (int i = 0; i < 512; i++)
            t += tall[j][i] * (j % 7);
    printf("wide=%ld tall=%ld total=%ld\n", w, t, total);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
