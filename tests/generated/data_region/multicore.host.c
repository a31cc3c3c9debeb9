/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "data_region.c"
# 1 "data_region.c"
# 1 "data_region.c"



# 5 "data_region.c" 2




# 8 "data_region.c"
int main(void)
{
    static float a[1024], b[1024], c[1024], tmp[1024];
    float total = 0.0f;
    for (int i = 0; i < 1024; i++) {
        a[i] = (float)(i % 10);
        c[i] = 1.0f;
    }


{ static const __accrt_loc __accc_region_loc = { "data_region.c", 17, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "data_region.c"

    {

{ static const __accrt_loc __accc_region_loc = { "data_region.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "data_region.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1024; i++)
            tmp[i] = a[i] * 2.0f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_region.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "data_region.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1024; i++)
            b[i] = tmp[i] + 1.0f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_region.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "data_region.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1024; i++)
            c[i] = c[i] + b[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_region.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "data_region.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
        for (int i = 0; i < 1024; i++)
            total += c[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("b[9]=%.1f c[9]=%.1f total=%.1f\n", b[9], c[9], total);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
