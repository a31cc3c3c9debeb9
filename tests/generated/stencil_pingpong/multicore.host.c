/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "stencil_pingpong.c"
# 1 "stencil_pingpong.c"
# 1 "stencil_pingpong.c"



# 5 "stencil_pingpong.c" 2
# 6 "stencil_pingpong.c" 2


# 7 "stencil_pingpong.c"
int main(void)
{
    int n = 1000, steps = 100;
    double *u = calloc(n, sizeof(double));
    double *v = calloc(n, sizeof(double));
    u[n / 2] = 1024.0;
    v[n / 2] = 1024.0;

    double *cur = u, *nxt = v;

{ static const __accrt_loc __accc_region_loc = { "stencil_pingpong.c", 16, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "stencil_pingpong.c"

    {
        for (int s = 0; s < steps; s++) {

{ static const __accrt_loc __accc_region_loc = { "stencil_pingpong.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "stencil_pingpong.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
            for (int i = 1; i < n - 1; i++)
                nxt[i] = 0.25 * cur[i - 1] + 0.5 * cur[i] + 0.25 * cur[i + 1]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            double *t = cur;
            cur = nxt;
            nxt = t;
        }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double total = 0.0, peak = 0.0;
    int spread = 0;
    for (int i = 0; i < n; i++) {
        total += cur[i];
        if (cur[i] > peak)
            peak = cur[i];
        if (cur[i] > 1e-3)
            spread++;
    }
    printf("total=%.6f peak=%.6f spread=%d\n", total, peak, spread);
    printf("cur is %s\n", cur == u ? "u" : "v");
    free(u);
    free(v);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
