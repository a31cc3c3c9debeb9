/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_7965e4074bb702a4[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_7965e4074bb702a4 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0_strips = { "__accc_kernel_0_0_strips", 0, __accc_program, __accc_cuda_image_7965e4074bb702a4, 0, 0 };
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_7965e4074bb702a4, 0, 0 };
static __accrt_kernel __accc_kernel_1_0_strips = { "__accc_kernel_1_0_strips", 0, __accc_program, __accc_cuda_image_7965e4074bb702a4, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_7965e4074bb702a4, 0, 0 };
static __accrt_kernel __accc_kernel_2_0_strips = { "__accc_kernel_2_0_strips", 0, __accc_program, __accc_cuda_image_7965e4074bb702a4, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_7965e4074bb702a4, 0, 0 };
# 0 "reduction_nested.c"
# 1 "reduction_nested.c"
# 1 "reduction_nested.c"




# 6 "reduction_nested.c" 2





# 10 "reduction_nested.c"
static int m[200][150];

int main(void)
{
    for (int i = 0; i < 200; i++)
        for (int j = 0; j < 150; j++)
            m[i][j] = (i * 3 + j * 5) % 17 - 7;

    long total = 0;

{ static const __accrt_loc __accc_region_loc = { "reduction_nested.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "reduction_nested.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_nested.c", 19, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { __typeof__(total) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0) * (long long)((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "m" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_total" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0_strips, __accc_v9, (int)__accc_s_blocks, 128, 0, __accc_args, 10, -2); }
 else
 { __typeof__(total) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0) * (long long)((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "m" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_total" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 19 "reduction_nested.c"

{ static const __accrt_loc __accc_loc = { "reduction_nested.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 19 "reduction_nested.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
    for (int i = 0; i < 200; i++) {

        for (int j = 0; j < 150; j++)
            total += m[i][j];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int mx = -100, mn = 100;

{ static const __accrt_loc __accc_region_loc = { "reduction_nested.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "reduction_nested.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_nested.c", 27, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const long __accc_s_tc0 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { __typeof__(mx) __accc_v2 = (-2147483647-1); __typeof__(mn) __accc_v4 = 2147483647; long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v8 = (long)(0); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); long __accc_v11 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0) * (long long)((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "m" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mx" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_mx" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mn" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_mn" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0_strips, __accc_v11, (int)__accc_s_blocks, 128, 0, __accc_args, 12, -2); }
 else
 { __typeof__(mx) __accc_v2 = (-2147483647-1); __typeof__(mn) __accc_v4 = 2147483647; long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v8 = (long)(0); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); long __accc_v11 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0) * (long long)((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "m" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mx" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_mx" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mn" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_mn" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v11, 0, 128, 0, __accc_args, 12, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 27 "reduction_nested.c"

{ static const __accrt_loc __accc_loc = { "reduction_nested.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) }, { (void *)&(mn), sizeof(mn), ACCRT_COPY, ACCRT_IMPLICIT, "mn", 0, 0, __builtin_object_size((void *)&(mn), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "mx" }, { (const void *)(&(mn)), 0, ACCRT_ARG_DEVICE_PTR, "mn" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 27 "reduction_nested.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(max:mx) reduction(min:mn)
    for (int i = 0; i < 200; i++)
        for (int j = 0; j < 150; j++) {
            mx = m[i][j] > mx ? m[i][j] : mx;
            mn = m[i][j] < mn ? m[i][j] : mn;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long pos = 0, neg = 0;

{ static const __accrt_loc __accc_region_loc = { "reduction_nested.c", 35, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "reduction_nested.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_nested.c", 35, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(pos), sizeof(pos), ACCRT_COPY, 0, "pos", 0, 0, __builtin_object_size((void *)&(pos), 0) }, { (void *)&(neg), sizeof(neg), ACCRT_COPY, 0, "neg", 0, 0, __builtin_object_size((void *)&(neg), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const long __accc_s_tc0 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { __typeof__(pos) __accc_v2 = 0; __typeof__(neg) __accc_v4 = 0; long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v8 = (long)(0); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); long __accc_v11 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0) * (long long)((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "m" }, { (const void *)(&(pos)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_pos" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_pos" }, { (const void *)(&(neg)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_neg" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_neg" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0_strips, __accc_v11, (int)__accc_s_blocks, 128, 0, __accc_args, 12, -2); }
 else
 { __typeof__(pos) __accc_v2 = 0; __typeof__(neg) __accc_v4 = 0; long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v8 = (long)(0); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); long __accc_v11 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0) * (long long)((long)((long long)(150) - (long long)(0)) > 0 ? (long)((long long)(150) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "m" }, { (const void *)(&(pos)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_pos" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_pos" }, { (const void *)(&(neg)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_neg" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_neg" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v11, 0, 128, 0, __accc_args, 12, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 35 "reduction_nested.c"

{ static const __accrt_loc __accc_loc = { "reduction_nested.c", 35, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(pos), sizeof(pos), ACCRT_COPY, 0, "pos", 0, 0, __builtin_object_size((void *)&(pos), 0) }, { (void *)&(neg), sizeof(neg), ACCRT_COPY, 0, "neg", 0, 0, __builtin_object_size((void *)&(neg), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(&(pos)), 0, ACCRT_ARG_DEVICE_PTR, "pos" }, { (const void *)(&(neg)), 0, ACCRT_ARG_DEVICE_PTR, "neg" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 35 "reduction_nested.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for reduction(+:pos) reduction(+:neg)
        for (int i = 0; i < 200; i++) {

            for (int j = 0; j < 150; j++) {
                if (m[i][j] > 0)
                    pos += m[i][j];
                else
                    neg += m[i][j];
            }
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("total=%ld max=%d min=%d pos=%ld neg=%ld\n", total, mx, mn, pos, neg);
    printf("%s\n", pos + neg == total ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
