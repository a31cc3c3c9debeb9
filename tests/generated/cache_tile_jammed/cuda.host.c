/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_016909fafd3e80d7[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_016909fafd3e80d7 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_016909fafd3e80d7, 0, 0 };
# 0 "cache_tile_jammed.c"
# 1 "cache_tile_jammed.c"
# 1 "cache_tile_jammed.c"





# 7 "cache_tile_jammed.c" 2







# 13 "cache_tile_jammed.c"
static int A[75][48], B[48][41], C[75][41], R[75][41];

int main(void)
{
    for (int i = 0; i < 75; i++)
        for (int k = 0; k < 48; k++)
            A[i][k] = (i * 7 + k * 3) % 13 - 6;
    for (int k = 0; k < 48; k++)
        for (int j = 0; j < 41; j++)
            B[k][j] = (k * 5 + j * 11) % 17 - 8;
    for (int i = 0; i < 75; i++)
        for (int j = 0; j < 41; j++) {
            int sum = 0;
            for (int k = 0; k < 48; k++)
                sum += A[i][k] * B[k][j];
            if (sum % 3 == 0)
                sum += i - 2 * j;
            R[i][j] = sum;
            C[i][j] = -1;
        }


{ static const __accrt_loc __accc_region_loc = { "cache_tile_jammed.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "cache_tile_jammed.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_tile_jammed.c", 34, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPYIN, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_COPYIN, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) }, { (void *)&(C), sizeof(C), ACCRT_COPY, 0, "C", 0, 0, __builtin_object_size((void *)&(C), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(75) - (long long)(0)) > 0 ? (long)((long long)(75) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(75) - (long long)(0)) > 0 ? (long)((long long)(75) - (long long)(0)) : 0); long __accc_v7 = ((long)((long long)(41) - (long long)(0)) > 32 ? ((long)((long long)(41) - (long long)(0)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "B" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR, "C" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, (int)((((__accc_v6 + 32 - 1) / 32) * __accc_v7) < 1048576 ? (((__accc_v6 + 32 - 1) / 32) * __accc_v7) : 1048576), 256, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 34 "cache_tile_jammed.c"

{ static const __accrt_loc __accc_loc = { "cache_tile_jammed.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPYIN, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_COPYIN, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) }, { (void *)&(C), sizeof(C), ACCRT_COPY, 0, "C", 0, 0, __builtin_object_size((void *)&(C), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR, "C" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 34 "cache_tile_jammed.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 75; i++) {

        for (int j = 0; j < 41; j++) {
            int sum = 0, bias;
            bias = i - 2 * j;
            for (int kk = 0; kk < 48; kk += 16) {

                for (int k = kk; k < kk + 16; k++)
                    sum += A[i][k] * B[k][j];
            }
            if (sum % 3 == 0)
                sum += bias;
            C[i][j] = sum;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long check = 0;
    int bad = 0;
    for (int i = 0; i < 75; i++)
        for (int j = 0; j < 41; j++) {
            check += (long)C[i][j] * ((i * 7 + j) % 11 + 1);
            bad += C[i][j] != R[i][j];
        }
    printf("checksum %ld\n", check);
    printf("%s (%d elements differ from the host reference)\n", bad ? "MISMATCH" : "match", bad);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
