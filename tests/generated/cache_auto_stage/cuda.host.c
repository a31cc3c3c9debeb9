/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_26436ec059f24b0c[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_26436ec059f24b0c == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_26436ec059f24b0c, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_26436ec059f24b0c, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_26436ec059f24b0c, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_26436ec059f24b0c, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_26436ec059f24b0c, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_26436ec059f24b0c, 0, 0 };
static __accrt_kernel __accc_kernel_6_0 = { "__accc_kernel_6_0", 0, __accc_program, __accc_cuda_image_26436ec059f24b0c, 0, 0 };
# 0 "cache_auto_stage.c"
# 1 "cache_auto_stage.c"
# 1 "cache_auto_stage.c"
# 9 "cache_auto_stage.c"
# 10 "cache_auto_stage.c" 2





# 14 "cache_auto_stage.c"
static float x[700], y[700], z[700], mass[700];
static double w[700];
static int v[700], a[300 * 700];
static float fx[300], fy[300], fz[300];
static float body4[700][4], rows_sum[300];
static long gemv[300], ranks[300], window[300], stops[300], short_sum[300];

static long run(int n, int m, int lo, int hi)
{
    long total = 0;
    int four = m < 4 ? m : 4;

{ static const __accrt_loc __accc_region_loc = { "cache_auto_stage.c", 25, "run", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "cache_auto_stage.c"
{ static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 25, "run", "data" }; __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPYIN, 0, "z", 0, 0, __builtin_object_size((void *)&(z), 0) }, { (void *)&(mass), sizeof(mass), ACCRT_COPYIN, 0, "mass", 0, 0, __builtin_object_size((void *)&(mass), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(body4), sizeof(body4), ACCRT_COPYIN, 0, "body4", 0, 0, __builtin_object_size((void *)&(body4), 0) }, { (void *)&(fx), sizeof(fx), ACCRT_COPYOUT, 0, "fx", 0, 0, __builtin_object_size((void *)&(fx), 0) }, { (void *)&(fy), sizeof(fy), ACCRT_COPYOUT, 0, "fy", 0, 0, __builtin_object_size((void *)&(fy), 0) }, { (void *)&(fz), sizeof(fz), ACCRT_COPYOUT, 0, "fz", 0, 0, __builtin_object_size((void *)&(fz), 0) }, { (void *)&(gemv), sizeof(gemv), ACCRT_COPYOUT, 0, "gemv", 0, 0, __builtin_object_size((void *)&(gemv), 0) }, { (void *)&(ranks), sizeof(ranks), ACCRT_COPYOUT, 0, "ranks", 0, 0, __builtin_object_size((void *)&(ranks), 0) }, { (void *)&(window), sizeof(window), ACCRT_COPYOUT, 0, "window", 0, 0, __builtin_object_size((void *)&(window), 0) }, { (void *)&(stops), sizeof(stops), ACCRT_COPYOUT, 0, "stops", 0, 0, __builtin_object_size((void *)&(stops), 0) }, { (void *)&(short_sum), sizeof(short_sum), ACCRT_COPYOUT, 0, "short_sum", 0, 0, __builtin_object_size((void *)&(short_sum), 0) }, { (void *)&(rows_sum), sizeof(rows_sum), ACCRT_COPYOUT, 0, "rows_sum", 0, 0, __builtin_object_size((void *)&(rows_sum), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 17, -2);
    {


{ static const __accrt_loc __accc_region_loc = { "cache_auto_stage.c", 28, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "cache_auto_stage.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 28, "run", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, ACCRT_IMPLICIT, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, ACCRT_IMPLICIT, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPYIN, ACCRT_IMPLICIT, "z", 0, 0, __builtin_object_size((void *)&(z), 0) }, { (void *)&(mass), sizeof(mass), ACCRT_COPYIN, ACCRT_IMPLICIT, "mass", 0, 0, __builtin_object_size((void *)&(mass), 0) }, { (void *)&(fx), sizeof(fx), ACCRT_COPY, ACCRT_IMPLICIT, "fx", 0, 0, __builtin_object_size((void *)&(fx), 0) }, { (void *)&(fy), sizeof(fy), ACCRT_COPY, ACCRT_IMPLICIT, "fy", 0, 0, __builtin_object_size((void *)&(fy), 0) }, { (void *)&(fz), sizeof(fz), ACCRT_COPY, ACCRT_IMPLICIT, "fz", 0, 0, __builtin_object_size((void *)&(fz), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 7, -2);
 { int __accc_v3 = m; long __accc_v8 = (long)(0); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v11 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "z" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "m" }, { (const void *)(mass), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "mass" }, { (const void *)(fx), 0, ACCRT_ARG_DEVICE_PTR, "fx" }, { (const void *)(fy), 0, ACCRT_ARG_DEVICE_PTR, "fy" }, { (const void *)(fz), 0, ACCRT_ARG_DEVICE_PTR, "fz" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v11, (int)(((__accc_v11 + 256 - 1) / 256) < 1048576 ? ((__accc_v11 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 12, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 7, -2);
} else {
# 28 "cache_auto_stage.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 28, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, ACCRT_IMPLICIT, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, ACCRT_IMPLICIT, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPYIN, ACCRT_IMPLICIT, "z", 0, 0, __builtin_object_size((void *)&(z), 0) }, { (void *)&(mass), sizeof(mass), ACCRT_COPYIN, ACCRT_IMPLICIT, "mass", 0, 0, __builtin_object_size((void *)&(mass), 0) }, { (void *)&(fx), sizeof(fx), ACCRT_COPY, ACCRT_IMPLICIT, "fx", 0, 0, __builtin_object_size((void *)&(fx), 0) }, { (void *)&(fy), sizeof(fy), ACCRT_COPY, ACCRT_IMPLICIT, "fy", 0, 0, __builtin_object_size((void *)&(fy), 0) }, { (void *)&(fz), sizeof(fz), ACCRT_COPY, ACCRT_IMPLICIT, "fz", 0, 0, __builtin_object_size((void *)&(fz), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR, "z" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(mass), 0, ACCRT_ARG_DEVICE_PTR, "mass" }, { (const void *)(fx), 0, ACCRT_ARG_DEVICE_PTR, "fx" }, { (const void *)(fy), 0, ACCRT_ARG_DEVICE_PTR, "fy" }, { (const void *)(fz), 0, ACCRT_ARG_DEVICE_PTR, "fz" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 7, __accc_args, 9, -2); }
# 28 "cache_auto_stage.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < n; i++) {
            float xi = x[i], yi = y[i], zi = z[i];
            float sx = 0.0f, sy = 0.0f, sz = 0.0f;
            for (int j = 0; j < m; j++) {
                float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
                sx += dx * mass[j];
                sy += dy * mass[j];
                sz += dz * mass[j];
            }
            fx[i] = sx;
            fy[i] = sy;
            fz[i] = sz;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_auto_stage.c", 43, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "cache_auto_stage.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 43, "run", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(body4), sizeof(body4), ACCRT_COPYIN, ACCRT_IMPLICIT, "body4", 0, 0, __builtin_object_size((void *)&(body4), 0) }, { (void *)&(rows_sum), sizeof(rows_sum), ACCRT_COPY, ACCRT_IMPLICIT, "rows_sum", 0, 0, __builtin_object_size((void *)&(rows_sum), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v1 = m; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(body4), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "body4" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "m" }, { (const void *)(rows_sum), 0, ACCRT_ARG_DEVICE_PTR, "rows_sum" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v6, (int)(((__accc_v6 + 256 - 1) / 256) < 1048576 ? ((__accc_v6 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 43 "cache_auto_stage.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 43, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(body4), sizeof(body4), ACCRT_COPYIN, ACCRT_IMPLICIT, "body4", 0, 0, __builtin_object_size((void *)&(body4), 0) }, { (void *)&(rows_sum), sizeof(rows_sum), ACCRT_COPY, ACCRT_IMPLICIT, "rows_sum", 0, 0, __builtin_object_size((void *)&(rows_sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(body4), 0, ACCRT_ARG_DEVICE_PTR, "body4" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(rows_sum), 0, ACCRT_ARG_DEVICE_PTR, "rows_sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 43 "cache_auto_stage.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < n; i++) {
            float px = body4[i][0], py = body4[i][1];
            float s = 0.0f;
            for (int j = 0; j < m; j++)
                s += (body4[j][0] - px) * body4[j][3] + (body4[j][1] - py) * body4[j][2];
            rows_sum[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_auto_stage.c", 52, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 52 "cache_auto_stage.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 52, "run", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(gemv), sizeof(gemv), ACCRT_COPY, ACCRT_IMPLICIT, "gemv", 0, 0, __builtin_object_size((void *)&(gemv), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { int __accc_v0 = m; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(gemv), 0, ACCRT_ARG_DEVICE_PTR, "gemv" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v7, (int)(((__accc_v7 + 256 - 1) / 256) < 1048576 ? ((__accc_v7 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 52 "cache_auto_stage.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 52, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(gemv), sizeof(gemv), ACCRT_COPY, ACCRT_IMPLICIT, "gemv", 0, 0, __builtin_object_size((void *)&(gemv), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(gemv), 0, ACCRT_ARG_DEVICE_PTR, "gemv" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 5, -2); }
# 52 "cache_auto_stage.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < n; i++) {
            long s = 0;
            for (int j = 0; j < m; j++)
                s += (long)a[i * m + j] * v[j];
            gemv[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_auto_stage.c", 60, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 60 "cache_auto_stage.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 60, "run", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(ranks), sizeof(ranks), ACCRT_COPY, ACCRT_IMPLICIT, "ranks", 0, 0, __builtin_object_size((void *)&(ranks), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { int __accc_v0 = m; __typeof__(total) __accc_v4 = 0; long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(ranks), 0, ACCRT_ARG_DEVICE_PTR, "ranks" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_total" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v8, (int)(((__accc_v8 + 64 - 1) / 64) < 1048576 ? ((__accc_v8 + 64 - 1) / 64) : 1048576), 64, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 60 "cache_auto_stage.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 60, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(ranks), sizeof(ranks), ACCRT_COPY, ACCRT_IMPLICIT, "ranks", 0, 0, __builtin_object_size((void *)&(ranks), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(ranks), 0, ACCRT_ARG_DEVICE_PTR, "ranks" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 5, -2); }
# 60 "cache_auto_stage.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
        for (int i = 0; i < n; i++) {
            long r = 0;
            int vi = v[i % m];
            for (int j = 0; j < m; ++j) {
                if (v[j] < vi)
                    r++;
            }
            ranks[i] = r;
            total += r;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_auto_stage.c", 72, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "cache_auto_stage.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 72, "run", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYIN, ACCRT_IMPLICIT, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(window), sizeof(window), ACCRT_COPY, ACCRT_IMPLICIT, "window", 0, 0, __builtin_object_size((void *)&(window), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { int __accc_v0 = lo; int __accc_v1 = hi; long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "lo" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "hi" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "w" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(window), 0, ACCRT_ARG_DEVICE_PTR, "window" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v8, (int)(((__accc_v8 + 256 - 1) / 256) < 1048576 ? ((__accc_v8 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 72 "cache_auto_stage.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 72, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYIN, ACCRT_IMPLICIT, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(window), sizeof(window), ACCRT_COPY, ACCRT_IMPLICIT, "window", 0, 0, __builtin_object_size((void *)&(window), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(lo)), sizeof(lo), ACCRT_ARG_VALUE, "lo" }, { (const void *)(&(hi)), sizeof(hi), ACCRT_ARG_VALUE, "hi" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(window), 0, ACCRT_ARG_DEVICE_PTR, "window" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 6, -2); }
# 72 "cache_auto_stage.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < n; i++) {
            double s = 0.0;
            for (int j = lo; j <= hi; j += 1)
                s += w[j] * (i % 7) - v[j];
            window[i] = (long)s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_auto_stage.c", 80, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 80 "cache_auto_stage.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 80, "run", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(stops), sizeof(stops), ACCRT_COPY, ACCRT_IMPLICIT, "stops", 0, 0, __builtin_object_size((void *)&(stops), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v0 = m; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "m" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { (const void *)(stops), 0, ACCRT_ARG_DEVICE_PTR, "stops" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 80 "cache_auto_stage.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 80, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(stops), sizeof(stops), ACCRT_COPY, ACCRT_IMPLICIT, "stops", 0, 0, __builtin_object_size((void *)&(stops), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(m)), sizeof(m), ACCRT_ARG_VALUE, "m" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(stops), 0, ACCRT_ARG_DEVICE_PTR, "stops" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 80 "cache_auto_stage.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < n; i++) {
            long s = 0;
            for (int j = 0; j < m; j++) {
                if (v[j] == i)
                    break;
                s += v[j];
            }
            for (int j = 0; j < m - 1; j++)
                s += v[j + 1] - v[j];
            stops[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "cache_auto_stage.c", 94, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 94 "cache_auto_stage.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 94, "run", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(short_sum), sizeof(short_sum), ACCRT_COPY, ACCRT_IMPLICIT, "short_sum", 0, 0, __builtin_object_size((void *)&(short_sum), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v0 = four; int __accc_v2 = lo; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "four" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "v" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "lo" }, { (const void *)(short_sum), 0, ACCRT_ARG_DEVICE_PTR, "short_sum" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_6_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 94 "cache_auto_stage.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 94, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(short_sum), sizeof(short_sum), ACCRT_COPY, ACCRT_IMPLICIT, "short_sum", 0, 0, __builtin_object_size((void *)&(short_sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(four)), sizeof(four), ACCRT_ARG_VALUE, "four" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(lo)), sizeof(lo), ACCRT_ARG_VALUE, "lo" }, { (const void *)(short_sum), 0, ACCRT_ARG_DEVICE_PTR, "short_sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 5, -2); }
# 94 "cache_auto_stage.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < n; i++) {
            long s = 0;
            int own[4] = {i, i + 1, 2 * i, 3};
            for (int j = 0; j < four; j++)
                s += own[j] * v[j];
            for (int j = 0; j < lo; j++)
                s += v[j] * (long)(i + 1);
            short_sum[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "cache_auto_stage.c", 60, "run", "parallel loop" }; __accrt_deliver(&__accc_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 17, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    return total;
}

int main(void)
{
    for (int j = 0; j < 700; j++) {
        x[j] = (float)((j * 37) % 101 - 50);
        y[j] = (float)((j * 53) % 89 - 44);
        z[j] = (float)((j * 71) % 97 - 48);
        mass[j] = (float)(1 + j % 3);
        w[j] = (double)(j % 11);
        v[j] = (j * 7919) % 1009 + 1;
        body4[j][0] = (float)(j % 23 - 11);
        body4[j][1] = (float)(j % 19 - 9);
        body4[j][2] = (float)(j % 5);
        body4[j][3] = (float)(1 + j % 7);
    }
    for (int k = 0; k < 300 * 700; k++)
        a[k] = k % 13 - 6;
    long sizes[][4] = {{300, 700, 5, 600}, {300, 200, 40, 199}, {37, 700, 0, 256}, {300, 257, 1, 1}};
    for (int s = 0; s < 4; s++) {
        long total = run((int)sizes[s][0], (int)sizes[s][1], (int)sizes[s][2], (int)sizes[s][3]);
        int n = (int)sizes[s][0];
        double f = 0.0, rs = 0.0;
        long g = 0, r = 0, wi = 0, st = 0, sh = 0;
        for (int i = 0; i < n; i++) {
            f += fx[i] * (i % 5) + fy[i] * (i % 3) - fz[i];
            rs += rows_sum[i] * (i % 3 + 1);
            g += gemv[i] * (i % 4 + 1);
            r += ranks[i] * (i % 2 + 1);
            wi += window[i];
            st += stops[i] * (i % 3 + 1);
            sh += short_sum[i];
        }
        printf("size %d: forces %.1f rows %.1f gemv %ld ranks %ld total %ld window %ld stops %ld short %ld\n",
               s, f, rs, g, r, total, wi, st, sh);
    }
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
