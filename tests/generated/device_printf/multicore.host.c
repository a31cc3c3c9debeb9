/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "device_printf.c"
# 1 "device_printf.c"
# 1 "device_printf.c"






# 8 "device_printf.c" 2




# 11 "device_printf.c"

static int report(int i, float v)
{
    if (i == 5)
        printf("routine: i=%d v=%.1f\n", i, v);
    return i * 2;
}

int main(void)
{
    float a[64];
    int b[64];
    double scale = 0.25;
    int count = 64;
    for (int i = 0; i < 64; i++)
        a[i] = (float)i * 0.5f;

    printf("host: before\n");
    fflush(
# 29 "device_printf.c" 3 4
          stdout
# 29 "device_printf.c"
                );

{ static const __accrt_loc __accc_region_loc = { "device_printf.c", 30, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "device_printf.c"

{ static const __accrt_loc __accc_loc = { "device_printf.c", 30, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (64) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:64]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(scale), sizeof(scale), ACCRT_COPYIN, 0, "scale", 0, 0, __builtin_object_size((void *)&(scale), 0) }, { (void *)&(count), sizeof(count), ACCRT_COPYIN, 0, "count", 0, 0, __builtin_object_size((void *)&(count), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(&(count)), 0, ACCRT_ARG_DEVICE_PTR, "count" }, { (const void *)(&(scale)), 0, ACCRT_ARG_DEVICE_PTR, "scale" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 30 "device_printf.c"
#pragma omp parallel num_threads(1)
    {
        float half = a[3];
        printf("serial: count=%d half=%.2f scale=%f\n", count, half, scale);
        printf("serial: %s %c 0x%x [%5d] %% %-3d|\n", "literal", 'z', 255, count, 7);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    fflush(
# 36 "device_printf.c" 3 4
          stdout
# 36 "device_printf.c"
                );

{ static const __accrt_loc __accc_region_loc = { "device_printf.c", 37, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "device_printf.c"

{ static const __accrt_loc __accc_loc = { "device_printf.c", 37, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (64) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:64]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (64) * sizeof((b)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "b[0:64]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 37 "device_printf.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) {
        if (i == 0)
            printf("loop: i=%d a=%g\n", i, a[64 - 1]);
        b[i] = report(i, a[i]);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    fflush(
# 43 "device_printf.c" 3 4
          stdout
# 43 "device_printf.c"
                );
    int ok = 1;
    for (int i = 0; i < 64; i++)
        ok = ok && b[i] == 2 * i;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
