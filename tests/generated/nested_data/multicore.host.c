/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "nested_data.c"
# 1 "nested_data.c"
# 1 "nested_data.c"




# 6 "nested_data.c" 2




# 9 "nested_data.c"
static void twice(int *a, int n)
{


{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 12, "twice", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "nested_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        a[i] *= 2; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    static int a[300], b[300];
    for (int i = 0; i < 300; i++) {
        a[i] = i;
        b[i] = 1;
    }

    long mid = 0;

{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 26, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "nested_data.c"

    {

{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 28, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "nested_data.c"

        {

{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "nested_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
            for (int i = 0; i < 300; i++)
                a[i] += b[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        twice(a, 300);

        for (int i = 0; i < 300; i++)
            mid += a[i];
        twice(a, 300);
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 43, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "nested_data.c"

    {

{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 45, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 45 "nested_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 300; i++)
            a[i] -= b[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    long s = 0;
    for (int i = 0; i < 300; i++)
        s += a[i];
    printf("mid=%ld a[0]=%d a[299]=%d s=%ld\n", mid, a[0], a[300 - 1], s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
