/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "gemm.c"
# 1 "gemm.c"
# 1 "gemm.c"
# 18 "gemm.c"
# 1 "common.h" 1
# 24 "common.h"
# 25 "common.h" 2
# 26 "common.h" 2
# 27 "common.h" 2
# 28 "common.h" 2
# 29 "common.h" 2




# 32 "common.h"
static inline double now_ms(void)
{
    struct timespec t;
    clock_gettime(
# 35 "common.h" 3 4
                 1
# 35 "common.h"
                                , &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static inline unsigned hash32(unsigned x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}


static inline float urand(unsigned i, unsigned seed)
{
    return (hash32(i ^ (seed * 0x9e3779b9U)) >> 8) * (1.0f / 16777216.0f);
}


static inline double check_weight(size_t i)
{
    return (hash32((unsigned)i ^ 0x5bd1e995U) >> 8) * (2.0 / 16777216.0) - 1.0;
}


static inline long arg_long(int argc, char **argv, int pos, long dflt, const char *usage)
{
    if (argc <= pos)
        return dflt;
    char *end;
    long v = strtol(argv[pos], &end, 10);
    if (*argv[pos] == '\0' || *end != '\0' || v < 0) {
        fprintf(
# 69 "common.h" 3 4
               stderr
# 69 "common.h"
                     , "bad argument `%s`\nusage: %s\n", argv[pos], usage);
        exit(2);
    }
    return v;
}

static inline void print_time(double ms, const char *label)
{
    if (label && *label)
        printf("TIME_MS %.4f %s\n", ms, label);
    else
        printf("TIME_MS %.4f\n", ms);
    fflush(
# 81 "common.h" 3 4
          stdout
# 81 "common.h"
                );
}

static inline void print_check(double value) { printf("CHECK %.9e\n", value); }



static inline double rel_err(double got, double want, double scale)
{
    double d = fabs(got - want);
    double s = fabs(want) > scale ? fabs(want) : scale;
    return s > 0.0 ? d / s : d;
}


static inline int verdict(long bad, long checked, double worst, double tol, const char *what)
{
    printf("VERIFY %s %s: %ld of %ld values beyond %.1e (worst %.3e)\n", bad ? "FAIL" : "PASS",
           what, bad, checked, tol, worst);
    return bad ? 1 : 0;
}
# 19 "gemm.c" 2
# 33 "gemm.c"
static void warm_up(void)
{
    float w[256];

{ static const __accrt_loc __accc_region_loc = { "gemm.c", 36, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "gemm.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gemm.c", 36, "warm_up", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 36 "gemm.c"

{ static const __accrt_loc __accc_loc = { "gemm.c", 36, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 36 "gemm.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 40 "gemm.c" 3 4
               stderr
# 40 "gemm.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

static void gemm(int n, float A[n][n], float B[n][n], float C[n][n])
{

{ static const __accrt_loc __accc_region_loc = { "gemm.c", 47, "gemm", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "gemm.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gemm.c", 47, "gemm", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((A)[0]) + (n) * sizeof((A)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "A[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((A)[0]) }, (n) * sizeof((A)[0][0]), __builtin_object_size((void *)&(A)[0][0], 0) }, { (void *)&(B)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((B)[0]) + (n) * sizeof((B)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "B[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((B)[0]) }, (n) * sizeof((B)[0][0]), __builtin_object_size((void *)&(B)[0][0], 0) }, { (void *)&(C)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((C)[0]) + (n) * sizeof((C)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "C[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((C)[0]) }, (n) * sizeof((C)[0][0]), __builtin_object_size((void *)&(C)[0][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { int __accc_v0 = n; long __accc_v2 = (n); long __accc_v4 = (n); long __accc_v6 = (n); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v11 = ((long)((long long)(n) - (long long)(0)) > 32 ? ((long)((long long)(n) - (long long)(0)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "n" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "A" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_A_d1" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "B" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_B_d1" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "C" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_C_d1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v10, (int)((((__accc_v10 + 32 - 1) / 32) * __accc_v11) < 1048576 ? (((__accc_v10 + 32 - 1) / 32) * __accc_v11) : 1048576), 256, 0, __accc_args, 12, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 47 "gemm.c"

{ static const __accrt_loc __accc_loc = { "gemm.c", 47, "gemm", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((A)[0]) + (n) * sizeof((A)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "A[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((A)[0]) }, (n) * sizeof((A)[0][0]), __builtin_object_size((void *)&(A)[0][0], 0) }, { (void *)&(B)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((B)[0]) + (n) * sizeof((B)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "B[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((B)[0]) }, (n) * sizeof((B)[0][0]), __builtin_object_size((void *)&(B)[0][0], 0) }, { (void *)&(C)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((C)[0]) + (n) * sizeof((C)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "C[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((C)[0]) }, (n) * sizeof((C)[0][0]), __builtin_object_size((void *)&(C)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "B" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "C" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 47 "gemm.c"
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

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 2048, "gemm [N [REPS [TRIALS]]]  (N a multiple of 16)");
    int reps = (int)arg_long(argc, argv, 2, 5, "gemm [N [REPS [TRIALS]]]  (N a multiple of 16)");
    int trials = (int)arg_long(argc, argv, 3, 3, "gemm [N [REPS [TRIALS]]]  (N a multiple of 16)");






    if (n < 16 || n % 16 != 0 || reps < 1 || trials < 1) {
        fprintf(
# 76 "gemm.c" 3 4
               stderr
# 76 "gemm.c"
                     , "usage: %s\n", "gemm [N [REPS [TRIALS]]]  (N a multiple of 16)");
        return 2;
    }
    float (*A)[n] = malloc(sizeof(float[n][n]));
    float (*B)[n] = malloc(sizeof(float[n][n]));
    float (*C)[n] = malloc(sizeof(float[n][n]));
    if (!A || !B || !C) {
        fprintf(
# 83 "gemm.c" 3 4
               stderr
# 83 "gemm.c"
                     , "out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            A[i][j] = urand((unsigned)(i * n + j), 1) - 0.5f;
            B[i][j] = urand((unsigned)(i * n + j), 2) - 0.5f;
            C[i][j] = -1.0f;
        }
    printf("BENCH gemm %d x %d x %d, %d products per trial%s\n", n, n, n, reps,

           ", cache directive"



    );
    warm_up();


{ static const __accrt_loc __accc_region_loc = { "gemm.c", 101, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 101 "gemm.c"
{ static const __accrt_loc __accc_loc = { "gemm.c", 101, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(A)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((A)[0]) + (n) * sizeof((A)[0][0])), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_STRIDED, "A[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((A)[0]) }, (n) * sizeof((A)[0][0]), __builtin_object_size((void *)&(A)[0][0], 0) }, { (void *)&(B)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((B)[0]) + (n) * sizeof((B)[0][0])), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_STRIDED, "B[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((B)[0]) }, (n) * sizeof((B)[0][0]), __builtin_object_size((void *)&(B)[0][0], 0) }, { (void *)&(C)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((C)[0]) + (n) * sizeof((C)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_STRIDED, "C[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((C)[0]) }, (n) * sizeof((C)[0][0]), __builtin_object_size((void *)&(C)[0][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
    {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int r = 0; r < reps; r++)
                gemm(n, A, B, C);
{ static const __accrt_loc __accc_loc = { "gemm.c", 107, "main", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }
            print_time(now_ms() - t0, 
# 108 "gemm.c" 3 4
                                     ((void *)0)
# 108 "gemm.c"
                                         );
        }
    } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double check = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            check += C[i][j] * check_weight((size_t)i * n + j);
    print_check(check);

    long bad = 0, checked = 0;
    double worst = 0.0;
    for (int s = 0; s < 256; s++) {
        int i = (int)(hash32(2 * s + 11) % (unsigned)n);
        int j = (int)(hash32(2 * s + 12) % (unsigned)n);
        double ref = 0.0, scale = 0.0;
        for (int k = 0; k < n; k++) {
            ref += (double)A[i][k] * B[k][j];
            scale += fabs((double)A[i][k] * B[k][j]);
        }
        double e = rel_err(C[i][j], ref, scale / sqrt((double)n));
        worst = e > worst ? e : worst;
        bad += e > 1e-4;
        checked++;
    }
    int rc = verdict(bad, checked, worst, 1e-4, "256 sampled entries of C");
    free(A);
    free(B);
    free(C);
    return rc;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
