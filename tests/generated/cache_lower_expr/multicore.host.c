/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_lower_expr.c"
# 1 "cache_lower_expr.c"
# 1 "cache_lower_expr.c"
# 10 "cache_lower_expr.c"
# 11 "cache_lower_expr.c" 2






# 16 "cache_lower_expr.c"
static int a[(3 * 333 + 8)];
static int o1[333], o2[333], o3[333], o4[333], o5[333], o6[333];

int main(void)
{
    int off = 3;
    for (int i = 0; i < (3 * 333 + 8); i++)
        a[i] = (i * 19) % 31 - 15;


{ static const __accrt_loc __accc_region_loc = { "cache_lower_expr.c", 25, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "cache_lower_expr.c"
{ static const __accrt_loc __accc_loc = { "cache_lower_expr.c", 25, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o1), sizeof(o1), ACCRT_COPYOUT, 0, "o1", 0, 0, __builtin_object_size((void *)&(o1), 0) }, { (void *)&(o2), sizeof(o2), ACCRT_COPYOUT, 0, "o2", 0, 0, __builtin_object_size((void *)&(o2), 0) }, { (void *)&(o4), sizeof(o4), ACCRT_COPYOUT, 0, "o4", 0, 0, __builtin_object_size((void *)&(o4), 0) }, { (void *)&(o5), sizeof(o5), ACCRT_COPYOUT, 0, "o5", 0, 0, __builtin_object_size((void *)&(o5), 0) }, { (void *)&(o6), sizeof(o6), ACCRT_COPYOUT, 0, "o6", 0, 0, __builtin_object_size((void *)&(o6), 0) }, { (void *)&(o3), sizeof(o3), ACCRT_COPY, 0, "o3", 0, 0, __builtin_object_size((void *)&(o3), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 7, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "cache_lower_expr.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "cache_lower_expr.c"

{ static const __accrt_loc __accc_loc = { "cache_lower_expr.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o1), sizeof(o1), ACCRT_PRESENT, 0, "o1", 0, 0, __builtin_object_size((void *)&(o1), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(o1), 0, ACCRT_ARG_DEVICE_PTR, "o1" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 27 "cache_lower_expr.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 333; i++) {

            o1[i] = a[2 * i + 1] * 3 + a[2 * i + 2] * 2 + a[2 * i + 3];
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_lower_expr.c", 33, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "cache_lower_expr.c"

{ static const __accrt_loc __accc_loc = { "cache_lower_expr.c", 33, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o2), sizeof(o2), ACCRT_PRESENT, 0, "o2", 0, 0, __builtin_object_size((void *)&(o2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(off)), sizeof(off), ACCRT_ARG_VALUE, "off" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(o2), 0, ACCRT_ARG_DEVICE_PTR, "o2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 33 "cache_lower_expr.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 333; i++) {

            int s = 0;
            for (int k = 0; k < 5; k++)
                s += a[3 * i + off + k] * (k - 2);
            o2[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_lower_expr.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "cache_lower_expr.c"

{ static const __accrt_loc __accc_loc = { "cache_lower_expr.c", 42, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o3), sizeof(o3), ACCRT_PRESENT, 0, "o3", 0, 0, __builtin_object_size((void *)&(o3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(o3), 0, ACCRT_ARG_DEVICE_PTR, "o3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 42 "cache_lower_expr.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 4; i < 333; i += 3) {

            o3[i] = a[i - 4] - a[i - 3] + a[i - 2] * a[i - 1] + a[i];
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_lower_expr.c", 48, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 48 "cache_lower_expr.c"

{ static const __accrt_loc __accc_loc = { "cache_lower_expr.c", 48, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o4), sizeof(o4), ACCRT_PRESENT, 0, "o4", 0, 0, __builtin_object_size((void *)&(o4), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(o4), 0, ACCRT_ARG_DEVICE_PTR, "o4" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 48 "cache_lower_expr.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 333 - 1; i >= 0; i--) {

            o4[i] = a[i] * 100 + a[i + 1] * 10 + a[i + 2];
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_lower_expr.c", 54, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 54 "cache_lower_expr.c"

{ static const __accrt_loc __accc_loc = { "cache_lower_expr.c", 54, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o5), sizeof(o5), ACCRT_PRESENT, 0, "o5", 0, 0, __builtin_object_size((void *)&(o5), 0) }, { (void *)&(o6), sizeof(o6), ACCRT_PRESENT, 0, "o6", 0, 0, __builtin_object_size((void *)&(o6), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(o5), 0, ACCRT_ARG_DEVICE_PTR, "o5" }, { (const void *)(o6), 0, ACCRT_ARG_DEVICE_PTR, "o6" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 54 "cache_lower_expr.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 333; i++) {

            o5[i] = a[(i / 4) * 4 + (i % 4)] * a[(i / 4) * 4 + 3 - (i % 4)];
            o6[i] = a[((i) + 2)] - a[((i) + 2) + 1];
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0;
    for (int i = 0; i < 333; i++) {
        int r2 = 0;
        for (int k = 0; k < 5; k++)
            r2 += a[3 * i + off + k] * (k - 2);
        bad += o1[i] != a[2 * i + 1] * 3 + a[2 * i + 2] * 2 + a[2 * i + 3];
        bad += o2[i] != r2;
        if (i >= 4 && (i - 4) % 3 == 0)
            bad += o3[i] != a[i - 4] - a[i - 3] + a[i - 2] * a[i - 1] + a[i];
        else
            bad += o3[i] != 0;
        bad += o4[i] != a[i] * 100 + a[i + 1] * 10 + a[i + 2];
        bad += o5[i] != a[(i / 4) * 4 + (i % 4)] * a[(i / 4) * 4 + 3 - (i % 4)];
        bad += o6[i] != a[i + 2] - a[i + 3];
        s1 += o1[i], s2 += o2[i], s3 += o3[i], s4 += o4[i], s5 += o5[i], s6 += o6[i];
    }
    printf("non-trivial lower bounds: %s (%d mismatches)\n", bad ? "FAIL" : "PASS", bad);
    printf("2i+1: %ld  3i+off: %ld  step 3: %ld  decreasing: %ld  (i/4)*4: %ld  macro: %ld\n",
           s1, s2, s3, s4, s5, s6);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
