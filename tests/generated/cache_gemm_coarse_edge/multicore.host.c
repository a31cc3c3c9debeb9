/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
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
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
