/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_directive.c"
# 1 "cache_directive.c"
# 1 "cache_directive.c"



# 5 "cache_directive.c" 2




# 8 "cache_directive.c"
int main(void)
{
    static float in[2000], out3[2000], out5[2000];
    for (int i = 0; i < 2000; i++)
        in[i] = (float)(i % 16);


{ static const __accrt_loc __accc_region_loc = { "cache_directive.c", 14, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "cache_directive.c"

{ static const __accrt_loc __accc_loc = { "cache_directive.c", 14, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out3), sizeof(out3), ACCRT_COPYOUT, 0, "out3", 0, 0, __builtin_object_size((void *)&(out3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out3), 0, ACCRT_ARG_DEVICE_PTR, "out3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 14 "cache_directive.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 1; i < 2000 - 1; i++) {

        out3[i] = in[i - 1] + in[i] + in[i + 1];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_directive.c", 20, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "cache_directive.c"

{ static const __accrt_loc __accc_loc = { "cache_directive.c", 20, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out5), sizeof(out5), ACCRT_COPYOUT, 0, "out5", 0, 0, __builtin_object_size((void *)&(out5), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out5), 0, ACCRT_ARG_DEVICE_PTR, "out5" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 20 "cache_directive.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for
        for (int i = 2; i < 2000 - 2; i++) {

            float s = 0.0f;
            for (int k = -2; k <= 2; k++)
                s += in[i + k];
            out5[i] = s;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s3 = 0.0, s5 = 0.0;
    for (int i = 1; i < 2000 - 1; i++)
        s3 += out3[i];
    for (int i = 2; i < 2000 - 2; i++)
        s5 += out5[i];
    printf("out3[1]=%.1f out5[2]=%.1f s3=%.1f s5=%.1f\n", out3[1], out5[2], s3, s5);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
