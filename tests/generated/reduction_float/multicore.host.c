/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reduction_float.c"
# 1 "reduction_float.c"
# 1 "reduction_float.c"



# 5 "reduction_float.c" 2




# 8 "reduction_float.c"
int main(void)
{
    static float x[4096];
    for (int i = 0; i < 4096; i++)
        x[i] = (float)((i * 13) % 29) - 14.0f;

    float sum = 0.5f, prod = 1.0f, mx = -1e30f, mn = 1e30f;
    float land = 1.0f, lor = 0.0f;


{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 17, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 17, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 17 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
    for (int i = 0; i < 4096; i++)
        sum += x[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 22, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 22, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(prod)), 0, ACCRT_ARG_DEVICE_PTR, "prod" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 22 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(*:prod)
    for (int i = 0; i < 100; i++)
        prod *= (i % 5 == 0 ? 2.0f : 1.0f) * (i % 7 == 0 ? 0.5f : 1.0f); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 26, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "mx" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 26 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:mx)
    for (int i = 0; i < 4096; i++)
        mx = x[i] > mx ? x[i] : mx; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 30, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "mn" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 30 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(min:mn)
    for (int i = 0; i < 4096; i++)
        mn = x[i] < mn ? x[i] : mn; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(land), sizeof(land), ACCRT_COPY, ACCRT_IMPLICIT, "land", 0, 0, __builtin_object_size((void *)&(land), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(land)), 0, ACCRT_ARG_DEVICE_PTR, "land" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 34 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(&&:land)
    for (int i = 0; i < 4096; i++)
        land = land && (x[i] + 15.0f); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_float.c", 38, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "reduction_float.c"

{ static const __accrt_loc __accc_loc = { "reduction_float.c", 38, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(lor), sizeof(lor), ACCRT_COPY, ACCRT_IMPLICIT, "lor", 0, 0, __builtin_object_size((void *)&(lor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lor)), 0, ACCRT_ARG_DEVICE_PTR, "lor" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 38 "reduction_float.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(||:lor)
    for (int i = 0; i < 4096; i++)
        lor = lor || (x[i] == 14.0f); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("sum=%.1f prod=%.6f max=%.1f min=%.1f land=%.1f lor=%.1f\n",
           sum, prod, mx, mn, land, lor);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
