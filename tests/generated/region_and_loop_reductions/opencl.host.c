/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0_strips = { "__accc_kernel_1_0_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "region_and_loop_reductions.c"
# 1 "region_and_loop_reductions.c"
# 1 "region_and_loop_reductions.c"




# 6 "region_and_loop_reductions.c" 2


# 7 "region_and_loop_reductions.c"
int main(void)
{
    long s = 0;
    double p = 1;
    int m = -1;

{ static const __accrt_loc __accc_region_loc = { "region_and_loop_reductions.c", 12, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "region_and_loop_reductions.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "region_and_loop_reductions.c", 12, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) }, { (void *)&(p), sizeof(p), ACCRT_COPY, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)&(p), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPY, ACCRT_IMPLICIT, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { (const void *)(&(p)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_p" }, { (const void *)(&(m)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_m" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 12 "region_and_loop_reductions.c"

{ static const __accrt_loc __accc_loc = { "region_and_loop_reductions.c", 12, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) }, { (void *)&(p), sizeof(p), ACCRT_COPY, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)&(p), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPY, ACCRT_IMPLICIT, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" }, { (const void *)(&(p)), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)(&(m)), 0, ACCRT_ARG_DEVICE_PTR, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 12 "region_and_loop_reductions.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s) reduction(*:p) reduction(max:m)
    {
#pragma omp for
        for (int i = 0; i < 100; i++) {
            s += i;
            p *= (i % 10 == 0) ? 2.0 : 1.0;
            m = (i * 37) % 101 > m ? (i * 37) % 101 : m;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long t = 0;

{ static const __accrt_loc __accc_region_loc = { "region_and_loop_reductions.c", 22, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "region_and_loop_reductions.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "region_and_loop_reductions.c", 22, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const long __accc_s_tc0 = ((long)((long long)(20) - (long long)(0)) > 0 ? (long)((long long)(20) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(20) - (long long)(0)) > 0 ? (long)((long long)(20) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(20) - (long long)(0)) > 0 ? (long)((long long)(20) - (long long)(0)) : 0) * (long long)((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_t" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0_strips, __accc_v7, (int)__accc_s_blocks, 128, 0, __accc_args, 8, -2); }
 else
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(20) - (long long)(0)) > 0 ? (long)((long long)(20) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(20) - (long long)(0)) > 0 ? (long)((long long)(20) - (long long)(0)) : 0) * (long long)((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_t" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 22 "region_and_loop_reductions.c"

{ static const __accrt_loc __accc_loc = { "region_and_loop_reductions.c", 22, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 22 "region_and_loop_reductions.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:t)
    {
#pragma omp for
        for (int i = 0; i < 20; i++) {

            for (int j = 0; j < 30; j++) t += i * j;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("%ld %g %d %ld\n", s, p, m, t);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
