/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "vla_2d.c"
# 1 "vla_2d.c"
# 1 "vla_2d.c"



# 5 "vla_2d.c" 2
# 6 "vla_2d.c" 2


# 7 "vla_2d.c"
static void init(int rows, int cols, float A[rows][cols])
{

{ static const __accrt_loc __accc_region_loc = { "vla_2d.c", 9, "init", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 9 "vla_2d.c"

{ static const __accrt_loc __accc_loc = { "vla_2d.c", 9, "init", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A)[0][0], ((rows) == 0 || (cols) == 0 ? 0 : ((rows) - 1) * sizeof((A)[0]) + (cols) * sizeof((A)[0][0])), ACCRT_COPYOUT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "A[0:rows][0:cols]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (rows), sizeof((A)[0]) }, (cols) * sizeof((A)[0][0]), __builtin_object_size((void *)&(A)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(rows)), sizeof(rows), ACCRT_ARG_VALUE, "rows" }, { (const void *)(&(cols)), sizeof(cols), ACCRT_ARG_VALUE, "cols" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 3, -2); }
# 9 "vla_2d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            A[i][j] = (float)(i - j); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void transpose(int rows, int cols, float A[rows][cols], float B[cols][rows])
{

{ static const __accrt_loc __accc_region_loc = { "vla_2d.c", 17, "transpose", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "vla_2d.c"

{ static const __accrt_loc __accc_loc = { "vla_2d.c", 17, "transpose", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A)[0][0], ((rows) == 0 || (cols) == 0 ? 0 : ((rows) - 1) * sizeof((A)[0]) + (cols) * sizeof((A)[0][0])), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_STRIDED, "A[0:rows][0:cols]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (rows), sizeof((A)[0]) }, (cols) * sizeof((A)[0][0]), __builtin_object_size((void *)&(A)[0][0], 0) }, { (void *)&(B)[0][0], ((cols) == 0 || (rows) == 0 ? 0 : ((cols) - 1) * sizeof((B)[0]) + (rows) * sizeof((B)[0][0])), ACCRT_COPYOUT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "B[0:cols][0:rows]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (cols), sizeof((B)[0]) }, (rows) * sizeof((B)[0][0]), __builtin_object_size((void *)&(B)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(cols)), sizeof(cols), ACCRT_ARG_VALUE, "cols" }, { (const void *)(&(rows)), sizeof(rows), ACCRT_ARG_VALUE, "rows" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "B" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 17 "vla_2d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 0; j < cols; j++) {

        for (int i = 0; i < rows; i++)
            B[j][i] = A[i][j];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    int n = 45, m = 70;
    float (*A)[m] = malloc(sizeof(float[n][m]));
    float (*B)[n] = malloc(sizeof(float[m][n]));

    init(n, m, A);
    transpose(n, m, A, B);



{ static const __accrt_loc __accc_region_loc = { "vla_2d.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "vla_2d.c"

{ static const __accrt_loc __accc_loc = { "vla_2d.c", 35, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(B)[0][0], ((m) == 0 || (n) == 0 ? 0 : ((m) - 1) * sizeof((B)[0]) + (n) * sizeof((B)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_STRIDED, "B[0:m][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (m), sizeof((B)[0]) }, (n) * sizeof((B)[0][0]), __builtin_object_size((void *)&(B)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "B" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 3, -2); }
# 35 "vla_2d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 0; j < m; j++)
        for (int i = 0; i < n; i++)
            B[j][i] = B[j][i] * 2.0f + 1.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s = 0.0;
    int bad = 0;
    for (int j = 0; j < m; j++)
        for (int i = 0; i < n; i++) {
            s += B[j][i];
            if (B[j][i] != 2.0f * (float)(i - j) + 1.0f)
                bad++;
        }
    printf("B[69][44]=%.1f B[0][44]=%.1f sum=%.1f\n", B[m - 1][n - 1], B[0][n - 1], s);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    free(A);
    free(B);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
