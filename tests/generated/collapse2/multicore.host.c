/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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

{ static const __accrt_loc __accc_loc = { "collapse2.c", 12, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 12 "collapse2.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 37; i++)
        for (int j = 0; j < 53; j++)
            a[i][j] = i * 53 + j; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    static int b[37][53];

{ static const __accrt_loc __accc_region_loc = { "collapse2.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "collapse2.c"

{ static const __accrt_loc __accc_loc = { "collapse2.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 18 "collapse2.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 1; i < 37 - 1; i++)
        for (int j = 2; j < 53; j += 2)
            b[i][j] = a[i][j] + a[i - 1][j - 1]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

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
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
