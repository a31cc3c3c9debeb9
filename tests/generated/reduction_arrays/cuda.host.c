/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_2a6e8d4b019a15d3[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_2a6e8d4b019a15d3 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_2a6e8d4b019a15d3, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_2a6e8d4b019a15d3, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_2a6e8d4b019a15d3, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_2a6e8d4b019a15d3, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_2a6e8d4b019a15d3, 0, 0 };
static __accrt_kernel __accc_kernel_4_1 = { "__accc_kernel_4_1", 0, __accc_program, __accc_cuda_image_2a6e8d4b019a15d3, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_2a6e8d4b019a15d3, 0, 0 };
# 0 "reduction_arrays.c"
# 1 "reduction_arrays.c"
# 1 "reduction_arrays.c"




# 6 "reduction_arrays.c" 2




# 9 "reduction_arrays.c"
static void through_pointer(int *counts, const int *x)
{
    
{ static const __accrt_loc __accc_region_loc = { "reduction_arrays.c", 11, "through_pointer", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 11 "reduction_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_arrays.c", 11, "through_pointer", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x)[0], (1000) * sizeof((x)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "x[0:1000]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(counts)[0], (8) * sizeof((counts)[0]), ACCRT_COPY, ACCRT_IMPLICIT, "counts", 0, 0, __builtin_object_size((void *)&(counts)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(8); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "x" }, { (const void *)(((void *)((char *)(counts) + sizeof(int) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_counts" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_rlo_counts" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_rn_counts" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 11 "reduction_arrays.c"

{ static const __accrt_loc __accc_loc = { "reduction_arrays.c", 11, "through_pointer", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x)[0], (1000) * sizeof((x)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "x[0:1000]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) }, { (void *)&(counts)[0], (8) * sizeof((counts)[0]), ACCRT_COPY, ACCRT_IMPLICIT, "counts", 0, 0, __builtin_object_size((void *)&(counts)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(counts), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "counts" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 11 "reduction_arrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:counts[0:8])
# 12 "reduction_arrays.c"
    for (int i = 0; i < 1000; i++)
        counts[x[i] % 8] += 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    int x[1000];
    for (int i = 0; i < 1000; i++)
        x[i] = (i * 37 + 11) % 101;
    int n = 10;

    int h[10];
    for (int k = 0; k < 10; k++) h[k] = 0;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_arrays.c", 25, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "reduction_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_arrays.c", 25, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(h)[0], (n) * sizeof((h)[0]), ACCRT_COPY, ACCRT_IMPLICIT, "h", 0, 0, __builtin_object_size((void *)&(h)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(n); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(((void *)((char *)(h) + sizeof(int) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_h" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_rlo_h" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_rn_h" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 25 "reduction_arrays.c"

{ static const __accrt_loc __accc_loc = { "reduction_arrays.c", 25, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(h)[0], (n) * sizeof((h)[0]), ACCRT_COPY, ACCRT_IMPLICIT, "h", 0, 0, __builtin_object_size((void *)&(h)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(h), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "h" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 25 "reduction_arrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:h[0:n])
# 26 "reduction_arrays.c"
    for (int i = 0; i < 1000; i++)
        h[x[i] % 10] += 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("histogram:");
    for (int k = 0; k < 10; k++) printf(" %d", h[k]);
    printf("\n");

    long a[16];
    for (int k = 0; k < 16; k++) a[k] = 1;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_arrays.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "reduction_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_arrays.c", 34, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPY, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(16); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(((void *)((char *)(a) + sizeof(long) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_rlo_a" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_rn_a" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 34 "reduction_arrays.c"

{ static const __accrt_loc __accc_loc = { "reduction_arrays.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPY, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 34 "reduction_arrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:a)
# 35 "reduction_arrays.c"
    for (int i = 0; i < 1000; i++)
        a[i % 16] += x[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("sums:");
    for (int k = 0; k < 16; k++) printf(" %ld", a[k]);
    printf("\n");


    int m[8];
    for (int k = 0; k < 8; k++) m[k] = -1;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_arrays.c", 44, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 44 "reduction_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_arrays.c", 44, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(m)[2], (4) * sizeof((m)[0]), ACCRT_COPY, ACCRT_IMPLICIT, "m", 0, 0, __builtin_object_size((void *)&(m)[2], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(2); long __accc_v3 = (long)(4); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(((void *)((char *)(m) + sizeof(int) * (2)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_m" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_rlo_m" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_rn_m" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 44 "reduction_arrays.c"

{ static const __accrt_loc __accc_loc = { "reduction_arrays.c", 44, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(m)[2], (4) * sizeof((m)[0]), ACCRT_COPY, ACCRT_IMPLICIT, "m", 0, 0, __builtin_object_size((void *)&(m)[2], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 44 "reduction_arrays.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:m[2:4])
# 45 "reduction_arrays.c"
    for (int i = 0; i < 1000; i++) {
        int j = 2 + i % 4;
        if (x[i] % 50 > m[j]) m[j] = x[i] % 50;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("max:");
    for (int k = 0; k < 8; k++) printf(" %d", m[k]);
    printf("\n");

    int lo[4] = { 1000, 1000, 1000, 1000 };
    unsigned bits_and[4] = { ~0u, ~0u, ~0u, ~0u }, bits_or[4] = { 0 }, bits_xor[4] = { 0 };
    int all[4] = { 1, 1, 1, 1 }, any[4] = { 0 };
    double prod[3] = { 1, 1, 1 };
    
{ static const __accrt_loc __accc_region_loc = { "reduction_arrays.c", 57, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 57 "reduction_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_arrays.c", 57, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(lo), sizeof(lo), ACCRT_COPY, ACCRT_IMPLICIT, "lo", 0, 0, __builtin_object_size((void *)&(lo), 0) }, { (void *)&(bits_and), sizeof(bits_and), ACCRT_COPY, ACCRT_IMPLICIT, "bits_and", 0, 0, __builtin_object_size((void *)&(bits_and), 0) }, { (void *)&(bits_or), sizeof(bits_or), ACCRT_COPY, ACCRT_IMPLICIT, "bits_or", 0, 0, __builtin_object_size((void *)&(bits_or), 0) }, { (void *)&(bits_xor), sizeof(bits_xor), ACCRT_COPY, ACCRT_IMPLICIT, "bits_xor", 0, 0, __builtin_object_size((void *)&(bits_xor), 0) }, { (void *)&(all), sizeof(all), ACCRT_COPY, ACCRT_IMPLICIT, "all", 0, 0, __builtin_object_size((void *)&(all), 0) }, { (void *)&(any), sizeof(any), ACCRT_COPY, ACCRT_IMPLICIT, "any", 0, 0, __builtin_object_size((void *)&(any), 0) }, { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 8, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(4); long __accc_v5 = (long)(0); long __accc_v6 = (long)(4); long __accc_v8 = (long)(0); long __accc_v9 = (long)(4); long __accc_v11 = (long)(0); long __accc_v12 = (long)(4); long __accc_v13 = (long)(0); long __accc_v14 = (long)(1); long __accc_v15 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v16 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(((void *)((char *)(lo) + sizeof(int) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_lo" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_rlo_lo" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_rn_lo" }, { (const void *)(((void *)((char *)(bits_and) + sizeof(unsigned int) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_bits_and" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_rlo_bits_and" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_rn_bits_and" }, { (const void *)(((void *)((char *)(bits_or) + sizeof(unsigned int) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_bits_or" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_rlo_bits_or" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_rn_bits_or" }, { (const void *)(((void *)((char *)(bits_xor) + sizeof(unsigned int) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_bits_xor" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_rlo_bits_xor" }, { &__accc_v12, sizeof(__accc_v12), ACCRT_ARG_VALUE, "__accc_rn_bits_xor" }, { &__accc_v13, sizeof(__accc_v13), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v14, sizeof(__accc_v14), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v15, sizeof(__accc_v15), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v16, sizeof(__accc_v16), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v16, 0, 128, 0, __accc_args, 17, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(4); long __accc_v5 = (long)(0); long __accc_v6 = (long)(4); long __accc_v8 = (long)(0); long __accc_v9 = (long)(3); long __accc_v10 = (long)(0); long __accc_v11 = (long)(1); long __accc_v12 = ((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0); long __accc_v13 = (long long)((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(((void *)((char *)(all) + sizeof(int) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_all" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_rlo_all" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_rn_all" }, { (const void *)(((void *)((char *)(any) + sizeof(int) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_any" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_rlo_any" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_rn_any" }, { (const void *)(((void *)((char *)(prod) + sizeof(double) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_prod" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_rlo_prod" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_rn_prod" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v12, sizeof(__accc_v12), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v13, sizeof(__accc_v13), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_1, __accc_v13, 0, 128, 0, __accc_args, 14, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 8, -2);
} else {
# 57 "reduction_arrays.c"

{ static const __accrt_loc __accc_loc = { "reduction_arrays.c", 57, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(lo), sizeof(lo), ACCRT_COPY, ACCRT_IMPLICIT, "lo", 0, 0, __builtin_object_size((void *)&(lo), 0) }, { (void *)&(bits_and), sizeof(bits_and), ACCRT_COPY, ACCRT_IMPLICIT, "bits_and", 0, 0, __builtin_object_size((void *)&(bits_and), 0) }, { (void *)&(bits_or), sizeof(bits_or), ACCRT_COPY, ACCRT_IMPLICIT, "bits_or", 0, 0, __builtin_object_size((void *)&(bits_or), 0) }, { (void *)&(bits_xor), sizeof(bits_xor), ACCRT_COPY, ACCRT_IMPLICIT, "bits_xor", 0, 0, __builtin_object_size((void *)&(bits_xor), 0) }, { (void *)&(all), sizeof(all), ACCRT_COPY, ACCRT_IMPLICIT, "all", 0, 0, __builtin_object_size((void *)&(all), 0) }, { (void *)&(any), sizeof(any), ACCRT_COPY, ACCRT_IMPLICIT, "any", 0, 0, __builtin_object_size((void *)&(any), 0) }, { (void *)&(prod), sizeof(prod), ACCRT_COPY, ACCRT_IMPLICIT, "prod", 0, 0, __builtin_object_size((void *)&(prod), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(lo), 0, ACCRT_ARG_DEVICE_PTR, "lo" }, { (const void *)(bits_and), 0, ACCRT_ARG_DEVICE_PTR, "bits_and" }, { (const void *)(bits_or), 0, ACCRT_ARG_DEVICE_PTR, "bits_or" }, { (const void *)(bits_xor), 0, ACCRT_ARG_DEVICE_PTR, "bits_xor" }, { (const void *)(all), 0, ACCRT_ARG_DEVICE_PTR, "all" }, { (const void *)(any), 0, ACCRT_ARG_DEVICE_PTR, "any" }, { (const void *)(prod), 0, ACCRT_ARG_DEVICE_PTR, "prod" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 8, __accc_args, 8, -2); }
# 57 "reduction_arrays.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
        
#pragma omp for reduction(min:lo) reduction(&:bits_and) reduction(|:bits_or) reduction(^:bits_xor)
# 60 "reduction_arrays.c"
        for (int i = 0; i < 1000; i++) {
            int j = i % 4;
            if (x[i] + j < lo[j]) lo[j] = x[i] + j;
            bits_and[j] &= (unsigned)x[i] | 0x40u;
            bits_or[j] |= (unsigned)x[i];
            bits_xor[j] ^= (unsigned)x[i];
        }
        
#pragma omp for reduction(&&:all) reduction(||:any) reduction(*:prod)
# 68 "reduction_arrays.c"
        for (int i = 0; i < 30; i++) {
            all[i % 4] = all[i % 4] && x[i] != 3 + i % 4;
            any[i % 4] = any[i % 4] || x[i] > 95;
            prod[i % 3] *= (i % 5 == 0) ? 2.0 : 1.0;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("min:");
    for (int k = 0; k < 4; k++) printf(" %d", lo[k]);
    printf("\nand/or/xor:");
    for (int k = 0; k < 4; k++) printf(" %x/%x/%x", bits_and[k], bits_or[k], bits_xor[k]);
    printf("\nall/any:");
    for (int k = 0; k < 4; k++) printf(" %d/%d", all[k], any[k]);
    printf("\nproducts: %g %g %g\n", prod[0], prod[1], prod[2]);


    double grid[4][3];
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 3; c++) grid[r][c] = 0;
    
{ static const __accrt_loc __accc_region_loc = { "reduction_arrays.c", 86, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 86 "reduction_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_arrays.c", 86, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(grid), sizeof(grid), ACCRT_COPY, ACCRT_IMPLICIT, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(12); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(((void *)((char *)(grid) + sizeof(double) * (0)))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_grid" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_rlo_grid" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_rn_grid" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v7, (int)(1), 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 86 "reduction_arrays.c"

{ static const __accrt_loc __accc_loc = { "reduction_arrays.c", 86, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(grid), sizeof(grid), ACCRT_COPY, ACCRT_IMPLICIT, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 86 "reduction_arrays.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:grid)
    {
        
#pragma omp for
# 89 "reduction_arrays.c"
        for (int i = 0; i < 1000; i++)
            grid[i % 4][i % 3] += x[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("grid:");
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 3; c++) printf(" %g", grid[r][c]);
    printf("\n");

    int counts[8] = { 0 };
    through_pointer(counts, x);
    printf("counts:");
    for (int k = 0; k < 8; k++) printf(" %d", counts[k]);
    printf("\n");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
