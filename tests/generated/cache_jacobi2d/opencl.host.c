/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_jacobi2d.c"
# 1 "cache_jacobi2d.c"
# 1 "cache_jacobi2d.c"






# 8 "cache_jacobi2d.c" 2





# 12 "cache_jacobi2d.c"
static int A[67][53], B[67][53], RA[67][53], RB[67][53];

static int update(int (*g)[53], int j, int i)
{
    int s = 0;
    for (int dj = -1; dj <= 1; dj++)
        for (int di = -1; di <= 1; di++)
            s += g[j + dj][i + di] * (2 + dj + 3 * di);
    return (s + 4 * g[j][i]) % 1000;
}

int main(void)
{
    for (int j = 0; j < 67; j++)
        for (int i = 0; i < 53; i++) {
            A[j][i] = (j * 31 + i * 17) % 97;
            B[j][i] = A[j][i];
            RA[j][i] = A[j][i];
            RB[j][i] = A[j][i];
        }

    for (int sweep = 0; sweep < 8; sweep++) {
        int (*in)[53] = (sweep % 2 == 0) ? RA : RB;
        int (*out)[53] = (sweep % 2 == 0) ? RB : RA;
        for (int j = 1; j < 67 - 1; j++)
            for (int i = 1; i < 53 - 1; i++)
                out[j][i] = update(in, j, i);
    }


{ static const __accrt_loc __accc_region_loc = { "cache_jacobi2d.c", 41, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "cache_jacobi2d.c"
{ static const __accrt_loc __accc_loc = { "cache_jacobi2d.c", 41, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_COPY, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_COPY, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    for (int sweep = 0; sweep < 8; sweep += 2) {

{ static const __accrt_loc __accc_region_loc = { "cache_jacobi2d.c", 43, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "cache_jacobi2d.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_jacobi2d.c", 43, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_PRESENT, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(67 - 1) - (long long)(1)) > 0 ? (long)((long long)(67 - 1) - (long long)(1)) : 0); long __accc_v5 = (long)(1); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(53 - 1) - (long long)(1)) > 0 ? (long)((long long)(53 - 1) - (long long)(1)) : 0); long __accc_v8 = (long long)((long)((long long)(67 - 1) - (long long)(1)) > 0 ? (long)((long long)(67 - 1) - (long long)(1)) : 0) * (long long)((long)((long long)(53 - 1) - (long long)(1)) > 0 ? (long)((long long)(53 - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 43 "cache_jacobi2d.c"

{ static const __accrt_loc __accc_loc = { "cache_jacobi2d.c", 43, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_PRESENT, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 43 "cache_jacobi2d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int j = 1; j < 67 - 1; j++)
            for (int i = 1; i < 53 - 1; i++) {

                int s = 0;
                for (int dj = -1; dj <= 1; dj++)
                    for (int di = -1; di <= 1; di++)
                        s += A[j + dj][i + di] * (2 + dj + 3 * di);
                B[j][i] = (s + 4 * A[j][i]) % 1000;
            } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "cache_jacobi2d.c", 53, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 53 "cache_jacobi2d.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_jacobi2d.c", 53, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_PRESENT, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(67 - 1) - (long long)(1)) > 0 ? (long)((long long)(67 - 1) - (long long)(1)) : 0); long __accc_v5 = (long long)((long)((long long)(67 - 1) - (long long)(1)) > 0 ? (long)((long long)(67 - 1) - (long long)(1)) : 0); long __accc_v6 = ((long)((long long)(53 - 1) - (long long)(1)) > 32 ? ((long)((long long)(53 - 1) - (long long)(1)) + 32 - 1) / 32 : 1); __accrt_arg __accc_args[] = { { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "B" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_ct" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, (int)((((__accc_v5 + 64 - 1) / 64) * __accc_v6) < 1048576 ? (((__accc_v5 + 64 - 1) / 64) * __accc_v6) : 1048576), 256, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 53 "cache_jacobi2d.c"

{ static const __accrt_loc __accc_loc = { "cache_jacobi2d.c", 53, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) }, { (void *)&(B), sizeof(B), ACCRT_PRESENT, 0, "B", 0, 0, __builtin_object_size((void *)&(B), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 53 "cache_jacobi2d.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int j = 1; j < 67 - 1; j++) {

            for (int i = 1; i < 53 - 1; i++) {

                int s = 0;
                for (int dj = -1; dj <= 1; dj++)
                    for (int di = -1; di <= 1; di++)
                        s += B[j + dj][i + di] * (2 + dj + 3 * di);
                A[j][i] = (s + 4 * B[j][i]) % 1000;
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int mismatches = 0;
    long sum = 0;
    for (int j = 0; j < 67; j++)
        for (int i = 0; i < 53; i++) {
            if (A[j][i] != RA[j][i] || B[j][i] != RB[j][i])
                mismatches++;
            sum += (long)A[j][i] * ((j + 2 * i) % 7 - 3);
        }
    printf("jacobi 3x3 on %dx%d, 8 sweeps: %s (%d mismatches)\n", 67, 53,
           mismatches == 0 ? "PASS" : "FAIL", mismatches);
    printf("checksum=%ld A[1][1]=%d A[33][26]=%d A[65][51]=%d\n", sum, A[1][1], A[33][26],
           A[67 - 2][53 - 2]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
