/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
# 0 "nbody.c"
# 1 "nbody.c"
# 1 "nbody.c"
# 23 "nbody.c"
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
# 24 "nbody.c" 2
# 40 "nbody.c"
static void warm_up(void)
{
    float w[256];

{ static const __accrt_loc __accc_region_loc = { "nbody.c", 43, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "nbody.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "nbody.c", 43, "warm_up", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 43 "nbody.c"

{ static const __accrt_loc __accc_loc = { "nbody.c", 43, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 43 "nbody.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 47 "nbody.c" 3 4
               stderr
# 47 "nbody.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

static void forces(int n, float *x, float *y, float *z, float *m, float *ax, float *ay, float *az)
{

{ static const __accrt_loc __accc_region_loc = { "nbody.c", 54, "forces", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 54 "nbody.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "nbody.c", 54, "forces", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(z)[0], (n) * sizeof((z)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "z[0:n]", 0, 0, __builtin_object_size((void *)&(z)[0], 0) }, { (void *)&(m)[0], (n) * sizeof((m)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "m[0:n]", 0, 0, __builtin_object_size((void *)&(m)[0], 0) }, { (void *)&(ax)[0], (n) * sizeof((ax)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "ax[0:n]", 0, 0, __builtin_object_size((void *)&(ax)[0], 0) }, { (void *)&(ay)[0], (n) * sizeof((ay)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "ay[0:n]", 0, 0, __builtin_object_size((void *)&(ay)[0], 0) }, { (void *)&(az)[0], (n) * sizeof((az)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "az[0:n]", 0, 0, __builtin_object_size((void *)&(az)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 7, -2);
 { int __accc_v3 = n; long __accc_v8 = (long)(0); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v11 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "z" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "n" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "m" }, { (const void *)(ax), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "ax" }, { (const void *)(ay), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "ay" }, { (const void *)(az), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "az" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v11, (int)(((__accc_v11 + 256 - 1) / 256) < 1048576 ? ((__accc_v11 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 12, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 7, -2);
} else {
# 54 "nbody.c"

{ static const __accrt_loc __accc_loc = { "nbody.c", 54, "forces", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(z)[0], (n) * sizeof((z)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "z[0:n]", 0, 0, __builtin_object_size((void *)&(z)[0], 0) }, { (void *)&(m)[0], (n) * sizeof((m)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "m[0:n]", 0, 0, __builtin_object_size((void *)&(m)[0], 0) }, { (void *)&(ax)[0], (n) * sizeof((ax)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "ax[0:n]", 0, 0, __builtin_object_size((void *)&(ax)[0], 0) }, { (void *)&(ay)[0], (n) * sizeof((ay)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "ay[0:n]", 0, 0, __builtin_object_size((void *)&(ay)[0], 0) }, { (void *)&(az)[0], (n) * sizeof((az)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "az[0:n]", 0, 0, __builtin_object_size((void *)&(az)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "z" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "m" }, { (const void *)(ax), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "ax" }, { (const void *)(ay), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "ay" }, { (const void *)(az), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "az" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 7, __accc_args, 8, -2); }
# 54 "nbody.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++) {
        float xi = x[i], yi = y[i], zi = z[i];
        float fx = 0.0f, fy = 0.0f, fz = 0.0f;
        for (int jj = 0; jj < n; jj += 256) {



            for (int j = jj; j < jj + 256; j++) {
                float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
                float d2 = 0.01f + dz * dz + dy * dy + dx * dx;
                float inv = 1.0f / sqrtf(d2);
                float s = m[j] * inv * inv * inv;
                fx += dx * s;
                fy += dy * s;
                fz += dz * s;
            }
        }
        ax[i] = fx;
        ay[i] = fy;
        az[i] = fz;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void move(int n, float *x, float *y, float *z, float *vx, float *vy, float *vz,
                 const float *ax, const float *ay, const float *az)
{

{ static const __accrt_loc __accc_region_loc = { "nbody.c", 81, "move", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 81 "nbody.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "nbody.c", 81, "move", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(z)[0], (n) * sizeof((z)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "z[0:n]", 0, 0, __builtin_object_size((void *)&(z)[0], 0) }, { (void *)&(vx)[0], (n) * sizeof((vx)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vx[0:n]", 0, 0, __builtin_object_size((void *)&(vx)[0], 0) }, { (void *)&(vy)[0], (n) * sizeof((vy)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vy[0:n]", 0, 0, __builtin_object_size((void *)&(vy)[0], 0) }, { (void *)&(vz)[0], (n) * sizeof((vz)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vz[0:n]", 0, 0, __builtin_object_size((void *)&(vz)[0], 0) }, { (void *)&(ax)[0], (n) * sizeof((ax)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "ax[0:n]", 0, 0, __builtin_object_size((void *)&(ax)[0], 0) }, { (void *)&(ay)[0], (n) * sizeof((ay)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "ay[0:n]", 0, 0, __builtin_object_size((void *)&(ay)[0], 0) }, { (void *)&(az)[0], (n) * sizeof((az)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "az[0:n]", 0, 0, __builtin_object_size((void *)&(az)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 9, -2);
 { long __accc_v9 = (long)(0); long __accc_v10 = (long)(1); long __accc_v11 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v12 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(ax), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "ax" }, { (const void *)(vx), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vx" }, { (const void *)(ay), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "ay" }, { (const void *)(vy), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vy" }, { (const void *)(az), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "az" }, { (const void *)(vz), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vz" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "z" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v12, sizeof(__accc_v12), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v12, 0, 128, 0, __accc_args, 13, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 9, -2);
} else {
# 81 "nbody.c"

{ static const __accrt_loc __accc_loc = { "nbody.c", 81, "move", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(z)[0], (n) * sizeof((z)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "z[0:n]", 0, 0, __builtin_object_size((void *)&(z)[0], 0) }, { (void *)&(vx)[0], (n) * sizeof((vx)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vx[0:n]", 0, 0, __builtin_object_size((void *)&(vx)[0], 0) }, { (void *)&(vy)[0], (n) * sizeof((vy)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vy[0:n]", 0, 0, __builtin_object_size((void *)&(vy)[0], 0) }, { (void *)&(vz)[0], (n) * sizeof((vz)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vz[0:n]", 0, 0, __builtin_object_size((void *)&(vz)[0], 0) }, { (void *)&(ax)[0], (n) * sizeof((ax)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "ax[0:n]", 0, 0, __builtin_object_size((void *)&(ax)[0], 0) }, { (void *)&(ay)[0], (n) * sizeof((ay)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "ay[0:n]", 0, 0, __builtin_object_size((void *)&(ay)[0], 0) }, { (void *)&(az)[0], (n) * sizeof((az)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "az[0:n]", 0, 0, __builtin_object_size((void *)&(az)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(ax), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "ax" }, { (const void *)(vx), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vx" }, { (const void *)(ay), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "ay" }, { (const void *)(vy), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vy" }, { (const void *)(az), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "az" }, { (const void *)(vz), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vz" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "z" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 9, __accc_args, 10, -2); }
# 81 "nbody.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())

    for (int i = 0; i < n; i++) {
        vx[i] += ax[i] * 0.001f;
        vy[i] += ay[i] * 0.001f;
        vz[i] += az[i] * 0.001f;
        x[i] += vx[i] * 0.001f;
        y[i] += vy[i] * 0.001f;
        z[i] += vz[i] * 0.001f;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 65536, "nbody [N [STEPS [TRIALS]]]  (N a multiple of 256)");
    int steps = (int)arg_long(argc, argv, 2, 5, "nbody [N [STEPS [TRIALS]]]  (N a multiple of 256)");
    int trials = (int)arg_long(argc, argv, 3, 3, "nbody [N [STEPS [TRIALS]]]  (N a multiple of 256)");






    if (n < 256 || n % 256 != 0 || steps < 1 || trials < 1) {
        fprintf(
# 105 "nbody.c" 3 4
               stderr
# 105 "nbody.c"
                     , "usage: %s\n", "nbody [N [STEPS [TRIALS]]]  (N a multiple of 256)");
        return 2;
    }
    float *x = malloc(n * sizeof(float)), *y = malloc(n * sizeof(float));
    float *z = malloc(n * sizeof(float)), *m = malloc(n * sizeof(float));
    float *vx = malloc(n * sizeof(float)), *vy = malloc(n * sizeof(float));
    float *vz = malloc(n * sizeof(float)), *ax = malloc(n * sizeof(float));
    float *ay = malloc(n * sizeof(float)), *az = malloc(n * sizeof(float));
    if (!x || !y || !z || !m || !vx || !vy || !vz || !ax || !ay || !az) {
        fprintf(
# 114 "nbody.c" 3 4
               stderr
# 114 "nbody.c"
                     , "out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++) {
        x[i] = urand(i, 1) * 2.0f - 1.0f;
        y[i] = urand(i, 2) * 2.0f - 1.0f;
        z[i] = urand(i, 3) * 2.0f - 1.0f;
        m[i] = (0.5f + urand(i, 4)) / (float)n;
        vx[i] = vy[i] = vz[i] = 0.0f;
    }
    printf("BENCH nbody %d bodies, tiles of %d, %d steps per trial%s\n", n, 256, steps,

           ", cache directive"



    );
    warm_up();


{ static const __accrt_loc __accc_region_loc = { "nbody.c", 133, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 133 "nbody.c"
{ static const __accrt_loc __accc_loc = { "nbody.c", 133, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(z)[0], (n) * sizeof((z)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "z[0:n]", 0, 0, __builtin_object_size((void *)&(z)[0], 0) }, { (void *)&(m)[0], (n) * sizeof((m)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "m[0:n]", 0, 0, __builtin_object_size((void *)&(m)[0], 0) }, { (void *)&(vx)[0], (n) * sizeof((vx)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "vx[0:n]", 0, 0, __builtin_object_size((void *)&(vx)[0], 0) }, { (void *)&(vy)[0], (n) * sizeof((vy)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "vy[0:n]", 0, 0, __builtin_object_size((void *)&(vy)[0], 0) }, { (void *)&(vz)[0], (n) * sizeof((vz)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "vz[0:n]", 0, 0, __builtin_object_size((void *)&(vz)[0], 0) }, { (void *)&(ax)[0], (n) * sizeof((ax)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "ax[0:n]", 0, 0, __builtin_object_size((void *)&(ax)[0], 0) }, { (void *)&(ay)[0], (n) * sizeof((ay)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "ay[0:n]", 0, 0, __builtin_object_size((void *)&(ay)[0], 0) }, { (void *)&(az)[0], (n) * sizeof((az)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "az[0:n]", 0, 0, __builtin_object_size((void *)&(az)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 10, -2);

    {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int s = 0; s < steps; s++) {
                forces(n, x, y, z, m, ax, ay, az);
                move(n, x, y, z, vx, vy, vz, ax, ay, az);
            }
{ static const __accrt_loc __accc_loc = { "nbody.c", 142, "main", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }
            print_time(now_ms() - t0, 
# 143 "nbody.c" 3 4
                                     ((void *)0)
# 143 "nbody.c"
                                         );
        }

        forces(n, x, y, z, m, ax, ay, az);
    } __accrt_data_end(&__accc_loc, __accc_data, 10, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double check = 0.0;
    for (int i = 0; i < n; i++)
        check += (x[i] + y[i] + z[i]) * check_weight(i) + 1e-3 * (ax[i] + ay[i] + az[i]) *
                                                              check_weight(i + n);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
    for (int s = 0; s < 64; s++) {
        int i = (int)(hash32(s + 101) % (unsigned)n);
        double fx = 0.0, fy = 0.0, fz = 0.0, scale = 0.0;
        for (int j = 0; j < n; j++) {
            double dx = (double)x[j] - x[i], dy = (double)y[j] - y[i], dz = (double)z[j] - z[i];
            double d2 = dx * dx + dy * dy + dz * dz + 0.01f;
            double inv = 1.0 / sqrt(d2);
            double q = m[j] * inv * inv * inv;
            fx += dx * q;
            fy += dy * q;
            fz += dz * q;
            scale += q * sqrt(dx * dx + dy * dy + dz * dz);
        }
        double e = rel_err(ax[i], fx, scale / sqrt((double)n));
        e = fmax(e, rel_err(ay[i], fy, scale / sqrt((double)n)));
        e = fmax(e, rel_err(az[i], fz, scale / sqrt((double)n)));
        worst = e > worst ? e : worst;
        bad += e > 1e-3;
    }
    int rc = verdict(bad, 64, worst, 1e-3, "accelerations of 64 sampled bodies");
    free(x), free(y), free(z), free(m), free(vx), free(vy), free(vz), free(ax), free(ay), free(az);
    return rc;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
