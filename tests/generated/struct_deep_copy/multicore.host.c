/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "struct_deep_copy.c"
# 1 "struct_deep_copy.c"
# 1 "struct_deep_copy.c"




# 6 "struct_deep_copy.c" 2
# 7 "struct_deep_copy.c" 2


# 8 "struct_deep_copy.c"
typedef struct {
    int n;
    float *data;
} vec;

int main(void)
{
    vec v;
    v.n = 777;
    v.data = malloc(v.n * sizeof(float));
    for (int i = 0; i < v.n; i++)
        v.data[i] = (float)(i % 8);





{ static const __accrt_loc __accc_region_loc = { "struct_deep_copy.c", 24, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "struct_deep_copy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < v.n; i++)
        v.data[i] = v.data[i] * 4.0f + 1.0f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    float sum = 0.0f;

{ static const __accrt_loc __accc_region_loc = { "struct_deep_copy.c", 29, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "struct_deep_copy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
    for (int i = 0; i < v.n; i++)
        sum += v.data[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    float through_local = 0.0f;

{ static const __accrt_loc __accc_region_loc = { "struct_deep_copy.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "struct_deep_copy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:through_local)
    for (int i = 0; i < v.n; i++) {
        const float *d = v.data;
        through_local += d[i];
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




    float check = 0.0f;
    for (int i = 0; i < v.n; i++)
        check += v.data[i];
    printf("n=%d data[7]=%.1f sum=%.1f through a local pointer=%.1f check=%.1f\n", v.n,
           v.data[7], sum, through_local, check);
    free(v.data);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
