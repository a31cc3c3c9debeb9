/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "update_directive.c"
# 1 "update_directive.c"
# 1 "update_directive.c"



# 5 "update_directive.c" 2




# 8 "update_directive.c"
int main(void)
{
    static int a[256], b[256];
    for (int i = 0; i < 256; i++)
        a[i] = i;

    long mid = 0;

{ static const __accrt_loc __accc_region_loc = { "update_directive.c", 15, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "update_directive.c"
{ static const __accrt_loc __accc_loc = { "update_directive.c", 15, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_CREATE, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "update_directive.c", 17, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "update_directive.c"

{ static const __accrt_loc __accc_loc = { "update_directive.c", 17, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 17 "update_directive.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 256; i++)
            b[i] = a[i] * 3; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "update_directive.c", 21, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_UPDATE_SELF, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        for (int i = 0; i < 256; i++)
            mid += b[i];

        for (int i = 0; i < 256; i++)
            a[i] = 1000;
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "update_directive.c", 27, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (256) * sizeof((a)[0]), ACCRT_UPDATE_DEVICE, 0, "a[0:256]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }


{ static const __accrt_loc __accc_region_loc = { "update_directive.c", 29, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "update_directive.c"

{ static const __accrt_loc __accc_loc = { "update_directive.c", 29, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 29 "update_directive.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 256; i++)
            a[i] = a[i] + b[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "update_directive.c", 33, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (256 / 2) * sizeof((a)[0]), ACCRT_UPDATE_SELF, 0, "a[0:256 / 2]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }


    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0;
    for (int i = 0; i < 256; i++)
        s += a[i];
    printf("mid=%ld a[0]=%d a[255]=%d s=%ld\n", mid, a[0], a[256 - 1], s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
