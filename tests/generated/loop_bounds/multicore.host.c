/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "loop_bounds.c"
# 1 "loop_bounds.c"
# 1 "loop_bounds.c"




# 6 "loop_bounds.c" 2




# 9 "loop_bounds.c"
int main(void)
{
    static int a[1000 + 1];
    int i;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;


{ static const __accrt_loc __accc_region_loc = { "loop_bounds.c", 15, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "loop_bounds.c"

{ static const __accrt_loc __accc_loc = { "loop_bounds.c", 15, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 15 "loop_bounds.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (i = 0; i <= 1000; i++)
        a[i] = i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "loop_bounds.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "loop_bounds.c"

{ static const __accrt_loc __accc_loc = { "loop_bounds.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(s1), sizeof(s1), ACCRT_COPY, ACCRT_IMPLICIT, "s1", 0, 0, __builtin_object_size((void *)&(s1), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(s1)), 0, ACCRT_ARG_DEVICE_PTR, "s1" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 19 "loop_bounds.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s1)
    for (int k = 1000; k > 0; k--)
        s1 += a[k]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "loop_bounds.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "loop_bounds.c"

{ static const __accrt_loc __accc_loc = { "loop_bounds.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(s2), sizeof(s2), ACCRT_COPY, ACCRT_IMPLICIT, "s2", 0, 0, __builtin_object_size((void *)&(s2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(s2)), 0, ACCRT_ARG_DEVICE_PTR, "s2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 23 "loop_bounds.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s2)
    for (int k = 3; k < 1000; k += 7)
        s2 += a[k]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int stride = 13, lo = 5;

{ static const __accrt_loc __accc_region_loc = { "loop_bounds.c", 28, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "loop_bounds.c"

{ static const __accrt_loc __accc_loc = { "loop_bounds.c", 28, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(s3), sizeof(s3), ACCRT_COPY, ACCRT_IMPLICIT, "s3", 0, 0, __builtin_object_size((void *)&(s3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lo)), sizeof(lo), ACCRT_ARG_VALUE, "lo" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(s3)), 0, ACCRT_ARG_DEVICE_PTR, "s3" }, { (const void *)(&(stride)), sizeof(stride), ACCRT_ARG_VALUE, "stride" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 28 "loop_bounds.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s3)
    for (long long __accc_n0 = 0; __accc_n0 < (long long)((((long long)(1000 - lo) - (long long)(lo) + 1) + (stride) - 1) / (stride)); __accc_n0++)
        { int k = lo; k += (stride) * __accc_n0; s3 += a[k]; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "loop_bounds.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "loop_bounds.c"

{ static const __accrt_loc __accc_loc = { "loop_bounds.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s4), sizeof(s4), ACCRT_COPY, ACCRT_IMPLICIT, "s4", 0, 0, __builtin_object_size((void *)&(s4), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s4)), 0, ACCRT_ARG_DEVICE_PTR, "s4" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 32 "loop_bounds.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s4)
    for (int k = -50; k < 50; k++)
        s4 += k * k * k + k; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "loop_bounds.c", 36, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "loop_bounds.c"

{ static const __accrt_loc __accc_loc = { "loop_bounds.c", 36, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s5), sizeof(s5), ACCRT_COPY, ACCRT_IMPLICIT, "s5", 0, 0, __builtin_object_size((void *)&(s5), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s5)), 0, ACCRT_ARG_DEVICE_PTR, "s5" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 36 "loop_bounds.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s5)
    for (long k = 4000000000L; k < 4000001000L; k++)
        s5 += k - 4000000000L; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "loop_bounds.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "loop_bounds.c"

{ static const __accrt_loc __accc_loc = { "loop_bounds.c", 40, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s6), sizeof(s6), ACCRT_COPY, ACCRT_IMPLICIT, "s6", 0, 0, __builtin_object_size((void *)&(s6), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s6)), 0, ACCRT_ARG_DEVICE_PTR, "s6" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 40 "loop_bounds.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s6)
    for (unsigned k = 10u; k < 1010u; k = k + 2u)
        s6 += k; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "loop_bounds.c", 44, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 44 "loop_bounds.c"

{ static const __accrt_loc __accc_loc = { "loop_bounds.c", 44, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(s7), sizeof(s7), ACCRT_COPY, ACCRT_IMPLICIT, "s7", 0, 0, __builtin_object_size((void *)&(s7), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(s7)), 0, ACCRT_ARG_DEVICE_PTR, "s7" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 44 "loop_bounds.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s7)
    for (int k = 1000 - 1; k >= 0; k -= 3)
        s7 += a[k]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    printf("s1=%ld s2=%ld s3=%ld s4=%ld\n", s1, s2, s3, s4);
    printf("s5=%ld s6=%ld s7=%ld\n", s5, s6, s7);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
