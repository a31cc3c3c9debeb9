/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "matmul.c"
# 1 "matmul.c"
# 1 "matmul.c"




# 6 "matmul.c" 2




# 9 "matmul.c"
static float A[96][96], B[96][96], C[96][96], D[96][96];

int main(void)
{
    for (int i = 0; i < 96; i++)
        for (int j = 0; j < 96; j++) {
            A[i][j] = (float)((i + 2 * j) % 5 - 2);
            B[i][j] = (float)((3 * i + j) % 7 - 3);
        }


{ static const __accrt_loc __accc_region_loc = { "matmul.c", 19, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "matmul.c"
{ static const __accrt_loc __accc_loc = { "matmul.c", 19, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPYIN, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_COPYIN, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) }, { (void *)&(C), sizeof(C), ACCRT_COPYOUT, 0, "C", 0, 0, __builtin_object_size((void *)&(C), 0) }, { (void *)&(D), sizeof(D), ACCRT_COPYOUT, 0, "D", 0, 0, __builtin_object_size((void *)&(D), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 4, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "matmul.c", 21, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 21 "matmul.c"

{ static const __accrt_loc __accc_loc = { "matmul.c", 21, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPYIN, ACCRT_IMPLICIT, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_COPYIN, ACCRT_IMPLICIT, "B", 0, 0, __builtin_object_size((void *)&(B), 0) }, { (void *)&(C), sizeof(C), ACCRT_COPY, ACCRT_IMPLICIT, "C", 0, 0, __builtin_object_size((void *)&(C), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" }, { (const void *)(C), 0, ACCRT_ARG_DEVICE_PTR, "C" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 21 "matmul.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 96; i++) {

            for (int j = 0; j < 96; j++) {
                float s = 0.0f;

                for (int k = 0; k < 96; k++)
                    s += A[i][k] * B[k][j];
                C[i][j] = s;
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "matmul.c", 33, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "matmul.c"

{ static const __accrt_loc __accc_loc = { "matmul.c", 33, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPYIN, ACCRT_IMPLICIT, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_COPYIN, ACCRT_IMPLICIT, "B", 0, 0, __builtin_object_size((void *)&(B), 0) }, { (void *)&(D), sizeof(D), ACCRT_COPY, ACCRT_IMPLICIT, "D", 0, 0, __builtin_object_size((void *)&(D), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" }, { (const void *)(D), 0, ACCRT_ARG_DEVICE_PTR, "D" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 33 "matmul.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int i = 0; i < 96; i++)
            for (int j = 0; j < 96; j++) {
                float s = 0.0f;

                for (int k = 0; k < 96; k++)
                    s += A[i][k] * B[k][j];
                D[i][j] = s;
            } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    double trace = 0.0, total = 0.0;
    for (int i = 0; i < 96; i++) {
        for (int j = 0; j < 96; j++) {
            float s = 0.0f;
            for (int k = 0; k < 96; k++)
                s += A[i][k] * B[k][j];
            if (s != C[i][j] || s != D[i][j])
                bad++;
            total += C[i][j];
        }
        trace += C[i][i];
    }
    printf("C[0][0]=%.1f C[95][95]=%.1f trace=%.1f total=%.1f\n", C[0][0], C[96 - 1][96 - 1], trace, total);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
