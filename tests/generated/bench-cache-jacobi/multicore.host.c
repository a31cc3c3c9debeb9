/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "jacobi.c"
# 1 "jacobi.c"
# 1 "jacobi.c"
# 21 "jacobi.c"
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
# 22 "jacobi.c" 2






static void warm_up(void)
{
    float w[256];

{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 31, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 31, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 31 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 35 "jacobi.c" 3 4
               stderr
# 35 "jacobi.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

static void sweep(int n, float in[n][n], float out[n][n])
{

{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 42, "sweep", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 42, "sweep", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((in)[0]) + (n) * sizeof((in)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "in[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((in)[0]) }, (n) * sizeof((in)[0][0]), __builtin_object_size((void *)&(in)[0][0], 0) }, { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, (1)); }
# 42 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 1; j < n - 1; j++) {

        for (int i = 1; i < n - 1; i++) {



            out[j][i] = 0.2f * in[j][i] +
                        0.15f * (in[j - 1][i] + in[j + 1][i] + in[j][i - 1] + in[j][i + 1]) +
                        0.05f * (in[j - 1][i - 1] + in[j - 1][i + 1] + in[j + 1][i - 1] +
                              in[j + 1][i + 1]);
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 4096, "jacobi [N [SWEEPS [TRIALS]]]  (N >= 3)");
    int sweeps = (int)arg_long(argc, argv, 2, 200, "jacobi [N [SWEEPS [TRIALS]]]  (N >= 3)");
    int trials = (int)arg_long(argc, argv, 3, 3, "jacobi [N [SWEEPS [TRIALS]]]  (N >= 3)");
    if (n < 3 || sweeps < 1 || trials < 1) {
        fprintf(
# 63 "jacobi.c" 3 4
               stderr
# 63 "jacobi.c"
                     , "usage: %s\n", "jacobi [N [SWEEPS [TRIALS]]]  (N >= 3)");
        return 2;
    }
    float (*a)[n] = malloc(sizeof(float[n][n]));
    float (*b)[n] = malloc(sizeof(float[n][n]));
    if (!a || !b) {
        fprintf(
# 69 "jacobi.c" 3 4
               stderr
# 69 "jacobi.c"
                     , "out of memory\n");
        return 1;
    }
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            a[j][i] = b[j][i] = 1.0f + urand((unsigned)(j * n + i), 5);
    printf("BENCH jacobi %d x %d, 3x3 stencil, %d sweeps per trial%s\n", n, n, sweeps,

           ", cache directive"



    );
    warm_up();

    float (*in)[n] = a, (*out)[n] = b;

{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 85, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 85 "jacobi.c"
{ static const __accrt_loc __accc_loc = { "jacobi.c", 85, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((a)[0]) + (n) * sizeof((a)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_STRIDED, "a[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((a)[0]) }, (n) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0][0], 0) }, { (void *)&(b)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((b)[0]) + (n) * sizeof((b)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_STRIDED, "b[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((b)[0]) }, (n) * sizeof((b)[0][0]), __builtin_object_size((void *)&(b)[0][0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int s = 0; s < sweeps; s++) {
                sweep(n, in, out);
                float (*swap)[n] = in;
                in = out;
                out = swap;
            }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "jacobi.c", 95, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2); }
            print_time(now_ms() - t0, 
# 96 "jacobi.c" 3 4
                                     ((void *)0)
# 96 "jacobi.c"
                                         );
        }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    double check = 0.0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            check += in[j][i] * check_weight((size_t)j * n + i);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
    for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < n - 1; i++) {
            double ref = 0.2f * (double)out[j][i] +
                         0.15f * ((double)out[j - 1][i] + out[j + 1][i] + out[j][i - 1] +
                               out[j][i + 1]) +
                         0.05f * ((double)out[j - 1][i - 1] + out[j - 1][i + 1] + out[j + 1][i - 1] +
                               out[j + 1][i + 1]);
            double e = rel_err(in[j][i], ref, 0.0);
            worst = e > worst ? e : worst;
            bad += e > 1e-5;
        }
    int rc = verdict(bad, (long)(n - 2) * (n - 2), worst, 1e-5, "every point of the last sweep");
    free(a);
    free(b);
    return rc;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
