/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "data_modifiers.c"
# 1 "data_modifiers.c"
# 1 "data_modifiers.c"






# 8 "data_modifiers.c" 2




# 11 "data_modifiers.c"
int main(void)
{
    static int src[500], dst[500], acc_buf[500];
    for (int i = 0; i < 500; i++) {
        src[i] = i % 17;
        dst[i] = 0;
        acc_buf[i] = 0;
    }



{ static const __accrt_loc __accc_region_loc = { "data_modifiers.c", 21, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 21 "data_modifiers.c"

{ static const __accrt_loc __accc_loc = { "data_modifiers.c", 21, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(src), sizeof(src), ACCRT_COPYIN, ACCRT_READONLY, "src", 0, 0, __builtin_object_size((void *)&(src), 0) }, { (void *)&(dst), sizeof(dst), ACCRT_COPYOUT, ACCRT_ZERO, "dst", 0, 0, __builtin_object_size((void *)&(dst), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR, "src" }, { (const void *)(dst), 0, ACCRT_ARG_DEVICE_PTR, "dst" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 21 "data_modifiers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 500; i += 2)
        dst[i] = src[i] * 3; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0;

{ static const __accrt_loc __accc_region_loc = { "data_modifiers.c", 26, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "data_modifiers.c"
{ static const __accrt_loc __accc_loc = { "data_modifiers.c", 26, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(src), sizeof(src), ACCRT_COPYIN, 0, "src", 0, 0, __builtin_object_size((void *)&(src), 0) }, { (void *)&(acc_buf), sizeof(acc_buf), ACCRT_CREATE, ACCRT_ZERO, "acc_buf", 0, 0, __builtin_object_size((void *)&(acc_buf), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "data_modifiers.c", 28, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "data_modifiers.c"

{ static const __accrt_loc __accc_loc = { "data_modifiers.c", 28, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(src)[100], (200) * sizeof((src)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "src[100:200]", 0, 0, __builtin_object_size((void *)&(src)[100], 0) }, { (void *)&(acc_buf)[100], (200) * sizeof((acc_buf)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "acc_buf[100:200]", 0, 0, __builtin_object_size((void *)&(acc_buf)[100], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "src" }, { (const void *)(acc_buf), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "acc_buf" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 28 "data_modifiers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 100; i < 300; i++)
            acc_buf[i] = src[i] + 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "data_modifiers.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "data_modifiers.c"

{ static const __accrt_loc __accc_loc = { "data_modifiers.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(acc_buf), sizeof(acc_buf), ACCRT_PRESENT, 0, "acc_buf", 0, 0, __builtin_object_size((void *)&(acc_buf), 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(acc_buf), 0, ACCRT_ARG_DEVICE_PTR, "acc_buf" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 31 "data_modifiers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 500; i++)
            s += acc_buf[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sd = 0;
    int odd_zero = 1;
    for (int i = 0; i < 500; i++) {
        sd += dst[i];
        if (i % 2 == 1 && dst[i] != 0)
            odd_zero = 0;
    }
    printf("sd=%ld odd elements zero: %d s=%ld\n", sd, odd_zero, s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
