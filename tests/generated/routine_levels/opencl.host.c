/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
# 0 "routine_levels.c"
# 1 "routine_levels.c"
# 1 "routine_levels.c"


# 4 "routine_levels.c" 2





# 8 "routine_levels.c"

static void scale_row(float *row, int n, float f)
{

    for (int j = 0; j < n; j++)
        row[j] = row[j] * f;
}


static void fill_rows(float (*m)[128], int r0, int nr)
{

    for (int i = r0; i < r0 + nr; i++) {

        for (int j = 0; j < 128; j++)
            m[i][j] = (float)(i + j);
    }
}


static void add_one(int *v, int n)
{
#pragma omp for
    for (int i = 0; i < n; i++)
        v[i] += 1;
}

int main(void)
{
    static float m[32][128];
    static int v[1000];


{ static const __accrt_loc __accc_region_loc = { "routine_levels.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "routine_levels.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "routine_levels.c", 40, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYOUT, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(32 / 4) - (long long)(0)) > 0 ? (long)((long long)(32 / 4) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(32 / 4) - (long long)(0)) > 0 ? (long)((long long)(32 / 4) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 40 "routine_levels.c"

{ static const __accrt_loc __accc_loc = { "routine_levels.c", 40, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYOUT, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 40 "routine_levels.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int blk = 0; blk < 32 / 4; blk++)
        fill_rows(m, blk * 4, 4); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "routine_levels.c", 44, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 44 "routine_levels.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "routine_levels.c", 44, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPY, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 44 "routine_levels.c"

{ static const __accrt_loc __accc_loc = { "routine_levels.c", 44, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPY, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 44 "routine_levels.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 32; i++)
        scale_row(m[i], 128, (float)(i % 3 + 1)); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "routine_levels.c", 48, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 48 "routine_levels.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "routine_levels.c", 48, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, 65536, (int)(8), 1, 0, __accc_args, 1, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 48 "routine_levels.c"

{ static const __accrt_loc __accc_loc = { "routine_levels.c", 48, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 48 "routine_levels.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads((8))
    add_one(v, 1000); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s = 0.0;
    for (int i = 0; i < 32; i++)
        for (int j = 0; j < 128; j++)
            s += m[i][j];
    long sv = 0;
    for (int i = 0; i < 1000; i++)
        sv += v[i];
    printf("m[31][127]=%.1f sum=%.1f sv=%ld\n", m[32 - 1][128 - 1], s, sv);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
