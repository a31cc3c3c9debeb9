/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "math_functions.c"
# 1 "math_functions.c"
# 1 "math_functions.c"




# 6 "math_functions.c" 2
# 7 "math_functions.c" 2




# 10 "math_functions.c"
int main(void)
{
    static double x[1000], ex[1000], tr[1000];
    static float fx[1000];
    for (int i = 0; i < 1000; i++) {
        x[i] = (double)i * 0.25 - 100.0;
        fx[i] = (float)i * 0.01f;
    }


{ static const __accrt_loc __accc_region_loc = { "math_functions.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "math_functions.c"

{ static const __accrt_loc __accc_loc = { "math_functions.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(fx), sizeof(fx), ACCRT_COPYIN, 0, "fx", 0, 0, __builtin_object_size((void *)&(fx), 0) }, { (void *)&(ex), sizeof(ex), ACCRT_COPYOUT, 0, "ex", 0, 0, __builtin_object_size((void *)&(ex), 0) }, { (void *)&(tr), sizeof(tr), ACCRT_COPYOUT, 0, "tr", 0, 0, __builtin_object_size((void *)&(tr), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(ex), 0, ACCRT_ARG_DEVICE_PTR, "ex" }, { (const void *)(fx), 0, ACCRT_ARG_DEVICE_PTR, "fx" }, { (const void *)(tr), 0, ACCRT_ARG_DEVICE_PTR, "tr" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 19 "math_functions.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++) {
        double v = x[i];
        ex[i] = sqrt((double)(i * i)) + fabs(v) + floor(v) + ceil(v) + fmin(v, 1.0) + fmax(v, -1.0)
              + fmod(v, 3.0) + trunc(v) + round(v) + ldexp(v, 3);
        tr[i] = sin(v) + cos(v) + exp(v * 0.01) + log(fabs(v) + 1.0) + pow(fabs(v), 1.5)
              + tanh(v) + atan2(v, 3.0) + (double)(sinf(fx[i]) + expf(fx[i]) + sqrtf(fx[i]));
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int exact_bad = 0, tol_bad = 0;
    double se = 0.0;
    for (int i = 0; i < 1000; i++) {
        double v = x[i];
        double e = sqrt((double)(i * i)) + fabs(v) + floor(v) + ceil(v) + fmin(v, 1.0) + fmax(v, -1.0)
                 + fmod(v, 3.0) + trunc(v) + round(v) + ldexp(v, 3);
        double t = sin(v) + cos(v) + exp(v * 0.01) + log(fabs(v) + 1.0) + pow(fabs(v), 1.5)
                 + tanh(v) + atan2(v, 3.0) + (double)(sinf(fx[i]) + expf(fx[i]) + sqrtf(fx[i]));
        if (e != ex[i])
            exact_bad++;
        if (fabs(t - tr[i]) > 1e-5 * (1.0 + fabs(t)))
            tol_bad++;
        se += ex[i];
    }
    printf("exact sum=%.2f exact mismatches=%d tolerance mismatches=%d\n", se, exact_bad, tol_bad);
    printf("%s\n", exact_bad == 0 && tol_bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
