/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_2d5d1f59c562d6aa[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_2d5d1f59c562d6aa == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_2d5d1f59c562d6aa, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_2d5d1f59c562d6aa, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_2d5d1f59c562d6aa, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_2d5d1f59c562d6aa, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_2d5d1f59c562d6aa, 0, 0 };
# 0 "smem_acc.c"
# 1 "smem_acc.c"
# 1 "smem_acc.c"
# 24 "smem_acc.c"
# 1 "common.h" 1
# 24 "common.h"
# 25 "common.h" 2
# 26 "common.h" 2
# 27 "common.h" 2
# 28 "common.h" 2
# 29 "common.h" 2




# 32 "common.h"
static inline double now_ms(void)
{
    struct timespec t;
    clock_gettime(
# 35 "common.h" 3 4
                 1
# 35 "common.h"
                                , &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static inline unsigned hash32(unsigned x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}


static inline float urand(unsigned i, unsigned seed)
{
    return (hash32(i ^ (seed * 0x9e3779b9U)) >> 8) * (1.0f / 16777216.0f);
}


static inline double check_weight(size_t i)
{
    return (hash32((unsigned)i ^ 0x5bd1e995U) >> 8) * (2.0 / 16777216.0) - 1.0;
}


static inline long arg_long(int argc, char **argv, int pos, long dflt, const char *usage)
{
    if (argc <= pos)
        return dflt;
    char *end;
    long v = strtol(argv[pos], &end, 10);
    if (*argv[pos] == '\0' || *end != '\0' || v < 0) {
        fprintf(
# 69 "common.h" 3 4
               stderr
# 69 "common.h"
                     , "bad argument `%s`\nusage: %s\n", argv[pos], usage);
        exit(2);
    }
    return v;
}

static inline void print_time(double ms, const char *label)
{
    if (label && *label)
        printf("TIME_MS %.4f %s\n", ms, label);
    else
        printf("TIME_MS %.4f\n", ms);
    fflush(
# 81 "common.h" 3 4
          stdout
# 81 "common.h"
                );
}

static inline void print_check(double value) { printf("CHECK %.9e\n", value); }



static inline double rel_err(double got, double want, double scale)
{
    double d = fabs(got - want);
    double s = fabs(want) > scale ? fabs(want) : scale;
    return s > 0.0 ? d / s : d;
}


static inline int verdict(long bad, long checked, double worst, double tol, const char *what)
{
    printf("VERIFY %s %s: %ld of %ld values beyond %.1e (worst %.3e)\n", bad ? "FAIL" : "PASS",
           what, bad, checked, tol, worst);
    return bad ? 1 : 0;
}
# 25 "smem_acc.c" 2






static void warm_up(void)
{
    float w[256];

{ static const __accrt_loc __accc_region_loc = { "smem_acc.c", 34, "warm_up", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "smem_acc.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "smem_acc.c", 34, "warm_up", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 34 "smem_acc.c"

{ static const __accrt_loc __accc_loc = { "smem_acc.c", 34, "warm_up", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 34 "smem_acc.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        w[i] = (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (w[255] != 255.0f) {
        fprintf(
# 38 "smem_acc.c" 3 4
               stderr
# 38 "smem_acc.c"
                     , "warm-up region gave a wrong result\n");
        exit(1);
    }
}

static void transpose_xy(int n, float in[n][n], float out[n][n])
{

{ static const __accrt_loc __accc_region_loc = { "smem_acc.c", 45, "transpose_xy", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 45 "smem_acc.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "smem_acc.c", 45, "transpose_xy", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((in)[0]) + (n) * sizeof((in)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "in[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((in)[0]) }, (n) * sizeof((in)[0][0]), __builtin_object_size((void *)&(in)[0][0], 0) }, { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v0 = n; long __accc_v2 = (n); long __accc_v4 = (n); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v9 = ((long)((long long)(n) - (long long)(0)) > 32 ? ((long)((long long)(n) - (long long)(0)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "in" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_in_d1" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_out_d1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v8, (int)((((__accc_v8 + 64 - 1) / 64) * __accc_v9) < 1048576 ? (((__accc_v8 + 64 - 1) / 64) * __accc_v9) : 1048576), 256, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 45 "smem_acc.c"

{ static const __accrt_loc __accc_loc = { "smem_acc.c", 45, "transpose_xy", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((in)[0]) + (n) * sizeof((in)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "in[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((in)[0]) }, (n) * sizeof((in)[0][0]), __builtin_object_size((void *)&(in)[0][0], 0) }, { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 45 "smem_acc.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 0; j < n; j++) {

        for (int i = 0; i < n; i++) {



            out[j][i] = in[i][j];
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void transpose_yx(int n, float in[n][n], float out[n][n])
{

{ static const __accrt_loc __accc_region_loc = { "smem_acc.c", 59, "transpose_yx", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 59 "smem_acc.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "smem_acc.c", 59, "transpose_yx", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((in)[0]) + (n) * sizeof((in)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "in[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((in)[0]) }, (n) * sizeof((in)[0][0]), __builtin_object_size((void *)&(in)[0][0], 0) }, { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v0 = n; long __accc_v2 = (n); long __accc_v4 = (n); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v9 = ((long)((long long)(n) - (long long)(0)) > 16 ? ((long)((long long)(n) - (long long)(0)) + 16 - 1) / 16 : 1); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "in" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_in_d1" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_out_d1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v8, (int)((((__accc_v8 + 128 - 1) / 128) * __accc_v9) < 1048576 ? (((__accc_v8 + 128 - 1) / 128) * __accc_v9) : 1048576), 256, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 59 "smem_acc.c"

{ static const __accrt_loc __accc_loc = { "smem_acc.c", 59, "transpose_yx", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((in)[0]) + (n) * sizeof((in)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "in[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((in)[0]) }, (n) * sizeof((in)[0][0]), __builtin_object_size((void *)&(in)[0][0], 0) }, { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 59 "smem_acc.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++) {

        for (int j = 0; j < n; j++) {



            out[j][i] = in[i][j];
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void stencil5_xy(int n, float in[n][n], float out[n][n])
{

{ static const __accrt_loc __accc_region_loc = { "smem_acc.c", 73, "stencil5_xy", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 73 "smem_acc.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "smem_acc.c", 73, "stencil5_xy", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((in)[0]) + (n) * sizeof((in)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "in[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((in)[0]) }, (n) * sizeof((in)[0][0]), __builtin_object_size((void *)&(in)[0][0], 0) }, { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v0 = n; long __accc_v2 = (n); long __accc_v4 = (n); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v8 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v9 = ((long)((long long)(n - 1) - (long long)(1)) > 16 ? ((long)((long long)(n - 1) - (long long)(1)) + 16 - 1) / 16 : 1); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "in" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_in_d1" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_out_d1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v8, (int)((((__accc_v8 + 128 - 1) / 128) * __accc_v9) < 1048576 ? (((__accc_v8 + 128 - 1) / 128) * __accc_v9) : 1048576), 256, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 73 "smem_acc.c"

{ static const __accrt_loc __accc_loc = { "smem_acc.c", 73, "stencil5_xy", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((in)[0]) + (n) * sizeof((in)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "in[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((in)[0]) }, (n) * sizeof((in)[0][0]), __builtin_object_size((void *)&(in)[0][0], 0) }, { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 73 "smem_acc.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 1; j < n - 1; j++) {

        for (int i = 1; i < n - 1; i++) {



            out[i][j] = (float)0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] +
                                     in[i][j + 1]);
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void stencil5_yx(int n, float in[n][n], float out[n][n])
{

{ static const __accrt_loc __accc_region_loc = { "smem_acc.c", 88, "stencil5_yx", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 88 "smem_acc.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "smem_acc.c", 88, "stencil5_yx", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((in)[0]) + (n) * sizeof((in)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "in[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((in)[0]) }, (n) * sizeof((in)[0][0]), __builtin_object_size((void *)&(in)[0][0], 0) }, { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v0 = n; long __accc_v2 = (n); long __accc_v4 = (n); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v8 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v9 = ((long)((long long)(n - 1) - (long long)(1)) > 32 ? ((long)((long long)(n - 1) - (long long)(1)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "in" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_in_d1" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_out_d1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v8, (int)((((__accc_v8 + 64 - 1) / 64) * __accc_v9) < 1048576 ? (((__accc_v8 + 64 - 1) / 64) * __accc_v9) : 1048576), 256, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 88 "smem_acc.c"

{ static const __accrt_loc __accc_loc = { "smem_acc.c", 88, "stencil5_yx", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((in)[0]) + (n) * sizeof((in)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "in[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((in)[0]) }, (n) * sizeof((in)[0][0]), __builtin_object_size((void *)&(in)[0][0], 0) }, { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 88 "smem_acc.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 1; i < n - 1; i++) {

        for (int j = 1; j < n - 1; j++) {



            out[i][j] = (float)0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] +
                                     in[i][j + 1]);
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

typedef void (*nest_fn)(int n, float in[n][n], float out[n][n]);

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 4096, "smem_acc [N [LAUNCHES [TRIALS]]]  (N >= 3)");
    int launches = (int)arg_long(argc, argv, 2, 20, "smem_acc [N [LAUNCHES [TRIALS]]]  (N >= 3)");
    int trials = (int)arg_long(argc, argv, 3, 3, "smem_acc [N [LAUNCHES [TRIALS]]]  (N >= 3)");
    if (n < 3 || launches < 1 || trials < 1) {
        fprintf(
# 109 "smem_acc.c" 3 4
               stderr
# 109 "smem_acc.c"
                     , "usage: %s\n", "smem_acc [N [LAUNCHES [TRIALS]]]  (N >= 3)");
        return 2;
    }
    float (*in)[n] = malloc(sizeof(float[n][n]));
    float (*out)[n] = malloc(sizeof(float[n][n]));
    if (!in || !out) {
        fprintf(
# 115 "smem_acc.c" 3 4
               stderr
# 115 "smem_acc.c"
                     , "out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            in[i][j] = (float)urand((unsigned)(i * n + j), 7);
    printf("BENCH smem_acc %d x %d, %s, %d launches per trial%s\n", n, n,
           sizeof(float) == 8 ? "double" : "float", launches,

           ", cache directive"



    );
    warm_up();

    static const char *names[4] = {"transpose-XY", "transpose-YX", "stencil5-XY", "stencil5-YX"};
    long bad = 0, checked = 0;
    double worst = 0.0, check = 0.0;

{ static const __accrt_loc __accc_region_loc = { "smem_acc.c", 134, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 134 "smem_acc.c"
{ static const __accrt_loc __accc_loc = { "smem_acc.c", 134, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(in)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((in)[0]) + (n) * sizeof((in)[0][0])), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_STRIDED, "in[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((in)[0]) }, (n) * sizeof((in)[0][0]), __builtin_object_size((void *)&(in)[0][0], 0) }, { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_CREATE, 0 | ACCRT_SECTION | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    for (int nest = 0; nest < 4; nest++) {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int l = 0; l < launches; l++) {
                if (nest == 0)
                    transpose_xy(n, in, out);
                else if (nest == 1)
                    transpose_yx(n, in, out);
                else if (nest == 2)
                    stencil5_xy(n, in, out);
                else
                    stencil5_yx(n, in, out);
            }
{ static const __accrt_loc __accc_loc = { "smem_acc.c", 148, "main", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }
            print_time(now_ms() - t0, names[nest]);
        }
{ static const __accrt_loc __accc_loc = { "smem_acc.c", 151, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(out)[0][0], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((out)[0]) + (n) * sizeof((out)[0][0])), ACCRT_UPDATE_SELF, 0 | ACCRT_STRIDED, "out[0:n][0:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((out)[0]) }, (n) * sizeof((out)[0][0]), __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                int edge = i == 0 || j == 0 || i == n - 1 || j == n - 1;
                double want, got;
                if (nest < 2) {
                    want = in[i][j];
                    got = out[j][i];
                } else if (edge) {
                    continue;
                } else {
                    want = 0.2 * ((double)in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] +
                                  in[i][j + 1]);
                    got = out[i][j];
                }
                double e = rel_err(got, want, 0.0);
                worst = e > worst ? e : worst;
                bad += e > 1e-5;
                checked++;
                check += got * check_weight((size_t)i * n + j + nest);
            }
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    print_check(check);
    int rc = verdict(bad, checked, worst, 1e-5, "every output of the four nests");
    free(in);
    free(out);
    return rc;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
