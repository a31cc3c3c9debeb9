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

    {

        for (int step = 0; step < 40; step++) {
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 32 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                b[i] = a[i] + step; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 35 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                a[i] = b[i] - step + 1; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        }
        
        printf("after 40 steps: a sum %lld, a[7] %d\n", sum(a, 100000), a[7]);


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 43 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            b[i] = 2 * a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
        
        printf("async update: b sum %lld\n", sum(b, 100000));


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 50, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 50 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 51 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            b[i] = a[i] + 5; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 53, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 53 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 54 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] = b[i] * 3; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 59, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 59 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 60 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] -= 1; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        long long total = 0;
        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 63, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 63 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
# 64 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            total += a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        printf("reduction: %lld\n", total);


        for (int round = 0; round < 10; round++) {
            int *t = malloc(sizeof(int) * 100000);
            
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 72, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 73 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                t[i] = a[i] + round; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 75, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 75 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 76 "deferred_constructs.c"
            for (int i = 0; i < 100000; i++)
                b[i] = t[i] * 2; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
            free(t);
        }
        
        printf("temporaries: b sum %lld\n", sum(b, 100000));


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 85, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 85 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 86 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] = i * 7; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        int head[4];
        acc_memcpy_from_device(head, acc_deviceptr(a), sizeof head);
        printf("acc_memcpy_from_device: %d %d %d %d\n", head[0], head[1], head[2], head[3]);


        
{ static const __accrt_loc __accc_region_loc = { "deferred_constructs.c", 93, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 93 "deferred_constructs.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 94 "deferred_constructs.c"
        for (int i = 0; i < 100000; i++)
            a[i] += 1; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("copyout at the end of the data construct: a sum %lld, a[N-1] %d\n", sum(a, 100000), a[100000 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
