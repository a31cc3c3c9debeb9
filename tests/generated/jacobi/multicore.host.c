/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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
{ static const __accrt_loc __accc_loc = { "jacobi.c", 30, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPY, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(Anew), sizeof(Anew), ACCRT_CREATE, 0, "Anew", 0, 0, __builtin_object_size((void *)&(Anew), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    {
        while (err > tol && iter < iter_max) {
            err = 0.0;

{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(Anew), sizeof(Anew), ACCRT_PRESENT, 0, "Anew", 0, 0, __builtin_object_size((void *)&(Anew), 0) }, { (void *)&(err), sizeof(err), ACCRT_COPY, ACCRT_IMPLICIT, "err", 0, 0, __builtin_object_size((void *)&(err), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR, "Anew" }, { (const void *)(&(err)), 0, ACCRT_ARG_DEVICE_PTR, "err" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 34 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) reduction(max:err)
            for (int j = 1; j < 64 - 1; j++)
                for (int i = 1; i < 64 - 1; i++) {
                    Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
                    err = fmax(err, fabs(Anew[j][i] - A[j][i]));
                } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "jacobi.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "jacobi.c"

{ static const __accrt_loc __accc_loc = { "jacobi.c", 41, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(Anew), sizeof(Anew), ACCRT_PRESENT, 0, "Anew", 0, 0, __builtin_object_size((void *)&(Anew), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(Anew), 0, ACCRT_ARG_DEVICE_PTR, "Anew" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 41 "jacobi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
            for (int j = 1; j < 64 - 1; j++)
                for (int i = 1; i < 64 - 1; i++)
                    A[j][i] = Anew[j][i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            iter++;
        }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double centre = A[64 / 2][64 / 2];
    printf("iterations=%d err=%.6e\n", iter, err);
    printf("A[1][32]=%.6f centre=%.6f\n", A[1][64 / 2], centre);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
