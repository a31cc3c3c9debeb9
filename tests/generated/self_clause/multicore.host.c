/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "self_clause.c"
# 1 "self_clause.c"
# 1 "self_clause.c"





# 7 "self_clause.c" 2
# 8 "self_clause.c" 2



int main(void)
{
    static int a[256], b[256], c[256], d[256], e[256];
    int on_host = 1, off = 0;
    for (int i = 0; i < 256; i++)
        a[i] = i;

    for (int i = 0; i < 256; i++)
        a[i] = 2 * i;

    int host_runs = 0;

{ static const __accrt_loc __accc_region_loc = { "self_clause.c", 22, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "self_clause.c"
#pragma omp parallel for if(__accrt_multicore_active() && !(on_host)) num_threads(__accrt_num_threads()) reduction(+:host_runs)
    for (int i = 0; i < 256; i++) {
        b[i] = a[i] + 1;
        host_runs += acc_on_device(acc_device_host) ? 1 : 0;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "self_clause.c", 28, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "self_clause.c"

    
#pragma omp parallel for if(0) num_threads(__accrt_num_threads())
# 29 "self_clause.c"
for (int i = 0; i < 256; i++)
        c[i] = 3 * a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long total = 0;

{ static const __accrt_loc __accc_region_loc = { "self_clause.c", 33, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "self_clause.c"
#pragma omp parallel num_threads(1)
    for (int i = 0; i < 256; i++)
        total += a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




{ static const __accrt_loc __accc_region_loc = { "self_clause.c", 39, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "self_clause.c"
#pragma omp parallel for if(__accrt_multicore_active() && !(off)) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        d[i] = a[i] - 1; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




{ static const __accrt_loc __accc_region_loc = { "self_clause.c", 45, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 45 "self_clause.c"
#pragma omp parallel for if(__accrt_multicore_active() && !(on_host)) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        e[i] = i * i; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sb = 0, sc = 0, sd = 0, se = 0;
    for (int i = 0; i < 256; i++) {
        sb += b[i];
        sc += c[i];
        sd += d[i];
        se += e[i];
    }
    printf("b=%ld c=%ld total=%ld d=%ld e=%ld\n", sb, sc, total, sd, se);
    printf("iterations on the host: %d of %d\n", host_runs, 256);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
