/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "clause_side_effects.c"
# 1 "clause_side_effects.c"
# 1 "clause_side_effects.c"







# 9 "clause_side_effects.c" 2




# 12 "clause_side_effects.c"
static int conditions, gangs_asked, lowers, lengths, queues, waits;

static int yes(void) { conditions++; return 1; }
static int gangs(void) { gangs_asked++; return 4; }
static int lower(void) { lowers++; return 0; }
static int length(void) { lengths++; return 128; }
static int queue(void) { queues++; return 2; }
static int waited(void) { waits++; return 2; }

int main(void)
{
    static int a[128], b[128], c[128], d[128];
    for (int i = 0; i < 128; i++)
        a[i] = b[i] = c[i] = d[i] = 1;


    int k = 0;

{ int __accc_clause_0 __attribute__((unused)) = (k++); static const __accrt_loc __accc_region_loc = { "clause_side_effects.c", 29, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "clause_side_effects.c"

{ static const __accrt_loc __accc_loc = { "clause_side_effects.c", 29, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (128) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:128]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (__accc_clause_0)); }
# 29 "clause_side_effects.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 128; i++)
        a[i] += i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "clause_side_effects.c", 32, "main", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }




{ int __accc_clause_1 __attribute__((unused)) = (gangs()); int __accc_clause_2 __attribute__((unused)) = !!(yes()); long long __accc_clause_3 __attribute__((unused)) = (lower()); long long __accc_clause_4 __attribute__((unused)) = (length()); int __accc_clause_5 __attribute__((unused)) = (queue()); int __accc_clause_6 __attribute__((unused)) = (waited()); static const __accrt_loc __accc_region_loc = { "clause_side_effects.c", 36, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "clause_side_effects.c"

{ static const __accrt_loc __accc_loc = { "clause_side_effects.c", 36, "main", "parallel" }; int __accc_check_on = __accrt_checking() && (__accc_clause_2); if (__accc_check_on) { __accrt_data __accc_data[] = { { (void *)&(b)[__accc_clause_3], (__accc_clause_4) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[lower():length()]", 0, 0, __builtin_object_size((void *)&(b)[__accc_clause_3], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (__accc_clause_5)); }
# 36 "clause_side_effects.c"
#pragma omp parallel if(__accrt_multicore_active() && (__accc_clause_2)) num_threads(__accrt_num_threads())
    {
#pragma omp for
        for (int i = 0; i < 128; i++)
            b[i] += i;
#pragma omp for
        for (int i = 0; i < 128; i++)
            b[i] *= 2;
    } if (__accc_check_on) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "clause_side_effects.c", 45, "main", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }



    int q = 0;

{ int __accc_clause_7 __attribute__((unused)) = (q++); int __accc_clause_8 __attribute__((unused)) = !!(yes()); static const __accrt_loc __accc_region_loc = { "clause_side_effects.c", 50, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 50 "clause_side_effects.c"
{ static const __accrt_loc __accc_loc = { "clause_side_effects.c", 50, "main", "data" }; int __accc_data_on = __accrt_checking() && (__accc_clause_8); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(c)[0], (128) * sizeof((c)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "c[0:128]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, (__accc_clause_7)); }
    {

{ int __accc_clause_9 __attribute__((unused)) = (q - 1); static const __accrt_loc __accc_region_loc = { "clause_side_effects.c", 52, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 52 "clause_side_effects.c"

{ static const __accrt_loc __accc_loc = { "clause_side_effects.c", 52, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (__accc_clause_9)); }
# 52 "clause_side_effects.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 128; i++)
            c[i] += 3 * i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "clause_side_effects.c", 56, "main", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }



{ int __accc_clause_10 __attribute__((unused)) = !!(yes()); long long __accc_clause_11 __attribute__((unused)) = (length()); static const __accrt_loc __accc_region_loc = { "clause_side_effects.c", 59, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 59 "clause_side_effects.c"

{ static const __accrt_loc __accc_loc = { "clause_side_effects.c", 59, "main", "parallel loop" }; int __accc_check_on = __accrt_checking() && (__accc_clause_10); if (__accc_check_on) { __accrt_data __accc_data[] = { { (void *)&(d)[0], (__accc_clause_11) * sizeof((d)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "d[0:length()]", 0, 0, __builtin_object_size((void *)&(d)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "d" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 59 "clause_side_effects.c"
#pragma omp parallel for if(__accrt_multicore_active() && (__accc_clause_10)) num_threads(__accrt_num_threads())
    for (int i = 0; i < 128; i++)
        d[i] -= i; if (__accc_check_on) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sa = 0, sb = 0, sc = 0, sd = 0;
    for (int i = 0; i < 128; i++) {
        sa += a[i];
        sb += b[i];
        sc += c[i];
        sd += d[i];
    }
    printf("a=%ld b=%ld c=%ld d=%ld\n", sa, sb, sc, sd);
    int once = k <= 1 && q <= 1 && conditions <= 3 && gangs_asked <= 1 && lowers <= 1 &&
               lengths <= 2 && queues <= 1 && waits <= 1;
    if (once)
        printf("PASS\n");
    else
        printf("FAIL: k=%d q=%d if=%d num_gangs=%d lower=%d length=%d async=%d wait=%d\n", k,
               q, conditions, gangs_asked, lowers, lengths, queues, waits);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
