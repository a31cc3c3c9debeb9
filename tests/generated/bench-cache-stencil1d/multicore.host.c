/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "stencil1d.c"
# 1 "stencil1d.c"
# 1 "stencil1d.c"
# 21 "stencil1d.c"
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
# 22 "stencil1d.c" 2







static void warm_up(void)
{
    float w[256];

{ static const __accrt_loc __accc_region_loc = { "stencil1d.c", 32, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "stencil1d.c"

{ static const __accrt_loc __accc_loc = { "stencil1d.c", 32, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 32 "stencil1d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 36 "stencil1d.c" 3 4
               stderr
# 36 "stencil1d.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

static void step(int n, float *in, float *out, float *coef)
{

{ static const __accrt_loc __accc_region_loc = { "stencil1d.c", 43, "step", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "stencil1d.c"

{ static const __accrt_loc __accc_loc = { "stencil1d.c", 43, "step", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (n) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[0:n]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) }, { (void *)&(coef)[0], ((2 * 30 + 1)) * sizeof((coef)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "coef[0:(2 * 30 + 1)]", 0, 0, __builtin_object_size((void *)&(coef)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(coef), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "coef" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, (1)); }
# 43 "stencil1d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 30; i < n - 30; i++) {



        float sum = 0.0f;
        for (int k = -30; k <= 30; k++)
            sum += coef[k + 30] * in[i + k];
        out[i] = sum;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 2097152, "stencil1d [N [STEPS [TRIALS]]]  (N > 2*RADIUS)");
    int steps = (int)arg_long(argc, argv, 2, 500, "stencil1d [N [STEPS [TRIALS]]]  (N > 2*RADIUS)");
    int trials = (int)arg_long(argc, argv, 3, 3, "stencil1d [N [STEPS [TRIALS]]]  (N > 2*RADIUS)");
    if (n <= 2 * 30 || steps < 1 || trials < 1) {
        fprintf(
# 61 "stencil1d.c" 3 4
               stderr
# 61 "stencil1d.c"
                     , "usage: %s\n", "stencil1d [N [STEPS [TRIALS]]]  (N > 2*RADIUS)");
        return 2;
    }
    float *a = malloc(n * sizeof(float)), *b = malloc(n * sizeof(float));
    float coef[(2 * 30 + 1)];
    if (!a || !b) {
        fprintf(
# 67 "stencil1d.c" 3 4
               stderr
# 67 "stencil1d.c"
                     , "out of memory\n");
        return 1;
    }
    for (int k = -30; k <= 30; k++)
        coef[k + 30] = (float)(30 + 1 - abs(k)) / (float)((30 + 1) * (30 + 1));
    for (int i = 0; i < n; i++)
        a[i] = b[i] = 1.0f + 0.5f * (float)((i / 4096) % 2) + urand(i, 1);
    printf("BENCH stencil1d %d points, radius %d, %d steps per trial%s\n", n, 30, steps,

           ", cache directive"



    );
    warm_up();

    float *in = a, *out = b;

{ static const __accrt_loc __accc_region_loc = { "stencil1d.c", 84, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 84 "stencil1d.c"
{ static const __accrt_loc __accc_loc = { "stencil1d.c", 84, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (n) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) }, { (void *)&(coef)[0], ((2 * 30 + 1)) * sizeof((coef)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "coef[0:(2 * 30 + 1)]", 0, 0, __builtin_object_size((void *)&(coef)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
    {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int s = 0; s < steps; s++) {
                step(n, in, out, coef);
                float *swap = in;
                in = out;
                out = swap;
            }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "stencil1d.c", 94, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2); }
            print_time(now_ms() - t0, 
# 95 "stencil1d.c" 3 4
                                     ((void *)0)
# 95 "stencil1d.c"
                                         );
        }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    double check = 0.0;
    for (int i = 0; i < n; i++)
        check += in[i] * check_weight(i);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
    for (int i = 30; i < n - 30; i++) {
        double ref = 0.0;
        for (int k = -30; k <= 30; k++)
            ref += (double)coef[k + 30] * out[i + k];
        double e = rel_err(in[i], ref, 0.0);
        worst = e > worst ? e : worst;
        bad += e > 1e-5;
    }
    int rc = verdict(bad, n - 2 * 30, worst, 1e-5, "every point of the last step");
    free(a);
    free(b);
    return rc;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
