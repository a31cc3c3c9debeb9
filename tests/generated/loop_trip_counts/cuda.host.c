/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_7e5d255900a8d67c[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_7e5d255900a8d67c == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
static __accrt_kernel __accc_kernel_6_0 = { "__accc_kernel_6_0", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
static __accrt_kernel __accc_kernel_7_0 = { "__accc_kernel_7_0", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
static __accrt_kernel __accc_kernel_8_0_strips = { "__accc_kernel_8_0_strips", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
static __accrt_kernel __accc_kernel_8_0 = { "__accc_kernel_8_0", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
static __accrt_kernel __accc_kernel_9_0 = { "__accc_kernel_9_0", 0, __accc_program, __accc_cuda_image_7e5d255900a8d67c, 0, 0 };
# 0 "loop_trip_counts.c"
# 1 "loop_trip_counts.c"
# 1 "loop_trip_counts.c"




# 6 "loop_trip_counts.c" 2


# 7 "loop_trip_counts.c"
int main(int argc, char **argv) {
    (void)argv;
    int shift = argc - 1;
    long long down = 0, wraps = 0, by3 = 0, back5 = 0, wide = 0, wide_const = 0, bytes = 0;


    
{ static const __accrt_loc __accc_region_loc = { "loop_trip_counts.c", 13, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 13 "loop_trip_counts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 13, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(down), sizeof(down), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "down", 0, 0, __builtin_object_size((void *)&(down), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(down) __accc_v1 = 0; long __accc_v2 = (long)(10); long __accc_v3 = (long)(-1); long __accc_v4 = ((long)((long long)(unsigned int)((10) - (-1u))) > 0 ? (long)((long long)(unsigned int)((10) - (-1u))) : 0); long __accc_v5 = (long long)((long)((long long)(unsigned int)((10) - (-1u))) > 0 ? (long)((long long)(unsigned int)((10) - (-1u))) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(down)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_down" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_down" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 13 "loop_trip_counts.c"

{ static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 13, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(down), sizeof(down), ACCRT_COPY, ACCRT_IMPLICIT, "down", 0, 0, __builtin_object_size((void *)&(down), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(down)), 0, ACCRT_ARG_DEVICE_PTR, "down" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 13 "loop_trip_counts.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:down)
# 14 "loop_trip_counts.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)((long long)(unsigned int)((10) - (-1u))); __accc_n0++)
        { unsigned u = 10; u += (-1) * __accc_n0; down += u + 1; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    
{ static const __accrt_loc __accc_region_loc = { "loop_trip_counts.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "loop_trip_counts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 18, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(bytes), sizeof(bytes), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "bytes", 0, 0, __builtin_object_size((void *)&(bytes), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(bytes) __accc_v1 = 0; long __accc_v2 = (long)(250); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(unsigned char)((4) - (250))) > 0 ? (long)((long long)(unsigned char)((4) - (250))) : 0); long __accc_v5 = (long long)((long)((long long)(unsigned char)((4) - (250))) > 0 ? (long)((long long)(unsigned char)((4) - (250))) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(bytes)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_bytes" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_bytes" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 18 "loop_trip_counts.c"

{ static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(bytes), sizeof(bytes), ACCRT_COPY, ACCRT_IMPLICIT, "bytes", 0, 0, __builtin_object_size((void *)&(bytes), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(bytes)), 0, ACCRT_ARG_DEVICE_PTR, "bytes" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 18 "loop_trip_counts.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:bytes)
# 19 "loop_trip_counts.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)((long long)(unsigned char)((4) - (250))); __accc_n0++)
        { unsigned char c = 250; c += (1) * __accc_n0; bytes += c; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    
{ static const __accrt_loc __accc_region_loc = { "loop_trip_counts.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "loop_trip_counts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 23, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(wraps), sizeof(wraps), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "wraps", 0, 0, __builtin_object_size((void *)&(wraps), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(wraps) __accc_v1 = 0; long __accc_v2 = (long)(4294967290u + shift); long __accc_v3 = (long)(2); long __accc_v4 = ((long)((long long)(unsigned int)((6) - (4294967290u + shift)) / 2) > 0 ? (long)((long long)(unsigned int)((6) - (4294967290u + shift)) / 2) : 0); long __accc_v5 = (long long)((long)((long long)(unsigned int)((6) - (4294967290u + shift)) / 2) > 0 ? (long)((long long)(unsigned int)((6) - (4294967290u + shift)) / 2) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(wraps)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_wraps" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_wraps" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 23 "loop_trip_counts.c"

{ static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(wraps), sizeof(wraps), ACCRT_COPY, ACCRT_IMPLICIT, "wraps", 0, 0, __builtin_object_size((void *)&(wraps), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(shift)), sizeof(shift), ACCRT_ARG_VALUE, "shift" }, { (const void *)(&(wraps)), 0, ACCRT_ARG_DEVICE_PTR, "wraps" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 23 "loop_trip_counts.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:wraps)
# 24 "loop_trip_counts.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)((long long)(unsigned int)((6) - (4294967290u + shift)) / 2); __accc_n0++)
        { unsigned u = 4294967290u + shift; u += (2) * __accc_n0; wraps += u % 7; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    
{ static const __accrt_loc __accc_region_loc = { "loop_trip_counts.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "loop_trip_counts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 27, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(by3), sizeof(by3), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "by3", 0, 0, __builtin_object_size((void *)&(by3), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(by3) __accc_v1 = 0; long __accc_v2 = (long)(shift); long __accc_v3 = (long)(3); long __accc_v4 = ((long)(((long long)(30) - (long long)(shift)) / 3) > 0 ? (long)(((long long)(30) - (long long)(shift)) / 3) : 0); long __accc_v5 = (long long)((long)(((long long)(30) - (long long)(shift)) / 3) > 0 ? (long)(((long long)(30) - (long long)(shift)) / 3) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(by3)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_by3" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_by3" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 27 "loop_trip_counts.c"

{ static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(by3), sizeof(by3), ACCRT_COPY, ACCRT_IMPLICIT, "by3", 0, 0, __builtin_object_size((void *)&(by3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(shift)), sizeof(shift), ACCRT_ARG_VALUE, "shift" }, { (const void *)(&(by3)), 0, ACCRT_ARG_DEVICE_PTR, "by3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 27 "loop_trip_counts.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:by3)
# 28 "loop_trip_counts.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)(((long long)(30) - (long long)(shift)) / 3); __accc_n0++)
        { int i = shift; i += (3) * __accc_n0; by3 += i; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    
{ static const __accrt_loc __accc_region_loc = { "loop_trip_counts.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "loop_trip_counts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(back5), sizeof(back5), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "back5", 0, 0, __builtin_object_size((void *)&(back5), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(back5) __accc_v1 = 0; long __accc_v2 = (long)(100 + shift); long __accc_v3 = (long)(-(5)); long __accc_v4 = ((long)(((long long)(100 + shift) - (long long)(0)) / 5) > 0 ? (long)(((long long)(100 + shift) - (long long)(0)) / 5) : 0); long __accc_v5 = (long long)((long)(((long long)(100 + shift) - (long long)(0)) / 5) > 0 ? (long)(((long long)(100 + shift) - (long long)(0)) / 5) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(back5)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_back5" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_back5" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 31 "loop_trip_counts.c"

{ static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(back5), sizeof(back5), ACCRT_COPY, ACCRT_IMPLICIT, "back5", 0, 0, __builtin_object_size((void *)&(back5), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(shift)), sizeof(shift), ACCRT_ARG_VALUE, "shift" }, { (const void *)(&(back5)), 0, ACCRT_ARG_DEVICE_PTR, "back5" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 31 "loop_trip_counts.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:back5)
# 32 "loop_trip_counts.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)(((long long)(100 + shift) - (long long)(0)) / 5); __accc_n0++)
        { int i = 100 + shift; i += (-(5)) * __accc_n0; back5 += i; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 27, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 23, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 18, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 13, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }


    unsigned step = 4 + shift;
    long long down4 = 0;
    
{ static const __accrt_loc __accc_region_loc = { "loop_trip_counts.c", 38, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "loop_trip_counts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 38, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(down4), sizeof(down4), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "down4", 0, 0, __builtin_object_size((void *)&(down4), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(down4) __accc_v1 = 0; long __accc_v2 = (long)(40); long __accc_v3 = (long)(-(step)); long __accc_v4 = ((long)((long long)(unsigned int)((40) - (0)) / ((step))) > 0 ? (long)((long long)(unsigned int)((40) - (0)) / ((step))) : 0); long __accc_v5 = (long long)((long)((long long)(unsigned int)((40) - (0)) / ((step))) > 0 ? (long)((long long)(unsigned int)((40) - (0)) / ((step))) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(down4)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_down4" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_down4" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 38 "loop_trip_counts.c"

{ static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 38, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(down4), sizeof(down4), ACCRT_COPY, ACCRT_IMPLICIT, "down4", 0, 0, __builtin_object_size((void *)&(down4), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(down4)), 0, ACCRT_ARG_DEVICE_PTR, "down4" }, { (const void *)(&(step)), sizeof(step), ACCRT_ARG_VALUE, "step" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 38 "loop_trip_counts.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:down4)
# 39 "loop_trip_counts.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)((long long)(unsigned int)((40) - (0)) / ((step))); __accc_n0++)
        { unsigned u = 40; u += (-(step)) * __accc_n0; down4 += u; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    int lo = -1500000000 + shift, hi = 1000000000;
    
{ static const __accrt_loc __accc_region_loc = { "loop_trip_counts.c", 44, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 44 "loop_trip_counts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 44, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(wide), sizeof(wide), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "wide", 0, 0, __builtin_object_size((void *)&(wide), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(wide) __accc_v1 = 0; long __accc_v2 = (long)(lo); long __accc_v3 = (long)(100000000); long __accc_v4 = ((long)(((long long)(hi) - (long long)(lo) + 99999999) / 100000000) > 0 ? (long)(((long long)(hi) - (long long)(lo) + 99999999) / 100000000) : 0); long __accc_v5 = (long long)((long)(((long long)(hi) - (long long)(lo) + 99999999) / 100000000) > 0 ? (long)(((long long)(hi) - (long long)(lo) + 99999999) / 100000000) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(wide)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_wide" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_wide" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_6_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 44 "loop_trip_counts.c"

{ static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 44, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(wide), sizeof(wide), ACCRT_COPY, ACCRT_IMPLICIT, "wide", 0, 0, __builtin_object_size((void *)&(wide), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lo)), sizeof(lo), ACCRT_ARG_VALUE, "lo" }, { (const void *)(&(hi)), sizeof(hi), ACCRT_ARG_VALUE, "hi" }, { (const void *)(&(wide)), 0, ACCRT_ARG_DEVICE_PTR, "wide" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 3, -2); }
# 44 "loop_trip_counts.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:wide)
# 45 "loop_trip_counts.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)(((long long)(hi) - (long long)(lo) + 99999999) / 100000000); __accc_n0++)
        { int i = lo; i += (100000000) * __accc_n0; wide += i / 100000000; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    
{ static const __accrt_loc __accc_region_loc = { "loop_trip_counts.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "loop_trip_counts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 47, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(wide_const), sizeof(wide_const), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "wide_const", 0, 0, __builtin_object_size((void *)&(wide_const), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __typeof__(wide_const) __accc_v1 = 0; long __accc_v2 = (long)(2000000000); long __accc_v3 = (long)(-(500000000)); long __accc_v4 = ((long)(((long long)(2000000000) - (long long)(-2000000000) + 499999999) / 500000000) > 0 ? (long)(((long long)(2000000000) - (long long)(-2000000000) + 499999999) / 500000000) : 0); long __accc_v5 = (long long)((long)(((long long)(2000000000) - (long long)(-2000000000) + 499999999) / 500000000) > 0 ? (long)(((long long)(2000000000) - (long long)(-2000000000) + 499999999) / 500000000) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(wide_const)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_wide_const" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_wide_const" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_7_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 47 "loop_trip_counts.c"

{ static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 47, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(wide_const), sizeof(wide_const), ACCRT_COPY, ACCRT_IMPLICIT, "wide_const", 0, 0, __builtin_object_size((void *)&(wide_const), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(wide_const)), 0, ACCRT_ARG_DEVICE_PTR, "wide_const" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 47 "loop_trip_counts.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:wide_const)
# 48 "loop_trip_counts.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)(((long long)(2000000000) - (long long)(-2000000000) + 499999999) / 500000000); __accc_n0++)
        { int i = 2000000000; i += (-(500000000)) * __accc_n0; wide_const += i / 500000000; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 44, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }



    int grid[40][8] = {{0}};
    int i, j;
    
{ static const __accrt_loc __accc_region_loc = { "loop_trip_counts.c", 55, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 55 "loop_trip_counts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 55, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPY, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const long __accc_s_tc0 = ((long)(((long long)(39) - (long long)(-1))) > 0 ? (long)(((long long)(39) - (long long)(-1))) : 0), __accc_s_tc1 = ((long)(((long long)(8) - (long long)(0) + 2) / 3) > 0 ? (long)(((long long)(8) - (long long)(0) + 2) / 3) : 0), __accc_s_ns = ((((long)(3)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v1 = (long)(39); long __accc_v2 = (long)(-1); long __accc_v3 = ((long)(((long long)(39) - (long long)(-1))) > 0 ? (long)(((long long)(39) - (long long)(-1))) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(3); long __accc_v6 = ((long)(((long long)(8) - (long long)(0) + 2) / 3) > 0 ? (long)(((long long)(8) - (long long)(0) + 2) / 3) : 0); long __accc_v7 = (long long)((long)(((long long)(39) - (long long)(-1))) > 0 ? (long)(((long long)(39) - (long long)(-1))) : 0) * (long long)((long)(((long long)(8) - (long long)(0) + 2) / 3) > 0 ? (long)(((long long)(8) - (long long)(0) + 2) / 3) : 0); __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_8_0_strips, __accc_v7, (int)__accc_s_blocks, 128, 0, __accc_args, 8, -2); }
 else
 { long __accc_v1 = (long)(39); long __accc_v2 = (long)(-1); long __accc_v3 = ((long)(((long long)(39) - (long long)(-1))) > 0 ? (long)(((long long)(39) - (long long)(-1))) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(3); long __accc_v6 = ((long)(((long long)(8) - (long long)(0) + 2) / 3) > 0 ? (long)(((long long)(8) - (long long)(0) + 2) / 3) : 0); long __accc_v7 = (long long)((long)(((long long)(39) - (long long)(-1))) > 0 ? (long)(((long long)(39) - (long long)(-1))) : 0) * (long long)((long)(((long long)(8) - (long long)(0) + 2) / 3) > 0 ? (long)(((long long)(8) - (long long)(0) + 2) / 3) : 0); __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_8_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 55 "loop_trip_counts.c"

{ static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 55, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPY, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 55 "loop_trip_counts.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) private(i, j)
# 56 "loop_trip_counts.c"
    for (long long __accc_n0 = 0; __accc_n0 < (long long)(((long long)(39) - (long long)(-1))); __accc_n0++)
        for (long long __accc_n1 = 0; __accc_n1 < (long long)(((long long)(8) - (long long)(0) + 2) / 3); __accc_n1++)
            { i = 39; i += (-1) * __accc_n0; j = 0; j += (3) * __accc_n1; grid[i][j] = i * 10 + j; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long long cells = 0;
    
{ static const __accrt_loc __accc_region_loc = { "loop_trip_counts.c", 60, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 60 "loop_trip_counts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 60, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPY, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(cells), sizeof(cells), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "cells", 0, 0, __builtin_object_size((void *)&(cells), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(cells) __accc_v2 = 0; long __accc_v3 = (long)(38); long __accc_v4 = (long)(-(2)); long __accc_v5 = ((long)(((long long)(38) - (long long)(-2)) / 2) > 0 ? (long)(((long long)(38) - (long long)(-2)) / 2) : 0); long __accc_v6 = (long long)((long)(((long long)(38) - (long long)(-2)) / 2) > 0 ? (long)(((long long)(38) - (long long)(-2)) / 2) : 0); __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "grid" }, { (const void *)(&(cells)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_cells" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_cells" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_9_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 60 "loop_trip_counts.c"

{ static const __accrt_loc __accc_loc = { "loop_trip_counts.c", 60, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPY, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(cells), sizeof(cells), ACCRT_COPY, ACCRT_IMPLICIT, "cells", 0, 0, __builtin_object_size((void *)&(cells), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { (const void *)(&(cells)), 0, ACCRT_ARG_DEVICE_PTR, "cells" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 60 "loop_trip_counts.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:cells)
    {
        
#pragma omp for
# 63 "loop_trip_counts.c"
        for (long long __accc_n0 = 0; __accc_n0 < (long long)(((long long)(38) - (long long)(-2)) / 2); __accc_n0++)
            { int r = 38; r += (-(2)) * __accc_n0; cells += grid[r][0] + grid[r][3] + grid[r][6] + grid[r][7]; }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("down %lld bytes %lld wraps %lld\n", down, bytes, wraps);
    printf("by3 %lld back5 %lld down4 %lld\n", by3, back5, down4);
    printf("wide %lld wide_const %lld\n", wide, wide_const);
    printf("cells %lld\n", cells);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
