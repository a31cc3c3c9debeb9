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
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
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

    {
        saxpy(n, 2.0f, x, y);
        saxpy(n, -1.0f, x, y);
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

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
