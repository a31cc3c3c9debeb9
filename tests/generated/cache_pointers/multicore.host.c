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
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 2; i < n - 2; i++) {

        out[i] = in[i - 2] + 2 * in[i - 1] + 3 * in[i] + 2 * in[i + 1] + in[i + 2];
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void diff_kernels(int n, const int *restrict in, int *restrict out)
{

{ static const __accrt_loc __accc_region_loc = { "cache_pointers.c", 24, "diff_kernels", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "cache_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n - 1; i++) {

        out[i] = in[i + 1] - in[i];
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void narrow_vectors(int n, const int *restrict in, int *restrict out)
{

{ static const __accrt_loc __accc_region_loc = { "cache_pointers.c", 33, "narrow_vectors", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "cache_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 1; i < n - 1; i++) {

        out[i] = in[i - 1] * in[i + 1] - in[i];
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

}

static void down_2d(int (*g)[29], int (*r)[29])
{

{ static const __accrt_loc __accc_region_loc = { "cache_pointers.c", 43, "down_2d", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "cache_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int y = 37 - 2; y >= 1; y--)
        for (int x = 29 - 2; x >= 1; x--) {

            r[y][x] = g[y - 1][x] + g[y + 1][x] - g[y][x - 1] - g[y][x + 1] + 4 * g[y][x];
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
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

    {
        smooth(1001, a, b);
        diff_kernels(1001, a, c);
        narrow_vectors(1001, a, d);
        down_2d(g, r);
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

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
