/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("parallel loop: + %d * %d max %d min %d & %d | %d ^ %d && %d || %d\n", sum, prod, mx,
           mn, band, bor, bxor, land, lor);


    
# 35 "reduction_bool.c" 3 4
   _Bool 
# 35 "reduction_bool.c"
        seen = 0, none = 0;

{ static const __accrt_loc __accc_region_loc = { "reduction_bool.c", 36, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("loop in parallel: seen %d none %d\n", seen, none);

    
# 46 "reduction_bool.c" 3 4
   _Bool 
# 46 "reduction_bool.c"
        team = 0;

{ static const __accrt_loc __accc_region_loc = { "reduction_bool.c", 47, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "reduction_bool.c"

{ static const __accrt_loc __accc_loc = { "reduction_bool.c", 47, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(team), sizeof(team), ACCRT_COPY, ACCRT_IMPLICIT, "team", 0, 0, __builtin_object_size((void *)&(team), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(team)), 0, ACCRT_ARG_DEVICE_PTR, "team" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 47 "reduction_bool.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(||:team)
    {
#pragma omp for
        for (int i = 0; i < 1000; i++)
            team += a[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("parallel reduction: %d\n", team);

    
# 55 "reduction_bool.c" 3 4
   _Bool 
# 55 "reduction_bool.c"
        ksum = 0, kmul = 1;

{ static const __accrt_loc __accc_region_loc = { "reduction_bool.c", 56, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 56 "reduction_bool.c"

{ static const __accrt_loc __accc_loc = { "reduction_bool.c", 56, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(ksum), sizeof(ksum), ACCRT_COPY, ACCRT_IMPLICIT, "ksum", 0, 0, __builtin_object_size((void *)&(ksum), 0) }, { (void *)&(kmul), sizeof(kmul), ACCRT_COPY, ACCRT_IMPLICIT, "kmul", 0, 0, __builtin_object_size((void *)&(kmul), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(ksum)), 0, ACCRT_ARG_DEVICE_PTR, "ksum" }, { (const void *)(&(kmul)), 0, ACCRT_ARG_DEVICE_PTR, "kmul" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 56 "reduction_bool.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(||:ksum) reduction(&&:kmul)
    for (int i = 0; i < 1000; i++) {
        ksum += a[i] + a[i];
        kmul *= 2 - a[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("kernels loop: + %d * %d\n", ksum, kmul);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
