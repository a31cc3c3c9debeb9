/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
# 0 "writepolicy.c"
# 1 "writepolicy.c"
# 1 "writepolicy.c"
# 33 "writepolicy.c"
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
# 34 "writepolicy.c" 2



static void warm_up(void)
{
    float w[256];

{ static const __accrt_loc __accc_region_loc = { "writepolicy.c", 40, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "writepolicy.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "writepolicy.c", 40, "warm_up", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 40 "writepolicy.c"

{ static const __accrt_loc __accc_loc = { "writepolicy.c", 40, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 40 "writepolicy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 44 "writepolicy.c" 3 4
               stderr
# 44 "writepolicy.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}





static void work(int n, int freq, int sparse, float *in, float *out)
{

{ long long __accc_clause_0 __attribute__((unused)) = (n + 2); static const __accrt_loc __accc_region_loc = { "writepolicy.c", 55, "work", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 55 "writepolicy.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "writepolicy.c", 55, "work", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in)[0], (__accc_clause_0) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[0:n + 2]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v0 = sparse; int __accc_v1 = freq; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "sparse" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "freq" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "in" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v7, (int)(((__accc_v7 + 128 - 1) / 128) < 1048576 ? ((__accc_v7 + 128 - 1) / 128) : 1048576), 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 55 "writepolicy.c"

{ static const __accrt_loc __accc_loc = { "writepolicy.c", 55, "work", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (__accc_clause_0) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[0:n + 2]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(sparse)), sizeof(sparse), ACCRT_ARG_VALUE, "sparse" }, { (const void *)(&(freq)), sizeof(freq), ACCRT_ARG_VALUE, "freq" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 5, -2); }
# 55 "writepolicy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++) {



        if (!sparse || i % 64 == 0) {
            for (int s = 0; s < freq; s++) {
                if (!sparse || s % 64 == 0)
                    out[i] = 0.5f * out[i] + (in[i] + in[i + 1] + in[i + 2]) * ((float)((s) % 4 + 1) * 0.25f);
            }
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}



static void launch_floor(int n, float *out)
{

{ static const __accrt_loc __accc_region_loc = { "writepolicy.c", 73, "launch_floor", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 73 "writepolicy.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "writepolicy.c", 73, "launch_floor", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 73 "writepolicy.c"

{ static const __accrt_loc __accc_loc = { "writepolicy.c", 73, "launch_floor", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 73 "writepolicy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        if (out[i] < -1.0f)
            out[i] = 0.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void reset(int n, float *out)
{

{ static const __accrt_loc __accc_region_loc = { "writepolicy.c", 81, "reset", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 81 "writepolicy.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "writepolicy.c", 81, "reset", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 81 "writepolicy.c"

{ static const __accrt_loc __accc_loc = { "writepolicy.c", 81, "reset", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 81 "writepolicy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        out[i] = (float)(i % 8); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(int argc, char **argv)
{
    int sizes[2];
    sizes[0] = (int)arg_long(argc, argv, 1, 4096, "writepolicy [SMALL [LARGE [MAXFREQ [LAUNCHES [TRIALS]]]]]");
    sizes[1] = (int)arg_long(argc, argv, 2, 131072, "writepolicy [SMALL [LARGE [MAXFREQ [LAUNCHES [TRIALS]]]]]");
    int maxfreq = (int)arg_long(argc, argv, 3, 4096, "writepolicy [SMALL [LARGE [MAXFREQ [LAUNCHES [TRIALS]]]]]");
    int launches = (int)arg_long(argc, argv, 4, 10, "writepolicy [SMALL [LARGE [MAXFREQ [LAUNCHES [TRIALS]]]]]");
    int trials = (int)arg_long(argc, argv, 5, 3, "writepolicy [SMALL [LARGE [MAXFREQ [LAUNCHES [TRIALS]]]]]");
    if (sizes[0] < 1 || sizes[1] < 1 || maxfreq < 4 || launches < 1 || trials < 1) {
        fprintf(
# 95 "writepolicy.c" 3 4
               stderr
# 95 "writepolicy.c"
                     , "usage: %s\n", "writepolicy [SMALL [LARGE [MAXFREQ [LAUNCHES [TRIALS]]]]]");
        return 2;
    }
    int nmax = sizes[0] > sizes[1] ? sizes[0] : sizes[1];
    float *in = malloc((nmax + 2) * sizeof(float)), *out = malloc(nmax * sizeof(float));
    float *ref = malloc(nmax * sizeof(float));
    if (!in || !out || !ref) {
        fprintf(
# 102 "writepolicy.c" 3 4
               stderr
# 102 "writepolicy.c"
                     , "out of memory\n");
        return 1;
    }

    for (int i = 0; i < nmax + 2; i++)
        in[i] = (float)(hash32(i) % 64) * 0.0625f;
    printf("BENCH writepolicy dense/sparse, %d and %d parallel iterations, write frequency 4..%d, "
           "%d launches per trial%s\n",
           sizes[0], sizes[1], maxfreq, launches,

           ", cache directive"



    );
    warm_up();

    long bad = 0, checked = 0;
    double worst = 0.0, check = 0.0;

{ long long __accc_clause_1 __attribute__((unused)) = (nmax + 2); static const __accrt_loc __accc_region_loc = { "writepolicy.c", 121, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 121 "writepolicy.c"
{ static const __accrt_loc __accc_loc = { "writepolicy.c", 121, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(in)[0], (__accc_clause_1) * sizeof((in)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "in[0:nmax + 2]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (nmax) * sizeof((out)[0]), ACCRT_CREATE, 0 | ACCRT_SECTION, "out[0:nmax]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    {
        for (int sz = 0; sz < 2; sz++) {
            char label[64];
            snprintf(label, sizeof label, "launch-n%d", sizes[sz]);
            reset(sizes[sz], out);
            for (int t = 0; t < trials; t++) {
                double t0 = now_ms();
                for (int l = 0; l < launches; l++)
                    launch_floor(sizes[sz], out);
{ static const __accrt_loc __accc_loc = { "writepolicy.c", 131, "main", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }
                print_time(now_ms() - t0, label);
            }
        }
        for (int sparse = 0; sparse <= 1; sparse++)
            for (int sz = 0; sz < 2; sz++)
                for (int freq = 4; freq <= maxfreq; freq *= 4) {
                    int n = sizes[sz];
                    char label[64];
                    snprintf(label, sizeof label, "%s-n%d-f%d", sparse ? "sparse" : "dense", n,
                             freq);
                    reset(n, out);
                    for (int t = 0; t < trials; t++) {
                        double t0 = now_ms();
                        for (int l = 0; l < launches; l++)
                            work(n, freq, sparse, in, out);
{ static const __accrt_loc __accc_loc = { "writepolicy.c", 147, "main", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }
                        print_time(now_ms() - t0, label);
                    }

                    reset(n, out);
                    work(n, freq, sparse, in, out);
    { static const __accrt_loc __accc_loc = { "writepolicy.c", 153, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_UPDATE_SELF, 0, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
                    for (int i = 0; i < n; i++) {
                        float v = (float)(i % 8);
                        if (!sparse || i % 64 == 0)
                            for (int s = 0; s < freq; s++)
                                if (!sparse || s % 64 == 0)
                                    v = 0.5f * v + (in[i] + in[i + 1] + in[i + 2]) * ((float)((s) % 4 + 1) * 0.25f);
                        double e = rel_err(out[i], v, 1.0);
                        worst = e > worst ? e : worst;
                        bad += e > 1e-6;
                        checked++;
                        check += out[i] * check_weight(i + (size_t)freq * 7 + (size_t)sparse * 13);
                    }
                }
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    print_check(check);
    int rc = verdict(bad, checked, worst, 1e-6, "every output of one launch per configuration");
    free(in);
    free(out);
    free(ref);
    return rc;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
