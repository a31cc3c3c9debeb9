/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_gemm_coarse_edge.c"
# 1 "cache_gemm_coarse_edge.c"
# 1 "cache_gemm_coarse_edge.c"







# 9 "cache_gemm_coarse_edge.c" 2
# 10 "cache_gemm_coarse_edge.c" 2





# 14 "cache_gemm_coarse_edge.c"
static void gemm(int n, float A[n][n], float B[n][n], float C[n][n])
{

{ static const __accrt_loc __accc_region_loc = { "cache_gemm_coarse_edge.c", 16, "gemm", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "cache_gemm_coarse_edge.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_gemm_coarse_edge.c", 16, "gemm", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((A)[0]) + (n) * sizeof((A)[0][0])), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_STRIDED, "A[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((A)[0]) }, (n) * sizeof((A)[0][0]), __builtin_object_size((void *)&(A)[0][0], 0) }, { (void *)&(B)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((B)[0]) + (n) * sizeof((B)[0][0])), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_STRIDED, "B[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((B)[0]) }, (n) * sizeof((B)[0][0]), __builtin_object_size((void *)&(B)[0][0], 0) }, { (void *)&(C)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((C)[0]) + (n) * sizeof((C)[0][0])), ACCRT_COPYOUT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "C[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((C)[0]) }, (n) * sizeof((C)[0][0]), __builtin_object_size((void *)&(C)[0][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { int __accc_v0 = n; long __accc_v2 = (n); long __accc_v4 = (n); long __accc_v6 = (n); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v11 = ((long)((long long)(n) - (long long)(0)) > 32 ? ((long)((long long)(n) - (long long)(0)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "n" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "A" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_A_d1" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "B" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_B_d1" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "C" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_C_d1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v10, (int)((((__accc_v10 + 32 - 1) / 32) * __accc_v11) < 1048576 ? (((__accc_v10 + 32 - 1) / 32) * __accc_v11) : 1048576), 256, 0, __accc_args, 12, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 16 "cache_gemm_coarse_edge.c"

{ static const __accrt_loc __accc_loc = { "cache_gemm_coarse_edge.c", 16, "gemm", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((A)[0]) + (n) * sizeof((A)[0][0])), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_STRIDED, "A[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((A)[0]) }, (n) * sizeof((A)[0][0]), __builtin_object_size((void *)&(A)[0][0], 0) }, { (void *)&(B)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((B)[0]) + (n) * sizeof((B)[0][0])), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_STRIDED, "B[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((B)[0]) }, (n) * sizeof((B)[0][0]), __builtin_object_size((void *)&(B)[0][0], 0) }, { (void *)&(C)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((C)[0]) + (n) * sizeof((C)[0][0])), ACCRT_COPYOUT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "C[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((C)[0]) }, (n) * sizeof((C)[0][0]), __builtin_object_size((void *)&(C)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "B" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "C" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 16 "cache_gemm_coarse_edge.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++) {

        for (int j = 0; j < n; j++) {
            float sum = 0.0f;
            for (int kk = 0; kk < n; kk += 16) {

                for (int k = kk; k < kk + 16; k++)
                    sum += A[i][k] * B[k][j];
            }
            C[i][j] = sum;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    const int n = 48;
    float *store = malloc(sizeof(float) * (3 * n * n + 4096));
    if (!store)
        return 1;
    float *a = store, *b = a + n * n, *c = b + n * n;
    for (int x = 0; x < n * n; x++) {
        a[x] = (float)((x % 7) - 3);
        b[x] = (float)((x % 5) - 2);
        c[x] = -1.0f;
    }
    for (int g = 0; g < 4096; g++)
        c[n * n + g] = 12345.0f;
    gemm(n, (float (*)[n])a, (float (*)[n])b, (float (*)[n])c);
    int wrong = 0, guards = 0;
    long long total = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int sum = 0;
            for (int k = 0; k < n; k++)
                sum += (int)a[i * n + k] * (int)b[k * n + j];
            wrong += c[i * n + j] != (float)sum;
            total += sum;
        }
    for (int g = 0; g < 4096; g++)
        guards += c[n * n + g] != 12345.0f;
    printf("wrong %d, guards changed %d, total %lld\n", wrong, guards, total);
    free(store);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
