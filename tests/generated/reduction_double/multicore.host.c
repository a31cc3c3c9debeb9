/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reduction_double.c"
# 1 "reduction_double.c"
# 1 "reduction_double.c"


# 4 "reduction_double.c" 2




# 7 "reduction_double.c"
int main(void)
{
    static double v[5000];
    for (int i = 0; i < 5000; i++)
        v[i] = (double)((i * 7919) % 1000) * 0.25;
    v[3210] = 1000.0;
    v[77] = -3.5;

    double sum = 0.0, prod = 1.0, mx = -1e300, mn = 1e300;
    double land = 1.0, lor = 0.0;


{ static const __accrt_loc __accc_region_loc = { "reduction_double.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "reduction_double.c"

{ static const __accrt_loc __accc_loc = { "reduction_double.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 18 "reduction_double.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
    for (int i = 0; i < 5000; i++)
        sum += v[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_double.c", 22, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "reduction_double.c"

{ static const __accrt_loc __accc_loc = { "reduction_double.c", 22, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(prod)), 0, ACCRT_ARG_DEVICE_PTR, "prod" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 22 "reduction_double.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(*:prod)
    for (int i = 1; i <= 60; i++)
        prod *= (i % 4 == 0) ? 2.0 : ((i % 6 == 0) ? 0.25 : 1.0); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_double.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "reduction_double.c"

{ static const __accrt_loc __accc_loc = { "reduction_double.c", 26, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "mx" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 26 "reduction_double.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:mx)
    for (int i = 0; i < 5000; i++)
        if (v[i] > mx)
            mx = v[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_double.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "reduction_double.c"

{ static const __accrt_loc __accc_loc = { "reduction_double.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "mn" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 31 "reduction_double.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(min:mn)
    for (int i = 0; i < 5000; i++)
        if (v[i] < mn)
            mn = v[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    int where = 5000;

{ static const __accrt_loc __accc_region_loc = { "reduction_double.c", 38, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "reduction_double.c"

{ static const __accrt_loc __accc_loc = { "reduction_double.c", 38, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(where), sizeof(where), ACCRT_COPY, ACCRT_IMPLICIT, "where", 0, 0, __builtin_object_size((void *)&(where), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(mx)), sizeof(mx), ACCRT_ARG_VALUE, "mx" }, { (const void *)(&(where)), 0, ACCRT_ARG_DEVICE_PTR, "where" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 38 "reduction_double.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(min:where)
    for (int i = 0; i < 5000; i++)
        if (v[i] == mx && i < where)
            where = i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_double.c", 43, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "reduction_double.c"

{ static const __accrt_loc __accc_loc = { "reduction_double.c", 43, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(land), sizeof(land), ACCRT_COPY, ACCRT_IMPLICIT, "land", 0, 0, __builtin_object_size((void *)&(land), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(land)), 0, ACCRT_ARG_DEVICE_PTR, "land" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 43 "reduction_double.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(&&:land)
    for (int i = 0; i < 5000; i++)
        land = land && (v[i] > -10.0); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_double.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "reduction_double.c"

{ static const __accrt_loc __accc_loc = { "reduction_double.c", 47, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(lor), sizeof(lor), ACCRT_COPY, ACCRT_IMPLICIT, "lor", 0, 0, __builtin_object_size((void *)&(lor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lor)), 0, ACCRT_ARG_DEVICE_PTR, "lor" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 47 "reduction_double.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(||:lor)
    for (int i = 0; i < 5000; i++)
        lor = lor || (v[i] < -3.0); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("sum=%.2f prod=%.6e\n", sum, prod);
    printf("max=%.2f at %d min=%.2f land=%.0f lor=%.0f\n", mx, where, mn, land, lor);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
