/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reduction_results_later.c"
# 1 "reduction_results_later.c"
# 1 "reduction_results_later.c"





# 7 "reduction_results_later.c" 2




# 10 "reduction_results_later.c"
static float a[4096], b[4096];
static long long v[4096];

int main(void) {
    for (int i = 0; i < 4096; i++) {
        a[i] = (i % 97) / 96.0f;
        b[i] = a[i];
        v[i] = i % 31;
    }

    
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 20, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "reduction_results_later.c"

    {

        float err = 1.0f;
        int iter = 0;
        while (err > 0.02f && iter < 500) {
            err = 0.0f;
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:err)
# 28 "reduction_results_later.c"
            for (int i = 1; i < 4096 - 1; i++) {
                b[i] = 0.5f * (a[i - 1] + a[i + 1]);
                err = err > (b[i] - a[i] > 0 ? b[i] - a[i] : a[i] - b[i])
                          ? err
                          : (b[i] - a[i] > 0 ? b[i] - a[i] : a[i] - b[i]);
            } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 35 "reduction_results_later.c"
            for (int i = 1; i < 4096 - 1; i++)
                a[i] = b[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            iter++;
        }
        printf("convergence: %d iterations, last change %.6f\n", iter, err);


        long long total = 0, largest = 0;
        {
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 44, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 44 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total) reduction(max:largest)
# 45 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++) {
                total += v[i];
                largest = largest > v[i] * 3 ? largest : v[i] * 3;
            } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 49, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 49 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 50 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++)
                v[i] += 1; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 52, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 52 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 53 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++)
                v[i] *= 2; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        }
        printf("sum %lld, max %lld\n", total, largest);


        long long s = 0;
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 60, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 60 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
# 61 "reduction_results_later.c"
        for (int i = 0; i < 4096; i++)
            s += v[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 63, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 63 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 64 "reduction_results_later.c"
        for (int i = 0; i < 4096; i++)
            v[i] = v[i] * 2 - s / 4096; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        s = s + 1;
        printf("s %lld\n", s);


        long long r1 = 0, r2 = 0;
        for (int rep = 0; rep < 3; rep++) {
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 72, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:r1)
# 73 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++)
                r1 += v[i] % 7; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 75, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 75 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:r2)
# 76 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++)
                r2 += v[i] % 5; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 78, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 78 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 79 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++)
                v[i] += rep; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            r1 -= rep;
        }
        printf("r1 %lld, r2 %lld\n", r1, r2);


        long long t = 0;
        long long *pt = &t;
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 88, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 88 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:t)
# 89 "reduction_results_later.c"
        for (int i = 0; i < 4096; i++)
            t += v[i] % 5; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 91, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 91 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 92 "reduction_results_later.c"
        for (int i = 0; i < 4096; i++)
            v[i] -= 1; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        printf("t %lld\n", *pt);


        int count = 0;
        int flags[64];
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 99, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 99 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:count)
# 100 "reduction_results_later.c"
        for (int i = 0; i < 4096; i++)
            count += v[i] % 3 == 0; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 102, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 102 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 103 "reduction_results_later.c"
        for (int i = 0; i < 64; i++)
            flags[i] = (int)(v[i] % 3); if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        int fsum = 0;
        for (int i = 0; i < 64; i++)
            fsum += flags[i];
        printf("count %d, flags %d\n", count, fsum);
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double check = 0.0;
    for (int i = 0; i < 4096; i++)
        check += a[i] * (i % 13) + (double)v[i];
    printf("check %.4f\n", check);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
