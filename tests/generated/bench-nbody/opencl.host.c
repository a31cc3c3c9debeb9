/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
# 0 "nbody.c"
# 1 "nbody.c"
# 1 "nbody.c"
# 13 "nbody.c"
# 14 "nbody.c" 2
# 15 "nbody.c" 2
# 16 "nbody.c" 2
# 17 "nbody.c" 2





# 21 "nbody.c"
static double now_ms(void)
{
    struct timespec t;
    clock_gettime(
# 24 "nbody.c" 3 4
                 1
# 24 "nbody.c"
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

{ static const __accrt_loc __accc_region_loc = { "nbody.c", 41, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "nbody.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "nbody.c", 41, "warm_up", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 41 "nbody.c"

{ static const __accrt_loc __accc_loc = { "nbody.c", 41, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 41 "nbody.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 45 "nbody.c" 3 4
               stderr
# 45 "nbody.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 65536;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 1 || steps < 1 || n > (1 << 28)) {
        fprintf(
# 55 "nbody.c" 3 4
               stderr
# 55 "nbody.c"
                     , "usage: nbody [N [STEPS]]\n");
        return 2;
    }
    float *restrict x = malloc(n * sizeof(float)), *restrict y = malloc(n * sizeof(float));
    float *restrict z = malloc(n * sizeof(float)), *restrict m = malloc(n * sizeof(float));
    float *restrict vx = malloc(n * sizeof(float)), *restrict vy = malloc(n * sizeof(float));
    float *restrict vz = malloc(n * sizeof(float));
    if (!x || !y || !z || !m || !vx || !vy || !vz) {
        fprintf(
# 63 "nbody.c" 3 4
               stderr
# 63 "nbody.c"
                     , "out of memory\n");
        return 1;
    }

    for (int i = 0; i < n; i++) {
        x[i] = urand(i, 1);
        y[i] = urand(i, 2);
        z[i] = urand(i, 3);
        m[i] = (0.5f + urand(i, 4)) / n;
        vx[i] = vy[i] = vz[i] = 0.0f;
    }

    printf("BENCH nbody %d bodies, %d steps\n", n, steps);
    warm_up();

    double t0, t1;

{ static const __accrt_loc __accc_region_loc = { "nbody.c", 79, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 79 "nbody.c"
{ static const __accrt_loc __accc_loc = { "nbody.c", 79, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(z)[0], (n) * sizeof((z)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "z[0:n]", 0, 0, __builtin_object_size((void *)&(z)[0], 0) }, { (void *)&(vx)[0], (n) * sizeof((vx)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "vx[0:n]", 0, 0, __builtin_object_size((void *)&(vx)[0], 0) }, { (void *)&(vy)[0], (n) * sizeof((vy)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "vy[0:n]", 0, 0, __builtin_object_size((void *)&(vy)[0], 0) }, { (void *)&(vz)[0], (n) * sizeof((vz)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "vz[0:n]", 0, 0, __builtin_object_size((void *)&(vz)[0], 0) }, { (void *)&(m)[0], (n) * sizeof((m)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "m[0:n]", 0, 0, __builtin_object_size((void *)&(m)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 7, -2);
    {
        t0 = now_ms();
        for (int s = 0; s < steps; s++) {

{ static const __accrt_loc __accc_region_loc = { "nbody.c", 83, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 83 "nbody.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "nbody.c", 83, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(z)[0], (n) * sizeof((z)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "z[0:n]", 0, 0, __builtin_object_size((void *)&(z)[0], 0) }, { (void *)&(m)[0], (n) * sizeof((m)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "m[0:n]", 0, 0, __builtin_object_size((void *)&(m)[0], 0) }, { (void *)&(vx)[0], (n) * sizeof((vx)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vx[0:n]", 0, 0, __builtin_object_size((void *)&(vx)[0], 0) }, { (void *)&(vy)[0], (n) * sizeof((vy)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vy[0:n]", 0, 0, __builtin_object_size((void *)&(vy)[0], 0) }, { (void *)&(vz)[0], (n) * sizeof((vz)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vz[0:n]", 0, 0, __builtin_object_size((void *)&(vz)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 7, -2);
 { int __accc_v3 = n; long __accc_v8 = (long)(0); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v11 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "z" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "n" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "m" }, { (const void *)(vx), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vx" }, { (const void *)(vy), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vy" }, { (const void *)(vz), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vz" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v11, (int)(((__accc_v11 + 256 - 1) / 256) < 1048576 ? ((__accc_v11 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 12, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 7, -2);
} else {
# 83 "nbody.c"

{ static const __accrt_loc __accc_loc = { "nbody.c", 83, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(z)[0], (n) * sizeof((z)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "z[0:n]", 0, 0, __builtin_object_size((void *)&(z)[0], 0) }, { (void *)&(m)[0], (n) * sizeof((m)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "m[0:n]", 0, 0, __builtin_object_size((void *)&(m)[0], 0) }, { (void *)&(vx)[0], (n) * sizeof((vx)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vx[0:n]", 0, 0, __builtin_object_size((void *)&(vx)[0], 0) }, { (void *)&(vy)[0], (n) * sizeof((vy)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vy[0:n]", 0, 0, __builtin_object_size((void *)&(vy)[0], 0) }, { (void *)&(vz)[0], (n) * sizeof((vz)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vz[0:n]", 0, 0, __builtin_object_size((void *)&(vz)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "z" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "m" }, { (const void *)(vx), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vx" }, { (const void *)(vy), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vy" }, { (const void *)(vz), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vz" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 7, __accc_args, 8, -2); }
# 83 "nbody.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
            for (int i = 0; i < n; i++) {
                float xi = x[i], yi = y[i], zi = z[i];
                float ax = 0.0f, ay = 0.0f, az = 0.0f;
                for (int j = 0; j < n; j++) {
                    float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
                    float d2 = dx * dx + dy * dy + dz * dz + 1.0e-3f;
                    float inv = 1.0f / sqrtf(d2);
                    float f = m[j] * inv * inv * inv;
                    ax += dx * f;
                    ay += dy * f;
                    az += dz * f;
                }
                vx[i] += ax * 0.01f;
                vy[i] += ay * 0.01f;
                vz[i] += az * 0.01f;
            } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "nbody.c", 101, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 101 "nbody.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "nbody.c", 101, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(z)[0], (n) * sizeof((z)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "z[0:n]", 0, 0, __builtin_object_size((void *)&(z)[0], 0) }, { (void *)&(vx)[0], (n) * sizeof((vx)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vx[0:n]", 0, 0, __builtin_object_size((void *)&(vx)[0], 0) }, { (void *)&(vy)[0], (n) * sizeof((vy)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vy[0:n]", 0, 0, __builtin_object_size((void *)&(vy)[0], 0) }, { (void *)&(vz)[0], (n) * sizeof((vz)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vz[0:n]", 0, 0, __builtin_object_size((void *)&(vz)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 6, -2);
 { long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(vx), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "vx" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(vy), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "vy" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "y" }, { (const void *)(vz), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "vz" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "z" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 6, -2);
} else {
# 101 "nbody.c"

{ static const __accrt_loc __accc_loc = { "nbody.c", 101, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(y)[0], (n) * sizeof((y)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "y[0:n]", 0, 0, __builtin_object_size((void *)&(y)[0], 0) }, { (void *)&(z)[0], (n) * sizeof((z)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "z[0:n]", 0, 0, __builtin_object_size((void *)&(z)[0], 0) }, { (void *)&(vx)[0], (n) * sizeof((vx)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vx[0:n]", 0, 0, __builtin_object_size((void *)&(vx)[0], 0) }, { (void *)&(vy)[0], (n) * sizeof((vy)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vy[0:n]", 0, 0, __builtin_object_size((void *)&(vy)[0], 0) }, { (void *)&(vz)[0], (n) * sizeof((vz)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "vz[0:n]", 0, 0, __builtin_object_size((void *)&(vz)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(vx), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vx" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(vy), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vy" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "y" }, { (const void *)(vz), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "vz" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "z" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 6, __accc_args, 7, -2); }
# 101 "nbody.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
            for (int i = 0; i < n; i++) {
                x[i] += vx[i] * 0.01f;
                y[i] += vy[i] * 0.01f;
                z[i] += vz[i] * 0.01f;
            } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        }
        t1 = now_ms();
    } __accrt_data_end(&__accc_loc, __accc_data, 7, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double check = 0.0;
    for (int i = 0; i < n; i++) {
        size_t k = 6 * (size_t)i;
        check += vx[i] * weight(k) + vy[i] * weight(k + 1) + vz[i] * weight(k + 2);
        check += (x[i] - urand(i, 1)) / 0.01f * weight(k + 3) + (y[i] - urand(i, 2)) / 0.01f * weight(k + 4)
               + (z[i] - urand(i, 3)) / 0.01f * weight(k + 5);
    }
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(x); free(y); free(z); free(m);
    free(vx); free(vy); free(vz);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
