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
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:count)
    {
#pragma omp for
        for (int i = 0; i < 2048; i++)
            if (a[i] > 40)
                count++;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_parallel_construct.c", 31, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "reduction_parallel_construct.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:fs) reduction(max:dmax) reduction(max:big)
    {
#pragma omp for
        for (int i = 0; i < 2048; i++) {
            fs += (float)a[i];
            dmax = (double)a[i] * 1.5 > dmax ? (double)a[i] * 1.5 : dmax;
            big = a[i] > big ? a[i] : big;
        }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



    int once = 10;

{ static const __accrt_loc __accc_region_loc = { "reduction_parallel_construct.c", 44, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 44 "reduction_parallel_construct.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads((1)) reduction(+:once)
    {
        once += 5;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    int s2 = 1;

{ static const __accrt_loc __accc_region_loc = { "reduction_parallel_construct.c", 51, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 51 "reduction_parallel_construct.c"
#pragma omp parallel num_threads(1) reduction(*:s2)
    {
        s2 *= 6;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("count=%d fs=%.1f dmax=%.1f big=%d once=%d s2=%d\n", count, fs, dmax, big, once, s2);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
