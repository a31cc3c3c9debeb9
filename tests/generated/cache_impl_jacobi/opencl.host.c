/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0_strips = { "__accc_kernel_1_0_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_impl_jacobi.c"
# 1 "cache_impl_jacobi.c"
# 1 "cache_impl_jacobi.c"



# 5 "cache_impl_jacobi.c" 2





# 9 "cache_impl_jacobi.c"
int main(void)
{
    static float a[203][203], b[203][203];
    for (int i = 0; i < 203; i++)
        for (int j = 0; j < 203; j++) {
            a[i][j] = (float)((i * 7 + j * 13) % 23);
            b[i][j] = a[i][j];
        }

{ static const __accrt_loc __accc_region_loc = { "cache_impl_jacobi.c", 17, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "cache_impl_jacobi.c"
{ static const __accrt_loc __accc_loc = { "cache_impl_jacobi.c", 17, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    for (int s = 0; s < 3; s++) {

{ static const __accrt_loc __accc_region_loc = { "cache_impl_jacobi.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "cache_impl_jacobi.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_impl_jacobi.c", 19, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0); long __accc_v5 = (long long)((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0); long __accc_v6 = ((long)((long long)(203 - 1) - (long long)(1)) > 32 ? ((long)((long long)(203 - 1) - (long long)(1)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, (int)((((__accc_v5 + 64 - 1) / 64) * __accc_v6) < 1048576 ? (((__accc_v5 + 64 - 1) / 64) * __accc_v6) : 1048576), 256, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 19 "cache_impl_jacobi.c"

{ static const __accrt_loc __accc_loc = { "cache_impl_jacobi.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 19 "cache_impl_jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 1; i < 203 - 1; i++) {

            for (int j = 1; j < 203 - 1; j++) {

                {
                    float sum = 0.0f;
                    for (int di = -1; di <= 1; di++)
                        for (int dj = -1; dj <= 1; dj++)
                            sum += a[i + di][j + dj];
                    b[i][j] = sum / 9.0f;
                }
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "cache_impl_jacobi.c", 33, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "cache_impl_jacobi.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_impl_jacobi.c", 33, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0); long __accc_v8 = (long long)((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0_strips, __accc_v8, (int)__accc_s_blocks, 128, 0, __accc_args, 9, -2); }
 else
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0); long __accc_v8 = (long long)((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(203 - 1) - (long long)(1)) > 0 ? (long)((long long)(203 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 33 "cache_impl_jacobi.c"

{ static const __accrt_loc __accc_loc = { "cache_impl_jacobi.c", 33, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 33 "cache_impl_jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int i = 1; i < 203 - 1; i++)
            for (int j = 1; j < 203 - 1; j++)
                a[i][j] = b[i][j]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double total = 0.0;
    for (int i = 0; i < 203; i++)
        for (int j = 0; j < 203; j++)
            total += a[i][j] * ((i + 2 * j) % 5);
    printf("jacobi: total=%.3f a[1][1]=%.4f a[100][57]=%.4f\n", total, a[1][1], a[100][57]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
