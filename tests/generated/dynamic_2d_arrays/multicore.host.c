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

{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (48) * sizeof((b)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_ROWS, "b[0:48][1:37 - 2]", (1) * sizeof((b)[0][0]), (37 - 2) * sizeof((b)[0][0]), __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 31 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 48; i++)
        for (int j = 1; j < 37 - 1; j++)
            a[i][j] += 2 * b[i][j]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    long before = 0;

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 38, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "dynamic_2d_arrays.c"
{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 38, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "dynamic_2d_arrays.c"

{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 40, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 40 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 48; i++)
            for (int j = 0; j < 37; j++)
                a[i][j] = -a[i][j]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 44, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_UPDATE_SELF, 0 | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        for (int i = 0; i < 48; i++)
            before += (long)a[i][1];

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "dynamic_2d_arrays.c"

{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 47, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 47 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 48; i++)
            a[i][37 - 1] *= 3; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    float *rows[4];
    for (int r = 0; r < 4; r++) {
        rows[r] = malloc(16 * sizeof(float));
        for (int k = 0; k < 16; k++)
            rows[r][k] = r + k;
    }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 59, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(rows)[0], (4) * sizeof((rows)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_ROWS, "rows[0:4][0:16]", (0) * sizeof((rows)[0][0]), (16) * sizeof((rows)[0][0]), __builtin_object_size((void *)&(rows)[0], 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 60, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 60 "dynamic_2d_arrays.c"

{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 60, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(rows)[0], (4) * sizeof((rows)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_ROWS, "rows[0:4][0:16]", (0) * sizeof((rows)[0][0]), (16) * sizeof((rows)[0][0]), __builtin_object_size((void *)&(rows)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(rows), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "rows" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 60 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int r = 0; r < 4; r++) {

        for (int k = 0; k < 16; k++)
            rows[r][k] *= 0.5f;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 68, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 68 "dynamic_2d_arrays.c"

{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 68, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(rows)[2][0], ((16) == 0 ? 0 : ((1) - 1) * sizeof((rows)[0]) + (16) * sizeof((rows)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION, "rows[2][0:16]", 0, 0, __builtin_object_size((void *)&(rows)[2][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(rows), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "rows" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 68 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int k = 0; k < 16; k++)
        rows[2][k] += 100; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 71, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(rows)[0], (4) * sizeof((rows)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION | ACCRT_ROWS, "rows[0:4][0:16]", (0) * sizeof((rows)[0][0]), (16) * sizeof((rows)[0][0]), __builtin_object_size((void *)&(rows)[0], 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }

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
