/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "sgemm.c"
# 1 "sgemm.c"
# 1 "sgemm.c"
# 12 "sgemm.c"
# 13 "sgemm.c" 2
# 14 "sgemm.c" 2
# 15 "sgemm.c" 2


# 16 "sgemm.c"
static double now_ms(void)
{
    struct timespec t;
    clock_gettime(
# 19 "sgemm.c" 3 4
                 1
# 19 "sgemm.c"
                                , &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static unsigned hash32(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU;
    x ^= x >> 15; x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

static float urand(unsigned i, unsigned seed) { return (hash32(i ^ (seed * 0x9e3779b9U)) >> 8) * (1.0f / 16777216.0f); }
static double weight(size_t i) { return (hash32((unsigned)i ^ 0x5bd1e995U) >> 8) * (2.0 / 16777216.0) - 1.0; }

static void warm_up(void)
{
    float w[256];

{ static const __accrt_loc __accc_region_loc = { "sgemm.c", 37, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "sgemm.c"

{ static const __accrt_loc __accc_loc = { "sgemm.c", 37, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 37 "sgemm.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 41 "sgemm.c" 3 4
               stderr
# 41 "sgemm.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2048;
    int reps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 1 || reps < 1 || (double)n * n > 2147483647.0) {
        fprintf(
# 51 "sgemm.c" 3 4
               stderr
# 51 "sgemm.c"
                     , "usage: sgemm [N [REPS]]\n");
        return 2;
    }
    size_t size = (size_t)n * n;
    float *restrict A = malloc(size * sizeof(float));
    float *restrict B = malloc(size * sizeof(float));
    float *restrict C = malloc(size * sizeof(float));
    if (!A || !B || !C) {
        fprintf(
# 59 "sgemm.c" 3 4
               stderr
# 59 "sgemm.c"
                     , "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++) {
        A[k] = urand((unsigned)k, 1);
        B[k] = urand((unsigned)k, 2);
        C[k] = -1.0f;
    }

    printf("BENCH sgemm %d x %d x %d, %d repetitions\n", n, n, n, reps);
    warm_up();

    double t0, t1;

{ static const __accrt_loc __accc_region_loc = { "sgemm.c", 72, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "sgemm.c"
{ static const __accrt_loc __accc_loc = { "sgemm.c", 72, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(A)[0], (size) * sizeof((A)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "A[0:size]", 0, 0, __builtin_object_size((void *)&(A)[0], 0) }, { (void *)&(B)[0], (size) * sizeof((B)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "B[0:size]", 0, 0, __builtin_object_size((void *)&(B)[0], 0) }, { (void *)&(C)[0], (size) * sizeof((C)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "C[0:size]", 0, 0, __builtin_object_size((void *)&(C)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
    {
        t0 = now_ms();
        for (int r = 0; r < reps; r++) {

{ static const __accrt_loc __accc_region_loc = { "sgemm.c", 76, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 76 "sgemm.c"

{ static const __accrt_loc __accc_loc = { "sgemm.c", 76, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A)[0], (size) * sizeof((A)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "A[0:size]", 0, 0, __builtin_object_size((void *)&(A)[0], 0) }, { (void *)&(B)[0], (size) * sizeof((B)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "B[0:size]", 0, 0, __builtin_object_size((void *)&(B)[0], 0) }, { (void *)&(C)[0], (size) * sizeof((C)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "C[0:size]", 0, 0, __builtin_object_size((void *)&(C)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "B" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "C" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 76 "sgemm.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) {
                    float sum = 0.0f;
                    for (int k = 0; k < n; k++)
                        sum += A[i * n + k] * B[k * n + j];
                    C[i * n + j] = sum;
                } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        }
        t1 = now_ms();
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double check = 0.0;
    for (size_t k = 0; k < size; k++)
        check += C[k] * weight(k);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(A);
    free(B);
    free(C);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
