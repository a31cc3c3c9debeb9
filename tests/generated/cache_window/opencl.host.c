/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_6_0 = { "__accc_kernel_6_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_7_0 = { "__accc_kernel_7_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_window.c"
# 1 "cache_window.c"
# 1 "cache_window.c"
# 14 "cache_window.c"
# 15 "cache_window.c" 2






# 20 "cache_window.c"
static float in[2 * 1601 + 8], out[1601], ref[1601];
static int xi[1601], yi[1601], refi[1601];
static const float w[2 * 3 + 1] = {1, 2, 3, 4, 3, 2, 1};

static int compare(const char *what, const float *got, const float *want, int lo, int hi)
{
    int bad = 0;
    for (int i = lo; i < hi; i++)
        bad += got[i] != want[i];
    long sum = 0;
    for (int i = lo; i < hi; i++)
        sum += (long)got[i] * (i % 11 + 1);
    printf("%s: %s (%d mismatches) weighted=%ld\n", what, bad ? "FAIL" : "PASS", bad, sum);
    return bad;
}

static void clear(void)
{
    for (int i = 0; i < 1601; i++)
        out[i] = ref[i] = -1.0f;
}

static int stencil(int n)
{
    clear();
    for (int i = 3; i < n - 3; i++) {
        float s = 0.0f;
        for (int k = -3; k <= 3; k++)
            s += w[k + 3] * in[i + k];
        ref[i] = s;
    }

{ static const __accrt_loc __accc_region_loc = { "cache_window.c", 51, "stencil", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 51 "cache_window.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_window.c", 51, "stencil", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in)[0], (n) * sizeof((in)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "in[0:n]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(3); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n - 3) - (long long)(3)) > 0 ? (long)((long long)(n - 3) - (long long)(3)) : 0); long __accc_v6 = (long long)((long)((long long)(n - 3) - (long long)(3)) > 0 ? (long)((long long)(n - 3) - (long long)(3)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "w" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, ((__accc_v6) + 4 - 1) / 4, (int)(((__accc_v6 + 512 - 1) / 512) < 1048576 ? ((__accc_v6 + 512 - 1) / 512) : 1048576), 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 51 "cache_window.c"

{ static const __accrt_loc __accc_loc = { "cache_window.c", 51, "stencil", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (n) * sizeof((in)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "in[0:n]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 51 "cache_window.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 3; i < n - 3; i++) {

        float s = 0.0f;
        for (int k = -3; k <= 3; k++)
            s += w[k + 3] * in[i + k];
        out[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    char what[32];
    snprintf(what, sizeof what, "a. stencil n=%d", n);
    return compare(what, out, ref, 0, n);
}

int main(void)
{
    int fails = 0;
    for (int i = 0; i < 2 * 1601 + 8; i++)
        in[i] = (float)((i * 7 + 3) % 19);
    for (int i = 0; i < 1601; i++)
        xi[i] = (i * 5) % 23 - 11;

    fails += stencil(37);
    fails += stencil(1601);


    clear();
    for (int i = 0; i < 1601; i++) {
        float s = 0.0f;
        for (int k = 0; k < 5; k++)
            s += (float)(k + 1) * in[2 * i + k];
        ref[i] = s;
    }

{ static const __accrt_loc __accc_region_loc = { "cache_window.c", 83, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 83 "cache_window.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_window.c", 83, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1601) - (long long)(0)) > 0 ? (long)((long long)(1601) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1601) - (long long)(0)) > 0 ? (long)((long long)(1601) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, ((__accc_v5) + 4 - 1) / 4, (int)(((__accc_v5 + 512 - 1) / 512) < 1048576 ? ((__accc_v5 + 512 - 1) / 512) : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 83 "cache_window.c"

{ static const __accrt_loc __accc_loc = { "cache_window.c", 83, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 83 "cache_window.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1601; i++) {

        float s = 0.0f;
        for (int k = 0; k < 5; k++)
            s += (float)(k + 1) * in[2 * i + k];
        out[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    fails += compare("b. rate 2", out, ref, 0, 1601);


    for (int i = 1; i < 1601 - 1; i++)
        refi[i] = xi[i - 1] + 2 * xi[i] - 3 * xi[i + 1];

{ static const __accrt_loc __accc_region_loc = { "cache_window.c", 96, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 96 "cache_window.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_window.c", 96, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(xi), sizeof(xi), ACCRT_COPYIN, 0, "xi", 0, 0, __builtin_object_size((void *)&(xi), 0) }, { (void *)&(yi)[1], (1601 - 2) * sizeof((yi)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "yi[1:1601 - 2]", 0, 0, __builtin_object_size((void *)&(yi)[1], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v1 = (long)((const char *)((void *)&(yi)[1]) - (const char *)(yi)); long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1601 - 1) - (long long)(1)) > 0 ? (long)((long long)(1601 - 1) - (long long)(1)) : 0); long __accc_v6 = (long long)((long)((long long)(1601 - 1) - (long long)(1)) > 0 ? (long)((long long)(1601 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(xi), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "xi" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_delta_yi" }, { (const void *)((void *)&(yi)[1]), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "yi" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, ((__accc_v6) + 4 - 1) / 4, (int)(((__accc_v6 + 512 - 1) / 512) < 1048576 ? ((__accc_v6 + 512 - 1) / 512) : 1048576), 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 96 "cache_window.c"

{ static const __accrt_loc __accc_loc = { "cache_window.c", 96, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(xi), sizeof(xi), ACCRT_COPYIN, 0, "xi", 0, 0, __builtin_object_size((void *)&(xi), 0) }, { (void *)&(yi)[1], (1601 - 2) * sizeof((yi)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "yi[1:1601 - 2]", 0, 0, __builtin_object_size((void *)&(yi)[1], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(xi), 0, ACCRT_ARG_DEVICE_PTR, "xi" }, { (const void *)(yi), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "yi" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 96 "cache_window.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 1; i < 1601 - 1; i++) {

        yi[i] = xi[i - 1] + 2 * xi[i] - 3 * xi[i + 1];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    int badi = 0;
    long sumi = 0;
    for (int i = 1; i < 1601 - 1; i++) {
        badi += yi[i] != refi[i];
        sumi += (long)yi[i] * (i % 7);
    }
    printf("c. int offsets: %s (%d mismatches) weighted=%ld\n", badi ? "FAIL" : "PASS", badi,
           sumi);
    fails += badi;


    clear();
    for (int i = 0; i < 1601; i++) {
        float s = 0.0f;
        for (int j = 0; j < 2; j++)
            for (int k = 0; k < 3; k++)
                s += (float)(j + 1) * in[i + 3 * j + k];
        ref[i] = s;
    }

{ static const __accrt_loc __accc_region_loc = { "cache_window.c", 120, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 120 "cache_window.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_window.c", 120, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1601) - (long long)(0)) > 0 ? (long)((long long)(1601) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1601) - (long long)(0)) > 0 ? (long)((long long)(1601) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, ((__accc_v5) + 4 - 1) / 4, (int)(((__accc_v5 + 512 - 1) / 512) < 1048576 ? ((__accc_v5 + 512 - 1) / 512) : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 120 "cache_window.c"

{ static const __accrt_loc __accc_loc = { "cache_window.c", 120, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 120 "cache_window.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1601; i++) {

        float s = 0.0f;
        for (int j = 0; j < 2; j++)
            for (int k = 0; k < 3; k++)
                s += (float)(j + 1) * in[i + 3 * j + k];
        out[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    fails += compare("d. nested loops", out, ref, 0, 1601);


    long total = 0, want = 0;
    for (int i = 1; i < 1601 - 1; i++)
        want += (long)(in[i - 1] + in[i] + in[i + 1]);

{ static const __accrt_loc __accc_region_loc = { "cache_window.c", 135, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 135 "cache_window.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_window.c", 135, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1601 - 1) - (long long)(1)) > 0 ? (long)((long long)(1601 - 1) - (long long)(1)) : 0); long __accc_v5 = (long long)((long)((long long)(1601 - 1) - (long long)(1)) > 0 ? (long)((long long)(1601 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, ((__accc_v5) + 4 - 1) / 4, (int)(((__accc_v5 + 512 - 1) / 512) < 1048576 ? ((__accc_v5 + 512 - 1) / 512) : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 135 "cache_window.c"

{ static const __accrt_loc __accc_loc = { "cache_window.c", 135, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 135 "cache_window.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
    for (int i = 1; i < 1601 - 1; i++) {

        total += (long)(in[i - 1] + in[i] + in[i + 1]);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("e. reduction: %s total=%ld\n", total == want ? "PASS" : "FAIL", total);
    fails += total != want;


    int r = 37 % 3;
    clear();
    for (int i = 0; i < 1601; i++)
        ref[i] = in[i + r] + in[i + 2];

{ static const __accrt_loc __accc_region_loc = { "cache_window.c", 148, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 148 "cache_window.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_window.c", 148, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v0 = r; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1601) - (long long)(0)) > 0 ? (long)((long long)(1601) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1601) - (long long)(0)) > 0 ? (long)((long long)(1601) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "r" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v6, (int)(((__accc_v6 + 128 - 1) / 128) < 1048576 ? ((__accc_v6 + 128 - 1) / 128) : 1048576), 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 148 "cache_window.c"

{ static const __accrt_loc __accc_loc = { "cache_window.c", 148, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(r)), sizeof(r), ACCRT_ARG_VALUE, "r" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 148 "cache_window.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1601; i++) {

        out[i] = in[i + r] + in[i + 2];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    fails += compare("f. run-time offset", out, ref, 0, 1601);


    clear();
    for (int i = 1601 - 1; i >= 1; i--)
        ref[i] = in[i - 1] - in[i];

{ static const __accrt_loc __accc_region_loc = { "cache_window.c", 159, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 159 "cache_window.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_window.c", 159, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1601 - 1); long __accc_v3 = (long)(-1); long __accc_v4 = ((long)((long long)(1601 - 1) - (long long)(1) + 1) > 0 ? (long)((long long)(1601 - 1) - (long long)(1) + 1) : 0); long __accc_v5 = (long long)((long)((long long)(1601 - 1) - (long long)(1) + 1) > 0 ? (long)((long long)(1601 - 1) - (long long)(1) + 1) : 0); __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_6_0, __accc_v5, (int)(((__accc_v5 + 128 - 1) / 128) < 1048576 ? ((__accc_v5 + 128 - 1) / 128) : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 159 "cache_window.c"

{ static const __accrt_loc __accc_loc = { "cache_window.c", 159, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 159 "cache_window.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 1601 - 1; i >= 1; i--) {

        out[i] = in[i - 1] - in[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    fails += compare("g. counting down", out, ref, 1, 1601);


    clear();
    for (int i = 3; i < 1601 - 3; i++) {
        float s = 0.0f;
        for (int k = -3; k <= 3; k++)
            s += in[i + k];
        ref[i] = s;
    }

{ static const __accrt_loc __accc_region_loc = { "cache_window.c", 174, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 174 "cache_window.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_window.c", 174, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(3); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1601 - 3) - (long long)(3)) > 0 ? (long)((long long)(1601 - 3) - (long long)(3)) : 0); long __accc_v5 = (long long)((long)((long long)(1601 - 3) - (long long)(3)) > 0 ? (long)((long long)(1601 - 3) - (long long)(3)) : 0); __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_7_0, ((__accc_v5) + 4 - 1) / 4, (int)(((__accc_v5 + 512 - 1) / 512) < 1048576 ? ((__accc_v5 + 512 - 1) / 512) : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 174 "cache_window.c"

{ static const __accrt_loc __accc_loc = { "cache_window.c", 174, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 174 "cache_window.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for
        for (int i = 3; i < 1601 - 3; i++) {

            float s = 0.0f;
            for (int k = -3; k <= 3; k++)
                s += in[i + k];
            out[i] = s;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    fails += compare("h. gang vector", out, ref, 0, 1601);

    printf("%s\n", fails ? "FAILED" : "all passed");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
