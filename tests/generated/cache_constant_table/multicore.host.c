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
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 3; i < 2003 - 3; i++) {

        float s = 0.0f;
        for (int k = -3; k <= 3; k++)
            s += wt[k + 3] * in[i + k];
        out[i] += s;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
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

    {
        for (int step = 0; step < 6; step++) {
            int q = 1 + step % 2;


{ static const __accrt_loc __accc_region_loc = { "cache_constant_table.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "cache_constant_table.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
            for (int k = 0; k < (2 * 3 + 1); k++)
                w[k] = (float)((k + step) % (2 * 3 + 1) + 1); if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            apply(x, step % 2 ? z : y, w, q);
        }

    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

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
