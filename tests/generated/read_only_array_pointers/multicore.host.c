/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "read_only_array_pointers.c"
# 1 "read_only_array_pointers.c"
# 1 "read_only_array_pointers.c"







# 9 "read_only_array_pointers.c" 2





# 13 "read_only_array_pointers.c"
static float w[64];
static float grid[64][4];
static float plain[64];


static float second_of(float *p)
{
    return p[1];
}


static float first_of(float *p)
{
    return *p;
}

int main(void)
{
    float a[64], b[64], c[64], d[64], e[64], f[64];
    for (int i = 0; i < 64; i++) {
        w[i] = (float)(i + 1);
        plain[i] = (float)(2 * i);
        for (int j = 0; j < 4; j++)
            grid[i][j] = (float)(i * 4 + j);
    }



{ static const __accrt_loc __accc_region_loc = { "read_only_array_pointers.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "read_only_array_pointers.c"

{ static const __accrt_loc __accc_loc = { "read_only_array_pointers.c", 40, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(plain), sizeof(plain), ACCRT_COPYIN, 0, "plain", 0, 0, __builtin_object_size((void *)&(plain), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(plain), 0, ACCRT_ARG_DEVICE_PTR, "plain" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 40 "read_only_array_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) {
        float *s = w;
        float *t = w + i;
        a[i] = s[i] * 2.0f + plain[i];
        b[i] = *t + (i > 0 ? *(t - 1) : 0.0f);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "read_only_array_pointers.c", 49, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 49 "read_only_array_pointers.c"
{ static const __accrt_loc __accc_loc = { "read_only_array_pointers.c", 49, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "read_only_array_pointers.c", 51, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 51 "read_only_array_pointers.c"

{ static const __accrt_loc __accc_loc = { "read_only_array_pointers.c", 51, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 51 "read_only_array_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 64 - 1; i++)
            c[i] = second_of(&w[i]) + first_of(w); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    c[64 - 1] = 0.0f;




{ static const __accrt_loc __accc_region_loc = { "read_only_array_pointers.c", 59, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 59 "read_only_array_pointers.c"

{ static const __accrt_loc __accc_loc = { "read_only_array_pointers.c", 59, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPYIN, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(plain), sizeof(plain), ACCRT_COPYIN, 0, "plain", 0, 0, __builtin_object_size((void *)&(plain), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(e), sizeof(e), ACCRT_COPYOUT, 0, "e", 0, 0, __builtin_object_size((void *)&(e), 0) }, { (void *)&(f), sizeof(f), ACCRT_COPYOUT, 0, "f", 0, 0, __builtin_object_size((void *)&(f), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(plain), 0, ACCRT_ARG_DEVICE_PTR, "plain" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR, "e" }, { (const void *)(f), 0, ACCRT_ARG_DEVICE_PTR, "f" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 6, __accc_args, 6, -2); }
# 59 "read_only_array_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) {
        float *row = grid[i];
        float *at = (i % 2 ? w + i : &w[i]);
        float *cast = (float *)plain;
        d[i] = row[0] + row[4 - 1];
        e[i] = *at;
        f[i] = cast[i] + plain[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sa = 0, sb = 0, sc = 0, sd = 0, se = 0, sf = 0;
    for (int i = 0; i < 64; i++) {
        sa += (long)a[i];
        sb += (long)b[i];
        sc += (long)c[i];
        sd += (long)d[i];
        se += (long)e[i];
        sf += (long)f[i];
    }
    printf("local pointer: %ld, arithmetic: %ld\n", sa, sb);
    printf("routine arguments: %ld\n", sc);
    printf("row: %ld, conditional: %ld, cast: %ld\n", sd, se, sf);
    printf("a[5]=%g b[5]=%g c[5]=%g d[5]=%g e[5]=%g f[5]=%g\n", a[5], b[5], c[5], d[5], e[5], f[5]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
