/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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
{ static const __accrt_loc __accc_loc = { "fcw_hotspot.c", 50, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(temp), sizeof(temp), ACCRT_COPY, 0, "temp", 0, 0, __builtin_object_size((void *)&(temp), 0) }, { (void *)&(power), sizeof(power), ACCRT_COPYIN, 0, "power", 0, 0, __builtin_object_size((void *)&(power), 0) }, { (void *)&(result), sizeof(result), ACCRT_CREATE, 0, "result", 0, 0, __builtin_object_size((void *)&(result), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
    for (int launch = 0; launch < 3; launch++) {

{ static const __accrt_loc __accc_region_loc = { "fcw_hotspot.c", 52, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 52 "fcw_hotspot.c"

{ static const __accrt_loc __accc_loc = { "fcw_hotspot.c", 52, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(temp), sizeof(temp), ACCRT_PRESENT, 0, "temp", 0, 0, __builtin_object_size((void *)&(temp), 0) }, { (void *)&(power), sizeof(power), ACCRT_PRESENT, 0, "power", 0, 0, __builtin_object_size((void *)&(power), 0) }, { (void *)&(result), sizeof(result), ACCRT_PRESENT, 0, "result", 0, 0, __builtin_object_size((void *)&(result), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(dimrow)), sizeof(dimrow), ACCRT_ARG_VALUE, "dimrow" }, { (const void *)(&(dimcol)), sizeof(dimcol), ACCRT_ARG_VALUE, "dimcol" }, { (const void *)(temp), 0, ACCRT_ARG_DEVICE_PTR, "temp" }, { (const void *)(&(cap)), sizeof(cap), ACCRT_ARG_VALUE, "cap" }, { (const void *)(power), 0, ACCRT_ARG_DEVICE_PTR, "power" }, { (const void *)(&(ry)), sizeof(ry), ACCRT_ARG_VALUE, "ry" }, { (const void *)(&(rx)), sizeof(rx), ACCRT_ARG_VALUE, "rx" }, { (const void *)(&(amb)), sizeof(amb), ACCRT_ARG_VALUE, "amb" }, { (const void *)(&(rz)), sizeof(rz), ACCRT_ARG_VALUE, "rz" }, { (const void *)(result), 0, ACCRT_ARG_DEVICE_PTR, "result" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 10, -2); }
# 52 "fcw_hotspot.c"

        { extern void omp_set_dynamic(int); extern int omp_get_thread_num(void); extern int omp_get_num_threads(void); extern int dprintf(int, const char *, ...); extern void abort(void); const long long __accc_fcw_trip = (long long)((long long)(dimrow) - (long long)(0)); const long long __accc_fcw_trip1 = (long long)((long long)(dimcol) - (long long)(0)); omp_set_dynamic(0); for (long long __accc_fcw_first = 0; __accc_fcw_first < __accc_fcw_trip; __accc_fcw_first += 16) for (long long __accc_fcw_first1 = 0; __accc_fcw_first1 < __accc_fcw_trip1; __accc_fcw_first1 += 16) { const int __accc_fcw_width = (int)(__accc_fcw_trip - __accc_fcw_first < 16 ? __accc_fcw_trip - __accc_fcw_first : 16); const int __accc_fcw_width1 = (int)(__accc_fcw_trip1 - __accc_fcw_first1 < 16 ? __accc_fcw_trip1 - __accc_fcw_first1 : 16);
#pragma omp parallel num_threads(__accc_fcw_width * __accc_fcw_width1)
{ if (omp_get_num_threads() != __accc_fcw_width * __accc_fcw_width1 && omp_get_thread_num() == 0) { dprintf(2, "fcw_hotspot.c:62: the `fcw` block of this loop needs a team of %d OpenMP threads, the runtime gave %d" "\n", __accc_fcw_width * __accc_fcw_width1, omp_get_num_threads()); abort(); }
#pragma omp barrier
# 53 "fcw_hotspot.c"
int rs = 0; rs += (1) * (__accc_fcw_first + omp_get_thread_num() / __accc_fcw_width1); do {
            int r = rs - ((rs / 16) * 2 * 2 + 2);

            { int cs = 0; cs += (1) * (__accc_fcw_first1 + omp_get_thread_num() % __accc_fcw_width1); do {
                int c = cs - ((cs / 16) * 2 * 2 + 2);
                double t = 0.0;
                int computed = 0;
                int s = r == 60 - 1 ? r : r + 1, n = r == 0 ? 0 : r - 1;
                int w = c == 0 ? 0 : c - 1, e = c == 45 - 1 ? c : c + 1;

                { const long long __accc_fcw_lo0 = (long long)(r) - 0; const long long __accc_fcw_lo0_1 = (long long)(c) - 0; __typeof__(temp[0][0]) __accc_fcw_saved0[1][1]; for (long long __accc_fcw_e = 0; __accc_fcw_e < 1; __accc_fcw_e++) if (__accc_fcw_lo0 + __accc_fcw_e >= 0 && __accc_fcw_lo0 + __accc_fcw_e < 60) for (long long __accc_fcw_e1 = 0; __accc_fcw_e1 < 1; __accc_fcw_e1++) if (__accc_fcw_lo0_1 + __accc_fcw_e1 >= 0 && __accc_fcw_lo0_1 + __accc_fcw_e1 < 45) __accc_fcw_saved0[__accc_fcw_e][__accc_fcw_e1] = temp[__accc_fcw_lo0 + __accc_fcw_e][__accc_fcw_lo0_1 + __accc_fcw_e1];
#pragma omp barrier
# 63 "fcw_hotspot.c"
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
                        { const int __accc_fcw_p0 = (computed);
 { __typeof__(temp[r][c]) __accc_fcw_value = 0; if (__accc_fcw_p0) __accc_fcw_value = (t);
#pragma omp barrier
# 78 "fcw_hotspot.c"
if (__accc_fcw_p0) temp[r][c] = __accc_fcw_value;
#pragma omp barrier
# 78 "fcw_hotspot.c"
 } }
                    }
                }
#pragma omp barrier
 for (long long __accc_fcw_e = 0; __accc_fcw_e < 1; __accc_fcw_e++) if (__accc_fcw_lo0 + __accc_fcw_e >= 0 && __accc_fcw_lo0 + __accc_fcw_e < 60) for (long long __accc_fcw_e1 = 0; __accc_fcw_e1 < 1; __accc_fcw_e1++) if (__accc_fcw_lo0_1 + __accc_fcw_e1 >= 0 && __accc_fcw_lo0_1 + __accc_fcw_e1 < 45) temp[__accc_fcw_lo0 + __accc_fcw_e][__accc_fcw_lo0_1 + __accc_fcw_e1] = __accc_fcw_saved0[__accc_fcw_e][__accc_fcw_e1];
#pragma omp barrier
# 80 "fcw_hotspot.c"
 }
                if (computed)
                    result[r][c] = t;
            } while (0); }
        } while (0); } } } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "fcw_hotspot.c", 85, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 85 "fcw_hotspot.c"

{ static const __accrt_loc __accc_loc = { "fcw_hotspot.c", 85, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(temp), sizeof(temp), ACCRT_PRESENT, 0, "temp", 0, 0, __builtin_object_size((void *)&(temp), 0) }, { (void *)&(result), sizeof(result), ACCRT_PRESENT, 0, "result", 0, 0, __builtin_object_size((void *)&(result), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(result), 0, ACCRT_ARG_DEVICE_PTR, "result" }, { (const void *)(temp), 0, ACCRT_ARG_DEVICE_PTR, "temp" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 85 "fcw_hotspot.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int r = 0; r < 60; r++)
            for (int c = 0; c < 45; c++)
                temp[r][c] = result[r][c]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

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
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
