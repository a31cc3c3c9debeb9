/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reduction_nested.c"
# 1 "reduction_nested.c"
# 1 "reduction_nested.c"




# 6 "reduction_nested.c" 2





# 10 "reduction_nested.c"
static int m[200][150];

int main(void)
{
    for (int i = 0; i < 200; i++)
        for (int j = 0; j < 150; j++)
            m[i][j] = (i * 3 + j * 5) % 17 - 7;

    long total = 0;

{ static const __accrt_loc __accc_region_loc = { "reduction_nested.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "reduction_nested.c"

{ static const __accrt_loc __accc_loc = { "reduction_nested.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 19 "reduction_nested.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
    for (int i = 0; i < 200; i++) {

        for (int j = 0; j < 150; j++)
            total += m[i][j];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int mx = -100, mn = 100;

{ static const __accrt_loc __accc_region_loc = { "reduction_nested.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "reduction_nested.c"

{ static const __accrt_loc __accc_loc = { "reduction_nested.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "mx" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "mn" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 27 "reduction_nested.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(max:mx) reduction(min:mn)
    for (int i = 0; i < 200; i++)
        for (int j = 0; j < 150; j++) {
            mx = m[i][j] > mx ? m[i][j] : mx;
            mn = m[i][j] < mn ? m[i][j] : mn;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long pos = 0, neg = 0;

{ static const __accrt_loc __accc_region_loc = { "reduction_nested.c", 35, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "reduction_nested.c"

{ static const __accrt_loc __accc_loc = { "reduction_nested.c", 35, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(pos), sizeof(pos), ACCRT_COPY, 0, "pos", 0, 0, __builtin_object_size((void *)&(pos), 0) }, { (void *)&(neg), sizeof(neg), ACCRT_COPY, 0, "neg", 0, 0, __builtin_object_size((void *)&(neg), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(&(pos)), 0, ACCRT_ARG_DEVICE_PTR, "pos" }, { (const void *)(&(neg)), 0, ACCRT_ARG_DEVICE_PTR, "neg" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 35 "reduction_nested.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for reduction(+:pos) reduction(+:neg)
        for (int i = 0; i < 200; i++) {

            for (int j = 0; j < 150; j++) {
                if (m[i][j] > 0)
                    pos += m[i][j];
                else
                    neg += m[i][j];
            }
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("total=%ld max=%d min=%d pos=%ld neg=%ld\n", total, mx, mn, pos, neg);
    printf("%s\n", pos + neg == total ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
