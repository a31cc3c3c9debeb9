/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "gang_dims.c"
# 1 "gang_dims.c"
# 1 "gang_dims.c"







# 9 "gang_dims.c" 2






# 14 "gang_dims.c"
static int a[37][300], b[37][300], t[37][300], c3[37][5][300 / 10], v3[5][37][300];
static int rowsum[37], head[37];

static long wrong_a(int scale)
{
    long bad = 0;
    for (int i = 0; i < 37; i++)
        for (int j = 0; j < 300; j++)
            bad += a[i][j] != scale * (i * 300 + j);
    return bad;
}

int main(void)
{



{ static const __accrt_loc __accc_region_loc = { "gang_dims.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "gang_dims.c"

{ static const __accrt_loc __accc_loc = { "gang_dims.c", 30, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 30 "gang_dims.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {

        for (int j = 0; j < 300; j++)
            a[i][j] = i * 300 + j;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("num_gangs(8, 4): %ld wrong\n", wrong_a(1));






{ static const __accrt_loc __accc_region_loc = { "gang_dims.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "gang_dims.c"

{ static const __accrt_loc __accc_loc = { "gang_dims.c", 42, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(head), sizeof(head), ACCRT_COPYOUT, 0, "head", 0, 0, __builtin_object_size((void *)&(head), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(head), 0, ACCRT_ARG_DEVICE_PTR, "head" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 42 "gang_dims.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        head[i] = -i;

        for (int j = 0; j < 300; j++)
            b[i][j] = 2 * a[i][j];

        for (int j = 0; j < 300; j++)
            b[i][j] += 1;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long bad = 0;
    for (int i = 0; i < 37; i++) {
        bad += head[i] != -i;
        for (int j = 0; j < 300; j++)
            bad += b[i][j] != 2 * (i * 300 + j) + 1;
    }
    printf("chosen grid, two inner loops: %ld wrong\n", bad);


    for (int i = 0; i < 37; i++)
        for (int j = 0; j < 300; j++)
            t[i][j] = -1;

{ static const __accrt_loc __accc_region_loc = { "gang_dims.c", 64, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 64 "gang_dims.c"

{ static const __accrt_loc __accc_loc = { "gang_dims.c", 64, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_COPY, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 64 "gang_dims.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {

        for (int j = 0; j < (i * 8 + 1 < 300 ? i * 8 + 1 : 300); j++)
            t[i][j] = i + j;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    bad = 0;
    for (int i = 0; i < 37; i++)
        for (int j = 0; j < 300; j++)
            bad += t[i][j] != (j <= i * 8 ? i + j : -1);
    printf("triangle, num_gangs(3, 5): %ld wrong\n", bad);



{ static const __accrt_loc __accc_region_loc = { "gang_dims.c", 77, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 77 "gang_dims.c"

{ static const __accrt_loc __accc_loc = { "gang_dims.c", 77, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 77 "gang_dims.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {

        for (int j = 0; j < 300; j++)
            a[i][j] *= 3;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("gang(dim:1) alone: %ld wrong\n", wrong_a(3));

{ static const __accrt_loc __accc_region_loc = { "gang_dims.c", 84, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 84 "gang_dims.c"

{ static const __accrt_loc __accc_loc = { "gang_dims.c", 84, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c3), sizeof(c3), ACCRT_COPYOUT, 0, "c3", 0, 0, __builtin_object_size((void *)&(c3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c3), 0, ACCRT_ARG_DEVICE_PTR, "c3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 84 "gang_dims.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {

        for (int k = 0; k < 5; k++)
            for (int j = 0; j < 300 / 10; j++)
                c3[i][k][j] = i * 1000 + k * 100 + j;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    bad = 0;
    for (int i = 0; i < 37; i++)
        for (int k = 0; k < 5; k++)
            for (int j = 0; j < 300 / 10; j++)
                bad += c3[i][k][j] != i * 1000 + k * 100 + j;
    printf("collapsed dimension-1 nest, num_gangs(2, 7): %ld wrong\n", bad);





{ static const __accrt_loc __accc_region_loc = { "gang_dims.c", 101, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 101 "gang_dims.c"

{ static const __accrt_loc __accc_loc = { "gang_dims.c", 101, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v3), sizeof(v3), ACCRT_COPYOUT, 0, "v3", 0, 0, __builtin_object_size((void *)&(v3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v3), 0, ACCRT_ARG_DEVICE_PTR, "v3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 101 "gang_dims.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int k = 0; k < 5; k++) {

        for (int i = 0; i < 37; i++) {

            for (int j = 0; j < 300; j++)
                v3[k][i][j] = k * 100000 + i * 1000 + j;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    bad = 0;
    for (int k = 0; k < 5; k++)
        for (int i = 0; i < 37; i++)
            for (int j = 0; j < 300; j++)
                bad += v3[k][i][j] != k * 100000 + i * 1000 + j;
    printf("three dimensions, num_gangs(4, 3, 2): %ld wrong\n", bad);

{ static const __accrt_loc __accc_region_loc = { "gang_dims.c", 116, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 116 "gang_dims.c"

{ static const __accrt_loc __accc_loc = { "gang_dims.c", 116, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v3), sizeof(v3), ACCRT_COPY, 0, "v3", 0, 0, __builtin_object_size((void *)&(v3), 0) }, { (void *)&(head), sizeof(head), ACCRT_COPY, 0, "head", 0, 0, __builtin_object_size((void *)&(head), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(head), 0, ACCRT_ARG_DEVICE_PTR, "head" }, { (const void *)(v3), 0, ACCRT_ARG_DEVICE_PTR, "v3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 116 "gang_dims.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int k = 0; k < 5; k++) {

        for (int i = 0; i < 37; i++) {
            head[i] = 2 * i;

            for (int j = 0; j < 300; j++)
                v3[k][i][j] += 1;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    bad = 0;
    for (int k = 0; k < 5; k++)
        for (int i = 0; i < 37; i++) {
            bad += head[i] != 2 * i;
            for (int j = 0; j < 300; j++)
                bad += v3[k][i][j] != k * 100000 + i * 1000 + j + 1;
        }
    printf("three dimensions, chosen grid: %ld wrong\n", bad);




{ static const __accrt_loc __accc_region_loc = { "gang_dims.c", 137, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 137 "gang_dims.c"

{ static const __accrt_loc __accc_loc = { "gang_dims.c", 137, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_COPY, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 137 "gang_dims.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {

        for (int j = 0; j < (i * 8 + 1 < 300 ? i * 8 + 1 : 300); j++)
            t[i][j] -= i;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    bad = 0;
    for (int i = 0; i < 37; i++)
        for (int j = 0; j < 300; j++)
            bad += t[i][j] != (j <= i * 8 ? j : -1);
    printf("triangle, compiler's grid: %ld wrong\n", bad);

{ static const __accrt_loc __accc_region_loc = { "gang_dims.c", 148, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 148 "gang_dims.c"

{ static const __accrt_loc __accc_loc = { "gang_dims.c", 148, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(rowsum), sizeof(rowsum), ACCRT_COPYOUT, 0, "rowsum", 0, 0, __builtin_object_size((void *)&(rowsum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(rowsum), 0, ACCRT_ARG_DEVICE_PTR, "rowsum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 148 "gang_dims.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        int s = 0;

        for (int j = 0; j < 300; j++)
            s += a[i][j] % 7;
        rowsum[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    bad = 0;
    for (int i = 0; i < 37; i++) {
        int s = 0;
        for (int j = 0; j < 300; j++)
            s += a[i][j] % 7;
        bad += rowsum[i] != s;
    }
    printf("row sums: %ld wrong\n", bad);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
