/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "column_strips.c"
# 1 "column_strips.c"
# 1 "column_strips.c"







# 9 "column_strips.c" 2





# 13 "column_strips.c"
static int grid[300][1200];
static int out[300][1200];
static long wide[2][6000];
static long tall[3000][512];

int main(void)
{
    for (int j = 0; j < 300; j++)
        for (int i = 0; i < 1200; i++)
            grid[j][i] = (j * 131 + i * 7) % 1009;


    int biggest = 0;

{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(max:biggest)
    for (int j = 1; j < 300 - 1; j++)
        for (int i = 1; i < 1200 - 1; i++) {
            int v = grid[j - 1][i] + grid[j + 1][i] + grid[j][i - 1] + grid[j][i + 1] - 4 * grid[j][i];
            out[j][i] = v;
            if (v > biggest)
                biggest = v;
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long sum = 0;
    int bad = 0;
    for (int j = 0; j < 300; j++)
        for (int i = 0; i < 1200; i++) {
            sum += out[j][i];
            if ((j == 0 || j == 300 - 1 || i == 0 || i == 1200 - 1) && out[j][i] != 0)
                bad++;
        }
    printf("stencil: sum=%ld max=%d untouched edges %s\n", sum, biggest, bad ? "FAIL" : "ok");



{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 45, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 45 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 2; j < 300; j++)
        for (int i = 37; i < 1200; i++) {
            if ((i + j) % 5 == 0)
                continue;
            out[j][i] += i * 10000 + j;
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 53, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 53 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 3; j < 300; j += 2)
        for (int i = 1; i < 1200; i += 2)
            out[j][i] = 3 * out[j][i] + j - i; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 58, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 58 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 0; j < 4; j++)
        for (int i = 1200 - 1; i >= 0; i--)
            out[j][i] = -(j * 1200 + i); if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    sum = 0;
    long weighted = 0;
    for (int j = 0; j < 300; j++)
        for (int i = 0; i < 1200; i++) {
            sum += out[j][i];
            weighted += (long)out[j][i] * ((i * 3 + j) % 17);
        }
    printf("strided and descending: sum=%ld weighted=%ld\n", sum, weighted);



{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 72, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 6000; i++)
            wide[j][i] = (long)i * i + j; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long total = 0;

{ static const __accrt_loc __accc_region_loc = { "column_strips.c", 78, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 78 "column_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(+:total)
    for (int j = 0; j < 3000; j++)
        for (int i = 0; i < 512; i++) {
            tall[j][i] = j - i;
            total += j ^ i;
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long w = 0, t = 0;
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 6000; i++)
            w += wide[j][i] % 1000003;
    for (int j = 0; j < 3000; j++)
        for (int i = 0; i < 512; i++)
            t += tall[j][i] * (j % 7);
    printf("wide=%ld tall=%ld total=%ld\n", w, t, total);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
