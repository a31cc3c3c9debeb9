/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_1cb0c551b467f289[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_1cb0c551b467f289 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_1cb0c551b467f289, 0, 0 };
static __accrt_kernel __accc_kernel_1_0_strips = { "__accc_kernel_1_0_strips", 0, __accc_program, __accc_cuda_image_1cb0c551b467f289, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_1cb0c551b467f289, 0, 0 };
static __accrt_kernel __accc_kernel_2_0_strips = { "__accc_kernel_2_0_strips", 0, __accc_program, __accc_cuda_image_1cb0c551b467f289, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_1cb0c551b467f289, 0, 0 };
# 0 "jacobi.c"
# 1 "jacobi.c"
# 1 "jacobi.c"
# 14 "jacobi.c"
# 15 "jacobi.c" 2
# 16 "jacobi.c" 2
# 17 "jacobi.c" 2
# 18 "jacobi.c" 2




# 21 "jacobi.c"
static double now_ms(void)
{
    struct timespec t;
    clock_gettime(
# 24 "jacobi.c" 3 4
                 1
# 24 "jacobi.c"
                                , &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}


static unsigned hash32(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU;
    x ^= x >> 15; x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}
static double weight(size_t i) { return (hash32((unsigned)i ^ 0x5bd1e995U) >> 8) * (2.0 / 16777216.0) - 1.0; }


static void warm_up(void)
{
    float w[256];

{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 42, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "jacobi.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "jacobi.c", 42, "warm_up", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 42 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 42, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 42 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 46 "jacobi.c" 3 4
               stderr
# 46 "jacobi.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    int m = argc > 2 ? atoi(argv[2]) : 4096;
    int iter_max = argc > 3 ? atoi(argv[3]) : 1000;
    if (n < 3 || m < 3 || iter_max < 1 || (double)n * m > 2147483647.0) {
        fprintf(
# 57 "jacobi.c" 3 4
               stderr
# 57 "jacobi.c"
                     , "usage: jacobi [N [M [ITER_MAX]]]  (N, M >= 3, N*M < 2^31)\n");
        return 2;
    }
    size_t size = (size_t)n * m;
    float *restrict A = malloc(size * sizeof(float));
    float *restrict Anew = malloc(size * sizeof(float));
    if (!A || !Anew) {
        fprintf(
# 64 "jacobi.c" 3 4
               stderr
# 64 "jacobi.c"
                     , "out of memory\n");
        return 1;
    }


    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            A[j * m + i] = (j == 0) ? 1.0f : 0.0f;
            Anew[j * m + i] = A[j * m + i];
        }

    printf("BENCH jacobi %d x %d, at most %d iterations\n", n, m, iter_max);
    warm_up();

    float err = 1.0f;
    int iter = 0;
    double t0, t1;

{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 81, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 81 "jacobi.c"
{ static const __accrt_loc __accc_loc = { "jacobi.c", 81, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(A)[0], (size) * sizeof((A)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "A[0:size]", 0, 0, __builtin_object_size((void *)&(A)[0], 0) }, { (void *)&(Anew)[0], (size) * sizeof((Anew)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "Anew[0:size]", 0, 0, __builtin_object_size((void *)&(Anew)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    {
        t0 = now_ms();
        while (err > 1.0e-6f && iter < iter_max) {
            err = 0.0f;


{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 87, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 87 "jacobi.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "jacobi.c", 87, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A)[0], (size) * sizeof((A)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "A[0:size]", 0, 0, __builtin_object_size((void *)&(A)[0], 0) }, { (void *)&(Anew)[0], (size) * sizeof((Anew)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "Anew[0:size]", 0, 0, __builtin_object_size((void *)&(Anew)[0], 0) }, { (void *)&(err), sizeof(err), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "err", 0, 0, __builtin_object_size((void *)&(err), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const long __accc_s_tc0 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { int __accc_v0 = m; __typeof__(err) __accc_v4 = -__builtin_inff(); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v8 = (long)(1); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); long __accc_v11 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "A" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "Anew" }, { (const void *)(&(err)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_err" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_err" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0_strips, __accc_v11, (int)__accc_s_blocks, 128, 0, __accc_args, 12, -2); }
 else
 { int __accc_v0 = m; __typeof__(err) __accc_v4 = -__builtin_inff(); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v8 = (long)(1); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); long __accc_v11 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "A" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "Anew" }, { (const void *)(&(err)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_err" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_err" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v11, 0, 128, 0, __accc_args, 12, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 87 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 87, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A)[0], (size) * sizeof((A)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "A[0:size]", 0, 0, __builtin_object_size((void *)&(A)[0], 0) }, { (void *)&(Anew)[0], (size) * sizeof((Anew)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "Anew[0:size]", 0, 0, __builtin_object_size((void *)&(Anew)[0], 0) }, { (void *)&(err), sizeof(err), ACCRT_COPY, ACCRT_IMPLICIT, "err", 0, 0, __builtin_object_size((void *)&(err), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "Anew" }, { (const void *)(&(err)), 0, ACCRT_ARG_DEVICE_PTR, "err" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 5, -2); }
# 87 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(max:err)
            for (int j = 1; j < n - 1; j++)
                for (int i = 1; i < m - 1; i++) {
                    Anew[j * m + i] = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1]
                                             + A[(j - 1) * m + i] + A[(j + 1) * m + i]);
                    err = fmaxf(err, fabsf(Anew[j * m + i] - A[j * m + i]));
                } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 95, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 95 "jacobi.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "jacobi.c", 95, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A)[0], (size) * sizeof((A)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "A[0:size]", 0, 0, __builtin_object_size((void *)&(A)[0], 0) }, { (void *)&(Anew)[0], (size) * sizeof((Anew)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "Anew[0:size]", 0, 0, __builtin_object_size((void *)&(Anew)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { int __accc_v0 = m; long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v6 = (long)(1); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); long __accc_v9 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "Anew" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0_strips, __accc_v9, (int)__accc_s_blocks, 128, 0, __accc_args, 10, -2); }
 else
 { int __accc_v0 = m; long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v6 = (long)(1); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); long __accc_v9 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(m - 1) - (long long)(1)) > 0 ? (long)((long long)(m - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "Anew" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 95 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 95, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A)[0], (size) * sizeof((A)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "A[0:size]", 0, 0, __builtin_object_size((void *)&(A)[0], 0) }, { (void *)&(Anew)[0], (size) * sizeof((Anew)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "Anew[0:size]", 0, 0, __builtin_object_size((void *)&(Anew)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "Anew" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "A" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 95 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
            for (int j = 1; j < n - 1; j++)
                for (int i = 1; i < m - 1; i++)
                    A[j * m + i] = Anew[j * m + i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "jacobi.c", 87, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }

            iter++;
        }
        t1 = now_ms();
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double check = 0.0;
    for (size_t k = 0; k < size; k++)
        check += A[k] * weight(k);
    printf("INFO iterations %d, last max change %.6e\n", iter, err);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(A);
    free(Anew);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
