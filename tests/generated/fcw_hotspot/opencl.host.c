/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0_strips = { "__accc_kernel_1_0_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "fcw_hotspot.c"
# 1 "fcw_hotspot.c"
# 1 "fcw_hotspot.c"
# 12 "fcw_hotspot.c"
# 13 "fcw_hotspot.c" 2
# 14 "fcw_hotspot.c" 2








# 21 "fcw_hotspot.c"
static double temp[60][45], power[60][45], result[60][45];
static double want[60][45], next[60][45];

int main(void)
{
    const double cap = 0.5, ry = 0.12, rx = 0.1, rz = 0.05, amb = 80.0;
    for (int r = 0; r < 60; r++)
        for (int c = 0; c < 45; c++) {
            temp[r][c] = 300.0 + (r * 7 + c * 13) % 29;
            power[r][c] = ((r + 3 * c) % 11) * 0.01;
            want[r][c] = temp[r][c];
        }
    for (int step = 0; step < 2 * 3; step++) {
        for (int r = 0; r < 60; r++)
            for (int c = 0; c < 45; c++) {
                int s = r == 60 - 1 ? r : r + 1, n = r == 0 ? 0 : r - 1;
                int w = c == 0 ? 0 : c - 1, e = c == 45 - 1 ? c : c + 1;
                next[r][c] = want[r][c] + cap * (power[r][c]
                    + (want[s][c] + want[n][c] - 2.0 * want[r][c]) * ry
                    + (want[r][e] + want[r][w] - 2.0 * want[r][c]) * rx
                    + (amb - want[r][c]) * rz);
            }
        for (int r = 0; r < 60; r++)
            for (int c = 0; c < 45; c++)
                want[r][c] = next[r][c];
    }

    const int dimrow = 60 + 2 * 2 * (60 / (16 - 2 * 2) + 1);
    const int dimcol = 45 + 2 * 2 * (45 / (16 - 2 * 2) + 1);

{ static const __accrt_loc __accc_region_loc = { "fcw_hotspot.c", 50, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 50 "fcw_hotspot.c"
{ static const __accrt_loc __accc_loc = { "fcw_hotspot.c", 50, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(temp), sizeof(temp), ACCRT_COPY, 0, "temp", 0, 0, __builtin_object_size((void *)&(temp), 0) }, { (void *)&(power), sizeof(power), ACCRT_COPYIN, 0, "power", 0, 0, __builtin_object_size((void *)&(power), 0) }, { (void *)&(result), sizeof(result), ACCRT_CREATE, 0, "result", 0, 0, __builtin_object_size((void *)&(result), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
    for (int launch = 0; launch < 3; launch++) {

{ static const __accrt_loc __accc_region_loc = { "fcw_hotspot.c", 52, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 52 "fcw_hotspot.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_hotspot.c", 52, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(temp), sizeof(temp), ACCRT_PRESENT, 0, "temp", 0, 0, __builtin_object_size((void *)&(temp), 0) }, { (void *)&(power), sizeof(power), ACCRT_PRESENT, 0, "power", 0, 0, __builtin_object_size((void *)&(power), 0) }, { (void *)&(result), sizeof(result), ACCRT_PRESENT, 0, "result", 0, 0, __builtin_object_size((void *)&(result), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const int __accc_v0 = dimcol; const double __accc_v2 = cap; const double __accc_v4 = ry; const double __accc_v5 = rx; const double __accc_v6 = amb; const double __accc_v7 = rz; long __accc_v9 = (long)(0); long __accc_v10 = (long)(1); long __accc_v11 = ((long)((long long)(dimrow) - (long long)(0)) > 0 ? (long)((long long)(dimrow) - (long long)(0)) : 0); long __accc_v12 = (long long)((long)((long long)(dimrow) - (long long)(0)) > 0 ? (long)((long long)(dimrow) - (long long)(0)) : 0); long __accc_v13 = ((long)((long long)(dimcol) - (long long)(0)) > 16 ? ((long)((long long)(dimcol) - (long long)(0)) + 16 - 1) / 16 : 1); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "dimcol" }, { (const void *)(temp), 0, ACCRT_ARG_DEVICE_PTR, "temp" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "cap" }, { (const void *)(power), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "power" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "ry" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "rx" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "amb" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "rz" }, { (const void *)(result), 0, ACCRT_ARG_DEVICE_PTR, "result" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v12, sizeof(__accc_v12), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v13, sizeof(__accc_v13), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v12, (int)((((__accc_v12 + 16 - 1) / 16) * __accc_v13) < 1048576 ? (((__accc_v12 + 16 - 1) / 16) * __accc_v13) : 1048576), 256, 0, __accc_args, 14, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else { { static const __accrt_loc __accc_loc = { "fcw_hotspot.c", 52, "main", "parallel loop" }; __accrt_device_only(&__accc_loc); }
# 52 "fcw_hotspot.c"

{ static const __accrt_loc __accc_loc = { "fcw_hotspot.c", 52, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(temp), sizeof(temp), ACCRT_PRESENT, 0, "temp", 0, 0, __builtin_object_size((void *)&(temp), 0) }, { (void *)&(power), sizeof(power), ACCRT_PRESENT, 0, "power", 0, 0, __builtin_object_size((void *)&(power), 0) }, { (void *)&(result), sizeof(result), ACCRT_PRESENT, 0, "result", 0, 0, __builtin_object_size((void *)&(result), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(dimrow)), sizeof(dimrow), ACCRT_ARG_VALUE, "dimrow" }, { (const void *)(&(dimcol)), sizeof(dimcol), ACCRT_ARG_VALUE, "dimcol" }, { (const void *)(temp), 0, ACCRT_ARG_DEVICE_PTR, "temp" }, { (const void *)(&(cap)), sizeof(cap), ACCRT_ARG_VALUE, "cap" }, { (const void *)(power), 0, ACCRT_ARG_DEVICE_PTR, "power" }, { (const void *)(&(ry)), sizeof(ry), ACCRT_ARG_VALUE, "ry" }, { (const void *)(&(rx)), sizeof(rx), ACCRT_ARG_VALUE, "rx" }, { (const void *)(&(amb)), sizeof(amb), ACCRT_ARG_VALUE, "amb" }, { (const void *)(&(rz)), sizeof(rz), ACCRT_ARG_VALUE, "rz" }, { (const void *)(result), 0, ACCRT_ARG_DEVICE_PTR, "result" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 10, -2); }
# 52 "fcw_hotspot.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int rs = 0; rs < dimrow; rs++) {
            int r = rs - ((rs / 16) * 2 * 2 + 2);

            for (int cs = 0; cs < dimcol; cs++) {
                int c = cs - ((cs / 16) * 2 * 2 + 2);
                double t = 0.0;
                int computed = 0;
                int s = r == 60 - 1 ? r : r + 1, n = r == 0 ? 0 : r - 1;
                int w = c == 0 ? 0 : c - 1, e = c == 45 - 1 ? c : c + 1;

                {
                    for (int step = 0; step < 2; step++) {
                        computed = 0;
                        if (r >= 0 && c >= 0 && r < 60 && c < 45
                            && rs % 16 > step && cs % 16 > step
                            && rs % 16 < 16 - step - 1 && cs % 16 < 16 - step - 1) {
                            computed = 1;
                            t = temp[r][c] + cap * (power[r][c]
                                + (temp[s][c] + temp[n][c] - 2.0 * temp[r][c]) * ry
                                + (temp[r][e] + temp[r][w] - 2.0 * temp[r][c]) * rx
                                + (amb - temp[r][c]) * rz);
                        }
                        if (step == 2 - 1)
                            break;
                        if (computed)
                            temp[r][c] = t;
                    }
                }
                if (computed)
                    result[r][c] = t;
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_hotspot.c", 85, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 85 "fcw_hotspot.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_hotspot.c", 85, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(temp), sizeof(temp), ACCRT_PRESENT, 0, "temp", 0, 0, __builtin_object_size((void *)&(temp), 0) }, { (void *)&(result), sizeof(result), ACCRT_PRESENT, 0, "result", 0, 0, __builtin_object_size((void *)&(result), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(60) - (long long)(0)) > 0 ? (long)((long long)(60) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(60) - (long long)(0)) > 0 ? (long)((long long)(60) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(60) - (long long)(0)) > 0 ? (long)((long long)(60) - (long long)(0)) : 0) * (long long)((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(result), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "result" }, { (const void *)(temp), 0, ACCRT_ARG_DEVICE_PTR, "temp" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0_strips, __accc_v8, (int)__accc_s_blocks, 128, 0, __accc_args, 9, -2); }
 else
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(60) - (long long)(0)) > 0 ? (long)((long long)(60) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(60) - (long long)(0)) > 0 ? (long)((long long)(60) - (long long)(0)) : 0) * (long long)((long)((long long)(45) - (long long)(0)) > 0 ? (long)((long long)(45) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(result), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "result" }, { (const void *)(temp), 0, ACCRT_ARG_DEVICE_PTR, "temp" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 85 "fcw_hotspot.c"

{ static const __accrt_loc __accc_loc = { "fcw_hotspot.c", 85, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(temp), sizeof(temp), ACCRT_PRESENT, 0, "temp", 0, 0, __builtin_object_size((void *)&(temp), 0) }, { (void *)&(result), sizeof(result), ACCRT_PRESENT, 0, "result", 0, 0, __builtin_object_size((void *)&(result), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(result), 0, ACCRT_ARG_DEVICE_PTR, "result" }, { (const void *)(temp), 0, ACCRT_ARG_DEVICE_PTR, "temp" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 85 "fcw_hotspot.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int r = 0; r < 60; r++)
            for (int c = 0; c < 45; c++)
                temp[r][c] = result[r][c]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double worst = 0.0, sum = 0.0;
    for (int r = 0; r < 60; r++)
        for (int c = 0; c < 45; c++) {
            double err = fabs(temp[r][c] - want[r][c]) / fabs(want[r][c]);
            worst = err > worst ? err : worst;
            sum += temp[r][c];
        }
    printf("fcw hotspot, %dx%d cells, %d steps a launch, %d launches: %s\n", 60, 45, 2,
        3, worst < 1e-12 ? "PASS" : "FAIL");
    printf("mean temperature %.6f\n", sum / (60 * 45));
    return worst < 1e-12 ? 0 : 1;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
static void __attribute__((constructor(101))) __accc_require_opencl(void) { __accrt_require_target(6); }
