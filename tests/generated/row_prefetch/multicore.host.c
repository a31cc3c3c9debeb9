/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "row_prefetch.c"
# 1 "row_prefetch.c"
# 1 "row_prefetch.c"
# 9 "row_prefetch.c"
# 10 "row_prefetch.c" 2
# 11 "row_prefetch.c" 2





# 15 "row_prefetch.c"
static int up[130][700];
static int by2[130][700];

static long total_of(int n, int m, const int *p)
{
    long s = 0;
    for (int k = 0; k < n * m; k++)
        s += (long)p[k] * (k % 13 + 1);
    return s;
}


static int twice(int x)
{
    return 2 * x;
}


static void smooth(int n, int m, int (*restrict out)[m], const int (*in)[m])
{

{ long long __accc_clause_0 __attribute__((unused)) = (n - 2); static const __accrt_loc __accc_region_loc = { "row_prefetch.c", 35, "smooth", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "row_prefetch.c"

{ static const __accrt_loc __accc_loc = { "row_prefetch.c", 35, "smooth", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0], (n) * sizeof((in)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "in[0:n]", 0, 0, __builtin_object_size((void *)&(in)[0], 0) }, { (void *)&(out)[1], (__accc_clause_0) * sizeof((out)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "out[1:n - 2]", 0, 0, __builtin_object_size((void *)&(out)[1], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 35 "row_prefetch.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++)
            out[j][i] = in[j - 1][i] + 2 * in[j][i] + in[j + 1][i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    int n = 130, m = 700;
    int *restrict a = malloc(sizeof(int) * n * m);
    int *restrict b = malloc(sizeof(int) * n * m);
    int *restrict w = malloc(sizeof(int) * n * m);
    int (*vla_out)[700] = malloc(sizeof(int[130][700]));
    for (int k = 0; k < n * m; k++) {
        a[k] = (k * 37 + k / m * 11) % 101;
        b[k] = 0;
        w[k] = k % 17 - 8;
    }


    int biggest = 0;

{ long long __accc_clause_1 __attribute__((unused)) = (n * m); long long __accc_clause_2 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_prefetch.c", 56, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 56 "row_prefetch.c"

{ static const __accrt_loc __accc_loc = { "row_prefetch.c", 56, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_1) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_2) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) }, { (void *)&(biggest), sizeof(biggest), ACCRT_COPY, ACCRT_IMPLICIT, "biggest", 0, 0, __builtin_object_size((void *)&(biggest), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { (const void *)(&(biggest)), 0, ACCRT_ARG_DEVICE_PTR, "biggest" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 5, -2); }
# 56 "row_prefetch.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(max:biggest)
    for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < m - 1; i++) {
            b[j * m + i] = a[j * m + i + 1] + a[j * m + i - 1] + a[(j - 1) * m + i] + a[(j + 1) * m + i];
            int change = b[j * m + i] - 4 * a[j * m + i];
            if (change > biggest)
                biggest = change;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("5-point: %ld, max change %d\n", total_of(n, m, b), biggest);



{ long long __accc_clause_3 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_prefetch.c", 67, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 67 "row_prefetch.c"

{ static const __accrt_loc __accc_loc = { "row_prefetch.c", 67, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_3) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(up), sizeof(up), ACCRT_COPY, ACCRT_IMPLICIT, "up", 0, 0, __builtin_object_size((void *)&(up), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(up), 0, ACCRT_ARG_DEVICE_PTR, "up" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 67 "row_prefetch.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = n - 2; j >= 1; j--)
        for (int i = 0; i < m; i++)
            up[j][i] = a[(j - 1) * m + i] - a[(j + 1) * m + i] + j; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ long long __accc_clause_4 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_prefetch.c", 72, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "row_prefetch.c"

{ static const __accrt_loc __accc_loc = { "row_prefetch.c", 72, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_4) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(by2), sizeof(by2), ACCRT_COPY, ACCRT_IMPLICIT, "by2", 0, 0, __builtin_object_size((void *)&(by2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(by2), 0, ACCRT_ARG_DEVICE_PTR, "by2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 72 "row_prefetch.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (long long __accc_n0 = 0; __accc_n0 < (long long)(((long long)(n - 2) - (long long)(2) + 1) / 2); __accc_n0++)
        for (long long __accc_n1 = 0; __accc_n1 < (long long)((long long)(m) - (long long)(0)); __accc_n1++)
            { int j = 2; j += (2) * __accc_n0; int i = 0; i += (1) * __accc_n1; by2[j][i] = a[(j - 2) * m + i] + a[(j + 2) * m + i] - a[j * m + i]; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("up: %ld, every other row: %ld\n", total_of(n, m, &up[0][0]), total_of(n, m, &by2[0][0]));

    smooth(n, m, vla_out, (const int (*)[700])a);
    long s = 0;
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++)
            s += (long)vla_out[j][i] * (i % 7 + j % 3);
    printf("variable-length rows: %ld\n", s);



{ long long __accc_clause_5 __attribute__((unused)) = (n * m); long long __accc_clause_6 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_prefetch.c", 86, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 86 "row_prefetch.c"

{ static const __accrt_loc __accc_loc = { "row_prefetch.c", 86, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_5) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_6) * sizeof((b)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 86 "row_prefetch.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] = a[j * m + i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




{ long long __accc_clause_7 __attribute__((unused)) = (n * m); long long __accc_clause_8 __attribute__((unused)) = (n * m); long long __accc_clause_9 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_prefetch.c", 93, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 93 "row_prefetch.c"

{ static const __accrt_loc __accc_loc = { "row_prefetch.c", 93, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_7) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(w)[0], (__accc_clause_8) * sizeof((w)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "w[0:n * m]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) }, { (void *)&(b)[0], (__accc_clause_9) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 5, -2); }
# 93 "row_prefetch.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            int below = j < n - 1 ? a[(j + 1) * m + i] : 0;
            b[j * m + i] += below - a[j * m + i] + w[j * m + i];
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ long long __accc_clause_10 __attribute__((unused)) = (n * m); long long __accc_clause_11 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_prefetch.c", 100, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 100 "row_prefetch.c"

{ static const __accrt_loc __accc_loc = { "row_prefetch.c", 100, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_10) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_11) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 100 "row_prefetch.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++) {
            int k = j * m + i;
            b[k] += a[k - m] + a[k + m];
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ long long __accc_clause_12 __attribute__((unused)) = (n * m); long long __accc_clause_13 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_prefetch.c", 107, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 107 "row_prefetch.c"

{ static const __accrt_loc __accc_loc = { "row_prefetch.c", 107, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_12) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_13) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 107 "row_prefetch.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] += a[(j - 1) * m + i] - a[(j + 1) * m + i % 5]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ long long __accc_clause_14 __attribute__((unused)) = (n * m); long long __accc_clause_15 __attribute__((unused)) = (n * m); static const __accrt_loc __accc_region_loc = { "row_prefetch.c", 112, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 112 "row_prefetch.c"

{ static const __accrt_loc __accc_loc = { "row_prefetch.c", 112, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_14) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:n * m]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (__accc_clause_15) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:n * m]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 112 "row_prefetch.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] += twice(a[(j - 1) * m + i]) - a[(j + 1) * m + i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("copy, edges, local subscripts, not affine, call: %ld\n", total_of(n, m, b));
    free(a);
    free(b);
    free(w);
    free(vla_out);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
