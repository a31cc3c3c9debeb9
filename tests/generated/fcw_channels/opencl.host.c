/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
# 0 "fcw_channels.c"
# 1 "fcw_channels.c"
# 1 "fcw_channels.c"
# 15 "fcw_channels.c"
# 16 "fcw_channels.c" 2
# 17 "fcw_channels.c" 2





# 21 "fcw_channels.c"
int main(void)
{
    int *a = malloc(sizeof(int) * 100003);
    int *sums = malloc(sizeof(int) * (100003 / 256 + 1));
    int *scan = malloc(sizeof(int) * 100003);
    int *s1 = malloc(sizeof(int) * 100003);
    int *s2 = malloc(sizeof(int) * 100003);
    int *src = malloc(sizeof(int) * 100003);
    int *t = malloc(sizeof(int) * 100003);
    for (int i = 0; i < 100003; i++) {
        a[i] = (i * 37) % 101 - 50;
        s1[i] = (i * 13) % 17;
        s2[i] = s1[i];
        src[i] = s1[i];
    }
    for (int k = 0; k <= 100003 / 256; k++)
        sums[k] = 0;


{ static const __accrt_loc __accc_region_loc = { "fcw_channels.c", 39, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "fcw_channels.c"
{ static const __accrt_loc __accc_loc = { "fcw_channels.c", 39, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (100003) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:100003]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s1)[0], (100003) * sizeof((s1)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "s1[0:100003]", 0, 0, __builtin_object_size((void *)&(s1)[0], 0) }, { (void *)&(s2)[0], (100003) * sizeof((s2)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "s2[0:100003]", 0, 0, __builtin_object_size((void *)&(s2)[0], 0) }, { (void *)&(src)[0], (100003) * sizeof((src)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "src[0:100003]", 0, 0, __builtin_object_size((void *)&(src)[0], 0) }, { (void *)&(t)[0], (100003) * sizeof((t)[0]), ACCRT_CREATE, 0 | ACCRT_SECTION, "t[0:100003]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) }, { (void *)&(scan)[0], (100003) * sizeof((scan)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "scan[0:100003]", 0, 0, __builtin_object_size((void *)&(scan)[0], 0) }, { (void *)&(sums)[0], (100003/256 +1) * sizeof((sums)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "sums[0:100003/256 +1]", 0, 0, __builtin_object_size((void *)&(sums)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 7, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "fcw_channels.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "fcw_channels.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_channels.c", 41, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)(a), 0) }, { (void *)(sums), 0, ACCRT_PRESENT, 0, "sums", 0, 0, __builtin_object_size((void *)(sums), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100003) - (long long)(0)) > 0 ? (long)((long long)(100003) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100003) - (long long)(0)) > 0 ? (long)((long long)(100003) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(sums), 0, ACCRT_ARG_DEVICE_PTR, "sums" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, (int)(((__accc_v5 + 256 - 1) / 256) < 1048576 ? ((__accc_v5 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 41 "fcw_channels.c"

{ static const __accrt_loc __accc_loc = { "fcw_channels.c", 41, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)(a), 0) }, { (void *)(sums), 0, ACCRT_PRESENT, 0, "sums", 0, 0, __builtin_object_size((void *)(sums), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(sums), 0, ACCRT_ARG_DEVICE_PTR, "sums" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 41 "fcw_channels.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 100003; i++) {
            int tile = i / 256;
            int lane = i % 256;

            {
                for (int y = 256 / 2; y > 0; y >>= 1)
                    if (lane < y && i + y < 100003)
                        a[i] = a[i] + a[i + y];
                if (lane == 0)
                    sums[tile] = a[i];
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_channels.c", 54, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 54 "fcw_channels.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_channels.c", 54, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(src), 0, ACCRT_PRESENT, 0, "src", 0, 0, __builtin_object_size((void *)(src), 0) }, { (void *)(scan), 0, ACCRT_PRESENT, 0, "scan", 0, 0, __builtin_object_size((void *)(scan), 0) }, { (void *)(t), 0, ACCRT_PRESENT, 0, "t", 0, 0, __builtin_object_size((void *)(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(100003) - (long long)(0)) > 0 ? (long)((long long)(100003) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(100003) - (long long)(0)) > 0 ? (long)((long long)(100003) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "src" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { (const void *)(scan), 0, ACCRT_ARG_DEVICE_PTR, "scan" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v6, (int)(((__accc_v6 + 256 - 1) / 256) < 1048576 ? ((__accc_v6 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 54 "fcw_channels.c"

{ static const __accrt_loc __accc_loc = { "fcw_channels.c", 54, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(src), 0, ACCRT_PRESENT, 0, "src", 0, 0, __builtin_object_size((void *)(src), 0) }, { (void *)(scan), 0, ACCRT_PRESENT, 0, "scan", 0, 0, __builtin_object_size((void *)(scan), 0) }, { (void *)(t), 0, ACCRT_PRESENT, 0, "t", 0, 0, __builtin_object_size((void *)(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR, "src" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { (const void *)(scan), 0, ACCRT_ARG_DEVICE_PTR, "scan" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 54 "fcw_channels.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 100003; i++) {
            int lane = i % 256;
            int x = src[i];

            {
                t[i] = x;

                for (int d = 1; d < 256; d *= 2) {
                    int add = lane >= d ? t[i - d] : 0;
                    t[i] = t[i] + add;
                }
                scan[i] = t[i];
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_channels.c", 69, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 69 "fcw_channels.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_channels.c", 69, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(s1), 0, ACCRT_PRESENT, 0, "s1", 0, 0, __builtin_object_size((void *)(s1), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(100003) - (long long)(0)) > 0 ? (long)((long long)(100003) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(100003) - (long long)(0)) > 0 ? (long)((long long)(100003) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(s1), 0, ACCRT_ARG_DEVICE_PTR, "s1" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v4, (int)(((__accc_v4 + 256 - 1) / 256) < 1048576 ? ((__accc_v4 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 69 "fcw_channels.c"

{ static const __accrt_loc __accc_loc = { "fcw_channels.c", 69, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(s1), 0, ACCRT_PRESENT, 0, "s1", 0, 0, __builtin_object_size((void *)(s1), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(s1), 0, ACCRT_ARG_DEVICE_PTR, "s1" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 69 "fcw_channels.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 100003; i++) {
            int lane = i % 256;

            {
                for (int d = 1; d < 256; d *= 2) {
                    int add = lane >= d ? s1[i - d] : 0;
                    s1[i] += add;
                }
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_channels.c", 80, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 80 "fcw_channels.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_channels.c", 80, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(s2), 0, ACCRT_PRESENT, 0, "s2", 0, 0, __builtin_object_size((void *)(s2), 0) }, { (void *)(src), 0, ACCRT_PRESENT, 0, "src", 0, 0, __builtin_object_size((void *)(src), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100003) - (long long)(0)) > 0 ? (long)((long long)(100003) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100003) - (long long)(0)) > 0 ? (long)((long long)(100003) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "src" }, { (const void *)(s2), 0, ACCRT_ARG_DEVICE_PTR, "s2" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, (int)(((__accc_v5 + 256 - 1) / 256) < 1048576 ? ((__accc_v5 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 80 "fcw_channels.c"

{ static const __accrt_loc __accc_loc = { "fcw_channels.c", 80, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(s2), 0, ACCRT_PRESENT, 0, "s2", 0, 0, __builtin_object_size((void *)(s2), 0) }, { (void *)(src), 0, ACCRT_PRESENT, 0, "src", 0, 0, __builtin_object_size((void *)(src), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR, "src" }, { (const void *)(s2), 0, ACCRT_ARG_DEVICE_PTR, "s2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 80 "fcw_channels.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 100003; i++) {
            int lane = i % 256;

            {
                s2[i] = src[i];
                for (int d = 1; d < 256; d *= 2) {
                    int add = lane >= d ? s2[i - d] : 0;
                    s2[i] += add;
                }
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 7, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long bad = 0;
    for (int k = 0; k <= (100003 - 1) / 256; k++) {
        int s = 0;
        for (int i = k * 256; i < (k + 1) * 256 && i < 100003; i++)
            s += (i * 37) % 101 - 50;
        bad += sums[k] != s;
    }
    for (int i = 0; i < 100003; i++) {
        bad += a[i] != (i * 37) % 101 - 50;
        int want = 0;
        for (int j = i - i % 256; j <= i; j++)
            want += src[j];
        bad += scan[i] != want;
        bad += s1[i] != want;
        bad += s2[i] != want;
    }
    printf("fcw channels over %d iterations in blocks of %d: %s (%ld mismatches)\n", 100003, 256,
           bad ? "FAIL" : "PASS", bad);
    printf("sums[0]=%d sums[%d]=%d scan[%d]=%d\n", sums[0], 100003 / 256, sums[100003 / 256], 100003 - 1,
           scan[100003 - 1]);
    free(a);
    free(sums);
    free(scan);
    free(s1);
    free(s2);
    free(src);
    free(t);
    return bad != 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
static void __attribute__((constructor(101))) __accc_require_opencl(void) { __accrt_require_target(6); }
