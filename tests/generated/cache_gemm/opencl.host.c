/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_gemm.c"
# 1 "cache_gemm.c"
# 1 "cache_gemm.c"
# 10 "cache_gemm.c"
# 11 "cache_gemm.c" 2







# 17 "cache_gemm.c"
static float A[40][48], B[48][56], C[40][56];

int main(void)
{
    for (int i = 0; i < 40; i++)
        for (int k = 0; k < 48; k++)
            A[i][k] = (float)((i * 3 + k * 5) % 11 - 5);
    for (int k = 0; k < 48; k++)
        for (int j = 0; j < 56; j++)
            B[k][j] = (float)((k * 7 + j * 2) % 9 - 4);


{ static const __accrt_loc __accc_region_loc = { "cache_gemm.c", 28, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "cache_gemm.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_gemm.c", 28, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPYIN, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_COPYIN, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) }, { (void *)&(C), sizeof(C), ACCRT_COPYOUT, 0, "C", 0, 0, __builtin_object_size((void *)&(C), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(56) - (long long)(0)) > 0 ? (long)((long long)(56) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0) * (long long)((long)((long long)(56) - (long long)(0)) > 0 ? (long)((long long)(56) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "B" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR, "C" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 28 "cache_gemm.c"

{ static const __accrt_loc __accc_loc = { "cache_gemm.c", 28, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPYIN, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_COPYIN, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) }, { (void *)&(C), sizeof(C), ACCRT_COPYOUT, 0, "C", 0, 0, __builtin_object_size((void *)&(C), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR, "C" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 28 "cache_gemm.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 56; j++) {
            float sum = 0.0f;
            for (int kk = 0; kk < 48; kk += 16) {

                for (int k = kk; k < kk + 16; k++)
                    sum += A[i][k] * B[k][j];
            }
            C[i][j] = sum;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int mismatches = 0;
    long trace = 0, checksum = 0;
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 56; j++) {
            float ref = 0.0f;
            for (int k = 0; k < 48; k++)
                ref += A[i][k] * B[k][j];
            if (C[i][j] != ref)
                mismatches++;
            checksum += (long)C[i][j] * ((i + 3 * j) % 5 - 2);
            if (i == j)
                trace += (long)C[i][j];
        }
    printf("gemm %dx%dx%d in %dx%d tiles: %s (%d mismatches)\n", 40, 56, 48, 16, 16,
           mismatches == 0 ? "PASS" : "FAIL", mismatches);
    printf("trace=%ld checksum=%ld C[0][0]=%d C[39][55]=%d\n", trace, checksum, (int)C[0][0],
           (int)C[40 - 1][56 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
