/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_stencil1d.c"
# 1 "cache_stencil1d.c"
# 1 "cache_stencil1d.c"
# 9 "cache_stencil1d.c"
# 10 "cache_stencil1d.c" 2





# 14 "cache_stencil1d.c"
static float a[1009], b[1009];

static float reference_step(const float *in, int i)
{
    float s = 0.0f;
    for (int k = -5; k <= 5; k++)
        s += (float)(k + 5 + 1) * in[i + k];
    return s;
}

int main(void)
{
    static float ref_a[1009], ref_b[1009];
    for (int i = 0; i < 1009; i++) {
        a[i] = (float)((i * 7) % 13);
        b[i] = a[i];
        ref_a[i] = a[i];
        ref_b[i] = a[i];
    }



    for (int step = 0; step < 5; step++) {
        float *in = (step % 2 == 0) ? ref_a : ref_b;
        float *out = (step % 2 == 0) ? ref_b : ref_a;
        for (int i = 5; i < 1009 - 5; i++) {
            float s = reference_step(in, i);
            out[i] = s - 251.0f * (float)((int)s / 251);
        }
    }


{ static const __accrt_loc __accc_region_loc = { "cache_stencil1d.c", 45, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 45 "cache_stencil1d.c"
{ static const __accrt_loc __accc_loc = { "cache_stencil1d.c", 45, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    {
        for (int step = 0; step < 5; step++) {
            if (step % 2 == 0) {

{ static const __accrt_loc __accc_region_loc = { "cache_stencil1d.c", 49, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 49 "cache_stencil1d.c"

{ static const __accrt_loc __accc_loc = { "cache_stencil1d.c", 49, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 49 "cache_stencil1d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
                for (int i = 5; i < 1009 - 5; i++) {

                    float s = 0.0f;
                    for (int k = -5; k <= 5; k++)
                        s += (float)(k + 5 + 1) * a[i + k];
                    b[i] = s - 251.0f * (float)((int)s / 251);
                } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            } else {

{ static const __accrt_loc __accc_region_loc = { "cache_stencil1d.c", 58, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 58 "cache_stencil1d.c"

{ static const __accrt_loc __accc_loc = { "cache_stencil1d.c", 58, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 58 "cache_stencil1d.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
                {
#pragma omp for
                    for (int i = 5; i < 1009 - 5; i++) {

                        float s = 0.0f;
                        for (int k = -5; k <= 5; k++)
                            s += (float)(k + 5 + 1) * b[i + k];
                        a[i] = s - 251.0f * (float)((int)s / 251);
                    }
                } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            }
        }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    int mismatches = 0;
    long sum = 0, weighted = 0;
    for (int i = 0; i < 1009; i++) {
        if (b[i] != ref_b[i] || a[i] != ref_a[i])
            mismatches++;
        sum += (long)b[i];
        weighted += (long)b[i] * (i % 17);
    }
    printf("stencil radius %d over %d points, 5 steps: %s (%d mismatches)\n", 5, 1009,
           mismatches == 0 ? "PASS" : "FAIL", mismatches);
    printf("sum=%ld weighted=%ld b[5]=%d b[500]=%d b[1003]=%d\n", sum, weighted, (int)b[5],
           (int)b[500], (int)b[1009 - 6]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
