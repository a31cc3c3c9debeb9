/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_4d527c603044e874[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_4d527c603044e874 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_4d527c603044e874, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_4d527c603044e874, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_4d527c603044e874, 0, 0 };
# 0 "cache_write.c"
# 1 "cache_write.c"
# 1 "cache_write.c"
# 12 "cache_write.c"
# 13 "cache_write.c" 2





# 17 "cache_write.c"
static int a[4 * 1000], ra[4 * 1000];
static int sp[1000], rsp[1000];
static double in[1000 + 2], out[1000], rout[1000];

int main(void)
{
    for (int i = 0; i < 4 * 1000; i++)
        a[i] = ra[i] = i % 23;
    for (int i = 0; i < 1000; i++)
        sp[i] = rsp[i] = i % 5;
    for (int i = 0; i < 1000 + 2; i++)
        in[i] = (double)(i % 7);
    for (int i = 0; i < 1000; i++)
        out[i] = rout[i] = 0.5 * (double)(i % 3);


    for (int i = 0; i < 1000; i++)
        for (int s = 0; s < 24; s++)
            for (int k = 0; k < 4; k++)
                ra[4 * i + k] = (ra[4 * i + k] * 3 + ra[4 * i + (k + 1) % 4] + s) % 1009;
    for (int i = 0; i < 1000; i++)
        if (i % 37 == 0)
            for (int s = 0; s < 64; s++)
                if (s % 8 == 3)
                    rsp[i] = rsp[i] * 2 + s;
    for (int i = 0; i < 1000; i++)
        for (int t = 0; t < 6; t++)
            rout[i] = rout[i] * 0.5 + in[i] + in[i + 1] + in[i + 2] * (double)t;


{ static const __accrt_loc __accc_region_loc = { "cache_write.c", 46, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 46 "cache_write.c"
{ static const __accrt_loc __accc_loc = { "cache_write.c", 46, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sp), sizeof(sp), ACCRT_COPY, 0, "sp", 0, 0, __builtin_object_size((void *)&(sp), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "cache_write.c", 48, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 48 "cache_write.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_write.c", 48, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, (int)(((__accc_v4 + 128 - 1) / 128) < 1048576 ? ((__accc_v4 + 128 - 1) / 128) : 1048576), 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 48 "cache_write.c"

{ static const __accrt_loc __accc_loc = { "cache_write.c", 48, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 48 "cache_write.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1000; i++) {

            for (int s = 0; s < 24; s++)
                for (int k = 0; k < 4; k++)
                    a[4 * i + k] = (a[4 * i + k] * 3 + a[4 * i + (k + 1) % 4] + s) % 1009;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_write.c", 56, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 56 "cache_write.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_write.c", 56, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(sp), sizeof(sp), ACCRT_PRESENT, 0, "sp", 0, 0, __builtin_object_size((void *)&(sp), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(sp), 0, ACCRT_ARG_DEVICE_PTR, "sp" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, (int)(((__accc_v4 + 128 - 1) / 128) < 1048576 ? ((__accc_v4 + 128 - 1) / 128) : 1048576), 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 56 "cache_write.c"

{ static const __accrt_loc __accc_loc = { "cache_write.c", 56, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(sp), sizeof(sp), ACCRT_PRESENT, 0, "sp", 0, 0, __builtin_object_size((void *)&(sp), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(sp), 0, ACCRT_ARG_DEVICE_PTR, "sp" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 56 "cache_write.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1000; i++) {

            if (i % 37 == 0)
                for (int s = 0; s < 64; s++)
                    if (s % 8 == 3)
                        sp[i] = sp[i] * 2 + s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_write.c", 65, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 65 "cache_write.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_write.c", 65, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_PRESENT, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_PRESENT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, (int)(((__accc_v5 + 128 - 1) / 128) < 1048576 ? ((__accc_v5 + 128 - 1) / 128) : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 65 "cache_write.c"

{ static const __accrt_loc __accc_loc = { "cache_write.c", 65, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_PRESENT, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_PRESENT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 65 "cache_write.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1000; i++) {
            for (int t = 0; t < 6; t++) {

                out[i] = out[i] * 0.5 + in[i] + in[i + 1] + in[i + 2] * (double)t;
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 4, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad_a = 0, bad_sp = 0, bad_out = 0;
    long sum_a = 0, sum_sp = 0;
    double sum_out = 0.0;
    for (int i = 0; i < 4 * 1000; i++) {
        bad_a += a[i] != ra[i];
        sum_a += a[i];
    }
    for (int i = 0; i < 1000; i++) {
        bad_sp += sp[i] != rsp[i];
        sum_sp += sp[i];
        bad_out += out[i] != rout[i];
        sum_out += out[i];
    }
    printf("dense writes: %s sum=%ld a[0]=%d a[3999]=%d\n", bad_a ? "FAIL" : "PASS", sum_a, a[0],
           a[4 * 1000 - 1]);
    printf("sparse writes: %s sum=%ld sp[37]=%d sp[999]=%d\n", bad_sp ? "FAIL" : "PASS", sum_sp,
           sp[37], sp[999]);
    printf("read-modify-write: %s sum=%.6f out[1]=%.6f\n", bad_out ? "FAIL" : "PASS", sum_out,
           out[1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
