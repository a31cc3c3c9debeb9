/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_268cf7826a698bb2[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_268cf7826a698bb2 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0_strips = { "__accc_kernel_0_0_strips", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_1_0_strips = { "__accc_kernel_1_0_strips", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_2_0_strips = { "__accc_kernel_2_0_strips", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_3_0_strips = { "__accc_kernel_3_0_strips", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_4_0_strips = { "__accc_kernel_4_0_strips", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_5_0_strips = { "__accc_kernel_5_0_strips", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_268cf7826a698bb2, 0, 0 };
# 0 "row_registers.c"
# 1 "row_registers.c"
# 1 "row_registers.c"
# 10 "row_registers.c"
# 11 "row_registers.c" 2
# 12 "row_registers.c" 2





# 16 "row_registers.c"
static double g[1500][600], h[1500][600];

static long total_of(int n, int m, const int *p)
{
    long s = 0;
    for (int k = 0; k < n * m; k++)
        s += (long)p[k] * (k % 13 + 1);
    return s;
}

static double total_of_doubles(const double (*p)[600])
{
    double s = 0;
    for (int j = 0; j < 1500; j++)
        for (int i = 0; i < 600; i++)
            s += p[j][i] * (double)((j + i) % 7 + 1);
    return s;
}

int main(void)
{
    int n = 1500, m = 600;
    int *restrict a = malloc(sizeof(int) * n * m);
    int *restrict c = malloc(sizeof(int) * n * m);
    int *restrict b = malloc(sizeof(int) * n * m);
    for (int k = 0; k < n * m; k++) {
        a[k] = (k * 37 + k / m * 11) % 101;
        c[k] = (k * 13) % 29 - 14;
        b[k] = 0;
    }
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            g[j][i] = (double)((j * 7 + i * 3) % 64) / 8.0;





{ static const __accrt_loc __accc_region_loc = { "row_registers.c", 53, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 53 "row_registers.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "row_registers.c", 53, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(g), sizeof(g), ACCRT_COPYIN, 0, "g", 0, 0, __builtin_object_size((void *)&(g), 0) }, { (void *)&(h)[1][0], ((1500 - 2) == 0 || (600) == 0 ? 0 : ((1500 - 2) - 1) * sizeof((h)[0]) + (600) * sizeof((h)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION, "h[1:1500 - 2][0:600]", 0, 0, __builtin_object_size((void *)&(h)[1][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v1 = (long)((const char *)((void *)&(h)[1][0]) - (const char *)(h)); long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v6 = (long)(1); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); long __accc_v9 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "g" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_delta_h" }, { (const void *)((void *)&(h)[1][0]), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "h" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0_strips, __accc_v9, (int)__accc_s_blocks, 128, 0, __accc_args, 10, -2); }
 else
 { long __accc_v1 = (long)((const char *)((void *)&(h)[1][0]) - (const char *)(h)); long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v6 = (long)(1); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); long __accc_v9 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "g" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_delta_h" }, { (const void *)((void *)&(h)[1][0]), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "h" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 53 "row_registers.c"

{ static const __accrt_loc __accc_loc = { "row_registers.c", 53, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(g), sizeof(g), ACCRT_COPYIN, 0, "g", 0, 0, __builtin_object_size((void *)&(g), 0) }, { (void *)&(h)[1][0], ((1500 - 2) == 0 || (600) == 0 ? 0 : ((1500 - 2) - 1) * sizeof((h)[0]) + (600) * sizeof((h)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION, "h[1:1500 - 2][0:600]", 0, 0, __builtin_object_size((void *)&(h)[1][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR, "g" }, { (const void *)(h), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "h" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 53 "row_registers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < m - 1; i++)
            h[j][i] = 0.125 * (g[j - 1][i - 1] + g[j - 1][i] + g[j - 1][i + 1] + g[j][i - 1]
                               + g[j][i + 1] + g[j + 1][i - 1] + g[j + 1][i] + g[j + 1][i + 1])
                      - g[j][i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("9-point: %.6f\n", total_of_doubles((const double (*)[600])h));




{ long long __accc_clause_0 __attribute__((unused)) = (n * m); long long __accc_clause_1 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_registers.c", 63, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 63 "row_registers.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "row_registers.c", 63, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_0) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_1) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(n - 2) - (long long)(2)) > 0 ? (long)((long long)(n - 2) - (long long)(2)) : 0), __accc_s_tc1 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { int __accc_v0 = m; long __accc_v3 = (long)(2); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n - 2) - (long long)(2)) > 0 ? (long)((long long)(n - 2) - (long long)(2)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(n - 2) - (long long)(2)) > 0 ? (long)((long long)(n - 2) - (long long)(2)) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0_strips, __accc_v9, (int)__accc_s_blocks, 128, 0, __accc_args, 10, -2); }
 else
 { int __accc_v0 = m; long __accc_v3 = (long)(2); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n - 2) - (long long)(2)) > 0 ? (long)((long long)(n - 2) - (long long)(2)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(n - 2) - (long long)(2)) > 0 ? (long)((long long)(n - 2) - (long long)(2)) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 63 "row_registers.c"

{ static const __accrt_loc __accc_loc = { "row_registers.c", 63, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_0) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_1) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 63 "row_registers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 2; j < n - 2; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] = a[(j - 2) * m + i] - 2 * a[(j - 1) * m + i] + 3 * a[j * m + i]
                           - 4 * a[(j + 1) * m + i] + 5 * a[(j + 2) * m + i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("radius 2: %ld\n", total_of(n, m, b));



{ long long __accc_clause_2 __attribute__((unused)) = (n * m); long long __accc_clause_3 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_registers.c", 71, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 71 "row_registers.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "row_registers.c", 71, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_2) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_3) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(n - 2) - (long long)(1) + 1) > 0 ? (long)((long long)(n - 2) - (long long)(1) + 1) : 0), __accc_s_tc1 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { int __accc_v0 = m; long __accc_v3 = (long)(n - 2); long __accc_v4 = (long)(-1); long __accc_v5 = ((long)((long long)(n - 2) - (long long)(1) + 1) > 0 ? (long)((long long)(n - 2) - (long long)(1) + 1) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(n - 2) - (long long)(1) + 1) > 0 ? (long)((long long)(n - 2) - (long long)(1) + 1) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0_strips, __accc_v9, (int)__accc_s_blocks, 128, 0, __accc_args, 10, -2); }
 else
 { int __accc_v0 = m; long __accc_v3 = (long)(n - 2); long __accc_v4 = (long)(-1); long __accc_v5 = ((long)((long long)(n - 2) - (long long)(1) + 1) > 0 ? (long)((long long)(n - 2) - (long long)(1) + 1) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(n - 2) - (long long)(1) + 1) > 0 ? (long)((long long)(n - 2) - (long long)(1) + 1) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 71 "row_registers.c"

{ static const __accrt_loc __accc_loc = { "row_registers.c", 71, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_2) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_3) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 71 "row_registers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = n - 2; j >= 1; j--)
        for (int i = 0; i < m; i++)
            b[j * m + i] += a[(j + 1) * m + i] - 3 * a[j * m + i] + 7 * a[(j - 1) * m + i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("up: %ld\n", total_of(n, m, b));




{ long long __accc_clause_4 __attribute__((unused)) = (n * m); long long __accc_clause_5 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_registers.c", 79, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 79 "row_registers.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "row_registers.c", 79, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_4) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_5) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { int __accc_v0 = m; long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0_strips, __accc_v9, (int)__accc_s_blocks, 128, 0, __accc_args, 10, -2); }
 else
 { int __accc_v0 = m; long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 79 "row_registers.c"

{ static const __accrt_loc __accc_loc = { "row_registers.c", 79, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_4) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_5) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 79 "row_registers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++) {
            int k = j * m + i;
            int north = a[k - m];
            b[k] = north + 2 * a[k] + a[k + m] + (i % 3 == 0 ? a[k - m] : -1);
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ long long __accc_clause_6 __attribute__((unused)) = (n * m); long long __accc_clause_7 __attribute__((unused)) = (n * m); long long __accc_clause_8 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_registers.c", 87, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 87 "row_registers.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "row_registers.c", 87, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_6) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(c)[0], (__accc_clause_7) * sizeof((c)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "c[0:n * m]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) }, { (void *)&(b)[0], (__accc_clause_8) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const long __accc_s_tc0 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { int __accc_v0 = m; long __accc_v4 = (long)(1); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "c" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0_strips, __accc_v10, (int)__accc_s_blocks, 128, 0, __accc_args, 11, -2); }
 else
 { int __accc_v0 = m; long __accc_v4 = (long)(1); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "c" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v10, 0, 128, 0, __accc_args, 11, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 87 "row_registers.c"

{ static const __accrt_loc __accc_loc = { "row_registers.c", 87, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_6) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(c)[0], (__accc_clause_7) * sizeof((c)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "c[0:n * m]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) }, { (void *)&(b)[0], (__accc_clause_8) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "c" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 5, -2); }
# 87 "row_registers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] += a[(j - 1) * m + i] * c[(j + 1) * m + i] - a[j * m + i] * c[j * m + i]
                            + a[(j + 1) * m + i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("local subscripts, two arrays: %ld\n", total_of(n, m, b));




{ long long __accc_clause_9 __attribute__((unused)) = (n * m); long long __accc_clause_10 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_registers.c", 96, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 96 "row_registers.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "row_registers.c", 96, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_9) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_10) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { int __accc_v0 = n; int __accc_v1 = m; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "n" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0_strips, __accc_v10, (int)__accc_s_blocks, 128, 0, __accc_args, 11, -2); }
 else
 { int __accc_v0 = n; int __accc_v1 = m; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "n" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v10, 0, 128, 0, __accc_args, 11, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 96 "row_registers.c"

{ static const __accrt_loc __accc_loc = { "row_registers.c", 96, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_9) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_10) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 96 "row_registers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] += (j < n - 1 ? a[(j + 1) * m + i] : 0) - a[j * m + i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("conditional leading read: %ld\n", total_of(n, m, b));
    free(a);
    free(b);
    free(c);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
