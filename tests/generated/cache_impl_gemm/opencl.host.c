/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_impl_gemm.c"
# 1 "cache_impl_gemm.c"
# 1 "cache_impl_gemm.c"




# 6 "cache_impl_gemm.c" 2







# 12 "cache_impl_gemm.c"
int main(void)
{
    static float A[45][96], B[96][70], C[45][70];
    for (int i = 0; i < 45; i++)
        for (int k = 0; k < 96; k++)
            A[i][k] = (float)((i + 2 * k) % 7) - 3.0f;
    for (int k = 0; k < 96; k++)
        for (int j = 0; j < 70; j++)
            B[k][j] = (float)((3 * k + j) % 5) - 2.0f;

{ static const __accrt_loc __accc_region_loc = { "cache_impl_gemm.c", 21, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 21 "cache_impl_gemm.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_impl_gemm.c", 21, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPYIN, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_COPYIN, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) }, { (void *)&(C), sizeof(C), ACCRT_COPYOUT, 0, "C", 0, 0, __builtin_object_size((void *)&(C), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0); long __accc_v7 = ((long)((long long)(70) - (long long)(0)) > 32 ? ((long)((long long)(70) - (long long)(0)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "B" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR, "C" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, (int)((((__accc_v6 + 32 - 1) / 32) * __accc_v7) < 1048576 ? (((__accc_v6 + 32 - 1) / 32) * __accc_v7) : 1048576), 256, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 21 "cache_impl_gemm.c"

{ static const __accrt_loc __accc_loc = { "cache_impl_gemm.c", 21, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPYIN, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_COPYIN, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) }, { (void *)&(C), sizeof(C), ACCRT_COPYOUT, 0, "C", 0, 0, __builtin_object_size((void *)&(C), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR, "C" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 21 "cache_impl_gemm.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 45; i++) {

        for (int j = 0; j < 70; j++) {
            float sum = 0.0f;
            for (int kk = 0; kk < 96; kk += 16) {

                {
                    for (int k = 0; k < 16; k++)
                        sum += A[i][kk + k] * B[kk + k][j];
                }
            }
            C[i][j] = sum;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double total = 0.0;
    for (int i = 0; i < 45; i++)
        for (int j = 0; j < 70; j++)
            total += C[i][j] * ((i * 3 + j) % 4 + 1);
    printf("gemm: total=%.1f C[0][0]=%.1f C[44][69]=%.1f\n", total, C[0][0], C[44][69]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
