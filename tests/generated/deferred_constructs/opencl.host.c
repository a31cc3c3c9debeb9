/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_6_0 = { "__accc_kernel_6_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_7_0 = { "__accc_kernel_7_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_8_0 = { "__accc_kernel_8_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_9_0 = { "__accc_kernel_9_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_10_0 = { "__accc_kernel_10_0", __accc_program, 0, 0, 0, 0 };
# 0 "deferred_constructs.c"
# 1 "deferred_constructs.c"
# 1 "deferred_constructs.c"






# 8 "deferred_constructs.c" 2
# 9 "deferred_constructs.c" 2
# 10 "deferred_constructs.c" 2




# 13 "deferred_constructs.c"
static long long sum(const int *p, int n) {
    long long s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

int main(void) {
    static int a[100000], b[100000];
    for (int i = 0; i < 100000; i++) {
        a[i] = i % 1000;
        b[i] = 0;
    }

    
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 27, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "deferred_constructs.c"
{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 27, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_CREATE, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    {

        for (int step = 0; step < 40; step++) {
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v1 = step; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "step__accc" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 31 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(step)), sizeof(step), ACCRT_ARG_VALUE, "step" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 31 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 32 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                b[i] = a[i] + step; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 34, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v1 = step; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "step__accc" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 34 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(step)), sizeof(step), ACCRT_ARG_VALUE, "step" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 34 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 35 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                a[i] = b[i] - step + 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        }
        { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 38, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_UPDATE_SELF, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        printf("after 40 steps: a sum %lld, a[7] %d\n", sum(a, 100000), a[7]);


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 42, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 42 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 42, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 42 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 43 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            b[i] = 2 * a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 45, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_UPDATE_SELF, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, (1)); }
        { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 46, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2); }
        printf("async update: b sum %lld\n", sum(b, 100000));


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 50, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 50 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 50, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 50 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 50, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 50 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 51 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            b[i] = a[i] + 5; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 53, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 53 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 53, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, (2));
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v5, 0, 128, 0, __accc_args, 6, (2)); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, (2));
} else {
# 53 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 53, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, (2)); }
# 53 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 54 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] = b[i] * 3; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 56, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (2) }, 1, -2); }


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 59, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 59 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 59, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 59 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 59, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 59 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 60 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] -= 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        long long total = 0;
        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 63, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 63 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 63, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_6_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 63 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 63, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 63 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
# 64 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            total += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        printf("reduction: %lld\n", total);


        for (int round = 0; round < 10; round++) {
            int *t = malloc(sizeof(int) * 100000);
            { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 71, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(t)[0], (100000) * sizeof((t)[0]), ACCRT_CREATE, 0 | ACCRT_SECTION, "t[0:100000]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 72, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 72, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(t)[0], (100000) * sizeof((t)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "t[0:100000]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) }, { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v1 = round; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "round" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "t" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_7_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 72 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 72, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t)[0], (100000) * sizeof((t)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "t[0:100000]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) }, { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(round)), sizeof(round), ACCRT_ARG_VALUE, "round" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 72 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 73 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                t[i] = a[i] + round; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 75, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 75 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 75, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(t)[0], (100000) * sizeof((t)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "t[0:100000]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "t" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_8_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 75 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 75, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t)[0], (100000) * sizeof((t)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "t[0:100000]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "t" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 75 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 76 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                b[i] = t[i] * 2; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 78, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(t)[0], (100000) * sizeof((t)[0]), ACCRT_DELETE, 0 | ACCRT_SECTION, "t[0:100000]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }
            free(t);
        }
        { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 81, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_UPDATE_SELF, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        printf("temporaries: b sum %lld\n", sum(b, 100000));


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 85, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 85 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 85, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_9_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 85 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 85, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 85 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 86 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] = i * 7; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        int head[4];
        acc_memcpy_from_device(head, acc_deviceptr(a), sizeof head);
        printf("acc_memcpy_from_device: %d %d %d %d\n", head[0], head[1], head[2], head[3]);


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 93, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 93 "deferred_constructs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 93, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(100000) - (long long)(0)) > 0 ? (long)((long long)(100000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_10_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 93 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 93, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 93 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 94 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] += 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("copyout at the end of the data construct: a sum %lld, a[N-1] %d\n", sum(a, 100000), a[100000 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
