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
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(t) firstprivate(alpha, n) reduction(+:sum)
    for (int i = 0; i < n; i++) {
        t = i % 2;
        y[i] = alpha * x[i] + y[i] + (float)t;
        sum += y[i];
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int m = 20;
    static int grid[20][20];

{ static const __accrt_loc __accc_region_loc = { "default_none.c", 28, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "default_none.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for collapse(2)
        for (int i = 0; i < m; i++)
            for (int j = 0; j < m; j++)
                grid[i][j] = i * m + j;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long g = 0;
    for (int i = 0; i < 20; i++)
        for (int j = 0; j < 20; j++)
            g += grid[i][j];
    printf("y[8]=%.1f sum=%.1f g=%ld\n", y[8], sum, g);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
