/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_0e1ff666a67ea30c[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_0e1ff666a67ea30c == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_0e1ff666a67ea30c, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_0e1ff666a67ea30c, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_0e1ff666a67ea30c, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_0e1ff666a67ea30c, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_0e1ff666a67ea30c, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_0e1ff666a67ea30c, 0, 0 };
static __accrt_kernel __accc_kernel_6_0 = { "__accc_kernel_6_0", 0, __accc_program, __accc_cuda_image_0e1ff666a67ea30c, 0, 0 };
static __accrt_kernel __accc_kernel_7_0 = { "__accc_kernel_7_0", 0, __accc_program, __accc_cuda_image_0e1ff666a67ea30c, 0, 0 };
# 0 "reduction_block_shapes.c"
# 1 "reduction_block_shapes.c"
# 1 "reduction_block_shapes.c"





# 7 "reduction_block_shapes.c" 2




# 10 "reduction_block_shapes.c"
static long long sum_by(int lanes_hint, const int *a)
{
    long long s = 0;
    switch (lanes_hint) {
    case 32:

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 15, "sum_by", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "reduction_block_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 15, "sum_by", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(s) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_s" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 32, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 15 "reduction_block_shapes.c"

{ static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 15, "sum_by", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 15 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 50000; i++) s += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        break;
    case 96:

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 19, "sum_by", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "reduction_block_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 19, "sum_by", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(s) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_s" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v6, 0, 96, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 19 "reduction_block_shapes.c"

{ static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 19, "sum_by", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 19 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 50000; i++) s += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        break;
    case 1024:

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 23, "sum_by", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "reduction_block_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 23, "sum_by", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(s) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_s" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v6, 0, 1024, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 23 "reduction_block_shapes.c"

{ static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 23, "sum_by", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 23 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 50000; i++) s += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        break;
    case 40:

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 27, "sum_by", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "reduction_block_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 27, "sum_by", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(s) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_s" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v6, 0, 40, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 27 "reduction_block_shapes.c"

{ static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 27, "sum_by", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 27 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 50000; i++) s += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        break;
    default:

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 31, "sum_by", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "reduction_block_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 31, "sum_by", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(s) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_s" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v6, 0, 1, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 31 "reduction_block_shapes.c"

{ static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 31, "sum_by", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 31 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 50000; i++) s += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        break;
    }
    return s;
}

int main(void)
{
    static int a[50000];
    for (int i = 0; i < 50000; i++) a[i] = (i * 7919) % 1009 - 500;

    const int shapes[] = {32, 96, 1024, 40, 1};
    for (int k = 0; k < 5; k++) printf("sum over blocks of %d: %lld\n", shapes[k], sum_by(shapes[k], a));

    signed char cmax = -128, cmin = 127;
    unsigned char ucmax = 0;
    short smin = 32767;
    _Bool all_small = 1, any_big = 0;
    long long llmin = 0x7fffffffffffffffLL;
    double dsum = 0.0, dmax = -1.0e300;

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 52, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 52 "reduction_block_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 52, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(cmax), sizeof(cmax), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "cmax", 0, 0, __builtin_object_size((void *)&(cmax), 0) }, { (void *)&(cmin), sizeof(cmin), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "cmin", 0, 0, __builtin_object_size((void *)&(cmin), 0) }, { (void *)&(ucmax), sizeof(ucmax), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "ucmax", 0, 0, __builtin_object_size((void *)&(ucmax), 0) }, { (void *)&(smin), sizeof(smin), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "smin", 0, 0, __builtin_object_size((void *)&(smin), 0) }, { (void *)&(all_small), sizeof(all_small), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "all_small", 0, 0, __builtin_object_size((void *)&(all_small), 0) }, { (void *)&(any_big), sizeof(any_big), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "any_big", 0, 0, __builtin_object_size((void *)&(any_big), 0) }, { (void *)&(llmin), sizeof(llmin), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "llmin", 0, 0, __builtin_object_size((void *)&(llmin), 0) }, { (void *)&(dsum), sizeof(dsum), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "dsum", 0, 0, __builtin_object_size((void *)&(dsum), 0) }, { (void *)&(dmax), sizeof(dmax), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "dmax", 0, 0, __builtin_object_size((void *)&(dmax), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 10, -2);
 { __typeof__(cmax) __accc_v2 = (-128); __typeof__(cmin) __accc_v4 = 127; __typeof__(ucmax) __accc_v6 = 0; __typeof__(smin) __accc_v8 = 32767; __typeof__(all_small) __accc_v10 = 1; __typeof__(any_big) __accc_v12 = 0; __typeof__(llmin) __accc_v14 = 9223372036854775807L; __typeof__(dsum) __accc_v16 = 0; __typeof__(dmax) __accc_v18 = -__builtin_inff(); long __accc_v19 = (long)(0); long __accc_v20 = (long)(1); long __accc_v21 = ((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); long __accc_v22 = (long long)((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(&(cmax)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_cmax" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_cmax" }, { (const void *)(&(cmin)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_cmin" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_cmin" }, { (const void *)(&(ucmax)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_ucmax" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_ACCUMULATOR, "__accc_a_ucmax" }, { (const void *)(&(smin)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_smin" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_ACCUMULATOR, "__accc_a_smin" }, { (const void *)(&(all_small)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_all_small" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_ACCUMULATOR, "__accc_a_all_small" }, { (const void *)(&(any_big)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_any_big" }, { &__accc_v12, sizeof(__accc_v12), ACCRT_ARG_ACCUMULATOR, "__accc_a_any_big" }, { (const void *)(&(llmin)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_llmin" }, { &__accc_v14, sizeof(__accc_v14), ACCRT_ARG_ACCUMULATOR, "__accc_a_llmin" }, { (const void *)(&(dsum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dsum" }, { &__accc_v16, sizeof(__accc_v16), ACCRT_ARG_ACCUMULATOR, "__accc_a_dsum" }, { (const void *)(&(dmax)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dmax" }, { &__accc_v18, sizeof(__accc_v18), ACCRT_ARG_ACCUMULATOR, "__accc_a_dmax" }, { &__accc_v19, sizeof(__accc_v19), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v20, sizeof(__accc_v20), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v21, sizeof(__accc_v21), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v22, sizeof(__accc_v22), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v22, 0, 96, 0, __accc_args, 23, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 10, -2);
} else {
# 52 "reduction_block_shapes.c"

{ static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 52, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(cmax), sizeof(cmax), ACCRT_COPY, ACCRT_IMPLICIT, "cmax", 0, 0, __builtin_object_size((void *)&(cmax), 0) }, { (void *)&(cmin), sizeof(cmin), ACCRT_COPY, ACCRT_IMPLICIT, "cmin", 0, 0, __builtin_object_size((void *)&(cmin), 0) }, { (void *)&(ucmax), sizeof(ucmax), ACCRT_COPY, ACCRT_IMPLICIT, "ucmax", 0, 0, __builtin_object_size((void *)&(ucmax), 0) }, { (void *)&(smin), sizeof(smin), ACCRT_COPY, ACCRT_IMPLICIT, "smin", 0, 0, __builtin_object_size((void *)&(smin), 0) }, { (void *)&(all_small), sizeof(all_small), ACCRT_COPY, ACCRT_IMPLICIT, "all_small", 0, 0, __builtin_object_size((void *)&(all_small), 0) }, { (void *)&(any_big), sizeof(any_big), ACCRT_COPY, ACCRT_IMPLICIT, "any_big", 0, 0, __builtin_object_size((void *)&(any_big), 0) }, { (void *)&(llmin), sizeof(llmin), ACCRT_COPY, ACCRT_IMPLICIT, "llmin", 0, 0, __builtin_object_size((void *)&(llmin), 0) }, { (void *)&(dsum), sizeof(dsum), ACCRT_COPY, ACCRT_IMPLICIT, "dsum", 0, 0, __builtin_object_size((void *)&(dsum), 0) }, { (void *)&(dmax), sizeof(dmax), ACCRT_COPY, ACCRT_IMPLICIT, "dmax", 0, 0, __builtin_object_size((void *)&(dmax), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(&(cmax)), 0, ACCRT_ARG_DEVICE_PTR, "cmax" }, { (const void *)(&(cmin)), 0, ACCRT_ARG_DEVICE_PTR, "cmin" }, { (const void *)(&(ucmax)), 0, ACCRT_ARG_DEVICE_PTR, "ucmax" }, { (const void *)(&(smin)), 0, ACCRT_ARG_DEVICE_PTR, "smin" }, { (const void *)(&(all_small)), 0, ACCRT_ARG_DEVICE_PTR, "all_small" }, { (const void *)(&(any_big)), 0, ACCRT_ARG_DEVICE_PTR, "any_big" }, { (const void *)(&(llmin)), 0, ACCRT_ARG_DEVICE_PTR, "llmin" }, { (const void *)(&(dsum)), 0, ACCRT_ARG_DEVICE_PTR, "dsum" }, { (const void *)(&(dmax)), 0, ACCRT_ARG_DEVICE_PTR, "dmax" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 10, __accc_args, 10, -2); }
# 52 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:cmax) reduction(min:cmin) reduction(max:ucmax) reduction(min:smin) reduction(&&:all_small) reduction(||:any_big) reduction(min:llmin) reduction(+:dsum) reduction(max:dmax)



    for (int i = 0; i < 50000; i++) {
        signed char c = (signed char)(a[i] % 100);
        cmax = c > cmax ? c : cmax;
        cmin = c < cmin ? c : cmin;
        unsigned char u = (unsigned char)(i % 251);
        ucmax = u > ucmax ? u : ucmax;
        short s = (short)(a[i] * 60);
        smin = s < smin ? s : smin;
        all_small = all_small && a[i] < 600;
        any_big = any_big || a[i] == 508;
        long long l = (long long)a[i] * 4000000000LL;
        llmin = l < llmin ? l : llmin;
        dsum += a[i] * 0.25;
        double d = a[i] * 0.5;
        dmax = d > dmax ? d : dmax;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("cmax=%d cmin=%d ucmax=%u smin=%d all_small=%d any_big=%d\n", cmax, cmin, ucmax,
           smin, (int)all_small, (int)any_big);
    printf("llmin=%lld dsum=%.2f dmax=%.1f\n", llmin, dsum, dmax);



    int top = -1;

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 79, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 79 "reduction_block_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 79, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(top), sizeof(top), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "top", 0, 0, __builtin_object_size((void *)&(top), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(top) __accc_v2 = (-2147483647-1); long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(&(top)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_top" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_top" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_6_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 79 "reduction_block_shapes.c"

{ static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 79, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(top), sizeof(top), ACCRT_COPY, ACCRT_IMPLICIT, "top", 0, 0, __builtin_object_size((void *)&(top), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(&(top)), 0, ACCRT_ARG_DEVICE_PTR, "top" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 79 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:top)
    for (int i = 0; i < 50000; i++) {
        int v = i == 50000 - 77 ? 100000 : a[i];
        top = v > top ? v : top;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("top=%d\n", top);



    float fmax_neg = -1.0e30f, fmin_mixed = 1.0e30f, fmin_stays = -5.0f;
    double dmin_pos = 1.0e300, dmax_stays = 3.0, dmax_mixed = -1.0e300;

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 90, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 90 "reduction_block_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 90, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(fmax_neg), sizeof(fmax_neg), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "fmax_neg", 0, 0, __builtin_object_size((void *)&(fmax_neg), 0) }, { (void *)&(fmin_mixed), sizeof(fmin_mixed), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "fmin_mixed", 0, 0, __builtin_object_size((void *)&(fmin_mixed), 0) }, { (void *)&(fmin_stays), sizeof(fmin_stays), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "fmin_stays", 0, 0, __builtin_object_size((void *)&(fmin_stays), 0) }, { (void *)&(dmin_pos), sizeof(dmin_pos), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "dmin_pos", 0, 0, __builtin_object_size((void *)&(dmin_pos), 0) }, { (void *)&(dmax_stays), sizeof(dmax_stays), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "dmax_stays", 0, 0, __builtin_object_size((void *)&(dmax_stays), 0) }, { (void *)&(dmax_mixed), sizeof(dmax_mixed), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "dmax_mixed", 0, 0, __builtin_object_size((void *)&(dmax_mixed), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 7, -2);
 { __typeof__(fmax_neg) __accc_v2 = -__builtin_inff(); __typeof__(fmin_mixed) __accc_v4 = __builtin_inff(); __typeof__(fmin_stays) __accc_v6 = __builtin_inff(); __typeof__(dmin_pos) __accc_v8 = __builtin_inff(); __typeof__(dmax_stays) __accc_v10 = -__builtin_inff(); __typeof__(dmax_mixed) __accc_v12 = -__builtin_inff(); long __accc_v13 = (long)(0); long __accc_v14 = (long)(1); long __accc_v15 = ((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); long __accc_v16 = (long long)((long)((long long)(50000) - (long long)(0)) > 0 ? (long)((long long)(50000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { (const void *)(&(fmax_neg)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_fmax_neg" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_fmax_neg" }, { (const void *)(&(fmin_mixed)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_fmin_mixed" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_fmin_mixed" }, { (const void *)(&(fmin_stays)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_fmin_stays" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_ACCUMULATOR, "__accc_a_fmin_stays" }, { (const void *)(&(dmin_pos)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dmin_pos" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_ACCUMULATOR, "__accc_a_dmin_pos" }, { (const void *)(&(dmax_stays)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dmax_stays" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_ACCUMULATOR, "__accc_a_dmax_stays" }, { (const void *)(&(dmax_mixed)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dmax_mixed" }, { &__accc_v12, sizeof(__accc_v12), ACCRT_ARG_ACCUMULATOR, "__accc_a_dmax_mixed" }, { &__accc_v13, sizeof(__accc_v13), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v14, sizeof(__accc_v14), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v15, sizeof(__accc_v15), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v16, sizeof(__accc_v16), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_7_0, __accc_v16, 0, 128, 0, __accc_args, 17, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 7, -2);
} else {
# 90 "reduction_block_shapes.c"

{ static const __accrt_loc __accc_loc = { "reduction_block_shapes.c", 90, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (50000) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:50000]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(fmax_neg), sizeof(fmax_neg), ACCRT_COPY, ACCRT_IMPLICIT, "fmax_neg", 0, 0, __builtin_object_size((void *)&(fmax_neg), 0) }, { (void *)&(fmin_mixed), sizeof(fmin_mixed), ACCRT_COPY, ACCRT_IMPLICIT, "fmin_mixed", 0, 0, __builtin_object_size((void *)&(fmin_mixed), 0) }, { (void *)&(fmin_stays), sizeof(fmin_stays), ACCRT_COPY, ACCRT_IMPLICIT, "fmin_stays", 0, 0, __builtin_object_size((void *)&(fmin_stays), 0) }, { (void *)&(dmin_pos), sizeof(dmin_pos), ACCRT_COPY, ACCRT_IMPLICIT, "dmin_pos", 0, 0, __builtin_object_size((void *)&(dmin_pos), 0) }, { (void *)&(dmax_stays), sizeof(dmax_stays), ACCRT_COPY, ACCRT_IMPLICIT, "dmax_stays", 0, 0, __builtin_object_size((void *)&(dmax_stays), 0) }, { (void *)&(dmax_mixed), sizeof(dmax_mixed), ACCRT_COPY, ACCRT_IMPLICIT, "dmax_mixed", 0, 0, __builtin_object_size((void *)&(dmax_mixed), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(fmax_neg)), 0, ACCRT_ARG_DEVICE_PTR, "fmax_neg" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(&(fmin_mixed)), 0, ACCRT_ARG_DEVICE_PTR, "fmin_mixed" }, { (const void *)(&(fmin_stays)), 0, ACCRT_ARG_DEVICE_PTR, "fmin_stays" }, { (const void *)(&(dmin_pos)), 0, ACCRT_ARG_DEVICE_PTR, "dmin_pos" }, { (const void *)(&(dmax_stays)), 0, ACCRT_ARG_DEVICE_PTR, "dmax_stays" }, { (const void *)(&(dmax_mixed)), 0, ACCRT_ARG_DEVICE_PTR, "dmax_mixed" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 7, __accc_args, 7, -2); }
# 90 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:fmax_neg) reduction(min:fmin_mixed) reduction(min:fmin_stays) reduction(min:dmin_pos) reduction(max:dmax_stays) reduction(max:dmax_mixed)


    for (int i = 0; i < 50000; i++) {
        float neg = -(float)(i % 1000) - 1.5f;
        fmax_neg = neg > fmax_neg ? neg : fmax_neg;
        float half = a[i] * 0.5f;
        fmin_mixed = half < fmin_mixed ? half : fmin_mixed;
        float pos = (float)(i % 77) + 0.25f;
        fmin_stays = pos < fmin_stays ? pos : fmin_stays;
        double p = a[i] + 1000.25;
        dmin_pos = p < dmin_pos ? p : dmin_pos;
        double n = -(double)(i % 9) - 0.5;
        dmax_stays = n > dmax_stays ? n : dmax_stays;
        double q = a[i] * 0.125;
        dmax_mixed = q > dmax_mixed ? q : dmax_mixed;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("fmax_neg=%.2f fmin_mixed=%.2f fmin_stays=%.2f\n", fmax_neg, fmin_mixed, fmin_stays);
    printf("dmin_pos=%.2f dmax_stays=%.2f dmax_mixed=%.3f\n", dmin_pos, dmax_stays, dmax_mixed);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
