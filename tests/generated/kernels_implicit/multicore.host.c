/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "kernels_implicit.c"
# 1 "kernels_implicit.c"
# 1 "kernels_implicit.c"




# 6 "kernels_implicit.c" 2




# 9 "kernels_implicit.c"
static double g[400];

int main(void)
{
    double a[400], b[400];
    const double c[4] = {1.0, 2.0, 3.0, 4.0};
    for (int i = 0; i < 400; i++) {
        a[i] = i;
        g[i] = 0.5;
    }

    double last = 0.0;
    int n = 400;

{ static const __accrt_loc __accc_region_loc = { "kernels_implicit.c", 22, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "kernels_implicit.c"

    {
        
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 24 "kernels_implicit.c"
for (int i = 0; i < n; i++)
            b[i] = a[i] * c[i % 4] + g[i];
        last = b[n - 1];
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double factor = 2.0;

{ static const __accrt_loc __accc_region_loc = { "kernels_implicit.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "kernels_implicit.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 400; i++)
        g[i] = b[i] * factor; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s = 0.0;
    for (int i = 0; i < 400; i++)
        s += g[i];
    printf("b[5]=%.1f last=%.1f sum g=%.1f\n", b[5], last, s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
