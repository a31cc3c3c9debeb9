/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "fcw_channels.c"
# 1 "fcw_channels.c"
# 1 "fcw_channels.c"
# 15 "fcw_channels.c"
# 16 "fcw_channels.c" 2
# 17 "fcw_channels.c" 2





# 21 "fcw_channels.c"
int main(void)
{
    int *a = malloc(sizeof(int) * 100003);
    int *sums = malloc(sizeof(int) * (100003 / 256 + 1));
    int *scan = malloc(sizeof(int) * 100003);
    int *s1 = malloc(sizeof(int) * 100003);
    int *s2 = malloc(sizeof(int) * 100003);
    int *src = malloc(sizeof(int) * 100003);
    int *t = malloc(sizeof(int) * 100003);
    for (int i = 0; i < 100003; i++) {
        a[i] = (i * 37) % 101 - 50;
        s1[i] = (i * 13) % 17;
        s2[i] = s1[i];
        src[i] = s1[i];
    }
    for (int k = 0; k <= 100003 / 256; k++)
        sums[k] = 0;


{ static const __accrt_loc __accc_region_loc = { "fcw_channels.c", 39, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "fcw_channels.c"
{ static const __accrt_loc __accc_loc = { "fcw_channels.c", 39, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (100003) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:100003]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s1)[0], (100003) * sizeof((s1)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "s1[0:100003]", 0, 0, __builtin_object_size((void *)&(s1)[0], 0) }, { (void *)&(s2)[0], (100003) * sizeof((s2)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "s2[0:100003]", 0, 0, __builtin_object_size((void *)&(s2)[0], 0) }, { (void *)&(src)[0], (100003) * sizeof((src)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "src[0:100003]", 0, 0, __builtin_object_size((void *)&(src)[0], 0) }, { (void *)&(t)[0], (100003) * sizeof((t)[0]), ACCRT_CREATE, 0 | ACCRT_SECTION, "t[0:100003]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) }, { (void *)&(scan)[0], (100003) * sizeof((scan)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "scan[0:100003]", 0, 0, __builtin_object_size((void *)&(scan)[0], 0) }, { (void *)&(sums)[0], (100003/256 +1) * sizeof((sums)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "sums[0:100003/256 +1]", 0, 0, __builtin_object_size((void *)&(sums)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 7, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "fcw_channels.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "fcw_channels.c"

{ static const __accrt_loc __accc_loc = { "fcw_channels.c", 41, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)(a), 0) }, { (void *)(sums), 0, ACCRT_PRESENT, 0, "sums", 0, 0, __builtin_object_size((void *)(sums), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(sums), 0, ACCRT_ARG_DEVICE_PTR, "sums" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 41 "fcw_channels.c"

        { extern void omp_set_dynamic(int); extern int omp_get_thread_num(void); extern int omp_get_num_threads(void); extern int dprintf(int, const char *, ...); extern void abort(void); const long long __accc_fcw_trip = (long long)((long long)(100003) - (long long)(0)); omp_set_dynamic(0); for (long long __accc_fcw_first = 0; __accc_fcw_first < __accc_fcw_trip; __accc_fcw_first += 256) { const int __accc_fcw_width = (int)(__accc_fcw_trip - __accc_fcw_first < 256 ? __accc_fcw_trip - __accc_fcw_first : 256);
#pragma omp parallel num_threads(__accc_fcw_width)
{ if (omp_get_num_threads() != __accc_fcw_width && omp_get_thread_num() == 0) { dprintf(2, "fcw_channels.c:45: the `fcw` block of this loop needs a team of %d OpenMP threads, the runtime gave %d" "\n", __accc_fcw_width, omp_get_num_threads()); abort(); }
#pragma omp barrier
# 42 "fcw_channels.c"
int i = 0; i += (1) * (__accc_fcw_first + omp_get_thread_num()); do {
            int tile = i / 256;
            int lane = i % 256;

            { const long long __accc_fcw_lo0 = (long long)(i) - 0; __typeof__(a[0]) __accc_fcw_saved0[1]; for (long long __accc_fcw_e = 0; __accc_fcw_e < 1; __accc_fcw_e++) if (__accc_fcw_lo0 + __accc_fcw_e >= 0) __accc_fcw_saved0[__accc_fcw_e] = a[__accc_fcw_lo0 + __accc_fcw_e];
#pragma omp barrier
# 46 "fcw_channels.c"
{
                for (int y = 256 / 2; y > 0; y >>= 1)
                    { const int __accc_fcw_p0 = (lane < y && i + y < 100003);
 { __typeof__(a[i]) __accc_fcw_value = 0; if (__accc_fcw_p0) __accc_fcw_value = (a[i] + a[i + y]);
#pragma omp barrier
# 49 "fcw_channels.c"
if (__accc_fcw_p0) a[i] = __accc_fcw_value;
#pragma omp barrier
# 49 "fcw_channels.c"
 } }
                if (lane == 0)
                    sums[tile] = a[i];
            }
#pragma omp barrier
 for (long long __accc_fcw_e = 0; __accc_fcw_e < 1; __accc_fcw_e++) if (__accc_fcw_lo0 + __accc_fcw_e >= 0) a[__accc_fcw_lo0 + __accc_fcw_e] = __accc_fcw_saved0[__accc_fcw_e];
#pragma omp barrier
# 52 "fcw_channels.c"
 }
        } while (0); } } } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_channels.c", 54, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 54 "fcw_channels.c"

{ static const __accrt_loc __accc_loc = { "fcw_channels.c", 54, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(src), 0, ACCRT_PRESENT, 0, "src", 0, 0, __builtin_object_size((void *)(src), 0) }, { (void *)(scan), 0, ACCRT_PRESENT, 0, "scan", 0, 0, __builtin_object_size((void *)(scan), 0) }, { (void *)(t), 0, ACCRT_PRESENT, 0, "t", 0, 0, __builtin_object_size((void *)(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR, "src" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { (const void *)(scan), 0, ACCRT_ARG_DEVICE_PTR, "scan" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 54 "fcw_channels.c"

        { extern void omp_set_dynamic(int); extern int omp_get_thread_num(void); extern int omp_get_num_threads(void); extern int dprintf(int, const char *, ...); extern void abort(void); const long long __accc_fcw_trip = (long long)((long long)(100003) - (long long)(0)); omp_set_dynamic(0); for (long long __accc_fcw_first = 0; __accc_fcw_first < __accc_fcw_trip; __accc_fcw_first += 256) { const int __accc_fcw_width = (int)(__accc_fcw_trip - __accc_fcw_first < 256 ? __accc_fcw_trip - __accc_fcw_first : 256);
#pragma omp parallel num_threads(__accc_fcw_width)
{ if (omp_get_num_threads() != __accc_fcw_width && omp_get_thread_num() == 0) { dprintf(2, "fcw_channels.c:58: the `fcw` block of this loop needs a team of %d OpenMP threads, the runtime gave %d" "\n", __accc_fcw_width, omp_get_num_threads()); abort(); }
#pragma omp barrier
# 55 "fcw_channels.c"
int i = 0; i += (1) * (__accc_fcw_first + omp_get_thread_num()); do {
            int lane = i % 256;
            int x = src[i];

            { const long long __accc_fcw_lo0 = (long long)(i) - 256; __typeof__(t[0]) __accc_fcw_saved0[257]; for (long long __accc_fcw_e = 0; __accc_fcw_e < 257; __accc_fcw_e++) if (__accc_fcw_lo0 + __accc_fcw_e >= 0) __accc_fcw_saved0[__accc_fcw_e] = t[__accc_fcw_lo0 + __accc_fcw_e];
#pragma omp barrier
# 59 "fcw_channels.c"
{
                { __typeof__(t[i]) __accc_fcw_value = 0; __accc_fcw_value = (x);
#pragma omp barrier
# 60 "fcw_channels.c"
t[i] = __accc_fcw_value;
#pragma omp barrier
# 60 "fcw_channels.c"
 }
#pragma omp barrier
                for (int d = 1; d < 256; d *= 2) {
                    int add = lane >= d ? t[i - d] : 0;
                    { __typeof__(t[i]) __accc_fcw_value = 0; __accc_fcw_value = (t[i] + add);
#pragma omp barrier
# 64 "fcw_channels.c"
t[i] = __accc_fcw_value;
#pragma omp barrier
# 64 "fcw_channels.c"
 }
                }
                scan[i] = t[i];
            }
#pragma omp barrier
 for (long long __accc_fcw_e = 0; __accc_fcw_e < 257; __accc_fcw_e++) if (__accc_fcw_lo0 + __accc_fcw_e >= 0) t[__accc_fcw_lo0 + __accc_fcw_e] = __accc_fcw_saved0[__accc_fcw_e];
#pragma omp barrier
# 67 "fcw_channels.c"
 }
        } while (0); } } } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_channels.c", 69, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 69 "fcw_channels.c"

{ static const __accrt_loc __accc_loc = { "fcw_channels.c", 69, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(s1), 0, ACCRT_PRESENT, 0, "s1", 0, 0, __builtin_object_size((void *)(s1), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(s1), 0, ACCRT_ARG_DEVICE_PTR, "s1" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 69 "fcw_channels.c"

        { extern void omp_set_dynamic(int); extern int omp_get_thread_num(void); extern int omp_get_num_threads(void); extern int dprintf(int, const char *, ...); extern void abort(void); const long long __accc_fcw_trip = (long long)((long long)(100003) - (long long)(0)); omp_set_dynamic(0); for (long long __accc_fcw_first = 0; __accc_fcw_first < __accc_fcw_trip; __accc_fcw_first += 256) { const int __accc_fcw_width = (int)(__accc_fcw_trip - __accc_fcw_first < 256 ? __accc_fcw_trip - __accc_fcw_first : 256);
#pragma omp parallel num_threads(__accc_fcw_width)
{ if (omp_get_num_threads() != __accc_fcw_width && omp_get_thread_num() == 0) { dprintf(2, "fcw_channels.c:72: the `fcw` block of this loop needs a team of %d OpenMP threads, the runtime gave %d" "\n", __accc_fcw_width, omp_get_num_threads()); abort(); }
#pragma omp barrier
# 70 "fcw_channels.c"
int i = 0; i += (1) * (__accc_fcw_first + omp_get_thread_num()); do {
            int lane = i % 256;

            {
                for (int d = 1; d < 256; d *= 2) {
                    int add = lane >= d ? s1[i - d] : 0;
                    { __typeof__(s1[i]) __accc_fcw_value = 0; __accc_fcw_value = (s1[i] + (add));
#pragma omp barrier
# 76 "fcw_channels.c"
s1[i] = __accc_fcw_value;
#pragma omp barrier
# 76 "fcw_channels.c"
 }
                }
            }
        } while (0); } } } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_channels.c", 80, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 80 "fcw_channels.c"

{ static const __accrt_loc __accc_loc = { "fcw_channels.c", 80, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(s2), 0, ACCRT_PRESENT, 0, "s2", 0, 0, __builtin_object_size((void *)(s2), 0) }, { (void *)(src), 0, ACCRT_PRESENT, 0, "src", 0, 0, __builtin_object_size((void *)(src), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR, "src" }, { (const void *)(s2), 0, ACCRT_ARG_DEVICE_PTR, "s2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 80 "fcw_channels.c"

        { extern void omp_set_dynamic(int); extern int omp_get_thread_num(void); extern int omp_get_num_threads(void); extern int dprintf(int, const char *, ...); extern void abort(void); const long long __accc_fcw_trip = (long long)((long long)(100003) - (long long)(0)); omp_set_dynamic(0); for (long long __accc_fcw_first = 0; __accc_fcw_first < __accc_fcw_trip; __accc_fcw_first += 256) { const int __accc_fcw_width = (int)(__accc_fcw_trip - __accc_fcw_first < 256 ? __accc_fcw_trip - __accc_fcw_first : 256);
#pragma omp parallel num_threads(__accc_fcw_width)
{ if (omp_get_num_threads() != __accc_fcw_width && omp_get_thread_num() == 0) { dprintf(2, "fcw_channels.c:83: the `fcw` block of this loop needs a team of %d OpenMP threads, the runtime gave %d" "\n", __accc_fcw_width, omp_get_num_threads()); abort(); }
#pragma omp barrier
# 81 "fcw_channels.c"
int i = 0; i += (1) * (__accc_fcw_first + omp_get_thread_num()); do {
            int lane = i % 256;

            {
                { __typeof__(s2[i]) __accc_fcw_value = 0; __accc_fcw_value = (src[i]);
#pragma omp barrier
# 85 "fcw_channels.c"
s2[i] = __accc_fcw_value;
#pragma omp barrier
# 85 "fcw_channels.c"
 }
                for (int d = 1; d < 256; d *= 2) {
                    int add = lane >= d ? s2[i - d] : 0;
                    { __typeof__(s2[i]) __accc_fcw_value = 0; __accc_fcw_value = (s2[i] + (add));
#pragma omp barrier
# 88 "fcw_channels.c"
s2[i] = __accc_fcw_value;
#pragma omp barrier
# 88 "fcw_channels.c"
 }
                }
            }
        } while (0); } } } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long bad = 0;
    for (int k = 0; k <= (100003 - 1) / 256; k++) {
        int s = 0;
        for (int i = k * 256; i < (k + 1) * 256 && i < 100003; i++)
            s += (i * 37) % 101 - 50;
        bad += sums[k] != s;
    }
    for (int i = 0; i < 100003; i++) {
        bad += a[i] != (i * 37) % 101 - 50;
        int want = 0;
        for (int j = i - i % 256; j <= i; j++)
            want += src[j];
        bad += scan[i] != want;
        bad += s1[i] != want;
        bad += s2[i] != want;
    }
    printf("fcw channels over %d iterations in blocks of %d: %s (%ld mismatches)\n", 100003, 256,
           bad ? "FAIL" : "PASS", bad);
    printf("sums[0]=%d sums[%d]=%d scan[%d]=%d\n", sums[0], 100003 / 256, sums[100003 / 256], 100003 - 1,
           scan[100003 - 1]);
    free(a);
    free(sums);
    free(scan);
    free(s1);
    free(s2);
    free(src);
    free(t);
    return bad != 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
