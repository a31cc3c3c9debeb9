/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "macros_in_pragmas.c"
# 1 "macros_in_pragmas.c"
# 1 "macros_in_pragmas.c"



# 5 "macros_in_pragmas.c" 2
# 23 "macros_in_pragmas.c"

# 23 "macros_in_pragmas.c"
int main(void)
{
    static int a[512], b[512], c[512];


{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 512; i++)
        a[i] = i % 64; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

   
# 31 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 31 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) b[i] = (3 * i); if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
   
# 32 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 32 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) c[i] = (i % 5); if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sa = 0, sb = 0, sc = 0;
   
# 35 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sa)
# 35 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) sa += a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
   
# 36 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 36, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sb)
# 36 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) sb += b[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
   
# 37 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 37, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sc)
# 37 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) sc += c[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("sa=%ld sb=%ld sc=%ld\n", sa, sb, sc);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
