/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_c756ba24580ca712[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_c756ba24580ca712 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
static __accrt_kernel __accc_kernel_6_0 = { "__accc_kernel_6_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
static __accrt_kernel __accc_kernel_7_0 = { "__accc_kernel_7_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
static __accrt_kernel __accc_kernel_8_0 = { "__accc_kernel_8_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
static __accrt_kernel __accc_kernel_9_0 = { "__accc_kernel_9_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
static __accrt_kernel __accc_kernel_10_0 = { "__accc_kernel_10_0", 0, __accc_program, __accc_cuda_image_c756ba24580ca712, 0, 0 };
# 0 "reduction_int.c"
# 1 "reduction_int.c"
# 1 "reduction_int.c"



# 5 "reduction_int.c" 2




# 8 "reduction_int.c"
int main(void)
{
    static int a[1000];
    for (int i = 0; i < 1000; i++)
        a[i] = (i * 37) % 101 - 50;

    int sum = 5, prod = 3, mx = -1000, mn = 1000;
    int band = 0x7fffffff, bor = 0x100, bxor = 0x5a;
    int land = 1, lor = 0, land2 = 1, lor2 = 0;


{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 18, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(sum) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_sum" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_sum" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 18 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 18 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
    for (int i = 0; i < 1000; i++)
        sum += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 23, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(prod) __accc_v1 = 1; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(prod)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_prod" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_prod" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 23 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(prod)), 0, ACCRT_ARG_DEVICE_PTR, "prod" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 23 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(*:prod)
    for (int i = 0; i < 30; i++)
        prod *= (i % 3 == 0) ? 2 : ((i % 7 == 0) ? -1 : 1); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 27, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(mx) __accc_v2 = (-2147483647-1); long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mx" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_mx" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 27 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "mx" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 27 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:mx)
    for (int i = 0; i < 1000; i++)
        mx = a[i] > mx ? a[i] : mx; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(mn) __accc_v2 = 2147483647; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mn" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_mn" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 31 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "mn" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 31 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(min:mn)
    for (int i = 0; i < 1000; i++)
        mn = a[i] < mn ? a[i] : mn; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 35, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(band), sizeof(band), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "band", 0, 0, __builtin_object_size((void *)&(band), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(band) __accc_v1 = ~0; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(band)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_band" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_band" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 35 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 35, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(band), sizeof(band), ACCRT_COPY, ACCRT_IMPLICIT, "band", 0, 0, __builtin_object_size((void *)&(band), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(band)), 0, ACCRT_ARG_DEVICE_PTR, "band" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 35 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(&:band)
    for (int i = 0; i < 1000; i++)
        band &= ~(1 << (i % 20)) | (i % 40 == 0 ? 0 : (1 << 3)); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 39, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 39, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(bor), sizeof(bor), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "bor", 0, 0, __builtin_object_size((void *)&(bor), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(bor) __accc_v1 = 0; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(bor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_bor" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_bor" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 39 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 39, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(bor), sizeof(bor), ACCRT_COPY, ACCRT_IMPLICIT, "bor", 0, 0, __builtin_object_size((void *)&(bor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(bor)), 0, ACCRT_ARG_DEVICE_PTR, "bor" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 39 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(|:bor)
    for (int i = 0; i < 1000; i++)
        bor |= 1 << ((i * 3) % 17); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 43, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 43, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(bxor), sizeof(bxor), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "bxor", 0, 0, __builtin_object_size((void *)&(bxor), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(bxor) __accc_v1 = 0; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(bxor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_bxor" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_bxor" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_6_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 43 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 43, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(bxor), sizeof(bxor), ACCRT_COPY, ACCRT_IMPLICIT, "bxor", 0, 0, __builtin_object_size((void *)&(bxor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(bxor)), 0, ACCRT_ARG_DEVICE_PTR, "bxor" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 43 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(^:bxor)
    for (int i = 0; i < 1000; i++)
        bxor ^= (i * 40503) & 0xffff; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 47, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(land), sizeof(land), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "land", 0, 0, __builtin_object_size((void *)&(land), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(land) __accc_v2 = 1; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(land)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_land" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_land" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_7_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 47 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 47, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(land), sizeof(land), ACCRT_COPY, ACCRT_IMPLICIT, "land", 0, 0, __builtin_object_size((void *)&(land), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(land)), 0, ACCRT_ARG_DEVICE_PTR, "land" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 47 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(&&:land)
    for (int i = 0; i < 1000; i++)
        land = land && (a[i] >= -50); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 51, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 51 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 51, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(lor), sizeof(lor), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "lor", 0, 0, __builtin_object_size((void *)&(lor), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(lor) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(lor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_lor" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_lor" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_8_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 51 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 51, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(lor), sizeof(lor), ACCRT_COPY, ACCRT_IMPLICIT, "lor", 0, 0, __builtin_object_size((void *)&(lor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lor)), 0, ACCRT_ARG_DEVICE_PTR, "lor" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 51 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(||:lor)
    for (int i = 0; i < 1000; i++)
        lor = lor || (a[i] == 50); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 55, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 55 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 55, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(land2), sizeof(land2), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "land2", 0, 0, __builtin_object_size((void *)&(land2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(land2) __accc_v2 = 1; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(land2)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_land2" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_land2" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_9_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 55 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 55, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(land2), sizeof(land2), ACCRT_COPY, ACCRT_IMPLICIT, "land2", 0, 0, __builtin_object_size((void *)&(land2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(land2)), 0, ACCRT_ARG_DEVICE_PTR, "land2" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 55 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(&&:land2)
    for (int i = 0; i < 1000; i++)
        land2 = land2 && (a[i] != 0); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_int.c", 59, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 59 "reduction_int.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_int.c", 59, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(lor2), sizeof(lor2), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "lor2", 0, 0, __builtin_object_size((void *)&(lor2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(lor2) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(lor2)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_lor2" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_lor2" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_10_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 59 "reduction_int.c"

{ static const __accrt_loc __accc_loc = { "reduction_int.c", 59, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(lor2), sizeof(lor2), ACCRT_COPY, ACCRT_IMPLICIT, "lor2", 0, 0, __builtin_object_size((void *)&(lor2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lor2)), 0, ACCRT_ARG_DEVICE_PTR, "lor2" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 59 "reduction_int.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(||:lor2)
    for (int i = 0; i < 1000; i++)
        lor2 = lor2 || (a[i] > 50); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "reduction_int.c", 55, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_int.c", 51, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_int.c", 47, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_int.c", 43, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_int.c", 39, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_int.c", 35, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_int.c", 31, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_int.c", 27, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_int.c", 23, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "reduction_int.c", 18, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }

    printf("sum=%d prod=%d max=%d min=%d\n", sum, prod, mx, mn);
    printf("and=%#x or=%#x xor=%#x\n", (unsigned)band, (unsigned)bor, (unsigned)bxor);
    printf("land=%d lor=%d land2=%d lor2=%d\n", land, lor, land2, lor2);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
