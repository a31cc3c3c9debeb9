/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "saxpy.c"
# 1 "saxpy.c"
# 1 "saxpy.c"


# 4 "saxpy.c" 2
# 5 "saxpy.c" 2


# 6 "saxpy.c"
static void saxpy(int n, float a, const float *restrict x, float *restrict y)
{

{ static const __accrt_loc __accc_region_loc = { "saxpy.c", 8, "saxpy", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 8 "saxpy.c"

{ static const __accrt_loc __accc_loc = { "saxpy.c", 8, "saxpy", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(a)), sizeof(a), ACCRT_ARG_VALUE, "a" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "y" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 8 "saxpy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    int n = 1 << 16;
    float *x = malloc(n * sizeof(float));
    float *y = malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) {
        x[i] = (float)(i % 100);
        y[i] = (float)(i % 7);
    }


{ static const __accrt_loc __accc_region_loc = { "saxpy.c", 23, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "saxpy.c"
{ static const __accrt_loc __accc_loc = { "saxpy.c", 23, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    {
        saxpy(n, 2.0f, x, y);
        saxpy(n, -1.0f, x, y);
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double checksum = 0.0;
    int bad = 0;
    for (int i = 0; i < n; i++) {
        checksum += y[i];
        if (y[i] != (float)(i % 100 + i % 7))
            bad++;
    }
    printf("y[0]=%.1f y[12345]=%.1f checksum=%.1f\n", y[0], y[12345], checksum);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    free(x);
    free(y);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
