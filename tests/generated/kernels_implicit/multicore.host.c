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

{ static const __accrt_loc __accc_loc = { "kernels_implicit.c", 22, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYIN, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(g), sizeof(g), ACCRT_COPYIN, ACCRT_IMPLICIT, "g", 0, 0, __builtin_object_size((void *)&(g), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(last), sizeof(last), ACCRT_COPY, ACCRT_IMPLICIT, "last", 0, 0, __builtin_object_size((void *)&(last), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR, "g" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(last)), 0, ACCRT_ARG_DEVICE_PTR, "last" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 5, __accc_args, 6, -2); }
# 22 "kernels_implicit.c"

    {
        
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 24 "kernels_implicit.c"
for (int i = 0; i < n; i++)
            b[i] = a[i] * c[i % 4] + g[i];
        last = b[n - 1];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double factor = 2.0;

{ static const __accrt_loc __accc_region_loc = { "kernels_implicit.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "kernels_implicit.c"

{ static const __accrt_loc __accc_loc = { "kernels_implicit.c", 30, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(g), sizeof(g), ACCRT_COPY, ACCRT_IMPLICIT, "g", 0, 0, __builtin_object_size((void *)&(g), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(factor)), sizeof(factor), ACCRT_ARG_VALUE, "factor" }, { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR, "g" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 30 "kernels_implicit.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 400; i++)
        g[i] = b[i] * factor; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s = 0.0;
    for (int i = 0; i < 400; i++)
        s += g[i];
    printf("b[5]=%.1f last=%.1f sum g=%.1f\n", b[5], last, s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
