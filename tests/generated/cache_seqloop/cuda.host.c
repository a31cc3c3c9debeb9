/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_bc961f3430726ccf[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_bc961f3430726ccf == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_bc961f3430726ccf, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_bc961f3430726ccf, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_bc961f3430726ccf, 0, 0 };
# 0 "cache_seqloop.c"
# 1 "cache_seqloop.c"
# 1 "cache_seqloop.c"
# 11 "cache_seqloop.c"
# 12 "cache_seqloop.c" 2






# 17 "cache_seqloop.c"
static int w[12][16], h[12][300 + 4], st[300][8], r1[300], r2[300];
static int rst[300][8], rr1[300], rr2[300];

int main(void)
{
    for (int t = 0; t < 12; t++) {
        for (int k = 0; k < 16; k++)
            w[t][k] = (t * 5 + k * 3) % 17 - 8;
        for (int i = 0; i < 300 + 4; i++)
            h[t][i] = (t * 11 + i * 13) % 29;
    }
    for (int i = 0; i < 300; i++)
        for (int k = 0; k < 8; k++)
            st[i][k] = rst[i][k] = (i + k) % 10;

    for (int i = 0; i < 300; i++) {
        int s1 = 0, s2 = 0;
        for (int t = 0; t < 12; t++) {
            s1 += w[t][i % 16] * (i % 7) + w[t][(i + 5) % 16];
            for (int d = 0; d < 5; d++)
                s2 += h[t][i + d] * (d + 1);
            for (int k = 0; k < 8; k++)
                rst[i][k] = (rst[i][k] * 7 + rst[i][(k + 3) % 8] + t) % 997;
        }
        rr1[i] = s1;
        rr2[i] = s2;
    }


{ static const __accrt_loc __accc_region_loc = { "cache_seqloop.c", 45, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 45 "cache_seqloop.c"
{ static const __accrt_loc __accc_loc = { "cache_seqloop.c", 45, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(h), sizeof(h), ACCRT_COPYIN, 0, "h", 0, 0, __builtin_object_size((void *)&(h), 0) }, { (void *)&(st), sizeof(st), ACCRT_COPY, 0, "st", 0, 0, __builtin_object_size((void *)&(st), 0) }, { (void *)&(r1), sizeof(r1), ACCRT_COPYOUT, 0, "r1", 0, 0, __builtin_object_size((void *)&(r1), 0) }, { (void *)&(r2), sizeof(r2), ACCRT_COPYOUT, 0, "r2", 0, 0, __builtin_object_size((void *)&(r2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 5, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "cache_seqloop.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "cache_seqloop.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_seqloop.c", 47, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(r1), sizeof(r1), ACCRT_PRESENT, 0, "r1", 0, 0, __builtin_object_size((void *)&(r1), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "w" }, { (const void *)(r1), 0, ACCRT_ARG_DEVICE_PTR, "r1" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 47 "cache_seqloop.c"

{ static const __accrt_loc __accc_loc = { "cache_seqloop.c", 47, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(r1), sizeof(r1), ACCRT_PRESENT, 0, "r1", 0, 0, __builtin_object_size((void *)&(r1), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(r1), 0, ACCRT_ARG_DEVICE_PTR, "r1" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 47 "cache_seqloop.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 300; i++) {
            int s = 0;
            for (int t = 0; t < 12; t++) {

                s += w[t][i % 16] * (i % 7) + w[t][(i + 5) % 16];
            }
            r1[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_seqloop.c", 57, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 57 "cache_seqloop.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_seqloop.c", 57, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(h), sizeof(h), ACCRT_PRESENT, 0, "h", 0, 0, __builtin_object_size((void *)&(h), 0) }, { (void *)&(r2), sizeof(r2), ACCRT_PRESENT, 0, "r2", 0, 0, __builtin_object_size((void *)&(r2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(2); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(300 + 2) - (long long)(2)) > 0 ? (long)((long long)(300 + 2) - (long long)(2)) : 0); long __accc_v5 = (long long)((long)((long long)(300 + 2) - (long long)(2)) > 0 ? (long)((long long)(300 + 2) - (long long)(2)) : 0); __accrt_arg __accc_args[] = { { (const void *)(h), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "h" }, { (const void *)(r2), 0, ACCRT_ARG_DEVICE_PTR, "r2" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 57 "cache_seqloop.c"

{ static const __accrt_loc __accc_loc = { "cache_seqloop.c", 57, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(h), sizeof(h), ACCRT_PRESENT, 0, "h", 0, 0, __builtin_object_size((void *)&(h), 0) }, { (void *)&(r2), sizeof(r2), ACCRT_PRESENT, 0, "r2", 0, 0, __builtin_object_size((void *)&(r2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(h), 0, ACCRT_ARG_DEVICE_PTR, "h" }, { (const void *)(r2), 0, ACCRT_ARG_DEVICE_PTR, "r2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 57 "cache_seqloop.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 2; i < 300 + 2; i++) {
            int s = 0;
            for (int t = 0; t < 12; t++) {

                for (int d = -2; d <= 2; d++)
                    s += h[t][i + d] * (d + 3);
            }
            r2[i - 2] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_seqloop.c", 68, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 68 "cache_seqloop.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_seqloop.c", 68, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(st), sizeof(st), ACCRT_PRESENT, 0, "st", 0, 0, __builtin_object_size((void *)&(st), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(st), 0, ACCRT_ARG_DEVICE_PTR, "st" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 68 "cache_seqloop.c"

{ static const __accrt_loc __accc_loc = { "cache_seqloop.c", 68, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(st), sizeof(st), ACCRT_PRESENT, 0, "st", 0, 0, __builtin_object_size((void *)&(st), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(st), 0, ACCRT_ARG_DEVICE_PTR, "st" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 68 "cache_seqloop.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 300; i++) {

            for (int t = 0; t < 12; t++) {

                for (int k = 0; k < 8; k++)
                    st[i][k] = (st[i][k] * 7 + st[i][(k + 3) % 8] + t) % 997;
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 5, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad1 = 0, bad2 = 0, bad3 = 0;
    long s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i < 300; i++) {
        bad1 += r1[i] != rr1[i];
        bad2 += r2[i] != rr2[i];
        s1 += r1[i];
        s2 += r2[i];
        for (int k = 0; k < 8; k++) {
            bad3 += st[i][k] != rst[i][k];
            s3 += st[i][k] * (k + 1);
        }
    }
    printf("weight rows: %s sum=%ld r1[0]=%d r1[299]=%d\n", bad1 ? "FAIL" : "PASS", s1, r1[0],
           r1[300 - 1]);
    printf("moving window: %s sum=%ld r2[0]=%d r2[299]=%d\n", bad2 ? "FAIL" : "PASS", s2, r2[0],
           r2[300 - 1]);
    printf("private row rewritten each step: %s sum=%ld st[0][0]=%d st[299][7]=%d\n",
           bad3 ? "FAIL" : "PASS", s3, st[0][0], st[300 - 1][7]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
