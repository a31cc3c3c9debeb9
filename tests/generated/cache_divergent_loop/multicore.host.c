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

{ static const __accrt_loc __accc_loc = { "cache_divergent_loop.c", 11, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 11 "cache_divergent_loop.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 300; i++) {
        int s = 0;
        for (int j = i; j < 300; j++) {

            s += a[j] + a[j + 3];
        }
        b[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long t = 0;
    for (int i = 0; i < 300; i++) t += (long)b[i] * (i % 5 + 1);
    printf("%ld\n", t);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
