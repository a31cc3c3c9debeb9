/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "fcw_pathfinder.c"
# 1 "fcw_pathfinder.c"
# 1 "fcw_pathfinder.c"
# 9 "fcw_pathfinder.c"
# 10 "fcw_pathfinder.c" 2
# 11 "fcw_pathfinder.c" 2








# 18 "fcw_pathfinder.c"

static int min3(int a, int b, int c)
{
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int main(void)
{
    int *wall = malloc(sizeof(int) * 40 * 100003);
    int *a = calloc(100003 + 2 * 256, sizeof(int));
    int *b = calloc(100003 + 2 * 256, sizeof(int));
    int *want = malloc(sizeof(int) * 100003);
    int *next = malloc(sizeof(int) * 100003);
    for (int i = 0; i < 40 * 100003; i++)
        wall[i] = (int)(((long)i * 7919) % 10);
    for (int c = 0; c < 100003; c++) {
        a[c + 256] = wall[c];
        want[c] = wall[c];
    }
    for (int r = 1; r < 40; r++) {
        for (int c = 0; c < 100003; c++) {
            int l = c > 0 ? want[c - 1] : want[c];
            int x = c < 100003 - 1 ? want[c + 1] : want[c];
            next[c] = min3(l, want[c], x) + wall[r * 100003 + c];
        }
        for (int c = 0; c < 100003; c++)
            want[c] = next[c];
    }

    int *src = a, *dst = b;
    const int written = 256 - 2 * 6;
    const int blocks = (100003 + written - 1) / written;

{ static const __accrt_loc __accc_region_loc = { "fcw_pathfinder.c", 51, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 51 "fcw_pathfinder.c"
{ static const __accrt_loc __accc_loc = { "fcw_pathfinder.c", 51, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(wall)[0], (40*100003) * sizeof((wall)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "wall[0:40*100003]", 0, 0, __builtin_object_size((void *)&(wall)[0], 0) }, { (void *)&(a)[0], (100003 +2*256) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:100003 +2*256]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (100003 +2*256) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:100003 +2*256]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
    for (int top = 0; top < 40 - 1; top += 6) {
        const int steps = 40 - 1 - top < 6 ? 40 - 1 - top : 6;

{ static const __accrt_loc __accc_region_loc = { "fcw_pathfinder.c", 54, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 54 "fcw_pathfinder.c"

{ static const __accrt_loc __accc_loc = { "fcw_pathfinder.c", 54, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(wall), 0, ACCRT_PRESENT, 0, "wall", 0, 0, __builtin_object_size((void *)(wall), 0) }, { (void *)&(src)[0], (100003 +2*256) * sizeof((src)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "src[0:100003 +2*256]", 0, 0, __builtin_object_size((void *)&(src)[0], 0) }, { (void *)&(dst)[0], (100003 +2*256) * sizeof((dst)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "dst[0:100003 +2*256]", 0, 0, __builtin_object_size((void *)&(dst)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(blocks)), sizeof(blocks), ACCRT_ARG_VALUE, "blocks" }, { (const void *)(&(written)), sizeof(written), ACCRT_ARG_VALUE, "written" }, { (const void *)(&(steps)), sizeof(steps), ACCRT_ARG_VALUE, "steps" }, { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "src" }, { (const void *)(&(top)), sizeof(top), ACCRT_ARG_VALUE, "top" }, { (const void *)(wall), 0, ACCRT_ARG_DEVICE_PTR, "wall" }, { (const void *)(dst), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "dst" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 7, -2); }
# 54 "fcw_pathfinder.c"

        { extern void omp_set_dynamic(int); extern int omp_get_thread_num(void); extern int omp_get_num_threads(void); extern int dprintf(int, const char *, ...); extern void abort(void); const long long __accc_fcw_trip = (long long)((long long)(blocks * 256) - (long long)(0)); omp_set_dynamic(0); for (long long __accc_fcw_first = 0; __accc_fcw_first < __accc_fcw_trip; __accc_fcw_first += 256) { const int __accc_fcw_width = (int)(__accc_fcw_trip - __accc_fcw_first < 256 ? __accc_fcw_trip - __accc_fcw_first : 256);
#pragma omp parallel num_threads(__accc_fcw_width)
{ if (omp_get_num_threads() != __accc_fcw_width && omp_get_thread_num() == 0) { dprintf(2, "fcw_pathfinder.c:59: the `fcw` block of this loop needs a team of %d OpenMP threads, the runtime gave %d" "\n", __accc_fcw_width, omp_get_num_threads()); abort(); }
#pragma omp barrier
# 55 "fcw_pathfinder.c"
int np = 0; np += (1) * (__accc_fcw_first + omp_get_thread_num()); do {
            int lane = np % 256;
            int col = np / 256 * written - 6 + lane;
            int p = col + 256;

            { const long long __accc_fcw_lo0 = (long long)(p) - 1; __typeof__(src[0]) __accc_fcw_saved0[3]; for (long long __accc_fcw_e = 0; __accc_fcw_e < 3; __accc_fcw_e++) if (__accc_fcw_lo0 + __accc_fcw_e >= 0) __accc_fcw_saved0[__accc_fcw_e] = src[__accc_fcw_lo0 + __accc_fcw_e];
#pragma omp barrier
# 60 "fcw_pathfinder.c"
{
                for (int s = 0; s < steps; s++) {
                    int ok = lane > s && lane < 256 - 1 - s && col >= 0 && col < 100003;
                    int v = 0;
                    if (ok) {
                        int l = col > 0 ? src[p - 1] : src[p];
                        int x = col < 100003 - 1 ? src[p + 1] : src[p];
                        v = min3(l, src[p], x) + wall[(top + s + 1) * 100003 + col];
                    }
                    { const int __accc_fcw_p0 = (ok);
 { __typeof__(src[p]) __accc_fcw_value = 0; if (__accc_fcw_p0) __accc_fcw_value = (v);
#pragma omp barrier
# 70 "fcw_pathfinder.c"
if (__accc_fcw_p0) src[p] = __accc_fcw_value;
#pragma omp barrier
# 70 "fcw_pathfinder.c"
 } }
                }
                if (lane >= 6 && lane < 256 - 6 && col >= 0 && col < 100003)
                    dst[p] = src[p];
            }
#pragma omp barrier
 for (long long __accc_fcw_e = 0; __accc_fcw_e < 3; __accc_fcw_e++) if (__accc_fcw_lo0 + __accc_fcw_e >= 0) src[__accc_fcw_lo0 + __accc_fcw_e] = __accc_fcw_saved0[__accc_fcw_e];
#pragma omp barrier
# 74 "fcw_pathfinder.c"
 }
        } while (0); } } } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        int *t = src;
        src = dst;
        dst = t;
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long bad = 0, sum = 0;
    for (int c = 0; c < 100003; c++) {
        bad += src[c + 256] != want[c];
        sum += src[c + 256];
    }
    printf("fcw pathfinder, %d columns, %d rows, %d rows a launch: %s (%ld mismatches)\n", 100003,
           40, 6, bad ? "FAIL" : "PASS", bad);
    printf("sum %ld first %d last %d\n", sum, src[256], src[100003 - 1 + 256]);
    free(wall);
    free(a);
    free(b);
    free(want);
    free(next);
    return bad != 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
