/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "update_directive.c"
# 1 "update_directive.c"
# 1 "update_directive.c"



# 5 "update_directive.c" 2




# 8 "update_directive.c"
int main(void)
{
    static int a[256], b[256];
    for (int i = 0; i < 256; i++)
        a[i] = i;

    long mid = 0;

{ static const __accrt_loc __accc_region_loc = { "update_directive.c", 15, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "update_directive.c"

    {

{ static const __accrt_loc __accc_region_loc = { "update_directive.c", 17, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "update_directive.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 256; i++)
            b[i] = a[i] * 3; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


        for (int i = 0; i < 256; i++)
            mid += b[i];

        for (int i = 0; i < 256; i++)
            a[i] = 1000;



{ static const __accrt_loc __accc_region_loc = { "update_directive.c", 29, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "update_directive.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 256; i++)
            a[i] = a[i] + b[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0;
    for (int i = 0; i < 256; i++)
        s += a[i];
    printf("mid=%ld a[0]=%d a[255]=%d s=%ld\n", mid, a[0], a[256 - 1], s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
