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
static __accrt_kernel __accc_kernel_11_0 = { "__accc_kernel_11_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_12_0 = { "__accc_kernel_12_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_13_0 = { "__accc_kernel_13_0", __accc_program, 0, 0, 0, 0 };
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
{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 20, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPY, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
    {

        float err = 1.0f;
        int iter = 0;
        while (err > 0.02f && iter < 500) {
            err = 0.0f;
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 27, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(err), sizeof(err), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "err", 0, 0, __builtin_object_size((void *)&(err), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(4096 - 1) - (long long)(1)) > 0 ? (long)((long long)(4096 - 1) - (long long)(1)) : 0); long __accc_v6 = (long long)((long)((long long)(4096 - 1) - (long long)(1)) > 0 ? (long)((long long)(4096 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(err)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_err" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 27 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(err), sizeof(err), ACCRT_COPY, ACCRT_IMPLICIT, "err", 0, 0, __builtin_object_size((void *)&(err), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(err)), 0, ACCRT_ARG_DEVICE_PTR, "err" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 27 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:err)
# 28 "reduction_results_later.c"
            for (int i = 1; i < 4096 - 1; i++) {
                b[i] = 0.5f * (a[i - 1] + a[i + 1]);
                err = err > (b[i] - a[i] > 0 ? b[i] - a[i] : a[i] - b[i])
                          ? err
                          : (b[i] - a[i] > 0 ? b[i] - a[i] : a[i] - b[i]);
            } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 34, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPY, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4096 - 1) - (long long)(1)) > 0 ? (long)((long long)(4096 - 1) - (long long)(1)) : 0); long __accc_v5 = (long long)((long)((long long)(4096 - 1) - (long long)(1)) > 0 ? (long)((long long)(4096 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 34 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPY, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 34 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 35 "reduction_results_later.c"
            for (int i = 1; i < 4096 - 1; i++)
                a[i] = b[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 27, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }
            iter++;
        }
        printf("convergence: %d iterations, last change %.6f\n", iter, err);


        long long total = 0, largest = 0;
        {
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 44, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 44 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 44, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "total", 0, 0, __builtin_object_size((void *)&(total), 0) }, { (void *)&(largest), sizeof(largest), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "largest", 0, 0, __builtin_object_size((void *)&(largest), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { (const void *)(&(largest)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_largest" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 44 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 44, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) }, { (void *)&(largest), sizeof(largest), ACCRT_COPY, ACCRT_IMPLICIT, "largest", 0, 0, __builtin_object_size((void *)&(largest), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" }, { (const void *)(&(largest)), 0, ACCRT_ARG_DEVICE_PTR, "largest" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 44 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total) reduction(max:largest)
# 45 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++) {
                total += v[i];
                largest = largest > v[i] * 3 ? largest : v[i] * 3;
            } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 49, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 49 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 49, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 49 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 49, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 49 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 50 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++)
                v[i] += 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 52, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 52 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 52, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 52 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 52, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 52 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 53 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++)
                v[i] *= 2; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 44, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }
        }
        printf("sum %lld, max %lld\n", total, largest);


        long long s = 0;
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 60, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 60 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 60, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 60 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 60, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 60 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
# 61 "reduction_results_later.c"
        for (int i = 0; i < 4096; i++)
            s += v[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 63, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 63 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 63, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = s; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "s" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_6_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 63 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 63, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(s)), sizeof(s), ACCRT_ARG_VALUE, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 63 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 64 "reduction_results_later.c"
        for (int i = 0; i < 4096; i++)
            v[i] = v[i] * 2 - s / 4096; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        s = s + 1;
        printf("s %lld\n", s);


        long long r1 = 0, r2 = 0;
        for (int rep = 0; rep < 3; rep++) {
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 72, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 72, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(r1), sizeof(r1), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "r1", 0, 0, __builtin_object_size((void *)&(r1), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(&(r1)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_r1" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_7_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 72 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 72, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(r1), sizeof(r1), ACCRT_COPY, ACCRT_IMPLICIT, "r1", 0, 0, __builtin_object_size((void *)&(r1), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(r1)), 0, ACCRT_ARG_DEVICE_PTR, "r1" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 72 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:r1)
# 73 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++)
                r1 += v[i] % 7; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 75, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 75 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 75, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(r2), sizeof(r2), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "r2", 0, 0, __builtin_object_size((void *)&(r2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(&(r2)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_r2" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_8_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 75 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 75, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(r2), sizeof(r2), ACCRT_COPY, ACCRT_IMPLICIT, "r2", 0, 0, __builtin_object_size((void *)&(r2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(r2)), 0, ACCRT_ARG_DEVICE_PTR, "r2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 75 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:r2)
# 76 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++)
                r2 += v[i] % 5; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 78, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 78 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 78, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { int __accc_v0 = rep; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "rep" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_9_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 78 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 78, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(rep)), sizeof(rep), ACCRT_ARG_VALUE, "rep" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 78 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 79 "reduction_results_later.c"
            for (int i = 0; i < 4096; i++)
                v[i] += rep; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 75, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 72, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }
            r1 -= rep;
        }
        printf("r1 %lld, r2 %lld\n", r1, r2);


        long long t = 0;
        long long *pt = &t;
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 88, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 88 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 88, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_t" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_10_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 88 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 88, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 88 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:t)
# 89 "reduction_results_later.c"
        for (int i = 0; i < 4096; i++)
            t += v[i] % 5; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 91, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 91 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 91, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_11_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 91 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 91, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 91 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 92 "reduction_results_later.c"
        for (int i = 0; i < 4096; i++)
            v[i] -= 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        printf("t %lld\n", *pt);


        int count = 0;
        int flags[64];
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 99, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 99 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 99, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(count), sizeof(count), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "count", 0, 0, __builtin_object_size((void *)&(count), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(4096) - (long long)(0)) > 0 ? (long)((long long)(4096) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(&(count)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_count" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_12_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 99 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 99, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(count), sizeof(count), ACCRT_COPY, ACCRT_IMPLICIT, "count", 0, 0, __builtin_object_size((void *)&(count), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(count)), 0, ACCRT_ARG_DEVICE_PTR, "count" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 99 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:count)
# 100 "reduction_results_later.c"
        for (int i = 0; i < 4096; i++)
            count += v[i] % 3 == 0; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        
{ static const __accrt_loc __accc_region_loc = { "reduction_results_later.c", 102, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 102 "reduction_results_later.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 102, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(flags), sizeof(flags), ACCRT_COPYOUT, 0, "flags", 0, 0, __builtin_object_size((void *)&(flags), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(flags), 0, ACCRT_ARG_DEVICE_PTR, "flags" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_13_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 102 "reduction_results_later.c"

{ static const __accrt_loc __accc_loc = { "reduction_results_later.c", 102, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(flags), sizeof(flags), ACCRT_COPYOUT, 0, "flags", 0, 0, __builtin_object_size((void *)&(flags), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(flags), 0, ACCRT_ARG_DEVICE_PTR, "flags" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 102 "reduction_results_later.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 103 "reduction_results_later.c"
        for (int i = 0; i < 64; i++)
            flags[i] = (int)(v[i] % 3); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "reduction_results_later.c", 99, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }
        int fsum = 0;
        for (int i = 0; i < 64; i++)
            fsum += flags[i];
        printf("count %d, flags %d\n", count, fsum);
    } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double check = 0.0;
    for (int i = 0; i < 4096; i++)
        check += a[i] * (i % 13) + (double)v[i];
    printf("check %.4f\n", check);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
