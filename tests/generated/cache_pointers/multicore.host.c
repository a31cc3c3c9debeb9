/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_pointers.c"
# 1 "cache_pointers.c"
# 1 "cache_pointers.c"





# 7 "cache_pointers.c" 2
# 8 "cache_pointers.c" 2






# 13 "cache_pointers.c"
static void smooth(int n, const int *restrict in, int *restrict out)
{

{ static const __accrt_loc __accc_region_loc = { "cache_pointers.c", 15, "smooth", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "cache_pointers.c"

{ static const __accrt_loc __accc_loc = { "cache_pointers.c", 15, "smooth", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (n) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[0:n]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 15 "cache_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 2; i < n - 2; i++) {

        out[i] = in[i - 2] + 2 * in[i - 1] + 3 * in[i] + 2 * in[i + 1] + in[i + 2];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void diff_kernels(int n, const int *restrict in, int *restrict out)
{

{ static const __accrt_loc __accc_region_loc = { "cache_pointers.c", 24, "diff_kernels", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "cache_pointers.c"

{ static const __accrt_loc __accc_loc = { "cache_pointers.c", 24, "diff_kernels", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (n) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[0:n]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 24 "cache_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n - 1; i++) {

        out[i] = in[i + 1] - in[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void narrow_vectors(int n, const int *restrict in, int *restrict out)
{

{ static const __accrt_loc __accc_region_loc = { "cache_pointers.c", 33, "narrow_vectors", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "cache_pointers.c"

{ static const __accrt_loc __accc_loc = { "cache_pointers.c", 33, "narrow_vectors", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (n) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[0:n]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, (1)); }
# 33 "cache_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 1; i < n - 1; i++) {

        out[i] = in[i - 1] * in[i + 1] - in[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "cache_pointers.c", 38, "narrow_vectors", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2); }
}

static void down_2d(int (*g)[29], int (*r)[29])
{

{ static const __accrt_loc __accc_region_loc = { "cache_pointers.c", 43, "down_2d", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "cache_pointers.c"

{ static const __accrt_loc __accc_loc = { "cache_pointers.c", 43, "down_2d", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(g)[0][0], ((37) == 0 || (29) == 0 ? 0 : ((37) - 1) * sizeof((g)[0]) + (29) * sizeof((g)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION, "g[0:37][0:29]", 0, 0, __builtin_object_size((void *)&(g)[0][0], 0) }, { (void *)&(r)[0][0], ((37) == 0 || (29) == 0 ? 0 : ((37) - 1) * sizeof((r)[0]) + (29) * sizeof((r)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION, "r[0:37][0:29]", 0, 0, __builtin_object_size((void *)&(r)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "g" }, { (const void *)(r), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "r" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 43 "cache_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int y = 37 - 2; y >= 1; y--)
        for (int x = 29 - 2; x >= 1; x--) {

            r[y][x] = g[y - 1][x] + g[y + 1][x] - g[y][x - 1] - g[y][x + 1] + 4 * g[y][x];
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    int *a = malloc(1001 * sizeof(int)), *b = calloc(1001, sizeof(int));
    int *c = calloc(1001, sizeof(int)), *d = calloc(1001, sizeof(int));
    int (*g)[29] = malloc(sizeof(int[37][29])), (*r)[29] = calloc(37, sizeof(int[29]));
    for (int i = 0; i < 1001; i++)
        a[i] = (i * 29) % 41 - 20;
    for (int y = 0; y < 37; y++)
        for (int x = 0; x < 29; x++)
            g[y][x] = (y * 7 + x * 11) % 23 - 11;


{ static const __accrt_loc __accc_region_loc = { "cache_pointers.c", 62, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 62 "cache_pointers.c"
{ static const __accrt_loc __accc_loc = { "cache_pointers.c", 62, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (1001) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:1001]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(g)[0][0], ((37) == 0 || (29) == 0 ? 0 : ((37) - 1) * sizeof((g)[0]) + (29) * sizeof((g)[0][0])), ACCRT_COPYIN, 0 | ACCRT_SECTION, "g[0:37][0:29]", 0, 0, __builtin_object_size((void *)&(g)[0][0], 0) }, { (void *)&(b)[0], (1001) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:1001]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) }, { (void *)&(c)[0], (1001) * sizeof((c)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "c[0:1001]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) }, { (void *)&(d)[0], (1001) * sizeof((d)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "d[0:1001]", 0, 0, __builtin_object_size((void *)&(d)[0], 0) }, { (void *)&(r)[0][0], ((37) == 0 || (29) == 0 ? 0 : ((37) - 1) * sizeof((r)[0]) + (29) * sizeof((r)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION, "r[0:37][0:29]", 0, 0, __builtin_object_size((void *)&(r)[0][0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 6, -2); }
    {
        smooth(1001, a, b);
        diff_kernels(1001, a, c);
        narrow_vectors(1001, a, d);
        down_2d(g, r);
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    long sb = 0, sc = 0, sd = 0, sr = 0;
    for (int i = 0; i < 1001; i++) {
        int wb = (i >= 2 && i < 1001 - 2)
                     ? a[i - 2] + 2 * a[i - 1] + 3 * a[i] + 2 * a[i + 1] + a[i + 2]
                     : 0;
        int wc = i < 1001 - 1 ? a[i + 1] - a[i] : 0;
        int wd = (i >= 1 && i < 1001 - 1) ? a[i - 1] * a[i + 1] - a[i] : 0;
        bad += (b[i] != wb) + (c[i] != wc) + (d[i] != wd);
        sb += b[i] * (i % 3 - 1), sc += c[i] * (i % 5 - 2), sd += d[i] * (i % 7 - 3);
    }
    for (int y = 0; y < 37; y++)
        for (int x = 0; x < 29; x++) {
            int in = y >= 1 && y < 37 - 1 && x >= 1 && x < 29 - 1;
            int want = in ? g[y - 1][x] + g[y + 1][x] - g[y][x - 1] - g[y][x + 1] + 4 * g[y][x] : 0;
            bad += r[y][x] != want;
            sr += r[y][x] * ((x + y) % 4 - 1);
        }
    printf("cache through pointers: %s (%d mismatches)\n", bad ? "FAIL" : "PASS", bad);
    printf("smooth=%ld diff=%ld narrow=%ld down2d=%ld\n", sb, sc, sd, sr);
    free(a), free(b), free(c), free(d), free(g), free(r);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
