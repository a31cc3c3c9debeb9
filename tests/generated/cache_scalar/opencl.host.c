/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_scalar.c"
# 1 "cache_scalar.c"
# 1 "cache_scalar.c"




# 6 "cache_scalar.c" 2





# 10 "cache_scalar.c"
static int in[777 + 2 * 4], out1[777], out2[777], out3[777];
static int w[2 * 4 + 1];

int main(void)
{
    int scale = 3;
    for (int i = 0; i < 777 + 2 * 4; i++)
        in[i] = (i * 41) % 53 - 26;
    for (int k = 0; k <= 2 * 4; k++)
        w[k] = k * k - 7;


{ static const __accrt_loc __accc_region_loc = { "cache_scalar.c", 21, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 21 "cache_scalar.c"
{ static const __accrt_loc __accc_loc = { "cache_scalar.c", 21, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(out1), sizeof(out1), ACCRT_COPYOUT, 0, "out1", 0, 0, __builtin_object_size((void *)&(out1), 0) }, { (void *)&(out2), sizeof(out2), ACCRT_COPYOUT, 0, "out2", 0, 0, __builtin_object_size((void *)&(out2), 0) }, { (void *)&(out3), sizeof(out3), ACCRT_COPYOUT, 0, "out3", 0, 0, __builtin_object_size((void *)&(out3), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 5, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "cache_scalar.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "cache_scalar.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_scalar.c", 23, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_PRESENT, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(out1), sizeof(out1), ACCRT_PRESENT, 0, "out1", 0, 0, __builtin_object_size((void *)&(out1), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { int __accc_v2 = scale; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(777) - (long long)(0)) > 0 ? (long)((long long)(777) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(777) - (long long)(0)) > 0 ? (long)((long long)(777) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "w" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_fp_scale" }, { (const void *)(out1), 0, ACCRT_ARG_DEVICE_PTR, "out1" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, (int)(((__accc_v7 + 128 - 1) / 128) < 1048576 ? ((__accc_v7 + 128 - 1) / 128) : 1048576), 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 23 "cache_scalar.c"

{ static const __accrt_loc __accc_loc = { "cache_scalar.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_PRESENT, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(out1), sizeof(out1), ACCRT_PRESENT, 0, "out1", 0, 0, __builtin_object_size((void *)&(out1), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(&(scale)), sizeof(scale), ACCRT_ARG_VALUE, "scale" }, { (const void *)(out1), 0, ACCRT_ARG_DEVICE_PTR, "out1" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 23 "cache_scalar.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(scale)
        for (int i = 0; i < 777; i++) {

            int s = 0;
            for (int k = 0; k <= 2 * 4; k++)
                s += w[k] * in[i + k];
            out1[i] = s * scale;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_scalar.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "cache_scalar.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_scalar.c", 32, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_PRESENT, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(out2), sizeof(out2), ACCRT_PRESENT, 0, "out2", 0, 0, __builtin_object_size((void *)&(out2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(777) - (long long)(0)) > 0 ? (long)((long long)(777) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(777) - (long long)(0)) > 0 ? (long)((long long)(777) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "w" }, { (const void *)(out2), 0, ACCRT_ARG_DEVICE_PTR, "out2" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, ((__accc_v6) + 4 - 1) / 4, (int)(((__accc_v6 + 512 - 1) / 512) < 1048576 ? ((__accc_v6 + 512 - 1) / 512) : 1048576), 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 32 "cache_scalar.c"

{ static const __accrt_loc __accc_loc = { "cache_scalar.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_PRESENT, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(out2), sizeof(out2), ACCRT_PRESENT, 0, "out2", 0, 0, __builtin_object_size((void *)&(out2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(out2), 0, ACCRT_ARG_DEVICE_PTR, "out2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 32 "cache_scalar.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 777; i++) {

            int best = in[i] * w[0];
            for (int k = 1; k <= 2 * 4; k++)
                if (in[i + k] * w[k] > best)
                    best = in[i + k] * w[k];
            out2[i] = best;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_scalar.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "cache_scalar.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_scalar.c", 42, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_PRESENT, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out3), sizeof(out3), ACCRT_PRESENT, 0, "out3", 0, 0, __builtin_object_size((void *)&(out3), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(777) - (long long)(0)) > 0 ? (long)((long long)(777) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(777) - (long long)(0)) > 0 ? (long)((long long)(777) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { (const void *)(out3), 0, ACCRT_ARG_DEVICE_PTR, "out3" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 42 "cache_scalar.c"

{ static const __accrt_loc __accc_loc = { "cache_scalar.c", 42, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_PRESENT, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out3), sizeof(out3), ACCRT_PRESENT, 0, "out3", 0, 0, __builtin_object_size((void *)&(out3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out3), 0, ACCRT_ARG_DEVICE_PTR, "out3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 42 "cache_scalar.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 777; i++) {
            int h = i % 3;
            for (int k = 0; k < 5; k++) {

                h = h * 2 + in[i + k];
            }
            out3[i] = h;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 5, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    long s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i < 777; i++) {
        int s = 0, best = in[i] * w[0], acc = i % 3;
        for (int k = 0; k <= 2 * 4; k++)
            s += w[k] * in[i + k];
        for (int k = 1; k <= 2 * 4; k++)
            if (in[i + k] * w[k] > best)
                best = in[i + k] * w[k];
        for (int k = 0; k < 5; k++)
            acc = acc * 2 + in[i + k];
        bad += (out1[i] != s * scale) + (out2[i] != best) + (out3[i] != acc);
        s1 += out1[i], s2 += out2[i], s3 += out3[i];
    }
    printf("scalars and whole arrays in cache lists: %s (%d mismatches)\n", bad ? "FAIL" : "PASS",
           bad);
    printf("weighted=%ld max=%ld local=%ld\n", s1, s2, s3);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
