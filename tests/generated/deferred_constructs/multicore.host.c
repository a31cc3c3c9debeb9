/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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
{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 27, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_CREATE, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    {

        for (int step = 0; step < 40; step++) {
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(step)), sizeof(step), ACCRT_ARG_VALUE, "step" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 31 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 32 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                b[i] = a[i] + step; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(step)), sizeof(step), ACCRT_ARG_VALUE, "step" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 34 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 35 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                a[i] = b[i] - step + 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        }
        if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 38, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_UPDATE_SELF, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        printf("after 40 steps: a sum %lld, a[7] %d\n", sum(a, 100000), a[7]);


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 42, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 42 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 43 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            b[i] = 2 * a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 45, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_UPDATE_SELF, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, (1)); }
        if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 46, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2); }
        printf("async update: b sum %lld\n", sum(b, 100000));


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 50, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 50 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 50, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 50 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 51 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            b[i] = a[i] + 5; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 53, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 53 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 53, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, (2)); }
# 53 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 54 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] = b[i] * 3; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 56, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (2) }, 1, -2); }


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 59, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 59 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 59, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 59 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 60 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] -= 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        long long total = 0;
        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 63, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 63 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 63, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 63 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
# 64 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            total += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        printf("reduction: %lld\n", total);


        for (int round = 0; round < 10; round++) {
            int *t = malloc(sizeof(int) * 100000);
            if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 71, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(t)[0], (100000) * sizeof((t)[0]), ACCRT_CREATE, 0 | ACCRT_SECTION, "t[0:100000]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 72, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 72, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t)[0], (100000) * sizeof((t)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "t[0:100000]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) }, { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(round)), sizeof(round), ACCRT_ARG_VALUE, "round" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 72 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 73 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                t[i] = a[i] + round; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 75, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 75 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 75, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t)[0], (100000) * sizeof((t)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "t[0:100000]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "t" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 75 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 76 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                b[i] = t[i] * 2; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 78, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(t)[0], (100000) * sizeof((t)[0]), ACCRT_DELETE, 0 | ACCRT_SECTION, "t[0:100000]", 0, 0, __builtin_object_size((void *)&(t)[0], 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }
            free(t);
        }
        if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "deferred_constructs.c", 81, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_UPDATE_SELF, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        printf("temporaries: b sum %lld\n", sum(b, 100000));


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 85, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 85 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 85, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 85 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 86 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] = i * 7; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        int head[4];
        acc_memcpy_from_device(head, acc_deviceptr(a), sizeof head);
        printf("acc_memcpy_from_device: %d %d %d %d\n", head[0], head[1], head[2], head[3]);


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 93, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 93 "deferred_constructs.c"

{ static const __accrt_loc __accc_loc = { "deferred_constructs.c", 93, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 93 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 94 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] += 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("copyout at the end of the data construct: a sum %lld, a[N-1] %d\n", sum(a, 100000), a[100000 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
