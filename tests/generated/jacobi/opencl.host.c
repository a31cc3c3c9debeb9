/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0_strips = { "__accc_kernel_0_0_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0_strips = { "__accc_kernel_1_0_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "jacobi.c"
# 1 "jacobi.c"
# 1 "jacobi.c"




# 6 "jacobi.c" 2
# 7 "jacobi.c" 2





# 11 "jacobi.c"
static double A[64][64], Anew[64][64];

int main(void)
{
    const double tol = 1.0e-3;
    const int iter_max = 500;

    for (int j = 0; j < 64; j++)
        for (int i = 0; i < 64; i++)
            A[j][i] = 0.0;
    for (int i = 0; i < 64; i++)
        A[0][i] = 1.0;
    for (int j = 0; j < 64; j++)
        Anew[j][0] = A[j][0], Anew[j][64 - 1] = A[j][64 - 1];
    for (int i = 0; i < 64; i++)
        Anew[0][i] = A[0][i], Anew[64 - 1][i] = A[64 - 1][i];

    double err = 1.0;
    int iter = 0;

{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 30, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "jacobi.c"
{ static const __accrt_loc __accc_loc = { "jacobi.c", 30, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPY, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(Anew), sizeof(Anew), ACCRT_CREATE, 0, "Anew", 0, 0, __builtin_object_size((void *)&(Anew), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    {
        while (err > tol && iter < iter_max) {
            err = 0.0;

{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "jacobi.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "jacobi.c", 34, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(Anew), sizeof(Anew), ACCRT_PRESENT, 0, "Anew", 0, 0, __builtin_object_size((void *)&(Anew), 0) }, { (void *)&(err), sizeof(err), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "err", 0, 0, __builtin_object_size((void *)&(err), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const long __accc_s_tc0 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); long __accc_v6 = (long)(1); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); long __accc_v9 = (long long)((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "A" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR, "Anew" }, { (const void *)(&(err)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_err" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0_strips, __accc_v9, (int)__accc_s_blocks, 128, 0, __accc_args, 10, -2); }
 else
 { long __accc_v3 = (long)(1); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); long __accc_v6 = (long)(1); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); long __accc_v9 = (long long)((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "A" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR, "Anew" }, { (const void *)(&(err)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_err" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 34 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(Anew), sizeof(Anew), ACCRT_PRESENT, 0, "Anew", 0, 0, __builtin_object_size((void *)&(Anew), 0) }, { (void *)&(err), sizeof(err), ACCRT_COPY, ACCRT_IMPLICIT, "err", 0, 0, __builtin_object_size((void *)&(err), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR, "Anew" }, { (const void *)(&(err)), 0, ACCRT_ARG_DEVICE_PTR, "err" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 34 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(max:err)
            for (int j = 1; j < 64 - 1; j++)
                for (int i = 1; i < 64 - 1; i++) {
                    Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
                    err = fmax(err, fabs(Anew[j][i] - A[j][i]));
                } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "jacobi.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "jacobi.c", 41, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(Anew), sizeof(Anew), ACCRT_PRESENT, 0, "Anew", 0, 0, __builtin_object_size((void *)&(Anew), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0), __accc_s_tc1 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(1)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); long __accc_v8 = (long long)((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "Anew" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0_strips, __accc_v8, (int)__accc_s_blocks, 128, 0, __accc_args, 9, -2); }
 else
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); long __accc_v8 = (long long)((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(64 - 1) - (long long)(1)) > 0 ? (long)((long long)(64 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "Anew" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 41 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 41, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(Anew), sizeof(Anew), ACCRT_PRESENT, 0, "Anew", 0, 0, __builtin_object_size((void *)&(Anew), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR, "Anew" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 41 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
            for (int j = 1; j < 64 - 1; j++)
                for (int i = 1; i < 64 - 1; i++)
                    A[j][i] = Anew[j][i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "jacobi.c", 34, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }
            iter++;
        }
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double centre = A[64 / 2][64 / 2];
    printf("iterations=%d err=%.6e\n", iter, err);
    printf("A[1][32]=%.6f centre=%.6f\n", A[1][64 / 2], centre);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
