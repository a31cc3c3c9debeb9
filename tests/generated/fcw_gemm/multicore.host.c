/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "fcw_gemm.c"
# 1 "fcw_gemm.c"
# 1 "fcw_gemm.c"
# 21 "fcw_gemm.c"
# 22 "fcw_gemm.c" 2







# 28 "fcw_gemm.c"
static float a[45][83], b[83][70], c[45][70], d[45][70];

int main(void)
{
    for (int i = 0; i < 45; i++)
        for (int k = 0; k < 83; k++)
            a[i][k] = (float)((i * 7 + k * 3) % 11 - 5);
    for (int k = 0; k < 83; k++)
        for (int j = 0; j < 70; j++)
            b[k][j] = (float)((k * 5 + j * 13) % 9 - 4);


{ static const __accrt_loc __accc_region_loc = { "fcw_gemm.c", 39, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "fcw_gemm.c"
{ static const __accrt_loc __accc_loc = { "fcw_gemm.c", 39, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 4, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "fcw_gemm.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "fcw_gemm.c"

{ static const __accrt_loc __accc_loc = { "fcw_gemm.c", 41, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPY, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 41 "fcw_gemm.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 45; i++) {

            for (int j = 0; j < 70; j++) {
                float sum = 0;
                for (int l = 0; l < 83; l += 16) {
                    int bound = l + 16 < 83 ? l + 16 : 83;

                    for (int m = l; m < bound; m++)
                        sum += a[i][m] * b[m][j];
                }
                c[i][j] = sum;
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_gemm.c", 55, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 55 "fcw_gemm.c"

{ static const __accrt_loc __accc_loc = { "fcw_gemm.c", 55, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPY, ACCRT_IMPLICIT, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 55 "fcw_gemm.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 45; i++) {

            for (int j = 0; j < 70; j++) {
                float sum = 0;
                for (int l = 0; l < 83; l += 16) {

                    {
                        for (int m = l; m < (l + 16 < 83 ? l + 16 : 83); m++)
                            sum += a[i][m] * b[m][j];
                    }
                }
                d[i][j] = sum;
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long bad = 0, trace = 0, total = 0;
    for (int i = 0; i < 45; i++)
        for (int j = 0; j < 70; j++) {
            float r = 0;
            for (int k = 0; k < 83; k++)
                r += a[i][k] * b[k][j];
            bad += (c[i][j] != r) + (d[i][j] != r);
            total += (long)c[i][j];
            if (i == j)
                trace += (long)c[i][j];
        }
    printf("fcw gemm %dx%dx%d in slices of %d: %s (%ld mismatches)\n", 45, 70, 83, 16,
           bad ? "FAIL" : "PASS", bad);
    printf("sum %ld trace %ld\n", total, trace);
    return bad != 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
