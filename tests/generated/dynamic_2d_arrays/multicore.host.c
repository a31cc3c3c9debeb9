/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "dynamic_2d_arrays.c"
# 1 "dynamic_2d_arrays.c"
# 1 "dynamic_2d_arrays.c"







# 9 "dynamic_2d_arrays.c" 2
# 10 "dynamic_2d_arrays.c" 2





# 14 "dynamic_2d_arrays.c"
int main(void)
{
    double **a = malloc(48 * sizeof *a);
    double **b = malloc(48 * sizeof *b);
    for (int i = 0; i < 48; i++) {
        a[i] = malloc(37 * sizeof **a);
        b[i] = malloc(37 * sizeof **b);
        for (int j = 0; j < 37; j++) {
            a[i][j] = i * 100 + j;
            b[i][j] = (i + j) % 5;
        }
    }
    double **keep = malloc(48 * sizeof *keep);
    for (int i = 0; i < 48; i++)
        keep[i] = a[i];



{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 48; i++)
        for (int j = 1; j < 37 - 1; j++)
            a[i][j] += 2 * b[i][j]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    long before = 0;

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 38, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "dynamic_2d_arrays.c"

    {

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 48; i++)
            for (int j = 0; j < 37; j++)
                a[i][j] = -a[i][j]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

        for (int i = 0; i < 48; i++)
            before += (long)a[i][1];

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 48; i++)
            a[i][37 - 1] *= 3; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    float *rows[4];
    for (int r = 0; r < 4; r++) {
        rows[r] = malloc(16 * sizeof(float));
        for (int k = 0; k < 16; k++)
            rows[r][k] = r + k;
    }


{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 60, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 60 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int r = 0; r < 4; r++) {

        for (int k = 0; k < 16; k++)
            rows[r][k] *= 0.5f;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 68, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 68 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int k = 0; k < 16; k++)
        rows[2][k] += 100; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    long sum = 0;
    int pointers_kept = 1;
    for (int i = 0; i < 48; i++) {
        pointers_kept &= a[i] == keep[i];
        for (int j = 0; j < 37; j++)
            sum += (long)a[i][j];
    }
    double fsum = 0;
    for (int r = 0; r < 4; r++)
        for (int k = 0; k < 16; k++)
            fsum += rows[r][k];
    printf("sum %ld before %ld corner %.0f %.0f %.0f\n", sum, before, a[0][1], a[3][5], a[48 - 1][37 - 1]);
    printf("rows %.1f pointers kept %d\n", fsum, pointers_kept);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
