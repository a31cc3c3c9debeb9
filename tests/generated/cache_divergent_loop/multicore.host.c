/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_divergent_loop.c"
# 1 "cache_divergent_loop.c"
# 1 "cache_divergent_loop.c"




# 6 "cache_divergent_loop.c" 2


# 7 "cache_divergent_loop.c"
int main(void)
{
    static int a[300 + 8], b[300];
    for (int i = 0; i < 300 + 8; i++) a[i] = i % 17;

{ static const __accrt_loc __accc_region_loc = { "cache_divergent_loop.c", 11, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 11 "cache_divergent_loop.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 300; i++) {
        int s = 0;
        for (int j = i; j < 300; j++) {

            s += a[j] + a[j + 3];
        }
        b[i] = s;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long t = 0;
    for (int i = 0; i < 300; i++) t += (long)b[i] * (i % 5 + 1);
    printf("%ld\n", t);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
