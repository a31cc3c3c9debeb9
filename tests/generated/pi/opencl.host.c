/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "pi.c"
# 1 "pi.c"
# 1 "pi.c"



# 5 "pi.c" 2
# 6 "pi.c" 2


# 7 "pi.c"
int main(void)
{
    const int n = 1000000;
    const double h = 1.0 / n;
    double sum = 0.0;


{ static const __accrt_loc __accc_region_loc = { "pi.c", 13, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 13 "pi.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "pi.c", 13, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const double __accc_v0 = h; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "h" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_sum" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 13 "pi.c"

{ static const __accrt_loc __accc_loc = { "pi.c", 13, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(h)), sizeof(h), ACCRT_ARG_VALUE, "h" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 3, -2); }
# 13 "pi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
    for (int i = 0; i < n; i++) {
        double x = (i + 0.5) * h;
        sum += 4.0 / (1.0 + x * x);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double pi = sum * h;


    double pi2 = 0.0;

{ static const __accrt_loc __accc_region_loc = { "pi.c", 22, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "pi.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "pi.c", 22, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(pi2), sizeof(pi2), ACCRT_COPY, ACCRT_IMPLICIT, "pi2", 0, 0, __builtin_object_size((void *)&(pi2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const double __accc_v0 = h; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "h" }, { (const void *)(&(pi2)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_pi2" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 22 "pi.c"

{ static const __accrt_loc __accc_loc = { "pi.c", 22, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(pi2), sizeof(pi2), ACCRT_COPY, ACCRT_IMPLICIT, "pi2", 0, 0, __builtin_object_size((void *)&(pi2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(h)), sizeof(h), ACCRT_ARG_VALUE, "h" }, { (const void *)(&(pi2)), 0, ACCRT_ARG_DEVICE_PTR, "pi2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 22 "pi.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:pi2)
    for (int c = 0; c < 1000; c++) {
        double part = 0.0;
        for (int i = c * 1000; i < (c + 1) * 1000; i++) {
            double x = (i + 0.5) * h;
            part += 4.0 / (1.0 + x * x);
        }
        pi2 += part * h;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    const double ref = 3.14159265358979323846;
    printf("pi=%.8f\n", pi);
    printf("error below 1e-10: %s\n", fabs(pi - ref) < 1e-10 ? "yes" : "no");
    printf("chunked pi agrees: %s\n", fabs(pi2 - pi) < 1e-12 ? "yes" : "no");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
