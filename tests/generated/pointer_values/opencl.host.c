/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
# 0 "pointer_values.c"
# 1 "pointer_values.c"
# 1 "pointer_values.c"





# 7 "pointer_values.c" 2
# 8 "pointer_values.c" 2





# 12 "pointer_values.c"
int main(void) {
    float *a = malloc(512 * sizeof(float));
    float *m = malloc(512 * 8 * sizeof(float));
    float *host_only = malloc(4 * sizeof(float));
    float *none = 
# 16 "pointer_values.c" 3 4
                 ((void *)0)
# 16 "pointer_values.c"
                     ;
    int *flags = malloc(512 * sizeof(int));
    for (int i = 0; i < 512; i++) {
        a[i] = (float)(i % 13);
        for (int j = 0; j < 8; j++)
            m[i * 8 + j] = (float)(i % 5 + j);
    }


{ static const __accrt_loc __accc_region_loc = { "pointer_values.c", 24, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "pointer_values.c"
{ static const __accrt_loc __accc_loc = { "pointer_values.c", 24, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (512) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:512]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(m)[0], (512 * 8) * sizeof((m)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "m[0:512 * 8]", 0, 0, __builtin_object_size((void *)&(m)[0], 0) }, { (void *)&(flags)[0], (512) * sizeof((flags)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "flags[0:512]", 0, 0, __builtin_object_size((void *)&(flags)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
    {


{ static const __accrt_loc __accc_region_loc = { "pointer_values.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "pointer_values.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "pointer_values.c", 27, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 27 "pointer_values.c"

{ static const __accrt_loc __accc_loc = { "pointer_values.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(a), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 27 "pointer_values.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 512; i++) {
            float *b = a;
            b[i] = b[i] * 2.0f + 1.0f;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "pointer_values.c", 33, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "pointer_values.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "pointer_values.c", 33, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(m), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "m", 0, 0, __builtin_object_size((void *)(m), 0) }, { (void *)(a), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 33 "pointer_values.c"

{ static const __accrt_loc __accc_loc = { "pointer_values.c", 33, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(m), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "m", 0, 0, __builtin_object_size((void *)(m), 0) }, { (void *)(a), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 33 "pointer_values.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 512; i++) {
            const float *row = m + i * 8;
            float s = 0;
            for (int j = 0; j < 8; j++)
                s += row[j];
            a[i] += s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "pointer_values.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "pointer_values.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "pointer_values.c", 42, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(flags), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "flags", 0, 0, __builtin_object_size((void *)(flags), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v0 = (long)(host_only); long __accc_v1 = (long)(none); long __accc_v2 = (long)(a); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "__accc_pv_host_only" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_pv_none" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_pv_a" }, { (const void *)(flags), 0, ACCRT_ARG_DEVICE_PTR, "flags" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 42 "pointer_values.c"

{ static const __accrt_loc __accc_loc = { "pointer_values.c", 42, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(flags), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "flags", 0, 0, __builtin_object_size((void *)(flags), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(host_only)), sizeof(host_only), ACCRT_ARG_VALUE, "host_only" }, { (const void *)(&(none)), sizeof(none), ACCRT_ARG_VALUE, "none" }, { (const void *)(&(a)), sizeof(a), ACCRT_ARG_VALUE, "a" }, { (const void *)(flags), 0, ACCRT_ARG_DEVICE_PTR, "flags" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 4, -2); }
# 42 "pointer_values.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 512; i++)
            flags[i] = (host_only != 
# 44 "pointer_values.c" 3 4
                                    ((void *)0)
# 44 "pointer_values.c"
                                        ) + 2 * (none == 
# 44 "pointer_values.c" 3 4
                                                         ((void *)0)
# 44 "pointer_values.c"
                                                             ) + (!none ? 4 : 0) + (a ? 8 : 0); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double sa = 0;
    long sf = 0;
    for (int i = 0; i < 512; i++) {
        sa += a[i];
        sf += flags[i];
    }
    printf("a: %.1f\nflags: %ld\n", sa, sf);
    free(a);
    free(m);
    free(host_only);
    free(flags);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
