/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reduction_parallel_construct.c"
# 1 "reduction_parallel_construct.c"
# 1 "reduction_parallel_construct.c"







# 9 "reduction_parallel_construct.c" 2




# 12 "reduction_parallel_construct.c"
int main(void)
{
    static int a[2048];
    for (int i = 0; i < 2048; i++)
        a[i] = (i * 11) % 64;

    int count = 3;
    float fs = 0.0f;
    double dmax = 0.0;
    int big = 0;


{ static const __accrt_loc __accc_region_loc = { "reduction_parallel_construct.c", 23, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "reduction_parallel_construct.c"

{ static const __accrt_loc __accc_loc = { "reduction_parallel_construct.c", 23, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(count), sizeof(count), ACCRT_COPY, ACCRT_IMPLICIT, "count", 0, 0, __builtin_object_size((void *)&(count), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(count)), 0, ACCRT_ARG_DEVICE_PTR, "count" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 23 "reduction_parallel_construct.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:count)
    {
#pragma omp for
        for (int i = 0; i < 2048; i++)
            if (a[i] > 40)
                count++;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_parallel_construct.c", 31, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "reduction_parallel_construct.c"

{ static const __accrt_loc __accc_loc = { "reduction_parallel_construct.c", 31, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(fs), sizeof(fs), ACCRT_COPY, ACCRT_IMPLICIT, "fs", 0, 0, __builtin_object_size((void *)&(fs), 0) }, { (void *)&(dmax), sizeof(dmax), ACCRT_COPY, ACCRT_IMPLICIT, "dmax", 0, 0, __builtin_object_size((void *)&(dmax), 0) }, { (void *)&(big), sizeof(big), ACCRT_COPY, ACCRT_IMPLICIT, "big", 0, 0, __builtin_object_size((void *)&(big), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(fs)), 0, ACCRT_ARG_DEVICE_PTR, "fs" }, { (const void *)(&(dmax)), 0, ACCRT_ARG_DEVICE_PTR, "dmax" }, { (const void *)(&(big)), 0, ACCRT_ARG_DEVICE_PTR, "big" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 31 "reduction_parallel_construct.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:fs) reduction(max:dmax) reduction(max:big)
    {
#pragma omp for
        for (int i = 0; i < 2048; i++) {
            fs += (float)a[i];
            dmax = (double)a[i] * 1.5 > dmax ? (double)a[i] * 1.5 : dmax;
            big = a[i] > big ? a[i] : big;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



    int once = 10;

{ static const __accrt_loc __accc_region_loc = { "reduction_parallel_construct.c", 44, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 44 "reduction_parallel_construct.c"

{ static const __accrt_loc __accc_loc = { "reduction_parallel_construct.c", 44, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(once), sizeof(once), ACCRT_COPY, ACCRT_IMPLICIT, "once", 0, 0, __builtin_object_size((void *)&(once), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(once)), 0, ACCRT_ARG_DEVICE_PTR, "once" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 44 "reduction_parallel_construct.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads((1)) reduction(+:once)
    {
        once += 5;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    int s2 = 1;

{ static const __accrt_loc __accc_region_loc = { "reduction_parallel_construct.c", 51, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 51 "reduction_parallel_construct.c"

{ static const __accrt_loc __accc_loc = { "reduction_parallel_construct.c", 51, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s2), sizeof(s2), ACCRT_COPY, ACCRT_IMPLICIT, "s2", 0, 0, __builtin_object_size((void *)&(s2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s2)), 0, ACCRT_ARG_DEVICE_PTR, "s2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 51 "reduction_parallel_construct.c"
#pragma omp parallel num_threads(1) reduction(*:s2)
    {
        s2 *= 6;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("count=%d fs=%.1f dmax=%.1f big=%d once=%d s2=%d\n", count, fs, dmax, big, once, s2);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
