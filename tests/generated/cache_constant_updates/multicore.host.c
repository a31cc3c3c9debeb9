/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_constant_updates.c"
# 1 "cache_constant_updates.c"
# 1 "cache_constant_updates.c"
# 11 "cache_constant_updates.c"
# 12 "cache_constant_updates.c" 2
# 13 "cache_constant_updates.c" 2






# 18 "cache_constant_updates.c"
static float x[4099], y[4099], w[(2 * 3 + 1)];

static void stencil(void)
{

{ static const __accrt_loc __accc_region_loc = { "cache_constant_updates.c", 22, "stencil", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "cache_constant_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 3; i < 4099 - 3; i++) {

        float s = 0.0f;
        for (int k = -3; k <= 3; k++)
            s += w[k + 3] * x[i + k];
        y[i] = s;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


}

static int check(const char *what)
{
    int bad = 0;
    double sum = 0.0;
    for (int i = 3; i < 4099 - 3; i++) {
        float s = 0.0f;
        for (int k = -3; k <= 3; k++)
            s += w[k + 3] * x[i + k];
        bad += y[i] != s;
        sum += y[i];
    }
    printf("%s: %s (%d mismatches) sum=%.1f\n", what, bad ? "FAIL" : "PASS", bad, sum);
    return bad;
}

int main(void)
{
    for (int i = 0; i < 4099; i++)
        x[i] = (float)((i * 5) % 17);
    for (int k = 0; k < (2 * 3 + 1); k++)
        w[k] = (float)(k + 1);
    int bad = 0;

    stencil();
    bad += check("1a. first launch");
    stencil();
    bad += check("1b. same weights");


{ static const __accrt_loc __accc_region_loc = { "cache_constant_updates.c", 62, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 62 "cache_constant_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int k = 0; k < (2 * 3 + 1); k++)
        w[k] = 2.0f * w[k] + 1.0f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    stencil();
    bad += check("2. weights written by a kernel");

    for (int k = 0; k < (2 * 3 + 1); k++)
        w[k] = (float)((2 * 3 + 1) - k);

    stencil();
    bad += check("3. update device");


    for (int k = 0; k < (2 * 3 + 1); k++)
        w[k] = (float)(k % 3 + 1);

    stencil();
    bad += check("4. deleted and copied in again");

    float other[(2 * 3 + 1)];
    for (int k = 0; k < (2 * 3 + 1); k++)
        other[k] = w[k] = (float)(k * k % 5);
    acc_memcpy_to_device(acc_deviceptr(w), other, sizeof other);
    stencil();
    bad += check("5. acc_memcpy_to_device");
    stencil();
    bad += check("5b. again");

    printf("%s\n", bad ? "FAILED" : "all passed");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
