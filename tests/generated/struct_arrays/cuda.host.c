/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_a35856eacda6c88a[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_a35856eacda6c88a == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_a35856eacda6c88a, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_a35856eacda6c88a, 0, 0 };
# 0 "struct_arrays.c"
# 1 "struct_arrays.c"
# 1 "struct_arrays.c"


# 4 "struct_arrays.c" 2




# 7 "struct_arrays.c"
typedef struct {
    float pos[3];
    float vel[3];
    int id;
} particle;

typedef struct {
    int n;
    double val[64];
    int idx[64];
} sparse_row;

int main(void)
{
    static particle p[500];
    for (int i = 0; i < 500; i++) {
        p[i].id = i;
        for (int d = 0; d < 3; d++) {
            p[i].pos[d] = (float)(i + d);
            p[i].vel[d] = (float)(d + 1) * 0.5f;
        }
    }



{ static const __accrt_loc __accc_region_loc = { "struct_arrays.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "struct_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "struct_arrays.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(p), sizeof(p), ACCRT_COPY, 0, "p", 0, 0, __builtin_object_size((void *)&(p), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 31 "struct_arrays.c"

{ static const __accrt_loc __accc_loc = { "struct_arrays.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(p), sizeof(p), ACCRT_COPY, 0, "p", 0, 0, __builtin_object_size((void *)&(p), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 31 "struct_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 500; i++)
        for (int d = 0; d < 3; d++)
            p[i].pos[d] += 2.0f * p[i].vel[d]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    sparse_row r;
    r.n = 64;
    for (int k = 0; k < 64; k++) {
        r.val[k] = (double)(k % 5);
        r.idx[k] = (k * 3) % 100;
    }
    static double x[100];
    for (int i = 0; i < 100; i++)
        x[i] = (double)i;

    double dot = 0.0;

{ static const __accrt_loc __accc_region_loc = { "struct_arrays.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "struct_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "struct_arrays.c", 47, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(r), sizeof(r), ACCRT_COPYIN, 0, "r", 0, 0, __builtin_object_size((void *)&(r), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(dot), sizeof(dot), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "dot", 0, 0, __builtin_object_size((void *)&(dot), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { __typeof__(dot) __accc_v3 = 0; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(r.n) - (long long)(0)) > 0 ? (long)((long long)(r.n) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(r.n) - (long long)(0)) > 0 ? (long)((long long)(r.n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(r)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_r" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(dot)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dot" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_dot" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 47 "struct_arrays.c"

{ static const __accrt_loc __accc_loc = { "struct_arrays.c", 47, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(r), sizeof(r), ACCRT_COPYIN, 0, "r", 0, 0, __builtin_object_size((void *)&(r), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(dot), sizeof(dot), ACCRT_COPY, ACCRT_IMPLICIT, "dot", 0, 0, __builtin_object_size((void *)&(dot), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(r)), 0, ACCRT_ARG_DEVICE_PTR, "r" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(dot)), 0, ACCRT_ARG_DEVICE_PTR, "dot" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 47 "struct_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:dot)
    for (int k = 0; k < r.n; k++)
        dot += r.val[k] * x[r.idx[k]]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double sp = 0.0;
    int ids = 0;
    for (int i = 0; i < 500; i++) {
        sp += p[i].pos[0] + p[i].pos[1] + p[i].pos[2];
        ids += p[i].id;
    }
    printf("p[0].pos=(%.1f, %.1f, %.1f) sum=%.1f ids=%d\n", p[0].pos[0], p[0].pos[1], p[0].pos[2], sp, ids);
    printf("dot=%.1f\n", dot);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
