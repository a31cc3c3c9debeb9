/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "pathfinder.c"
# 1 "pathfinder.c"
# 1 "pathfinder.c"
# 13 "pathfinder.c"
# 14 "pathfinder.c" 2
# 15 "pathfinder.c" 2
# 16 "pathfinder.c" 2


# 17 "pathfinder.c"
static double now_ms(void)
{
    struct timespec t;
    clock_gettime(
# 20 "pathfinder.c" 3 4
                 1
# 20 "pathfinder.c"
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

static void warm_up(void)
{
    float w[256];

{ static const __accrt_loc __accc_region_loc = { "pathfinder.c", 35, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "pathfinder.c"

{ static const __accrt_loc __accc_loc = { "pathfinder.c", 35, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 35 "pathfinder.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 39 "pathfinder.c" 3 4
               stderr
# 39 "pathfinder.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

int main(int argc, char **argv)
{
    int cols = argc > 1 ? atoi(argv[1]) : 4194304;
    int rows = argc > 2 ? atoi(argv[2]) : 120;
    if (cols < 2 || rows < 2 || (double)rows * cols > 4294967295.0) {
        fprintf(
# 49 "pathfinder.c" 3 4
               stderr
# 49 "pathfinder.c"
                     , "usage: pathfinder [COLS [ROWS]]\n");
        return 2;
    }
    size_t size = (size_t)rows * cols;
    int *wall = malloc(size * sizeof(int));
    int *prev = malloc(cols * sizeof(int));
    int *next = malloc(cols * sizeof(int));
    if (!wall || !prev || !next) {
        fprintf(
# 57 "pathfinder.c" 3 4
               stderr
# 57 "pathfinder.c"
                     , "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++)
        wall[k] = (int)(hash32((unsigned)k * 0x9e3779b9U + 12345U) % 10U);
    for (int c = 0; c < cols; c++) {
        prev[c] = wall[c];
        next[c] = -1;
    }

    printf("BENCH pathfinder %d columns, %d rows\n", cols, rows);
    warm_up();

    double t0, t1;

{ static const __accrt_loc __accc_region_loc = { "pathfinder.c", 71, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 71 "pathfinder.c"
{ static const __accrt_loc __accc_loc = { "pathfinder.c", 71, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(wall)[0], (size) * sizeof((wall)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "wall[0:size]", 0, 0, __builtin_object_size((void *)&(wall)[0], 0) }, { (void *)&(prev)[0], (cols) * sizeof((prev)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "prev[0:cols]", 0, 0, __builtin_object_size((void *)&(prev)[0], 0) }, { (void *)&(next)[0], (cols) * sizeof((next)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "next[0:cols]", 0, 0, __builtin_object_size((void *)&(next)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
    {
        t0 = now_ms();
        for (int t = 1; t < rows; t++) {

{ static const __accrt_loc __accc_region_loc = { "pathfinder.c", 75, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 75 "pathfinder.c"

{ static const __accrt_loc __accc_loc = { "pathfinder.c", 75, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(wall)[0], (size) * sizeof((wall)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "wall[0:size]", 0, 0, __builtin_object_size((void *)&(wall)[0], 0) }, { (void *)&(prev)[0], (cols) * sizeof((prev)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "prev[0:cols]", 0, 0, __builtin_object_size((void *)&(prev)[0], 0) }, { (void *)&(next)[0], (cols) * sizeof((next)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "next[0:cols]", 0, 0, __builtin_object_size((void *)&(next)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(cols)), sizeof(cols), ACCRT_ARG_VALUE, "cols" }, { (const void *)(prev), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "prev" }, { (const void *)(&(t)), sizeof(t), ACCRT_ARG_VALUE, "t" }, { (const void *)(wall), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "wall" }, { (const void *)(next), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "next" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 5, -2); }
# 75 "pathfinder.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
            for (int c = 0; c < cols; c++) {
                int best = prev[c];
                if (c > 0 && prev[c - 1] < best)
                    best = prev[c - 1];
                if (c < cols - 1 && prev[c + 1] < best)
                    best = prev[c + 1];
                next[c] = wall[(size_t)t * cols + c] + best;
            } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            int *swap = prev;
            prev = next;
            next = swap;
        }
        t1 = now_ms();
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "pathfinder.c", 89, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(prev)[0], (cols) * sizeof((prev)[0]), ACCRT_UPDATE_SELF, 0, "prev[0:cols]", 0, 0, __builtin_object_size((void *)&(prev)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long long check = 0;
    int best = prev[0];
    for (int c = 0; c < cols; c++) {
        check += (long long)prev[c] * (long long)(hash32((unsigned)c ^ 0x5bd1e995U) >> 20);
        if (prev[c] < best)
            best = prev[c];
    }
    printf("INFO cheapest path %d\n", best);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %lld\n", check);
    free(wall);
    free(prev);
    free(next);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
