/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0_strips = { "__accc_kernel_1_0_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "default_none.c"
# 1 "default_none.c"
# 1 "default_none.c"


# 4 "default_none.c" 2




# 7 "default_none.c"
int main(void)
{
    static float x[600], y[600];
    float alpha = 3.0f;
    int n = 600;
    float sum = 0.0f;
    int t;
    for (int i = 0; i < 600; i++) {
        x[i] = (float)(i % 9);
        y[i] = 1.0f;
    }


{ static const __accrt_loc __accc_region_loc = { "default_none.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "default_none.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "default_none.c", 19, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { float __accc_v0 = alpha; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "__accc_fp_alpha" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "y" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_sum" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 19 "default_none.c"

{ static const __accrt_loc __accc_loc = { "default_none.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(alpha)), sizeof(alpha), ACCRT_ARG_VALUE, "alpha" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "y" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 5, -2); }
# 19 "default_none.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(t) firstprivate(alpha, n) reduction(+:sum)
    for (int i = 0; i < n; i++) {
        t = i % 2;
        y[i] = alpha * x[i] + y[i] + (float)t;
        sum += y[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int m = 20;
    static int grid[20][20];

{ static const __accrt_loc __accc_region_loc = { "default_none.c", 28, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "default_none.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "default_none.c", 28, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPYOUT, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const long __accc_s_tc0 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { int __accc_v0 = m; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0_strips, __accc_v8, (int)__accc_s_blocks, 128, 0, __accc_args, 9, -2); }
 else
 { int __accc_v0 = m; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0) * (long long)((long)((long long)(m) - (long long)(0)) > 0 ? (long)((long long)(m) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 28 "default_none.c"

{ static const __accrt_loc __accc_loc = { "default_none.c", 28, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPYOUT, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 28 "default_none.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for collapse(2)
        for (int i = 0; i < m; i++)
            for (int j = 0; j < m; j++)
                grid[i][j] = i * m + j;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long g = 0;
    for (int i = 0; i < 20; i++)
        for (int j = 0; j < 20; j++)
            g += grid[i][j];
    printf("y[8]=%.1f sum=%.1f g=%ld\n", y[8], sum, g);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
