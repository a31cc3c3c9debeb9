/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "collapse3.c"
# 1 "collapse3.c"
# 1 "collapse3.c"


# 4 "collapse3.c" 2






# 9 "collapse3.c"
int main(void)
{
    static int v[12][10][9];
    static long w[12][10];


{ static const __accrt_loc __accc_region_loc = { "collapse3.c", 14, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "collapse3.c"

{ static const __accrt_loc __accc_loc = { "collapse3.c", 14, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYOUT, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 14 "collapse3.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(3)
    for (int i = 0; i < 12; i++)
        for (int j = 0; j < 10; j++)
            for (int k = 0; k < 9; k++)
                v[i][j][k] = i + 2 * j + 3 * k; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "collapse3.c", 20, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "collapse3.c"

{ static const __accrt_loc __accc_loc = { "collapse3.c", 20, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYOUT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 20 "collapse3.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 12; i++)
        for (int j = 0; j < 10; j++) {
            long s = 0;

            for (int k = 0; k < 9; k++)
                s += v[i][j][k];
            w[i][j] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long total = 0, check = 0;
    for (int i = 0; i < 12; i++)
        for (int j = 0; j < 10; j++) {
            total += w[i][j];
            for (int k = 0; k < 9; k++)
                check += i + 2 * j + 3 * k;
        }
    printf("v[11][9][8]=%d w[3][4]=%ld total=%ld\n", v[12 - 1][10 - 1][9 - 1], w[3][4], total);
    printf("%s\n", total == check ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
