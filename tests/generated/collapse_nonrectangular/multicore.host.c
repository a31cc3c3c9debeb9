/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "collapse_nonrectangular.c"
# 1 "collapse_nonrectangular.c"
# 1 "collapse_nonrectangular.c"
# 9 "collapse_nonrectangular.c"
# 10 "collapse_nonrectangular.c" 2




# 13 "collapse_nonrectangular.c"
int main(void)
{
    static int a[24][24];
    long triangle = 0;

{ static const __accrt_loc __accc_region_loc = { "collapse_nonrectangular.c", 17, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "collapse_nonrectangular.c"

{ static const __accrt_loc __accc_loc = { "collapse_nonrectangular.c", 17, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(triangle), sizeof(triangle), ACCRT_COPY, ACCRT_IMPLICIT, "triangle", 0, 0, __builtin_object_size((void *)&(triangle), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(triangle)), 0, ACCRT_ARG_DEVICE_PTR, "triangle" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 17 "collapse_nonrectangular.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:triangle)
    for (int i = 0; i < 24; i++)
        for (int j = 0; j < i; j++) {
            a[i][j] = i - j;
            triangle += i * 100 + j;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long sa = 0;
    for (int i = 0; i < 24; i++)
        for (int j = 0; j < 24; j++)
            sa += (long)a[i][j] * (i + 2 * j + 1);
    printf("triangle: %ld %ld\n", triangle, sa);

    long from_outer = 0;

{ static const __accrt_loc __accc_region_loc = { "collapse_nonrectangular.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "collapse_nonrectangular.c"

{ static const __accrt_loc __accc_loc = { "collapse_nonrectangular.c", 30, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(from_outer), sizeof(from_outer), ACCRT_COPY, ACCRT_IMPLICIT, "from_outer", 0, 0, __builtin_object_size((void *)&(from_outer), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(from_outer)), 0, ACCRT_ARG_DEVICE_PTR, "from_outer" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 30 "collapse_nonrectangular.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:from_outer)
    for (int i = 10; i > 0; i -= 2)
        for (int k = i; k < 12; k += 5)
            from_outer += i * k; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("from the outer variable: %ld\n", from_outer);

    long square = 0;

{ static const __accrt_loc __accc_region_loc = { "collapse_nonrectangular.c", 37, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "collapse_nonrectangular.c"

{ static const __accrt_loc __accc_loc = { "collapse_nonrectangular.c", 37, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(square), sizeof(square), ACCRT_COPY, ACCRT_IMPLICIT, "square", 0, 0, __builtin_object_size((void *)&(square), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(square)), 0, ACCRT_ARG_DEVICE_PTR, "square" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 37 "collapse_nonrectangular.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:square)
    for (int i = 0; i < 20; i++)
        for (int j = 0; j < i * i; j++)
            square += i + j; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("up to the square: %ld\n", square);

    long strided = 0;

{ static const __accrt_loc __accc_region_loc = { "collapse_nonrectangular.c", 44, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 44 "collapse_nonrectangular.c"

{ static const __accrt_loc __accc_loc = { "collapse_nonrectangular.c", 44, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(strided), sizeof(strided), ACCRT_COPY, ACCRT_IMPLICIT, "strided", 0, 0, __builtin_object_size((void *)&(strided), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(strided)), 0, ACCRT_ARG_DEVICE_PTR, "strided" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 44 "collapse_nonrectangular.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:strided)
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 20; j += i + 1)
            strided += i * 100 + j; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("outer step: %ld\n", strided);

    int j, k;
    long outside = 0;

{ static const __accrt_loc __accc_region_loc = { "collapse_nonrectangular.c", 52, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 52 "collapse_nonrectangular.c"

{ static const __accrt_loc __accc_loc = { "collapse_nonrectangular.c", 52, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(outside), sizeof(outside), ACCRT_COPY, ACCRT_IMPLICIT, "outside", 0, 0, __builtin_object_size((void *)&(outside), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(outside)), 0, ACCRT_ARG_DEVICE_PTR, "outside" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 52 "collapse_nonrectangular.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) private(k) reduction(+:outside)
    for (int i = 0; i < 8; i++)
        for (j = 0; j < 8; j++)
            for (k = j; k < 8; k++)
                outside += i * 64 + j * 8 + k; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("declared outside: %ld\n", outside);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
