/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "jacobi.c"
# 1 "jacobi.c"
# 1 "jacobi.c"
# 14 "jacobi.c"
# 15 "jacobi.c" 2
# 16 "jacobi.c" 2
# 17 "jacobi.c" 2
# 18 "jacobi.c" 2




# 21 "jacobi.c"
static double now_ms(void)
{
    struct timespec t;
    clock_gettime(
# 24 "jacobi.c" 3 4
                 1
# 24 "jacobi.c"
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
static double weight(size_t i) { return (hash32((unsigned)i ^ 0x5bd1e995U) >> 8) * (2.0 / 16777216.0) - 1.0; }


static void warm_up(void)
{
    float w[256];

{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 42, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 42, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 42 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 46 "jacobi.c" 3 4
               stderr
# 46 "jacobi.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    int m = argc > 2 ? atoi(argv[2]) : 4096;
    int iter_max = argc > 3 ? atoi(argv[3]) : 1000;
    if (n < 3 || m < 3 || iter_max < 1 || (double)n * m > 2147483647.0) {
        fprintf(
# 57 "jacobi.c" 3 4
               stderr
# 57 "jacobi.c"
                     , "usage: jacobi [N [M [ITER_MAX]]]  (N, M >= 3, N*M < 2^31)\n");
        return 2;
    }
    size_t size = (size_t)n * m;
    float *restrict A = malloc(size * sizeof(float));
    float *restrict Anew = malloc(size * sizeof(float));
    if (!A || !Anew) {
        fprintf(
# 64 "jacobi.c" 3 4
               stderr
# 64 "jacobi.c"
                     , "out of memory\n");
        return 1;
    }


    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            A[j * m + i] = (j == 0) ? 1.0f : 0.0f;
            Anew[j * m + i] = A[j * m + i];
        }

    printf("BENCH jacobi %d x %d, at most %d iterations\n", n, m, iter_max);
    warm_up();

    float err = 1.0f;
    int iter = 0;
    double t0, t1;

{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 81, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 81 "jacobi.c"
{ static const __accrt_loc __accc_loc = { "jacobi.c", 81, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(A)[0], (size) * sizeof((A)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "A[0:size]", 0, 0, __builtin_object_size((void *)&(A)[0], 0) }, { (void *)&(Anew)[0], (size) * sizeof((Anew)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "Anew[0:size]", 0, 0, __builtin_object_size((void *)&(Anew)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    {
        t0 = now_ms();
        while (err > 1.0e-6f && iter < iter_max) {
            err = 0.0f;


{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 87, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 87 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 87, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A)[0], (size) * sizeof((A)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "A[0:size]", 0, 0, __builtin_object_size((void *)&(A)[0], 0) }, { (void *)&(Anew)[0], (size) * sizeof((Anew)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "Anew[0:size]", 0, 0, __builtin_object_size((void *)&(Anew)[0], 0) }, { (void *)&(err), sizeof(err), ACCRT_COPY, ACCRT_IMPLICIT, "err", 0, 0, __builtin_object_size((void *)&(err), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "Anew" }, { (const void *)(&(err)), 0, ACCRT_ARG_DEVICE_PTR, "err" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 5, -2); }
# 87 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(max:err)
            for (int j = 1; j < n - 1; j++)
                for (int i = 1; i < m - 1; i++) {
                    Anew[j * m + i] = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1]
                                             + A[(j - 1) * m + i] + A[(j + 1) * m + i]);
                    err = fmaxf(err, fabsf(Anew[j * m + i] - A[j * m + i]));
                } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 95, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 95 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 95, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A)[0], (size) * sizeof((A)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "A[0:size]", 0, 0, __builtin_object_size((void *)&(A)[0], 0) }, { (void *)&(Anew)[0], (size) * sizeof((Anew)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "Anew[0:size]", 0, 0, __builtin_object_size((void *)&(Anew)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "Anew" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 95 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
            for (int j = 1; j < n - 1; j++)
                for (int i = 1; i < m - 1; i++)
                    A[j * m + i] = Anew[j * m + i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

            iter++;
        }
        t1 = now_ms();
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double check = 0.0;
    for (size_t k = 0; k < size; k++)
        check += A[k] * weight(k);
    printf("INFO iterations %d, last max change %.6e\n", iter, err);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(A);
    free(Anew);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
