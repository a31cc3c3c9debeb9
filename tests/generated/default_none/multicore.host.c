/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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

{ static const __accrt_loc __accc_loc = { "default_none.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(alpha)), sizeof(alpha), ACCRT_ARG_VALUE, "alpha" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "y" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 5, -2); }
# 19 "default_none.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(t) firstprivate(alpha, n) reduction(+:sum)
    for (int i = 0; i < n; i++) {
        t = i % 2;
        y[i] = alpha * x[i] + y[i] + (float)t;
        sum += y[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int m = 20;
    static int grid[20][20];

{ static const __accrt_loc __accc_region_loc = { "default_none.c", 28, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "default_none.c"

{ static const __accrt_loc __accc_loc = { "default_none.c", 28, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPYOUT, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 28 "default_none.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for collapse(2)
        for (int i = 0; i < m; i++)
            for (int j = 0; j < m; j++)
                grid[i][j] = i * m + j;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long g = 0;
    for (int i = 0; i < 20; i++)
        for (int j = 0; j < 20; j++)
            g += grid[i][j];
    printf("y[8]=%.1f sum=%.1f g=%ld\n", y[8], sum, g);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
