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

    {

{ static const __accrt_loc __accc_region_loc = { "default_present.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "default_present.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < n; i++)
            y[i] = y[i] + 2.0 * x[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "default_present.c", 22, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "default_present.c"

        {
            
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 24 "default_present.c"
for (int i = 0; i < n; i++)
                y[i] = y[i] * 0.5;
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

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
