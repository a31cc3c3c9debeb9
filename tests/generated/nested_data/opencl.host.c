/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
# 0 "nested_data.c"
# 1 "nested_data.c"
# 1 "nested_data.c"




# 6 "nested_data.c" 2




# 9 "nested_data.c"
static void twice(int *a, int n)
{


{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 12, "twice", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "nested_data.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "nested_data.c", 12, "twice", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 12 "nested_data.c"

{ static const __accrt_loc __accc_loc = { "nested_data.c", 12, "twice", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 12 "nested_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        a[i] *= 2; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    static int a[300], b[300];
    for (int i = 0; i < 300; i++) {
        a[i] = i;
        b[i] = 1;
    }

    long mid = 0;

{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 26, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "nested_data.c"
{ static const __accrt_loc __accc_loc = { "nested_data.c", 26, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 28, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "nested_data.c"
{ static const __accrt_loc __accc_loc = { "nested_data.c", 28, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
        {

{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "nested_data.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "nested_data.c", 30, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 30 "nested_data.c"

{ static const __accrt_loc __accc_loc = { "nested_data.c", 30, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 30 "nested_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
            for (int i = 0; i < 300; i++)
                a[i] += b[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        twice(a, 300);
{ static const __accrt_loc __accc_loc = { "nested_data.c", 35, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_UPDATE_SELF, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        for (int i = 0; i < 300; i++)
            mid += a[i];
        twice(a, 300);
    } __accrt_data_end(&__accc_loc, __accc_data, 1, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_loc = { "nested_data.c", 42, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 43, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "nested_data.c"
{ static const __accrt_loc __accc_loc = { "nested_data.c", 43, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "nested_data.c", 45, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 45 "nested_data.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "nested_data.c", 45, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPY, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 45 "nested_data.c"

{ static const __accrt_loc __accc_loc = { "nested_data.c", 45, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPY, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 45 "nested_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 300; i++)
            a[i] -= b[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
{ static const __accrt_loc __accc_loc = { "nested_data.c", 49, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_DELETE, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }

    long s = 0;
    for (int i = 0; i < 300; i++)
        s += a[i];
    printf("mid=%ld a[0]=%d a[299]=%d s=%ld\n", mid, a[0], a[300 - 1], s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
