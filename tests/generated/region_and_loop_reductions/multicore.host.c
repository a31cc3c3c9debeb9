/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "region_and_loop_reductions.c"
# 1 "region_and_loop_reductions.c"
# 1 "region_and_loop_reductions.c"




# 6 "region_and_loop_reductions.c" 2


# 7 "region_and_loop_reductions.c"
int main(void)
{
    long s = 0;
    double p = 1;
    int m = -1;

{ static const __accrt_loc __accc_region_loc = { "region_and_loop_reductions.c", 12, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "region_and_loop_reductions.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s) reduction(*:p) reduction(max:m)
    {
#pragma omp for
        for (int i = 0; i < 100; i++) {
            s += i;
            p *= (i % 10 == 0) ? 2.0 : 1.0;
            m = (i * 37) % 101 > m ? (i * 37) % 101 : m;
        }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long t = 0;

{ static const __accrt_loc __accc_region_loc = { "region_and_loop_reductions.c", 22, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "region_and_loop_reductions.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:t)
    {
#pragma omp for
        for (int i = 0; i < 20; i++) {

            for (int j = 0; j < 30; j++) t += i * j;
        }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("%ld %g %d %ld\n", s, p, m, t);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
