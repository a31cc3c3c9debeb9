/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_8d751b7ccb7db735[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_8d751b7ccb7db735 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_8d751b7ccb7db735, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_8d751b7ccb7db735, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_8d751b7ccb7db735, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_8d751b7ccb7db735, 0, 0 };
# 0 "reduction_bool.c"
# 1 "reduction_bool.c"
# 1 "reduction_bool.c"




# 6 "reduction_bool.c" 2
# 7 "reduction_bool.c" 2




# 10 "reduction_bool.c"
int main(void)
{
    static int a[1000];
    for (int i = 0; i < 1000; i++)
        a[i] = i % 7 == 0;

    
# 16 "reduction_bool.c" 3 4
   _Bool 
# 16 "reduction_bool.c"
        sum = 0, prod = 1, mx = 0, mn = 1, band = 1, bor = 0, bxor = 0, land = 1, lor = 0;

{ static const __accrt_loc __accc_region_loc = { "reduction_bool.c", 17, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "reduction_bool.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_bool.c", 17, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) }, { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) }, { (void *)&(band), sizeof(band), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "band", 0, 0, __builtin_object_size((void *)&(band), 0) }, { (void *)&(bor), sizeof(bor), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "bor", 0, 0, __builtin_object_size((void *)&(bor), 0) }, { (void *)&(bxor), sizeof(bxor), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "bxor", 0, 0, __builtin_object_size((void *)&(bxor), 0) }, { (void *)&(land), sizeof(land), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "land", 0, 0, __builtin_object_size((void *)&(land), 0) }, { (void *)&(lor), sizeof(lor), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "lor", 0, 0, __builtin_object_size((void *)&(lor), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 10, -2);
 { __typeof__(sum) __accc_v2 = 0; __typeof__(prod) __accc_v4 = 1; __typeof__(mx) __accc_v6 = 0; __typeof__(mn) __accc_v8 = 1; __typeof__(band) __accc_v10 = ~0; __typeof__(bor) __accc_v12 = 0; __typeof__(bxor) __accc_v14 = 0; __typeof__(land) __accc_v16 = 1; __typeof__(lor) __accc_v18 = 0; long __accc_v19 = (long)(0); long __accc_v20 = (long)(1); long __accc_v21 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v22 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_sum" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_sum" }, { (const void *)(&(prod)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_prod" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_prod" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mx" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_ACCUMULATOR, "__accc_a_mx" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mn" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_ACCUMULATOR, "__accc_a_mn" }, { (const void *)(&(band)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_band" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_ACCUMULATOR, "__accc_a_band" }, { (const void *)(&(bor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_bor" }, { &__accc_v12, sizeof(__accc_v12), ACCRT_ARG_ACCUMULATOR, "__accc_a_bor" }, { (const void *)(&(bxor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_bxor" }, { &__accc_v14, sizeof(__accc_v14), ACCRT_ARG_ACCUMULATOR, "__accc_a_bxor" }, { (const void *)(&(land)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_land" }, { &__accc_v16, sizeof(__accc_v16), ACCRT_ARG_ACCUMULATOR, "__accc_a_land" }, { (const void *)(&(lor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_lor" }, { &__accc_v18, sizeof(__accc_v18), ACCRT_ARG_ACCUMULATOR, "__accc_a_lor" }, { &__accc_v19, sizeof(__accc_v19), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v20, sizeof(__accc_v20), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v21, sizeof(__accc_v21), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v22, sizeof(__accc_v22), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v22, 0, 128, 0, __accc_args, 23, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 10, -2);
} else {
# 17 "reduction_bool.c"

{ static const __accrt_loc __accc_loc = { "reduction_bool.c", 17, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) }, { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) }, { (void *)&(band), sizeof(band), ACCRT_COPY, ACCRT_IMPLICIT, "band", 0, 0, __builtin_object_size((void *)&(band), 0) }, { (void *)&(bor), sizeof(bor), ACCRT_COPY, ACCRT_IMPLICIT, "bor", 0, 0, __builtin_object_size((void *)&(bor), 0) }, { (void *)&(bxor), sizeof(bxor), ACCRT_COPY, ACCRT_IMPLICIT, "bxor", 0, 0, __builtin_object_size((void *)&(bxor), 0) }, { (void *)&(land), sizeof(land), ACCRT_COPY, ACCRT_IMPLICIT, "land", 0, 0, __builtin_object_size((void *)&(land), 0) }, { (void *)&(lor), sizeof(lor), ACCRT_COPY, ACCRT_IMPLICIT, "lor", 0, 0, __builtin_object_size((void *)&(lor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" }, { (const void *)(&(prod)), 0, ACCRT_ARG_DEVICE_PTR, "prod" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "mx" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "mn" }, { (const void *)(&(band)), 0, ACCRT_ARG_DEVICE_PTR, "band" }, { (const void *)(&(bor)), 0, ACCRT_ARG_DEVICE_PTR, "bor" }, { (const void *)(&(bxor)), 0, ACCRT_ARG_DEVICE_PTR, "bxor" }, { (const void *)(&(land)), 0, ACCRT_ARG_DEVICE_PTR, "land" }, { (const void *)(&(lor)), 0, ACCRT_ARG_DEVICE_PTR, "lor" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 10, __accc_args, 10, -2); }
# 17 "reduction_bool.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(||:sum) reduction(&&:prod) reduction(||:mx) reduction(&&:mn) reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor)


    for (int i = 0; i < 1000; i++) {
        sum += a[i];
        prod *= a[i] + 1;
        mx = mx > a[i] ? mx : a[i];
        mn = mn < a[i] ? mn : a[i];
        band &= a[i] | 1;
        bor |= a[i];
        bxor ^= a[i];
        land = land && (a[i] < 2);
        lor = lor || a[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("parallel loop: + %d * %d max %d min %d & %d | %d ^ %d && %d || %d\n", sum, prod, mx,
           mn, band, bor, bxor, land, lor);


    
# 35 "reduction_bool.c" 3 4
   _Bool 
# 35 "reduction_bool.c"
        seen = 0, none = 0;

{ static const __accrt_loc __accc_region_loc = { "reduction_bool.c", 36, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "reduction_bool.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_bool.c", 36, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(seen), sizeof(seen), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "seen", 0, 0, __builtin_object_size((void *)&(seen), 0) }, { (void *)&(none), sizeof(none), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "none", 0, 0, __builtin_object_size((void *)&(none), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { __typeof__(seen) __accc_v2 = 0; __typeof__(none) __accc_v4 = 0; long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(seen)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_seen" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_seen" }, { (const void *)(&(none)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_none" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_none" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 36 "reduction_bool.c"

{ static const __accrt_loc __accc_loc = { "reduction_bool.c", 36, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(seen), sizeof(seen), ACCRT_COPY, ACCRT_IMPLICIT, "seen", 0, 0, __builtin_object_size((void *)&(seen), 0) }, { (void *)&(none), sizeof(none), ACCRT_COPY, ACCRT_IMPLICIT, "none", 0, 0, __builtin_object_size((void *)&(none), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(seen)), 0, ACCRT_ARG_DEVICE_PTR, "seen" }, { (const void *)(&(none)), 0, ACCRT_ARG_DEVICE_PTR, "none" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 36 "reduction_bool.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for reduction(||:seen) reduction(||:none)
        for (int i = 0; i < 1000; i++) {
            seen += a[i] * 3;
            none += a[i] > 1;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("loop in parallel: seen %d none %d\n", seen, none);

    
# 46 "reduction_bool.c" 3 4
   _Bool 
# 46 "reduction_bool.c"
        team = 0;

{ static const __accrt_loc __accc_region_loc = { "reduction_bool.c", 47, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "reduction_bool.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_bool.c", 47, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(team), sizeof(team), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "team", 0, 0, __builtin_object_size((void *)&(team), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(team) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(team)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_team" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_team" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v6, (int)(4), 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 47 "reduction_bool.c"

{ static const __accrt_loc __accc_loc = { "reduction_bool.c", 47, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(team), sizeof(team), ACCRT_COPY, ACCRT_IMPLICIT, "team", 0, 0, __builtin_object_size((void *)&(team), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(team)), 0, ACCRT_ARG_DEVICE_PTR, "team" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 47 "reduction_bool.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(||:team)
    {
#pragma omp for
        for (int i = 0; i < 1000; i++)
            team += a[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("parallel reduction: %d\n", team);

    
# 55 "reduction_bool.c" 3 4
   _Bool 
# 55 "reduction_bool.c"
        ksum = 0, kmul = 1;

{ static const __accrt_loc __accc_region_loc = { "reduction_bool.c", 56, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 56 "reduction_bool.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_bool.c", 56, "main", "kernels loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(ksum), sizeof(ksum), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "ksum", 0, 0, __builtin_object_size((void *)&(ksum), 0) }, { (void *)&(kmul), sizeof(kmul), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "kmul", 0, 0, __builtin_object_size((void *)&(kmul), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { __typeof__(ksum) __accc_v2 = 0; __typeof__(kmul) __accc_v4 = 1; long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(ksum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_ksum" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_ksum" }, { (const void *)(&(kmul)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_kmul" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_kmul" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 56 "reduction_bool.c"

{ static const __accrt_loc __accc_loc = { "reduction_bool.c", 56, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(ksum), sizeof(ksum), ACCRT_COPY, ACCRT_IMPLICIT, "ksum", 0, 0, __builtin_object_size((void *)&(ksum), 0) }, { (void *)&(kmul), sizeof(kmul), ACCRT_COPY, ACCRT_IMPLICIT, "kmul", 0, 0, __builtin_object_size((void *)&(kmul), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(ksum)), 0, ACCRT_ARG_DEVICE_PTR, "ksum" }, { (const void *)(&(kmul)), 0, ACCRT_ARG_DEVICE_PTR, "kmul" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 56 "reduction_bool.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(||:ksum) reduction(&&:kmul)
    for (int i = 0; i < 1000; i++) {
        ksum += a[i] + a[i];
        kmul *= 2 - a[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("kernels loop: + %d * %d\n", ksum, kmul);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
