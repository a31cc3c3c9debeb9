/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "firstprivate.c"
# 1 "firstprivate.c"
# 1 "firstprivate.c"


# 4 "firstprivate.c" 2




# 7 "firstprivate.c"
int main(void)
{
    static int a[500], b[500];
    int base = 100;
    float scale = 0.5f;


{ static const __accrt_loc __accc_region_loc = { "firstprivate.c", 13, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 13 "firstprivate.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(base, scale)
    for (int i = 0; i < 500; i++)
        a[i] = base + (int)(scale * (float)(2 * i)); if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



    int offset = 7;

{ static const __accrt_loc __accc_region_loc = { "firstprivate.c", 20, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "firstprivate.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for
        for (int i = 0; i < 500; i++)
            b[i] = i + offset;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



    int counter = 42;
    static int c[500];

{ static const __accrt_loc __accc_region_loc = { "firstprivate.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "firstprivate.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(counter)
    for (int i = 0; i < 500; i++) {
        int local = counter;
        local += i;
        c[i] = local;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0;
    for (int i = 0; i < 500; i++)
        s += a[i] + b[i] + c[i];
    printf("a[10]=%d b[10]=%d c[10]=%d counter=%d base=%d\n", a[10], b[10], c[10], counter, base);
    printf("s=%ld\n", s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
