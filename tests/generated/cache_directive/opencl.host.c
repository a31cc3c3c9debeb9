/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
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

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_directive.c", 14, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out3), sizeof(out3), ACCRT_COPYOUT, 0, "out3", 0, 0, __builtin_object_size((void *)&(out3), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(2000 - 1) - (long long)(1)) > 0 ? (long)((long long)(2000 - 1) - (long long)(1)) : 0); long __accc_v5 = (long long)((long)((long long)(2000 - 1) - (long long)(1)) > 0 ? (long)((long long)(2000 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { (const void *)(out3), 0, ACCRT_ARG_DEVICE_PTR, "out3" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, ((__accc_v5) + 4 - 1) / 4, (int)(((__accc_v5 + 512 - 1) / 512) < 1048576 ? ((__accc_v5 + 512 - 1) / 512) : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 14 "cache_directive.c"

{ static const __accrt_loc __accc_loc = { "cache_directive.c", 14, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out3), sizeof(out3), ACCRT_COPYOUT, 0, "out3", 0, 0, __builtin_object_size((void *)&(out3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out3), 0, ACCRT_ARG_DEVICE_PTR, "out3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 14 "cache_directive.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 1; i < 2000 - 1; i++) {

        out3[i] = in[i - 1] + in[i] + in[i + 1];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_directive.c", 20, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "cache_directive.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_directive.c", 20, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out5), sizeof(out5), ACCRT_COPYOUT, 0, "out5", 0, 0, __builtin_object_size((void *)&(out5), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(2); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(2000 - 2) - (long long)(2)) > 0 ? (long)((long long)(2000 - 2) - (long long)(2)) : 0); long __accc_v5 = (long long)((long)((long long)(2000 - 2) - (long long)(2)) > 0 ? (long)((long long)(2000 - 2) - (long long)(2)) : 0); __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { (const void *)(out5), 0, ACCRT_ARG_DEVICE_PTR, "out5" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, ((__accc_v5) + 4 - 1) / 4, (int)(((__accc_v5 + 512 - 1) / 512) < 1048576 ? ((__accc_v5 + 512 - 1) / 512) : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s3 = 0.0, s5 = 0.0;
    for (int i = 1; i < 2000 - 1; i++)
        s3 += out3[i];
    for (int i = 2; i < 2000 - 2; i++)
        s5 += out5[i];
    printf("out3[1]=%.1f out5[2]=%.1f s3=%.1f s5=%.1f\n", out3[1], out5[2], s3, s5);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
