/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "loop_seq.c"
# 1 "loop_seq.c"
# 1 "loop_seq.c"


# 4 "loop_seq.c" 2





# 8 "loop_seq.c"
int main(void)
{
    static int a[64][50];
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 50; j++)
            a[i][j] = (i * j + j) % 7;


{ static const __accrt_loc __accc_region_loc = { "loop_seq.c", 15, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "loop_seq.c"

{ static const __accrt_loc __accc_loc = { "loop_seq.c", 15, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 15 "loop_seq.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) {

        for (int j = 1; j < 50; j++)
            a[i][j] += a[i][j - 1];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



    static int b[10][100];

{ static const __accrt_loc __accc_region_loc = { "loop_seq.c", 25, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "loop_seq.c"

{ static const __accrt_loc __accc_loc = { "loop_seq.c", 25, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 25 "loop_seq.c"

    for (int t = 0; t < 10; t++) {
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int k = 0; k < 100; k++)
            b[t][k] = t * k;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0;
    for (int i = 0; i < 64; i++)
        s += a[i][50 - 1];
    long u = 0;
    for (int t = 0; t < 10; t++)
        for (int k = 0; k < 100; k++)
            u += b[t][k];
    printf("a[0][49]=%d a[63][49]=%d rowsum_total=%ld\n", a[0][50 - 1], a[64 - 1][50 - 1], s);
    printf("u=%ld\n", u);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
