/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_constant_table.c"
# 1 "cache_constant_table.c"
# 1 "cache_constant_table.c"






# 8 "cache_constant_table.c" 2






# 13 "cache_constant_table.c"
static float x[2003], y[2003], z[2003], w[(2 * 3 + 1)];

static void apply(const float *restrict in, float *restrict out, const float *restrict wt, int q)
{

{ static const __accrt_loc __accc_region_loc = { "cache_constant_table.c", 17, "apply", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "cache_constant_table.c"

{ static const __accrt_loc __accc_loc = { "cache_constant_table.c", 17, "apply", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (2003) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[0:2003]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (2003) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:2003]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) }, { (void *)&(wt)[0], ((2 * 3 + 1)) * sizeof((wt)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "wt[0:(2 * 3 + 1)]", 0, 0, __builtin_object_size((void *)&(wt)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(wt), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "wt" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, (q)); }
# 17 "cache_constant_table.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 3; i < 2003 - 3; i++) {

        float s = 0.0f;
        for (int k = -3; k <= 3; k++)
            s += wt[k + 3] * in[i + k];
        out[i] += s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    static float ref_y[2003], ref_z[2003];
    for (int i = 0; i < 2003; i++)
        x[i] = (float)((i * 5) % 11);
    for (int step = 0; step < 6; step++) {
        float *out = step % 2 ? ref_z : ref_y;
        for (int i = 3; i < 2003 - 3; i++) {
            float s = 0.0f;
            for (int k = -3; k <= 3; k++)
                s += (float)((k + 3 + step) % (2 * 3 + 1) + 1) * x[i + k];
            out[i] += s;
        }
    }


{ static const __accrt_loc __accc_region_loc = { "cache_constant_table.c", 42, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "cache_constant_table.c"
{ static const __accrt_loc __accc_loc = { "cache_constant_table.c", 42, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPY, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPY, 0, "z", 0, 0, __builtin_object_size((void *)&(z), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 4, -2); }
    {
        for (int step = 0; step < 6; step++) {
            int q = 1 + step % 2;


{ static const __accrt_loc __accc_region_loc = { "cache_constant_table.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "cache_constant_table.c"

{ static const __accrt_loc __accc_loc = { "cache_constant_table.c", 47, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(step)), sizeof(step), ACCRT_ARG_VALUE, "step" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, (q)); }
# 47 "cache_constant_table.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
            for (int k = 0; k < (2 * 3 + 1); k++)
                w[k] = (float)((k + step) % (2 * 3 + 1) + 1); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            apply(x, step % 2 ? z : y, w, q);
        }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_constant_table.c", 52, "main", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int mismatches = 0;
    double sum = 0.0;
    for (int i = 0; i < 2003; i++) {
        mismatches += y[i] != ref_y[i] || z[i] != ref_z[i];
        sum += y[i] * (i % 7) + z[i] * (i % 5);
    }
    printf("constant table, 6 steps on two queues: %s (%d mismatches)\n",
           mismatches == 0 ? "PASS" : "FAIL", mismatches);
    printf("sum=%.1f y[3]=%.1f z[1000]=%.1f\n", sum, y[3], z[1000]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
