/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "hotspot.c"
# 1 "hotspot.c"
# 1 "hotspot.c"
# 14 "hotspot.c"
# 15 "hotspot.c" 2
# 16 "hotspot.c" 2
# 17 "hotspot.c" 2
# 28 "hotspot.c"

# 28 "hotspot.c"
static double now_ms(void)
{
    struct timespec t;
    clock_gettime(
# 31 "hotspot.c" 3 4
                 1
# 31 "hotspot.c"
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

{ static const __accrt_loc __accc_region_loc = { "hotspot.c", 48, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 48 "hotspot.c"

{ static const __accrt_loc __accc_loc = { "hotspot.c", 48, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 48 "hotspot.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 52 "hotspot.c" 3 4
               stderr
# 52 "hotspot.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

int main(int argc, char **argv)
{
    int rows = argc > 1 ? atoi(argv[1]) : 4096;
    int cols = argc > 2 ? atoi(argv[2]) : 4096;
    int steps = argc > 3 ? atoi(argv[3]) : 120;
    if (rows < 2 || cols < 2 || steps < 1 || (double)rows * cols > 2147483647.0) {
        fprintf(
# 63 "hotspot.c" 3 4
               stderr
# 63 "hotspot.c"
                     , "usage: hotspot [ROWS [COLS [STEPS]]]\n");
        return 2;
    }
    size_t size = (size_t)rows * cols;



    double dx = 0.016 / cols, dy = 0.016 / rows;
    double cap = 1.75e6 * 0.0005 * dx * dy;
    double rx = dx / (100.0 * 0.0005 * dy), ry = dy / (100.0 * 0.0005 * dx);
    double rz = 0.2 * rows * cols;
    double dt = 0.2 * cap / (2.0 / rx + 2.0 / ry + 1.0 / rz);
    float cx = (float)(dt / (cap * rx)), cy = (float)(dt / (cap * ry));
    float cz = (float)(dt / (cap * rz)), cp = (float)(dt / cap);

    float *temp = malloc(size * sizeof(float));
    float *next = malloc(size * sizeof(float));
    float *power = malloc(size * sizeof(float));
    if (!temp || !next || !power) {
        fprintf(
# 82 "hotspot.c" 3 4
               stderr
# 82 "hotspot.c"
                     , "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++) {
        temp[k] = 60.0f + 40.0f * urand((unsigned)k, 1);
        power[k] = (float)(150.0 / size) * 2.0f * urand((unsigned)k, 2);
        next[k] = 0.0f;
    }

    printf("BENCH hotspot %d x %d, %d steps\n", rows, cols, steps);
    warm_up();

    float *t = temp, *u = next;
    double t0, t1;

{ static const __accrt_loc __accc_region_loc = { "hotspot.c", 96, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 96 "hotspot.c"
{ static const __accrt_loc __accc_loc = { "hotspot.c", 96, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(temp)[0], (size) * sizeof((temp)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "temp[0:size]", 0, 0, __builtin_object_size((void *)&(temp)[0], 0) }, { (void *)&(power)[0], (size) * sizeof((power)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "power[0:size]", 0, 0, __builtin_object_size((void *)&(power)[0], 0) }, { (void *)&(next)[0], (size) * sizeof((next)[0]), ACCRT_CREATE, 0 | ACCRT_SECTION, "next[0:size]", 0, 0, __builtin_object_size((void *)&(next)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
    {
        t0 = now_ms();
        for (int s = 0; s < steps; s++) {

{ static const __accrt_loc __accc_region_loc = { "hotspot.c", 100, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 100 "hotspot.c"

{ static const __accrt_loc __accc_loc = { "hotspot.c", 100, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t)[0], (size) * sizeof((t)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "t[0:size]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) }, { (void *)&(u)[0], (size) * sizeof((u)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "u[0:size]", 0, 0, __builtin_object_size((void *)&(u)[0], 0) }, { (void *)&(power)[0], (size) * sizeof((power)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "power[0:size]", 0, 0, __builtin_object_size((void *)&(power)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(rows)), sizeof(rows), ACCRT_ARG_VALUE, "rows" }, { (const void *)(&(cols)), sizeof(cols), ACCRT_ARG_VALUE, "cols" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "t" }, { (const void *)(&(cy)), sizeof(cy), ACCRT_ARG_VALUE, "cy" }, { (const void *)(&(cx)), sizeof(cx), ACCRT_ARG_VALUE, "cx" }, { (const void *)(&(cz)), sizeof(cz), ACCRT_ARG_VALUE, "cz" }, { (const void *)(&(cp)), sizeof(cp), ACCRT_ARG_VALUE, "cp" }, { (const void *)(power), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "power" }, { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "u" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 9, -2); }
# 100 "hotspot.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
            for (int r = 0; r < rows; r++)
                for (int c = 0; c < cols; c++) {
                    int k = r * cols + c;
                    float tc = t[k];
                    float tn = r > 0 ? t[k - cols] : tc;
                    float ts = r < rows - 1 ? t[k + cols] : tc;
                    float tw = c > 0 ? t[k - 1] : tc;
                    float te = c < cols - 1 ? t[k + 1] : tc;
                    u[k] = tc + cy * (tn + ts - 2.0f * tc) + cx * (te + tw - 2.0f * tc)
                         + cz * (80.0f - tc) + cp * power[k];
                } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            float *swap = t;
            t = u;
            u = swap;
        }
        t1 = now_ms();
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "hotspot.c", 117, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(t)[0], (size) * sizeof((t)[0]), ACCRT_UPDATE_SELF, 0, "t[0:size]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double check = 0.0;
    for (size_t k = 0; k < size; k++)
        check += t[k] * weight(k);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(temp);
    free(next);
    free(power);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
