/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "gang_private_too_large.c"
# 1 "gang_private_too_large.c"
# 1 "gang_private_too_large.c"





# 7 "gang_private_too_large.c" 2





# 11 "gang_private_too_large.c"
int main(void) {
    static float t[20000];
    double out[64];

{ static const __accrt_loc __accc_region_loc = { "gang_private_too_large.c", 14, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "gang_private_too_large.c"

{ static const __accrt_loc __accc_loc = { "gang_private_too_large.c", 14, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 14 "gang_private_too_large.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(t)
    for (int i = 0; i < 64; i++) {

        for (int j = 0; j < 20000; j++)
            t[j] = (float)(i + j);
        double s = 0;
        for (int j = 0; j < 20000; j += 1000)
            s += t[j];
        out[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double sum = 0;
    for (int i = 0; i < 64; i++)
        sum += out[i];
    printf("sum %.1f out[1] %.1f\n", sum, out[1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
