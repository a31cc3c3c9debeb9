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

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (512) * sizeof((a)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "a[0:512]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 27 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 512; i++)
        a[i] = i % 64; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

   
# 31 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 31 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 31 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) b[i] = (3 * i); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
   
# 32 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 32 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 32 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) c[i] = (i % 5); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sa = 0, sb = 0, sc = 0;
   
# 35 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 35, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sa), sizeof(sa), ACCRT_COPY, ACCRT_IMPLICIT, "sa", 0, 0, __builtin_object_size((void *)&(sa), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(sa)), 0, ACCRT_ARG_DEVICE_PTR, "sa" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 35 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sa)
# 35 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) sa += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
   
# 36 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 36, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 36, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(sb), sizeof(sb), ACCRT_COPY, ACCRT_IMPLICIT, "sb", 0, 0, __builtin_object_size((void *)&(sb), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(sb)), 0, ACCRT_ARG_DEVICE_PTR, "sb" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 36 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sb)
# 36 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) sb += b[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
   
# 37 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 37, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 37, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYIN, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(sc), sizeof(sc), ACCRT_COPY, ACCRT_IMPLICIT, "sc", 0, 0, __builtin_object_size((void *)&(sc), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(&(sc)), 0, ACCRT_ARG_DEVICE_PTR, "sc" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 37 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sc)
# 37 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) sc += c[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("sa=%ld sb=%ld sc=%ld\n", sa, sb, sc);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
