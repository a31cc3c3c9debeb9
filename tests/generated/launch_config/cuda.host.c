/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_6f7895ae32abf50c[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_6f7895ae32abf50c == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_6f7895ae32abf50c, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_6f7895ae32abf50c, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_6f7895ae32abf50c, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_6f7895ae32abf50c, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_6f7895ae32abf50c, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_6f7895ae32abf50c, 0, 0 };
static __accrt_kernel __accc_kernel_6_0 = { "__accc_kernel_6_0", 0, __accc_program, __accc_cuda_image_6f7895ae32abf50c, 0, 0 };
# 0 "launch_config.c"
# 1 "launch_config.c"
# 1 "launch_config.c"



# 5 "launch_config.c" 2




# 8 "launch_config.c"
int main(void)
{
    static int a[10000];
    static int w[64][512];
    int gangs = 3, vl = 16, nw = gangs + 1;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0;


{ int __accc_clause_0 __attribute__((unused)) = (gangs * 2); static const __accrt_loc __accc_region_loc = { "launch_config.c", 15, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "launch_config.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "launch_config.c", 15, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(s1), sizeof(s1), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "s1", 0, 0, __builtin_object_size((void *)&(s1), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(s1) __accc_v1 = 0; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(10000) - (long long)(0)) > 0 ? (long)((long long)(10000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(10000) - (long long)(0)) > 0 ? (long)((long long)(10000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(s1)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s1" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_s1" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, (int)(__accc_clause_0), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 15 "launch_config.c"

{ static const __accrt_loc __accc_loc = { "launch_config.c", 15, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s1), sizeof(s1), ACCRT_COPY, ACCRT_IMPLICIT, "s1", 0, 0, __builtin_object_size((void *)&(s1), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s1)), 0, ACCRT_ARG_DEVICE_PTR, "s1" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 15 "launch_config.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s1)
    for (int i = 0; i < 10000; i++)
        s1 += i % 7; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "launch_config.c", 19, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "launch_config.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "launch_config.c", 19, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(10000) - (long long)(0)) > 0 ? (long)((long long)(10000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(10000) - (long long)(0)) > 0 ? (long)((long long)(10000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, (int)(1), 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 19 "launch_config.c"

{ static const __accrt_loc __accc_loc = { "launch_config.c", 19, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 19 "launch_config.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for
        for (int i = 0; i < 10000; i++)
            a[i] = i & 15;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "launch_config.c", 15, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }
    for (int i = 0; i < 10000; i++)
        s2 += a[i];


{ static const __accrt_loc __accc_region_loc = { "launch_config.c", 28, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "launch_config.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "launch_config.c", 28, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(s3), sizeof(s3), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "s3", 0, 0, __builtin_object_size((void *)&(s3), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(s3) __accc_v1 = 0; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(10000) - (long long)(0)) > 0 ? (long)((long long)(10000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(10000) - (long long)(0)) > 0 ? (long)((long long)(10000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(s3)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s3" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_s3" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, (int)(17), 32, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 28 "launch_config.c"

{ static const __accrt_loc __accc_loc = { "launch_config.c", 28, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s3), sizeof(s3), ACCRT_COPY, ACCRT_IMPLICIT, "s3", 0, 0, __builtin_object_size((void *)&(s3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s3)), 0, ACCRT_ARG_DEVICE_PTR, "s3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 28 "launch_config.c"

    {
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s3)
        for (int i = 0; i < 10000; i++)
            s3 += (i * i) % 11;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "launch_config.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "launch_config.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "launch_config.c", 35, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(s4), sizeof(s4), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "s4", 0, 0, __builtin_object_size((void *)&(s4), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(s4) __accc_v1 = 0; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(10) - (long long)(0)) > 0 ? (long)((long long)(10) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(10) - (long long)(0)) > 0 ? (long)((long long)(10) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(s4)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s4" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_s4" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, (int)(1000), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 35 "launch_config.c"

{ static const __accrt_loc __accc_loc = { "launch_config.c", 35, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s4), sizeof(s4), ACCRT_COPY, ACCRT_IMPLICIT, "s4", 0, 0, __builtin_object_size((void *)&(s4), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s4)), 0, ACCRT_ARG_DEVICE_PTR, "s4" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 35 "launch_config.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s4)
    for (int i = 0; i < 10; i++)
        s4 += i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "launch_config.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "launch_config.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "launch_config.c", 40, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(s5), sizeof(s5), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "s5", 0, 0, __builtin_object_size((void *)&(s5), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(s5) __accc_v1 = 0; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(10000) - (long long)(0)) > 0 ? (long)((long long)(10000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(10000) - (long long)(0)) > 0 ? (long)((long long)(10000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(s5)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s5" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_s5" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v5, 0, 1024, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 40 "launch_config.c"

{ static const __accrt_loc __accc_loc = { "launch_config.c", 40, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s5), sizeof(s5), ACCRT_COPY, ACCRT_IMPLICIT, "s5", 0, 0, __builtin_object_size((void *)&(s5), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s5)), 0, ACCRT_ARG_DEVICE_PTR, "s5" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 40 "launch_config.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s5)
    for (int i = 0; i < 10000; i++)
        s5 += i % 5; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




{ static const __accrt_loc __accc_region_loc = { "launch_config.c", 46, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 46 "launch_config.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "launch_config.c", 46, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYOUT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v4, (int)(__accc_v4 < 1048576 ? __accc_v4 : 1048576), 256, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 46 "launch_config.c"

{ static const __accrt_loc __accc_loc = { "launch_config.c", 46, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYOUT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 46 "launch_config.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 0; j < 64; j++) {

        for (int k = 0; k < 8; k++) {

            for (int i = 0; i < 64; i++)
                w[j][k * 64 + i] = (j + k + i) % 9;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "launch_config.c", 55, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 55 "launch_config.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "launch_config.c", 55, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPY, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_6_0, __accc_v4, (int)(__accc_v4 < 1048576 ? __accc_v4 : 1048576), 1024, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 55 "launch_config.c"

{ static const __accrt_loc __accc_loc = { "launch_config.c", 55, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPY, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 55 "launch_config.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 0; j < 64; j++) {

        for (int k = 0; k < 4; k++) {

            for (int i = 0; i < 128; i++)
                w[j][k * 128 + i] += i % 3;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "launch_config.c", 40, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "launch_config.c", 35, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "launch_config.c", 28, "main", "kernels" }; __accrt_deliver(&__accc_loc); }
    for (int j = 0; j < 64; j++)
        for (int i = 0; i < 512; i++)
            s6 += w[j][i];

    printf("s1=%ld s2=%ld s3=%ld s4=%ld s5=%ld s6=%ld\n", s1, s2, s3, s4, s5, s6);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
