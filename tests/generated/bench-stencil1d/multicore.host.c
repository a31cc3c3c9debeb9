/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "stencil1d.c"
# 1 "stencil1d.c"
# 1 "stencil1d.c"
# 13 "stencil1d.c"
# 14 "stencil1d.c" 2
# 15 "stencil1d.c" 2
# 16 "stencil1d.c" 2







# 22 "stencil1d.c"
static double now_ms(void)
{
    struct timespec t;
    clock_gettime(
# 25 "stencil1d.c" 3 4
                 1
# 25 "stencil1d.c"
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

{ static const __accrt_loc __accc_region_loc = { "stencil1d.c", 42, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "stencil1d.c"

{ static const __accrt_loc __accc_loc = { "stencil1d.c", 42, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 42 "stencil1d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 46 "stencil1d.c" 3 4
               stderr
# 46 "stencil1d.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2097152;
    int steps = argc > 2 ? atoi(argv[2]) : 1000;
    if (n <= 2 * 30 || steps < 1) {
        fprintf(
# 56 "stencil1d.c" 3 4
               stderr
# 56 "stencil1d.c"
                     , "usage: stencil1d [N [STEPS]]  (N > %d)\n", 2 * 30);
        return 2;
    }
    float *a = malloc(n * sizeof(float));
    float *b = malloc(n * sizeof(float));
    float coef[(2 * 30 + 1)];
    if (!a || !b) {
        fprintf(
# 63 "stencil1d.c" 3 4
               stderr
# 63 "stencil1d.c"
                     , "out of memory\n");
        return 1;
    }
    for (int k = -30; k <= 30; k++)
        coef[k + 30] = (float)(30 + 1 - abs(k)) / (float)((30 + 1) * (30 + 1));

    for (int i = 0; i < n; i++) {
        a[i] = 1.0f + 0.5f * (float)((i / 4096) % 2) + urand(i, 1);
        b[i] = a[i];
    }

    printf("BENCH stencil1d %d points, radius %d, %d steps\n", n, 30, steps);
    warm_up();

    float *in = a, *out = b;
    double t0, t1;

{ static const __accrt_loc __accc_region_loc = { "stencil1d.c", 79, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 79 "stencil1d.c"
{ static const __accrt_loc __accc_loc = { "stencil1d.c", 79, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (n) * sizeof((b)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "b[0:n]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) }, { (void *)&(coef)[0], ((2 * 30 + 1)) * sizeof((coef)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "coef[0:(2 * 30 + 1)]", 0, 0, __builtin_object_size((void *)&(coef)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
    {
        t0 = now_ms();
        for (int s = 0; s < steps; s++) {

{ static const __accrt_loc __accc_region_loc = { "stencil1d.c", 83, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 83 "stencil1d.c"

{ static const __accrt_loc __accc_loc = { "stencil1d.c", 83, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (n) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[0:n]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) }, { (void *)&(coef)[0], ((2 * 30 + 1)) * sizeof((coef)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "coef[0:(2 * 30 + 1)]", 0, 0, __builtin_object_size((void *)&(coef)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(coef), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "coef" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 83 "stencil1d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
            for (int i = 30; i < n - 30; i++) {
                float sum = 0.0f;
                for (int k = -30; k <= 30; k++)
                    sum += coef[k + 30] * in[i + k];
                out[i] = sum;
            } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            float *swap = in;
            in = out;
            out = swap;
        }
        t1 = now_ms();
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "stencil1d.c", 95, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(in)[0], (n) * sizeof((in)[0]), ACCRT_UPDATE_SELF, 0, "in[0:n]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double check = 0.0;
    for (int i = 0; i < n; i++)
        check += in[i] * weight(i);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(a);
    free(b);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
