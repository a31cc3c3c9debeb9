/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "enum_constant_exprs.c"
# 1 "enum_constant_exprs.c"
# 1 "enum_constant_exprs.c"





# 7 "enum_constant_exprs.c" 2


# 8 "enum_constant_exprs.c"
struct pair {
    float x, y;
};

enum { PAIR_FLOATS = sizeof(struct pair) / sizeof(float), AFTER_PAIR, TWICE = AFTER_PAIR * 2 };
enum lengths { ROW = sizeof(double[5]) / sizeof(double), COLUMNS, WRAPPED = (unsigned char)300 };

struct row {
    int v[ROW];
};



int main(void)
{
    float a[COLUMNS];
    static struct row rows[64];
    static int out[64][6];
    for (int i = 0; i < COLUMNS; i++)
        a[i] = (float)(i + 1);
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < ROW; j++)
            rows[i].v[j] = i * j;

{ static const __accrt_loc __accc_region_loc = { "enum_constant_exprs.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "enum_constant_exprs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "enum_constant_exprs.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (6) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:6]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(rows), sizeof(rows), ACCRT_COPYIN, 0, "rows", 0, 0, __builtin_object_size((void *)&(rows), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(rows), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "rows" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "a" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 31 "enum_constant_exprs.c"

{ static const __accrt_loc __accc_loc = { "enum_constant_exprs.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (6) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:6]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(rows), sizeof(rows), ACCRT_COPYIN, 0, "rows", 0, 0, __builtin_object_size((void *)&(rows), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(rows), 0, ACCRT_ARG_DEVICE_PTR, "rows" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 31 "enum_constant_exprs.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) {
        enum lengths which = i % 2 ? ROW : COLUMNS;
        int s = 0;
        for (int j = 0; j < ROW; j++)
            s += rows[i].v[j];
        out[i][0] = PAIR_FLOATS * 100 + AFTER_PAIR * 10 + TWICE;
        out[i][1] = (int)which;
        out[i][2] = WRAPPED;
        out[i][3] = (int)(sizeof(a) / sizeof(float)) + (int)a[COLUMNS - 1];
        out[i][4] = (int)sizeof(struct row);
        out[i][5] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long total = 0;
    for (int i = 0; i < 64; i++)
        for (int k = 0; k < 6; k++)
            total += out[i][k] * (k + 1);
    printf("row 0: %d %d %d %d %d %d\n", out[0][0], out[0][1], out[0][2], out[0][3], out[0][4], out[0][5]);
    printf("row 1: %d %d %d %d %d %d\n", out[1][0], out[1][1], out[1][2], out[1][3], out[1][4], out[1][5]);
    printf("total %ld\n", total);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
