/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0_strips = { "__accc_kernel_0_0_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
# 0 "gang_vector_fused.c"
# 1 "gang_vector_fused.c"
# 1 "gang_vector_fused.c"





# 7 "gang_vector_fused.c" 2





# 11 "gang_vector_fused.c"
static float grid[300][1200];
static float out[300][1200];
static int tri[300][300];

int main(void)
{
    for (int j = 0; j < 300; j++)
        for (int i = 0; i < 1200; i++)
            grid[j][i] = (float)((j * 37 + i * 11) % 64);


    float biggest = 0.0f;

{ static const __accrt_loc __accc_region_loc = { "gang_vector_fused.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "gang_vector_fused.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gang_vector_fused.c", 23, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPYIN, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(biggest), sizeof(biggest), ACCRT_COPY, ACCRT_IMPLICIT, "biggest", 0, 0, __builtin_object_size((void *)&(biggest), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const long __accc_s_tc0 = ((long)((long long)(300 - 1) - (long long)(1)) > 0 ? (long)((long long)(300 - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)((long long)(1200 - 1) - (long long)(1)) > 0 ? (long)((long long)(1200 - 1) - (long long)(1)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(300 - 1) - (long long)(1)) > 0 ? (long)((long long)(300 - 1) - (long long)(1)) : 0); long __accc_v6 = (long)(1); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(1200 - 1) - (long long)(1)) > 0 ? (long)((long long)(1200 - 1) - (long long)(1)) : 0); long __accc_v9 = (long long)((long)((long long)(300 - 1) - (long long)(1)) > 0 ? (long)((long long)(300 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(1200 - 1) - (long long)(1)) > 0 ? (long)((long long)(1200 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "grid" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(&(biggest)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_biggest" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0_strips, __accc_v9, (int)__accc_s_blocks, 128, 0, __accc_args, 10, -2); }
 else
 { long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(300 - 1) - (long long)(1)) > 0 ? (long)((long long)(300 - 1) - (long long)(1)) : 0); long __accc_v6 = (long)(1); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(1200 - 1) - (long long)(1)) > 0 ? (long)((long long)(1200 - 1) - (long long)(1)) : 0); long __accc_v9 = (long long)((long)((long long)(300 - 1) - (long long)(1)) > 0 ? (long)((long long)(300 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(1200 - 1) - (long long)(1)) > 0 ? (long)((long long)(1200 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "grid" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(&(biggest)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_biggest" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 23 "gang_vector_fused.c"

{ static const __accrt_loc __accc_loc = { "gang_vector_fused.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPYIN, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(biggest), sizeof(biggest), ACCRT_COPY, ACCRT_IMPLICIT, "biggest", 0, 0, __builtin_object_size((void *)&(biggest), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(&(biggest)), 0, ACCRT_ARG_DEVICE_PTR, "biggest" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 23 "gang_vector_fused.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:biggest)
    for (int j = 1; j < 300 - 1; j++) {

        for (int i = 1; i < 1200 - 1; i++) {
            float v = 0.25f * (grid[j - 1][i] + grid[j + 1][i] + grid[j][i - 1] + grid[j][i + 1]);
            out[j][i] = v;
            biggest = v > biggest ? v : biggest;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double sum = 0.0;
    for (int j = 0; j < 300; j++)
        for (int i = 0; i < 1200; i++)
            sum += out[j][i];
    printf("wide: sum=%.2f max=%.2f\n", sum, biggest);



    long total = 0;

{ static const __accrt_loc __accc_region_loc = { "gang_vector_fused.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "gang_vector_fused.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gang_vector_fused.c", 41, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(grid), sizeof(grid), ACCRT_COPYIN, ACCRT_IMPLICIT, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0) * (long long)((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "grid" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 41 "gang_vector_fused.c"

{ static const __accrt_loc __accc_loc = { "gang_vector_fused.c", 41, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(grid), sizeof(grid), ACCRT_COPYIN, ACCRT_IMPLICIT, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 41 "gang_vector_fused.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
    for (int j = 0; j < 300; j++)

        for (int i = 0; i < 40; i++) {
            float s = 0.0f;
            for (int k = 0; k < 8; k++)
                s += grid[j][(i + k) % 1200];
            out[j][i] = s;
            total += (long)s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    sum = 0.0;
    for (int j = 0; j < 300; j++)
        for (int i = 0; i < 40; i++)
            sum += out[j][i] * (float)((i + j) % 3);
    printf("narrow: sum=%.2f total=%ld\n", sum, total);


    static float rowmax[300];

{ static const __accrt_loc __accc_region_loc = { "gang_vector_fused.c", 59, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 59 "gang_vector_fused.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gang_vector_fused.c", 59, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(rowmax), sizeof(rowmax), ACCRT_COPY, 0, "rowmax", 0, 0, __builtin_object_size((void *)&(rowmax), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(rowmax), 0, ACCRT_ARG_DEVICE_PTR, "rowmax" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 59 "gang_vector_fused.c"

{ static const __accrt_loc __accc_loc = { "gang_vector_fused.c", 59, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPY, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(rowmax), sizeof(rowmax), ACCRT_COPY, 0, "rowmax", 0, 0, __builtin_object_size((void *)&(rowmax), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(rowmax), 0, ACCRT_ARG_DEVICE_PTR, "rowmax" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 59 "gang_vector_fused.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 0; j < 300; j++) {
        rowmax[j] = (float)j;

        for (int i = 0; i < 1200; i++)
            out[j][i] = out[j][i] + rowmax[j];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    sum = 0.0;
    for (int j = 0; j < 300; j++)
        sum += out[j][1200 / 2] + rowmax[j];
    printf("not tight: sum=%.2f\n", sum);



{ static const __accrt_loc __accc_region_loc = { "gang_vector_fused.c", 72, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "gang_vector_fused.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gang_vector_fused.c", 72, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(tri), sizeof(tri), ACCRT_COPY, 0, "tri", 0, 0, __builtin_object_size((void *)&(tri), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(tri), 0, ACCRT_ARG_DEVICE_PTR, "tri" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v4, (int)(__accc_v4 < 1048576 ? __accc_v4 : 1048576), 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 72 "gang_vector_fused.c"

{ static const __accrt_loc __accc_loc = { "gang_vector_fused.c", 72, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(tri), sizeof(tri), ACCRT_COPY, 0, "tri", 0, 0, __builtin_object_size((void *)&(tri), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(tri), 0, ACCRT_ARG_DEVICE_PTR, "tri" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 72 "gang_vector_fused.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 0; j < 300; j++)

        for (int i = 0; i <= j; i++)
            tri[j][i] = i + j; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long t = 0;
    for (int j = 0; j < 300; j++)
        for (int i = 0; i < 300; i++)
            t += tri[j][i];
    printf("triangular: %ld\n", t);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
