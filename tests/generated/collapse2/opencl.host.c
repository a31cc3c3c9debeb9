/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0_strips = { "__accc_kernel_0_0_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0_strips = { "__accc_kernel_1_0_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "collapse2.c"
# 1 "collapse2.c"
# 1 "collapse2.c"


# 4 "collapse2.c" 2





# 8 "collapse2.c"
int main(void)
{
    static int a[37][53];


{ static const __accrt_loc __accc_region_loc = { "collapse2.c", 12, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "collapse2.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "collapse2.c", 12, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const long __accc_s_tc0 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(53) - (long long)(0)) > 0 ? (long)((long long)(53) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(53) - (long long)(0)) > 0 ? (long)((long long)(53) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0) * (long long)((long)((long long)(53) - (long long)(0)) > 0 ? (long)((long long)(53) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0_strips, __accc_v7, (int)__accc_s_blocks, 128, 0, __accc_args, 8, -2); }
 else
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(53) - (long long)(0)) > 0 ? (long)((long long)(53) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0) * (long long)((long)((long long)(53) - (long long)(0)) > 0 ? (long)((long long)(53) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 12 "collapse2.c"

{ static const __accrt_loc __accc_loc = { "collapse2.c", 12, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 12 "collapse2.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 37; i++)
        for (int j = 0; j < 53; j++)
            a[i][j] = i * 53 + j; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    static int b[37][53];

{ static const __accrt_loc __accc_region_loc = { "collapse2.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "collapse2.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "collapse2.c", 18, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)(((long long)(53) - (long long)(2) + 1) / 2) > 0 ? (long)(((long long)(53) - (long long)(2) + 1) / 2) : 0), __accc_s_ns = ((((long)(2)) == 1 ? ((long)(2)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0); long __accc_v5 = (long)(2); long __accc_v6 = (long)(2); long __accc_v7 = ((long)(((long long)(53) - (long long)(2) + 1) / 2) > 0 ? (long)(((long long)(53) - (long long)(2) + 1) / 2) : 0); long __accc_v8 = (long long)((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0) * (long long)((long)(((long long)(53) - (long long)(2) + 1) / 2) > 0 ? (long)(((long long)(53) - (long long)(2) + 1) / 2) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0_strips, __accc_v8, (int)__accc_s_blocks, 128, 0, __accc_args, 9, -2); }
 else
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0); long __accc_v5 = (long)(2); long __accc_v6 = (long)(2); long __accc_v7 = ((long)(((long long)(53) - (long long)(2) + 1) / 2) > 0 ? (long)(((long long)(53) - (long long)(2) + 1) / 2) : 0); long __accc_v8 = (long long)((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0) * (long long)((long)(((long long)(53) - (long long)(2) + 1) / 2) > 0 ? (long)(((long long)(53) - (long long)(2) + 1) / 2) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 18 "collapse2.c"

{ static const __accrt_loc __accc_loc = { "collapse2.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 18 "collapse2.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 1; i < 37 - 1; i++)
        for (int j = 2; j < 53; j += 2)
            b[i][j] = a[i][j] + a[i - 1][j - 1]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0;
    int bad = 0;
    for (int i = 0; i < 37; i++)
        for (int j = 0; j < 53; j++) {
            if (a[i][j] != i * 53 + j)
                bad++;
            s += b[i][j];
        }
    printf("a[36][52]=%d bsum=%ld\n", a[37 - 1][53 - 1], s);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
