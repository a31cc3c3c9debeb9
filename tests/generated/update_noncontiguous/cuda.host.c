/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_5369da55cd3af42b[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_5369da55cd3af42b == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0_strips = { "__accc_kernel_0_0_strips", 0, __accc_program, __accc_cuda_image_5369da55cd3af42b, 0, 0 };
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_5369da55cd3af42b, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_5369da55cd3af42b, 0, 0 };
# 0 "update_noncontiguous.c"
# 1 "update_noncontiguous.c"
# 1 "update_noncontiguous.c"






# 8 "update_noncontiguous.c" 2






# 13 "update_noncontiguous.c"
static double m[6][8];
static double host[6][8], dev[6][8];
static int t[4][4][4];
static int shared;


static void model_update(int to_host, int lo, int n, int lo2, int n2)
{
    for (int i = lo; i < lo + n; i++)
        for (int j = lo2; j < lo2 + n2; j++) {
            if (to_host)
                host[i][j] = dev[i][j];
            else
                dev[i][j] = host[i][j];
        }
}


static void model_write(int on_host, double value)
{
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 8; j++) {
            if (on_host || shared)
                host[i][j] = value;
            if (!on_host || shared)
                dev[i][j] = value;
        }
}

static int compare(const char *what)
{
    int bad = 0;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 8; j++)
            if (m[i][j] != host[i][j]) {
                if (bad < 4)
                    printf("%s: m[%d][%d] = %g, expected %g\n", what, i, j, m[i][j], host[i][j]);
                bad++;
            }
    return bad;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 8; j++)
            m[i][j] = -1;
    model_write(1, -1);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < 4; k++)
                t[i][j][k] = -1;
    int lo = 2, n = 3;

{ static const __accrt_loc __accc_region_loc = { "update_noncontiguous.c", 67, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 67 "update_noncontiguous.c"
{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 67, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPYIN, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "update_noncontiguous.c", 69, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 69 "update_noncontiguous.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 69, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_PRESENT, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const long __accc_s_tc0 = ((long)((long long)(6) - (long long)(0)) > 0 ? (long)((long long)(6) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(6) - (long long)(0)) > 0 ? (long)((long long)(6) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(6) - (long long)(0)) > 0 ? (long)((long long)(6) - (long long)(0)) : 0) * (long long)((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0_strips, __accc_v7, (int)__accc_s_blocks, 128, 0, __accc_args, 8, -2); }
 else
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(6) - (long long)(0)) > 0 ? (long)((long long)(6) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(6) - (long long)(0)) > 0 ? (long)((long long)(6) - (long long)(0)) : 0) * (long long)((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 69 "update_noncontiguous.c"

{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 69, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_PRESENT, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 69 "update_noncontiguous.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 8; j++)
                m[i][j] = 2; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        shared = m[0][0] == 2;
        model_write(0, 2);

{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 76, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(m)[2][4], ((3) == 0 || (2) == 0 ? 0 : ((3) - 1) * sizeof((m)[0]) + (2) * sizeof((m)[0][0])), ACCRT_UPDATE_SELF, 0 | ACCRT_STRIDED, "m[2:3][4:2]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (3), sizeof((m)[0]) }, (2) * sizeof((m)[0][0]), __builtin_object_size((void *)&(m)[2][4], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        model_update(1, 2, 3, 4, 2);
        bad += compare("self m[2:3][4:2]");
{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 79, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(m)[lo][1], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((m)[0]) + (n) * sizeof((m)[0][0])), ACCRT_UPDATE_SELF, 0 | ACCRT_STRIDED, "m[lo:n][1:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((m)[0]) }, (n) * sizeof((m)[0][0]), __builtin_object_size((void *)&(m)[lo][1], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        model_update(1, lo, n, 1, n);
        bad += compare("self m[lo:n][1:n]");



        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 8; j++)
                m[i][j] = 7;
        model_write(1, 7);
{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 89, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(m)[1][3], ((2) == 0 || (4) == 0 ? 0 : ((2) - 1) * sizeof((m)[0]) + (4) * sizeof((m)[0][0])), ACCRT_UPDATE_DEVICE, 0 | ACCRT_STRIDED, "m[1:2][3:4]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (2), sizeof((m)[0]) }, (4) * sizeof((m)[0][0]), __builtin_object_size((void *)&(m)[1][3], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        model_update(0, 1, 2, 3, 4);
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 8; j++)
                m[i][j] = 0;
        model_write(1, 0);
{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 95, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_UPDATE_SELF, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        model_update(1, 0, 6, 0, 8);
        bad += compare("device m[1:2][3:4]");



{ static const __accrt_loc __accc_region_loc = { "update_noncontiguous.c", 100, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 100 "update_noncontiguous.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 100, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_PRESENT, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0) * (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0) * (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo2" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st2" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc2" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v10, 0, 128, 0, __accc_args, 11, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 100 "update_noncontiguous.c"

{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 100, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_PRESENT, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 100 "update_noncontiguous.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(3)
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                for (int k = 0; k < 4; k++)
                    t[i][j][k] = 100 * i + 10 * j + k; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 105, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(t)[1][1][1], ((2) == 0 || (2) == 0 || (2) == 0 ? 0 : ((2) - 1) * sizeof((t)[0]) + ((2) - 1) * sizeof((t)[0][0]) + (2) * sizeof((t)[0][0][0])), ACCRT_UPDATE_SELF, 0 | ACCRT_STRIDED, "t[1:2][1:2][1:2]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 2, (2), sizeof((t)[0]), (2), sizeof((t)[0][0]) }, (2) * sizeof((t)[0][0][0]), __builtin_object_size((void *)&(t)[1][1][1], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                for (int k = 0; k < 4; k++) {
                    int in = i >= 1 && i < 3 && j >= 1 && j < 3 && k >= 1 && k < 3;
                    int want = in || shared ? 100 * i + 10 * j + k : -1;
                    if (t[i][j][k] != want) {
                        if (bad < 8)
                            printf("t[%d][%d][%d] = %d, expected %d\n", i, j, k, t[i][j][k], want);
                        bad++;
                    }
                }
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
