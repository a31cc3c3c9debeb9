/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_3cf5af733e58783b[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_3cf5af733e58783b == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0_strips = { "__accc_kernel_0_0_strips", 0, __accc_program, __accc_cuda_image_3cf5af733e58783b, 0, 0 };
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_3cf5af733e58783b, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_3cf5af733e58783b, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_3cf5af733e58783b, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_3cf5af733e58783b, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_3cf5af733e58783b, 0, 0 };
# 0 "dynamic_2d_arrays.c"
# 1 "dynamic_2d_arrays.c"
# 1 "dynamic_2d_arrays.c"







# 9 "dynamic_2d_arrays.c" 2
# 10 "dynamic_2d_arrays.c" 2





# 14 "dynamic_2d_arrays.c"
int main(void)
{
    double **a = malloc(48 * sizeof *a);
    double **b = malloc(48 * sizeof *b);
    for (int i = 0; i < 48; i++) {
        a[i] = malloc(37 * sizeof **a);
        b[i] = malloc(37 * sizeof **b);
        for (int j = 0; j < 37; j++) {
            a[i][j] = i * 100 + j;
            b[i][j] = (i + j) % 5;
        }
    }
    double **keep = malloc(48 * sizeof *keep);
    for (int i = 0; i < 48; i++)
        keep[i] = a[i];



{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "dynamic_2d_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (48) * sizeof((b)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_ROWS, "b[0:48][1:37 - 2]", (1) * sizeof((b)[0][0]), (37 - 2) * sizeof((b)[0][0]), __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(48) - (long long)(0)) > 0 ? (long)((long long)(48) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(48) - (long long)(0)) > 0 ? (long)((long long)(48) - (long long)(0)) : 0); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0); long __accc_v8 = (long long)((long)((long long)(48) - (long long)(0)) > 0 ? (long)((long long)(48) - (long long)(0)) : 0) * (long long)((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0_strips, __accc_v8, (int)__accc_s_blocks, 128, 0, __accc_args, 9, -2); }
 else
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(48) - (long long)(0)) > 0 ? (long)((long long)(48) - (long long)(0)) : 0); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0); long __accc_v8 = (long long)((long)((long long)(48) - (long long)(0)) > 0 ? (long)((long long)(48) - (long long)(0)) : 0) * (long long)((long)((long long)(37 - 1) - (long long)(1)) > 0 ? (long)((long long)(37 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 31 "dynamic_2d_arrays.c"

{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (48) * sizeof((b)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_ROWS, "b[0:48][1:37 - 2]", (1) * sizeof((b)[0][0]), (37 - 2) * sizeof((b)[0][0]), __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 31 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 48; i++)
        for (int j = 1; j < 37 - 1; j++)
            a[i][j] += 2 * b[i][j]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    long before = 0;

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 38, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "dynamic_2d_arrays.c"
{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 38, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "dynamic_2d_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 40, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(48) - (long long)(0)) > 0 ? (long)((long long)(48) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(48) - (long long)(0)) > 0 ? (long)((long long)(48) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 40 "dynamic_2d_arrays.c"

{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 40, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 40 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 48; i++)
            for (int j = 0; j < 37; j++)
                a[i][j] = -a[i][j]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 44, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_UPDATE_SELF, 0 | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        for (int i = 0; i < 48; i++)
            before += (long)a[i][1];

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "dynamic_2d_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 47, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(48) - (long long)(0)) > 0 ? (long)((long long)(48) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(48) - (long long)(0)) > 0 ? (long)((long long)(48) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 47 "dynamic_2d_arrays.c"

{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 47, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (48) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_ROWS, "a[0:48][0:37]", (0) * sizeof((a)[0][0]), (37) * sizeof((a)[0][0]), __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 47 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 48; i++)
            a[i][37 - 1] *= 3; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 1, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    float *rows[4];
    for (int r = 0; r < 4; r++) {
        rows[r] = malloc(16 * sizeof(float));
        for (int k = 0; k < 16; k++)
            rows[r][k] = r + k;
    }
{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 59, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(rows)[0], (4) * sizeof((rows)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION | ACCRT_ROWS, "rows[0:4][0:16]", (0) * sizeof((rows)[0][0]), (16) * sizeof((rows)[0][0]), __builtin_object_size((void *)&(rows)[0], 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 60, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 60 "dynamic_2d_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 60, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(rows)[0], (4) * sizeof((rows)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_ROWS, "rows[0:4][0:16]", (0) * sizeof((rows)[0][0]), (16) * sizeof((rows)[0][0]), __builtin_object_size((void *)&(rows)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(rows), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "rows" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v4, (int)(__accc_v4 < 1048576 ? __accc_v4 : 1048576), 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 60 "dynamic_2d_arrays.c"

{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 60, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(rows)[0], (4) * sizeof((rows)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION | ACCRT_ROWS, "rows[0:4][0:16]", (0) * sizeof((rows)[0][0]), (16) * sizeof((rows)[0][0]), __builtin_object_size((void *)&(rows)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(rows), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "rows" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 60 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int r = 0; r < 4; r++) {

        for (int k = 0; k < 16; k++)
            rows[r][k] *= 0.5f;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "dynamic_2d_arrays.c", 68, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 68 "dynamic_2d_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 68, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(rows)[2][0], ((16) == 0 ? 0 : ((1) - 1) * sizeof((rows)[0]) + (16) * sizeof((rows)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION, "rows[2][0:16]", 0, 0, __builtin_object_size((void *)&(rows)[2][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v0 = (long)((const char *)((void *)&(rows)[2]) - (const char *)(rows)); long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(16) - (long long)(0)) > 0 ? (long)((long long)(16) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(16) - (long long)(0)) > 0 ? (long)((long long)(16) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "__accc_delta_rows" }, { (const void *)((void *)&(rows)[2]), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "rows" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 68 "dynamic_2d_arrays.c"

{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 68, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(rows)[2][0], ((16) == 0 ? 0 : ((1) - 1) * sizeof((rows)[0]) + (16) * sizeof((rows)[0][0])), ACCRT_PRESENT, 0 | ACCRT_SECTION, "rows[2][0:16]", 0, 0, __builtin_object_size((void *)&(rows)[2][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(rows), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "rows" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 68 "dynamic_2d_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int k = 0; k < 16; k++)
        rows[2][k] += 100; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
{ static const __accrt_loc __accc_loc = { "dynamic_2d_arrays.c", 71, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(rows)[0], (4) * sizeof((rows)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION | ACCRT_ROWS, "rows[0:4][0:16]", (0) * sizeof((rows)[0][0]), (16) * sizeof((rows)[0][0]), __builtin_object_size((void *)&(rows)[0], 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }

    long sum = 0;
    int pointers_kept = 1;
    for (int i = 0; i < 48; i++) {
        pointers_kept &= a[i] == keep[i];
        for (int j = 0; j < 37; j++)
            sum += (long)a[i][j];
    }
    double fsum = 0;
    for (int r = 0; r < 4; r++)
        for (int k = 0; k < 16; k++)
            fsum += rows[r][k];
    printf("sum %ld before %ld corner %.0f %.0f %.0f\n", sum, before, a[0][1], a[3][5], a[48 - 1][37 - 1]);
    printf("rows %.1f pointers kept %d\n", fsum, pointers_kept);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
