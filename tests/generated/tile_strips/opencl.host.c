/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_1_strips = { "__accc_kernel_3_1_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_1 = { "__accc_kernel_3_1", __accc_program, 0, 0, 0, 0 };
# 0 "tile_strips.c"
# 1 "tile_strips.c"
# 1 "tile_strips.c"





# 7 "tile_strips.c" 2





# 11 "tile_strips.c"
static int a[61][83], b[83][61], c[61][83], d[61][83], e[61][83];

int main(void)
{
    for (int i = 0; i < 61; i++)
        for (int j = 0; j < 83; j++)
            a[i][j] = (i * 31 + j * 17) % 97 - 40;


{ static const __accrt_loc __accc_region_loc = { "tile_strips.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "tile_strips.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "tile_strips.c", 19, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0) * (long long)((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v8, 0, 64, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 19 "tile_strips.c"

{ static const __accrt_loc __accc_loc = { "tile_strips.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 19 "tile_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 61; i++)
        for (int j = 0; j < 83; j++)
            b[j][i] = a[i][j]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sum = 0;
    int hi = -1000;

{ static const __accrt_loc __accc_region_loc = { "tile_strips.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "tile_strips.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "tile_strips.c", 26, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) }, { (void *)&(hi), sizeof(hi), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "hi", 0, 0, __builtin_object_size((void *)&(hi), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(1); long __accc_v4 = (long)(2); long __accc_v5 = ((long)(((long long)(61 - 1) - (long long)(1) + 1) / 2) > 0 ? (long)(((long long)(61 - 1) - (long long)(1) + 1) / 2) : 0); long __accc_v6 = (long)(83 - 2); long __accc_v7 = (long)(-(3)); long __accc_v8 = ((long)(((long long)(83 - 2) - (long long)(3) + 1 + 2) / 3) > 0 ? (long)(((long long)(83 - 2) - (long long)(3) + 1 + 2) / 3) : 0); long __accc_v9 = (long long)((long)(((long long)(61 - 1) - (long long)(1) + 1) / 2) > 0 ? (long)(((long long)(61 - 1) - (long long)(1) + 1) / 2) : 0) * (long long)((long)(((long long)(83 - 2) - (long long)(3) + 1 + 2) / 3) > 0 ? (long)(((long long)(83 - 2) - (long long)(3) + 1 + 2) / 3) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_sum" }, { (const void *)(&(hi)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_hi" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v9, 0, 24, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 26 "tile_strips.c"

{ static const __accrt_loc __accc_loc = { "tile_strips.c", 26, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) }, { (void *)&(hi), sizeof(hi), ACCRT_COPY, ACCRT_IMPLICIT, "hi", 0, 0, __builtin_object_size((void *)&(hi), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" }, { (const void *)(&(hi)), 0, ACCRT_ARG_DEVICE_PTR, "hi" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 26 "tile_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(+:sum) reduction(max:hi)
    for (int i = 1; i < 61 - 1; i += 2)
        for (int j = 83 - 2; j >= 3; j -= 3) {
            sum += a[i][j] * (i + 1) - a[i - 1][j + 1];
            hi = a[i][j] + j > hi ? a[i][j] + j : hi;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "tile_strips.c", 33, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "tile_strips.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "tile_strips.c", 33, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0) * (long long)((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v8, 0, 7, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 33 "tile_strips.c"

{ static const __accrt_loc __accc_loc = { "tile_strips.c", 33, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 33 "tile_strips.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 61; i++)
        for (int j = 0; j < 83; j++)
            c[i][j] = a[i][j] * 2 + (j > 0 ? a[i][j - 1] : 0); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "tile_strips.c", 38, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "tile_strips.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "tile_strips.c", 38, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(e), sizeof(e), ACCRT_COPYOUT, 0, "e", 0, 0, __builtin_object_size((void *)&(e), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0) * (long long)((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 { const long __accc_s_tc0 = ((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0) * (long long)((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR, "e" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_1_strips, __accc_v8, (int)__accc_s_blocks, 128, 0, __accc_args, 9, -2); }
 else
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(61) - (long long)(0)) > 0 ? (long)((long long)(61) - (long long)(0)) : 0) * (long long)((long)((long long)(83) - (long long)(0)) > 0 ? (long)((long long)(83) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR, "e" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_1, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 38 "tile_strips.c"

{ static const __accrt_loc __accc_loc = { "tile_strips.c", 38, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(e), sizeof(e), ACCRT_COPYOUT, 0, "e", 0, 0, __builtin_object_size((void *)&(e), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR, "e" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 38 "tile_strips.c"

    {
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int i = 0; i < 61; i++)
            for (int j = 0; j < 83; j++)
                d[i][j] = a[61 - 1 - i][j] - i;
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int i = 0; i < 61; i++)
            for (int j = 0; j < 83; j++)
                e[i][j] = a[i][83 - 1 - j] + j;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "tile_strips.c", 26, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }

    long cs = 0;
    int bad = 0;
    for (int i = 0; i < 61; i++)
        for (int j = 0; j < 83; j++) {
            if (b[j][i] != a[i][j])
                bad++;
            cs += (long)c[i][j] * (i + 1) + (long)d[i][j] * (j + 2) + (long)e[i][j] * (i + j + 3);
        }
    printf("sum=%ld hi=%d cs=%ld\n", sum, hi, cs);
    printf("b[82][60]=%d c[60][82]=%d d[0][0]=%d e[60][82]=%d\n", b[83 - 1][61 - 1], c[61 - 1][83 - 1], d[0][0], e[61 - 1][83 - 1]);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
