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

{ static const __accrt_loc __accc_loc = { "empty_subarrays.c", 10, "bump", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(p)[lo], (count) * sizeof((p)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "p[lo:count]", 0, 0, __builtin_object_size((void *)&(p)[lo], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lo)), sizeof(lo), ACCRT_ARG_VALUE, "lo" }, { (const void *)(&(count)), sizeof(count), ACCRT_ARG_VALUE, "count" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "p" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 3, -2); }
# 10 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 11 "empty_subarrays.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)((long long)(lo + count) - (long long)(lo)); __accc_n0++)
        { int i = lo; i += (1) * __accc_n0; p[i] += 1; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static float sum(const float *p, int lo, int count) {
    float s = 0;
    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 17, "sum", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "empty_subarrays.c"

{ static const __accrt_loc __accc_loc = { "empty_subarrays.c", 17, "sum", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(p)[lo], (count) * sizeof((p)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "p[lo:count]", 0, 0, __builtin_object_size((void *)&(p)[lo], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lo)), sizeof(lo), ACCRT_ARG_VALUE, "lo" }, { (const void *)(&(count)), sizeof(count), ACCRT_ARG_VALUE, "count" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "p" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 17 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
# 18 "empty_subarrays.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)((long long)(lo + count) - (long long)(lo)); __accc_n0++)
        { int i = lo; i += (1) * __accc_n0; s += p[i]; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
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

{ static const __accrt_loc __accc_loc = { "empty_subarrays.c", 43, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (none) * sizeof((a)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "a[0:none]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(m)[0][0], ((none) == 0 || (8) == 0 ? 0 : ((none) - 1) * sizeof((m)[0]) + (8) * sizeof((m)[0][0])), ACCRT_CREATE, 0 | ACCRT_SECTION, "m[0:none][0:8]", 0, 0, __builtin_object_size((void *)&(m)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(none)), sizeof(none), ACCRT_ARG_VALUE, "none" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 43 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 44 "empty_subarrays.c"
    for (int i = 0; i < none; i++)
        a[i] = m[i][0]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 46, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 46 "empty_subarrays.c"

{ static const __accrt_loc __accc_loc = { "empty_subarrays.c", 46, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (none) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "a[0:none]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(none)), sizeof(none), ACCRT_ARG_VALUE, "none" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 46 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 47 "empty_subarrays.c"
    for (int i = 0; i < none; i++)
        a[i] = -1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "empty_subarrays.c", 49, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (none) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:none]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }
    if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "empty_subarrays.c", 50, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (none) * sizeof((a)[0]), ACCRT_UPDATE_DEVICE, 0, "a[0:none]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "empty_subarrays.c", 51, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (none) * sizeof((a)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "a[0:none]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }
    printf("a[0] %.0f a[63] %.0f\n", a[0], a[63]);


    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 55, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 55 "empty_subarrays.c"
{ static const __accrt_loc __accc_loc = { "empty_subarrays.c", 55, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (N) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:N]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, -2); }
    {
        
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 57, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 57 "empty_subarrays.c"

{ static const __accrt_loc __accc_loc = { "empty_subarrays.c", 57, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[8], (none) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "a[8:none]", 0, 0, __builtin_object_size((void *)&(a)[8], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(none)), sizeof(none), ACCRT_ARG_VALUE, "none" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 57 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 58 "empty_subarrays.c"
        for (int i = 8; i < 8 + none; i++)
            a[i] = -1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 60, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 60 "empty_subarrays.c"

{ static const __accrt_loc __accc_loc = { "empty_subarrays.c", 60, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (N) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "a[0:N]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 60 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 61 "empty_subarrays.c"
        for (int i = 0; i < N; i++)
            a[i] *= 2; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("a[1] %.0f a[8] %.0f\n", a[1], a[8]);


    int rows = 0, cols = 8;
    
{ static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 68, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 68 "empty_subarrays.c"

{ static const __accrt_loc __accc_loc = { "empty_subarrays.c", 68, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m)[0][0], ((rows) == 0 || (cols) == 0 ? 0 : ((rows) - 1) * sizeof((m)[0]) + (cols) * sizeof((m)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_STRIDED, "m[0:rows][0:cols]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (rows), sizeof((m)[0]) }, (cols) * sizeof((m)[0][0]), __builtin_object_size((void *)&(m)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(rows)), sizeof(rows), ACCRT_ARG_VALUE, "rows" }, { (const void *)(&(cols)), sizeof(cols), ACCRT_ARG_VALUE, "cols" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 3, -2); }
# 68 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
# 69 "empty_subarrays.c"
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            m[i][j] = 5; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    rows = 8, cols = 0;
    
{ long long __accc_clause_0 __attribute__((unused)) = (rows-2); static const __accrt_loc __accc_region_loc = { "empty_subarrays.c", 73, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 73 "empty_subarrays.c"

{ static const __accrt_loc __accc_loc = { "empty_subarrays.c", 73, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m)[2][0], ((__accc_clause_0) == 0 || (cols) == 0 ? 0 : ((__accc_clause_0) - 1) * sizeof((m)[0]) + (cols) * sizeof((m)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_STRIDED, "m[2:rows-2][0:cols]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (__accc_clause_0), sizeof((m)[0]) }, (cols) * sizeof((m)[0][0]), __builtin_object_size((void *)&(m)[2][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(rows)), sizeof(rows), ACCRT_ARG_VALUE, "rows" }, { (const void *)(&(cols)), sizeof(cols), ACCRT_ARG_VALUE, "cols" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 3, -2); }
# 73 "empty_subarrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 74 "empty_subarrays.c"
    for (int i = 2; i < rows; i++)
        for (int j = 0; j < cols; j++)
            m[i][j] = 5; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
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
