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

{ static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 22, "stencil", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_PRESENT, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_PRESENT, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, (1)); }
# 22 "cache_constant_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 3; i < 4099 - 3; i++) {

        float s = 0.0f;
        for (int k = -3; k <= 3; k++)
            s += w[k + 3] * x[i + k];
        y[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 30, "stencil", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 31, "stencil", "update" }; __accrt_data __accc_data[] = { { (void *)&(y), sizeof(y), ACCRT_UPDATE_SELF, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
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
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 56, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(y), sizeof(y), ACCRT_CREATE, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 3, -2); }
    stencil();
    bad += check("1a. first launch");
    stencil();
    bad += check("1b. same weights");


{ static const __accrt_loc __accc_region_loc = { "cache_constant_updates.c", 62, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 62 "cache_constant_updates.c"

{ static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 62, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (1)); }
# 62 "cache_constant_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int k = 0; k < (2 * 3 + 1); k++)
        w[k] = 2.0f * w[k] + 1.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 65, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 66, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_UPDATE_SELF, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    stencil();
    bad += check("2. weights written by a kernel");

    for (int k = 0; k < (2 * 3 + 1); k++)
        w[k] = (float)((2 * 3 + 1) - k);
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 72, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_UPDATE_DEVICE, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, (1)); }
    stencil();
    bad += check("3. update device");

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 76, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_DELETE, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }
    for (int k = 0; k < (2 * 3 + 1); k++)
        w[k] = (float)(k % 3 + 1);
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 79, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }
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
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_constant_updates.c", 91, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_DELETE, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(w), sizeof(w), ACCRT_DELETE, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(y), sizeof(y), ACCRT_DELETE, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 3, -2); }
    printf("%s\n", bad ? "FAILED" : "all passed");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
