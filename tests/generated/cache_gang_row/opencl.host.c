/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_gang_row.c"
# 1 "cache_gang_row.c"
# 1 "cache_gang_row.c"






# 8 "cache_gang_row.c" 2





# 12 "cache_gang_row.c"
static int M[70][45], x[45], y[70], Z[70][45];

int main(void)
{
    for (int r = 0; r < 70; r++)
        for (int c = 0; c < 45; c++)
            M[r][c] = (r * 13 + c * 7) % 21 - 10;
    for (int c = 0; c < 45; c++)
        x[c] = c % 6 - 2;


{ static const __accrt_loc __accc_region_loc = { "cache_gang_row.c", 22, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "cache_gang_row.c"
{ static const __accrt_loc __accc_loc = { "cache_gang_row.c", 22, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(M), sizeof(M), ACCRT_COPYIN, 0, "M", 0, 0, __builtin_object_size((void *)&(M), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYOUT, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(Z), sizeof(Z), ACCRT_COPY, 0, "Z", 0, 0, __builtin_object_size((void *)&(Z), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "cache_gang_row.c", 24, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "cache_gang_row.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_gang_row.c", 24, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(M), sizeof(M), ACCRT_PRESENT, 0, "M", 0, 0, __builtin_object_size((void *)&(M), 0) }, { (void *)&(x), sizeof(x), ACCRT_PRESENT, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_PRESENT, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(70) - (long long)(0)) > 0 ? (long)((long long)(70) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(70) - (long long)(0)) > 0 ? (long)((long long)(70) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(M), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "M" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, (int)(__accc_v6 < 1048576 ? __accc_v6 : 1048576), 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 24 "cache_gang_row.c"

{ static const __accrt_loc __accc_loc = { "cache_gang_row.c", 24, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(M), sizeof(M), ACCRT_PRESENT, 0, "M", 0, 0, __builtin_object_size((void *)&(M), 0) }, { (void *)&(x), sizeof(x), ACCRT_PRESENT, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_PRESENT, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(M), 0, ACCRT_ARG_DEVICE_PTR, "M" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 24 "cache_gang_row.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int r = 0; r < 70; r++) {

            int s = 0;

            for (int c = 0; c < 45; c++)
                s += M[r][c] * x[c];
            y[r] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_gang_row.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "cache_gang_row.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_gang_row.c", 34, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(M), sizeof(M), ACCRT_PRESENT, 0, "M", 0, 0, __builtin_object_size((void *)&(M), 0) }, { (void *)&(x), sizeof(x), ACCRT_PRESENT, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(Z), sizeof(Z), ACCRT_PRESENT, 0, "Z", 0, 0, __builtin_object_size((void *)&(Z), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(70) - (long long)(0)) > 0 ? (long)((long long)(70) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(70) - (long long)(0)) > 0 ? (long)((long long)(70) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(M), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "M" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(Z), 0, ACCRT_ARG_DEVICE_PTR, "Z" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v6, (int)(__accc_v6 < 1048576 ? __accc_v6 : 1048576), 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 34 "cache_gang_row.c"

{ static const __accrt_loc __accc_loc = { "cache_gang_row.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(M), sizeof(M), ACCRT_PRESENT, 0, "M", 0, 0, __builtin_object_size((void *)&(M), 0) }, { (void *)&(x), sizeof(x), ACCRT_PRESENT, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(Z), sizeof(Z), ACCRT_PRESENT, 0, "Z", 0, 0, __builtin_object_size((void *)&(Z), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(M), 0, ACCRT_ARG_DEVICE_PTR, "M" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(Z), 0, ACCRT_ARG_DEVICE_PTR, "Z" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 34 "cache_gang_row.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int r = 0; r < 70; r++) {


            for (int c = 0; c < 45; c++)
                Z[r][c] = M[r][c] * x[c] + M[r][45 - 1 - c];
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 4, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    long sy = 0, sz = 0;
    for (int r = 0; r < 70; r++) {
        int s = 0;
        for (int c = 0; c < 45; c++) {
            s += M[r][c] * x[c];
            bad += Z[r][c] != M[r][c] * x[c] + M[r][45 - 1 - c];
            sz += (long)Z[r][c] * ((r + c) % 4 - 1);
        }
        bad += y[r] != s;
        sy += (long)y[r] * (r % 5 - 2);
    }
    printf("cache around an inner vector loop: %s (%d mismatches)\n", bad ? "FAIL" : "PASS", bad);
    printf("matvec checksum=%ld y[0]=%d y[69]=%d rows checksum=%ld\n", sy, y[0], y[70 - 1], sz);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
