/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_write_runtime_n.c"
# 1 "cache_write_runtime_n.c"
# 1 "cache_write_runtime_n.c"






# 8 "cache_write_runtime_n.c" 2
# 9 "cache_write_runtime_n.c" 2


# 10 "cache_write_runtime_n.c"
static void update(int n, int steps, int sparse, float *in, float *out)
{

{ long long __accc_clause_0 __attribute__((unused)) = (n + 2); static const __accrt_loc __accc_region_loc = { "cache_write_runtime_n.c", 12, "update", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "cache_write_runtime_n.c"

{ static const __accrt_loc __accc_loc = { "cache_write_runtime_n.c", 12, "update", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (__accc_clause_0) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[0:n + 2]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(sparse)), sizeof(sparse), ACCRT_ARG_VALUE, "sparse" }, { (const void *)(&(steps)), sizeof(steps), ACCRT_ARG_VALUE, "steps" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 5, -2); }
# 12 "cache_write_runtime_n.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++) {

        if (!sparse || i % 64 == 0) {
            for (int s = 0; s < steps; s++)
                out[i] = 0.5f * out[i] + (in[i] + in[i + 1] + in[i + 2]);
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static int run(int n, int steps, int sparse)
{
    float *in = malloc((n + 2) * sizeof(float)), *out = malloc(n * sizeof(float));
    float *ref = malloc(n * sizeof(float));
    for (int i = 0; i < n + 2; i++)
        in[i] = (float)(i % 7);
    for (int i = 0; i < n; i++)
        out[i] = ref[i] = (float)(i % 8);
    for (int i = 0; i < n; i++)
        if (!sparse || i % 64 == 0)
            for (int s = 0; s < steps; s++)
                ref[i] = 0.5f * ref[i] + (in[i] + in[i + 1] + in[i + 2]);

{ long long __accc_clause_1 __attribute__((unused)) = (n + 2); static const __accrt_loc __accc_region_loc = { "cache_write_runtime_n.c", 34, "run", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "cache_write_runtime_n.c"
{ static const __accrt_loc __accc_loc = { "cache_write_runtime_n.c", 34, "run", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (__accc_clause_1) * sizeof((in)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "in[0:n + 2]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    update(n, steps, sparse, in, out); if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    int bad = 0;
    double sum = 0.0;
    for (int i = 0; i < n; i++) {
        bad += out[i] != ref[i];
        sum += out[i];
    }
    printf("n=%d steps=%d %s: %s sum=%.4f\n", n, steps, sparse ? "sparse" : "dense",
           bad ? "FAIL" : "PASS", sum);
    free(in), free(out), free(ref);
    return bad;
}

int main(void)
{
    int sizes[2] = {100, 1000};
    for (int k = 0; k < 2; k++)
        for (int sparse = 0; sparse <= 1; sparse++)
            run(sizes[k], 4, sparse);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
