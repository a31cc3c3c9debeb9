/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "tile_strips.c"
# 1 "tile_strips.c"
# 1 "tile_strips.c"





# 7 "tile_strips.c" 2





# 11 "tile_strips.c"
static int a[61][83], b[83][61], c[61][83], d[61][83], e[61][83];

int main(void)
{
    for (int i = 0; i < 61; i++)
        for (int j = 0; j < 83; j++)
            a[i][j] = (i * 31 + j * 17) % 97 - 40;


{ static const __accrt_loc __accc_region_loc = { "tile_strips.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "tile_strips.c"

{ static const __accrt_loc __accc_loc = { "tile_strips.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 19 "tile_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 61; i++)
        for (int j = 0; j < 83; j++)
            b[j][i] = a[i][j]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sum = 0;
    int hi = -1000;

{ static const __accrt_loc __accc_region_loc = { "tile_strips.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "tile_strips.c"

{ static const __accrt_loc __accc_loc = { "tile_strips.c", 26, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) }, { (void *)&(hi), sizeof(hi), ACCRT_COPY, ACCRT_IMPLICIT, "hi", 0, 0, __builtin_object_size((void *)&(hi), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" }, { (const void *)(&(hi)), 0, ACCRT_ARG_DEVICE_PTR, "hi" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 26 "tile_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(+:sum) reduction(max:hi)
    for (int i = 1; i < 61 - 1; i += 2)
        for (int j = 83 - 2; j >= 3; j -= 3) {
            sum += a[i][j] * (i + 1) - a[i - 1][j + 1];
            hi = a[i][j] + j > hi ? a[i][j] + j : hi;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "tile_strips.c", 33, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "tile_strips.c"

{ static const __accrt_loc __accc_loc = { "tile_strips.c", 33, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 33 "tile_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 61; i++)
        for (int j = 0; j < 83; j++)
            c[i][j] = a[i][j] * 2 + (j > 0 ? a[i][j - 1] : 0); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "tile_strips.c", 38, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "tile_strips.c"

{ static const __accrt_loc __accc_loc = { "tile_strips.c", 38, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(e), sizeof(e), ACCRT_COPYOUT, 0, "e", 0, 0, __builtin_object_size((void *)&(e), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR, "e" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 38 "tile_strips.c"

    {
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int i = 0; i < 61; i++)
            for (int j = 0; j < 83; j++)
                d[i][j] = a[61 - 1 - i][j] - i;
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int i = 0; i < 61; i++)
            for (int j = 0; j < 83; j++)
                e[i][j] = a[i][83 - 1 - j] + j;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long cs = 0;
    int bad = 0;
    for (int i = 0; i < 61; i++)
        for (int j = 0; j < 83; j++) {
            if (b[j][i] != a[i][j])
                bad++;
            cs += (long)c[i][j] * (i + 1) + (long)d[i][j] * (j + 2) + (long)e[i][j] * (i + j + 3);
        }
    printf("sum=%ld hi=%d cs=%ld\n", sum, hi, cs);
    printf("b[82][60]=%d c[60][82]=%d d[0][0]=%d e[60][82]=%d\n", b[83 - 1][61 - 1], c[61 - 1][83 - 1], d[0][0], e[61 - 1][83 - 1]);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
