/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "default_present.c"
# 1 "default_present.c"
# 1 "default_present.c"


# 4 "default_present.c" 2
# 5 "default_present.c" 2


# 6 "default_present.c"
int main(void)
{
    int n = 300;
    double *x = malloc(n * sizeof(double));
    double *y = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) {
        x[i] = i;
        y[i] = 1.0;
    }


{ static const __accrt_loc __accc_region_loc = { "default_present.c", 16, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "default_present.c"
{ static const __accrt_loc __accc_loc = { "default_present.c", 16, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "default_present.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "default_present.c"

{ static const __accrt_loc __accc_loc = { "default_present.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(y), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "y", 0, 0, __builtin_object_size((void *)(y), 0) }, { (void *)(x), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "x", 0, 0, __builtin_object_size((void *)(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 18 "default_present.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < n; i++)
            y[i] = y[i] + 2.0 * x[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "default_present.c", 22, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "default_present.c"

{ static const __accrt_loc __accc_loc = { "default_present.c", 22, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(y), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "y", 0, 0, __builtin_object_size((void *)(y), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 22 "default_present.c"

        {
            
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 24 "default_present.c"
for (int i = 0; i < n; i++)
                y[i] = y[i] * 0.5;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += y[i];
    printf("y[0]=%.1f y[299]=%.1f sum=%.1f\n", y[0], y[n - 1], s);
    free(x);
    free(y);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
