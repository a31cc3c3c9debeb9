/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "if_clause.c"
# 1 "if_clause.c"
# 1 "if_clause.c"






# 8 "if_clause.c" 2


# 9 "if_clause.c"
static void run(int n, int use_device, long *out)
{
    int a[1000];
    for (int i = 0; i < n; i++)
        a[i] = i;
    int on_device = use_device && n > 10;

{ static const __accrt_loc __accc_region_loc = { "if_clause.c", 15, "run", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "if_clause.c"

    {

{ static const __accrt_loc __accc_region_loc = { "if_clause.c", 17, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "if_clause.c"
#pragma omp parallel for if(__accrt_multicore_active() && (on_device)) num_threads(__accrt_num_threads())
        for (int i = 0; i < n; i++)
            a[i] = a[i] * a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    *out = s;
}

int main(void)
{
    long r1, r2, r3;
    run(1000, 1, &r1);
    run(1000, 0, &r2);
    run(5, 1, &r3);

    int v[50];
    for (int i = 0; i < 50; i++)
        v[i] = 1;
    int on = 0;


{ static const __accrt_loc __accc_region_loc = { "if_clause.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "if_clause.c"
#pragma omp parallel for if(__accrt_multicore_active() && (on)) num_threads(__accrt_num_threads())
    for (int i = 0; i < 50; i++)
        v[i] += i; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int sv = 0;
    for (int i = 0; i < 50; i++)
        sv += v[i];

    printf("r1=%ld r2=%ld r3=%ld sv=%d\n", r1, r2, r3, sv);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
