/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "loop_independent_auto.c"
# 1 "loop_independent_auto.c"
# 1 "loop_independent_auto.c"



# 5 "loop_independent_auto.c" 2




# 8 "loop_independent_auto.c"
int main(void)
{
    static double x[1000], y[1000];
    for (int i = 0; i < 1000; i++)
        x[i] = i % 13;


{ static const __accrt_loc __accc_region_loc = { "loop_independent_auto.c", 14, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "loop_independent_auto.c"

{ static const __accrt_loc __accc_loc = { "loop_independent_auto.c", 14, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYOUT, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 14 "loop_independent_auto.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for
        for (int i = 0; i < 1000; i++)
            y[i] = x[i] * 3.0 + 1.0;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    static double z[1000];

{ static const __accrt_loc __accc_region_loc = { "loop_independent_auto.c", 22, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "loop_independent_auto.c"

{ static const __accrt_loc __accc_loc = { "loop_independent_auto.c", 22, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(y), sizeof(y), ACCRT_COPYIN, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPYOUT, 0, "z", 0, 0, __builtin_object_size((void *)&(z), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR, "z" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 22 "loop_independent_auto.c"

    {
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1000; i++)
            z[i] = y[i];

        for (int i = 1; i < 1000; i++)
            z[i] = z[i] + z[i - 1];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("y[12]=%.1f z[999]=%.1f\n", y[12], z[1000 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
