/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "empty_subarrays.c"
# 1 "empty_subarrays.c"
# 1 "empty_subarrays.c"




# 6 "empty_subarrays.c" 2
# 7 "empty_subarrays.c" 2



# 9 "empty_subarrays.c"
static void bump(float *p, int lo, int count) {
    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 10, "bump", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 10 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 11 "empty_subarrays.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)((long long)(lo + count) - (long long)(lo)); __accc_n0++)
        { int i = lo; i += (1) * __accc_n0; p[i] += 1; } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static float sum(const float *p, int lo, int count) {
    float s = 0;
    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 17, "sum", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
# 18 "empty_subarrays.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)((long long)(lo + count) - (long long)(lo)); __accc_n0++)
        { int i = lo; i += (1) * __accc_n0; s += p[i]; } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    return s;
}

int main(void) {
    enum { N = 64 };
    float *a = malloc(sizeof(float) * N);
    float (*m)[8] = malloc(sizeof(float) * 8 * 8);
    for (int i = 0; i < N; i++)
        a[i] = i;
    for (int i = 0; i < 64; i++)
        m[i / 8][i % 8] = 0;


    int bounds[] = {0, 0, 16, 16, 64, 64};
    for (int c = 0; c + 1 < 6; c++)
        bump(a, bounds[c], bounds[c + 1] - bounds[c]);
    float total = 0;
    for (int c = 0; c + 1 < 6; c++)
        total += sum(a, bounds[c], bounds[c + 1] - bounds[c]);
    printf("total %.0f (expected %d)\n", total, N * (N - 1) / 2 + N);


    int none = 0;
    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 43, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 44 "empty_subarrays.c"
    for (int i = 0; i < none; i++)
        a[i] = m[i][0]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 46, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 46 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 47 "empty_subarrays.c"
    for (int i = 0; i < none; i++)
        a[i] = -1; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    
    
    
    printf("a[0] %.0f a[63] %.0f\n", a[0], a[63]);


    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 55, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 55 "empty_subarrays.c"

    {
        
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 57, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 57 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 58 "empty_subarrays.c"
        for (int i = 8; i < 8 + none; i++)
            a[i] = -1; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 60, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 60 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 61 "empty_subarrays.c"
        for (int i = 0; i < N; i++)
            a[i] *= 2; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("a[1] %.0f a[8] %.0f\n", a[1], a[8]);


    int rows = 0, cols = 8;
    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 68, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 68 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
# 69 "empty_subarrays.c"
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            m[i][j] = 5; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    rows = 8, cols = 0;
    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 73, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 73 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 74 "empty_subarrays.c"
    for (int i = 2; i < rows; i++)
        for (int j = 0; j < cols; j++)
            m[i][j] = 5; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    float ms = 0;
    for (int i = 0; i < 64; i++)
        ms += m[i / 8][i % 8];
    printf("m sum %.0f\n", ms);
    free(a);
    free(m);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
