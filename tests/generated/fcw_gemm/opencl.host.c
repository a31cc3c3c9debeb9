/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
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
{ static const __accrt_loc __accc_loc = { "fcw_gemm.c", 39, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "fcw_gemm.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "fcw_gemm.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_gemm.c", 41, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPY, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0); long __accc_v7 = ((long)((long long)(70) - (long long)(0)) > 32 ? ((long)((long long)(70) - (long long)(0)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, (int)((((__accc_v6 + 4 - 1) / 4) * __accc_v7) < 1048576 ? (((__accc_v6 + 4 - 1) / 4) * __accc_v7) : 1048576), 32, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
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
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_gemm.c", 55, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 55 "fcw_gemm.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_gemm.c", 55, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPY, ACCRT_IMPLICIT, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v6, (int)(__accc_v6 < 1048576 ? __accc_v6 : 1048576), 16, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
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
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 4, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

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
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
