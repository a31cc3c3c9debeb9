/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "data_clauses.c"
# 1 "data_clauses.c"
# 1 "data_clauses.c"




# 6 "data_clauses.c" 2
# 7 "data_clauses.c" 2




# 10 "data_clauses.c"
int main(void)
{
    float *a = malloc(200 * sizeof(float));
    float *b = malloc(200 * sizeof(float));
    float *c = malloc(200 * sizeof(float));
    float *d = malloc(200 * sizeof(float));
    float *e = malloc(200 * sizeof(float));
    for (int i = 0; i < 200; i++) {
        a[i] = (float)i;
        b[i] = 0.0f;
        c[i] = -1.0f;
        d[i] = 2.0f;
        e[i] = 0.0f;
    }



{ static const __accrt_loc __accc_region_loc = { "data_clauses.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "data_clauses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 10; i < 190; i++)
        b[i] = a[i] + 0.5f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_clauses.c", 30, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "data_clauses.c"

    {

{ static const __accrt_loc __accc_region_loc = { "data_clauses.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "data_clauses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 200; i++)
            d[i] = d[i] * a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_clauses.c", 36, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "data_clauses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 200; i++)
            e[i] = d[i] + 1.0f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_clauses.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "data_clauses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 200; i++)
            c[i] = e[i] * 0.5f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    float sb = 0.0f, sc = 0.0f, sd = 0.0f;
    for (int i = 0; i < 200; i++) {
        sb += b[i];
        sc += c[i];
        sd += d[i];
    }
    printf("b[9]=%.1f b[10]=%.1f b[189]=%.1f b[190]=%.1f\n", b[9], b[10], b[189], b[190]);
    printf("sb=%.1f sc=%.1f sd=%.1f\n", sb, sc, sd);
    free(a); free(b); free(c); free(d); free(e);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
