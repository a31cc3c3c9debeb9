/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_1 = { "__accc_kernel_0_1", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "kernels_implicit.c"
# 1 "kernels_implicit.c"
# 1 "kernels_implicit.c"




# 6 "kernels_implicit.c" 2




# 9 "kernels_implicit.c"
static double g[400];

int main(void)
{
    double a[400], b[400];
    const double c[4] = {1.0, 2.0, 3.0, 4.0};
    for (int i = 0; i < 400; i++) {
        a[i] = i;
        g[i] = 0.5;
    }

    double last = 0.0;
    int n = 400;

{ static const __accrt_loc __accc_region_loc = { "kernels_implicit.c", 22, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "kernels_implicit.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_implicit.c", 22, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYIN, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(g), sizeof(g), ACCRT_COPYIN, ACCRT_IMPLICIT, "g", 0, 0, __builtin_object_size((void *)&(g), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(last), sizeof(last), ACCRT_COPY, ACCRT_IMPLICIT, "last", 0, 0, __builtin_object_size((void *)&(last), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 5, -2);
 { long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "c" }, { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "g" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 { int __accc_v0 = n; __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "n" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(&(last)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_last" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_1, 1, 1, 1, 0, __accc_args, 3, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 5, -2);
} else {
# 22 "kernels_implicit.c"

{ static const __accrt_loc __accc_loc = { "kernels_implicit.c", 22, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYIN, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(g), sizeof(g), ACCRT_COPYIN, ACCRT_IMPLICIT, "g", 0, 0, __builtin_object_size((void *)&(g), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(last), sizeof(last), ACCRT_COPY, ACCRT_IMPLICIT, "last", 0, 0, __builtin_object_size((void *)&(last), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR, "g" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(last)), 0, ACCRT_ARG_DEVICE_PTR, "last" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 5, __accc_args, 6, -2); }
# 22 "kernels_implicit.c"

    {
        
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 24 "kernels_implicit.c"
for (int i = 0; i < n; i++)
            b[i] = a[i] * c[i % 4] + g[i];
        last = b[n - 1];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double factor = 2.0;

{ static const __accrt_loc __accc_region_loc = { "kernels_implicit.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "kernels_implicit.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_implicit.c", 30, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(g), sizeof(g), ACCRT_COPY, ACCRT_IMPLICIT, "g", 0, 0, __builtin_object_size((void *)&(g), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { double __accc_v1 = factor; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(400) - (long long)(0)) > 0 ? (long)((long long)(400) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(400) - (long long)(0)) > 0 ? (long)((long long)(400) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "factor" }, { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR, "g" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 30 "kernels_implicit.c"

{ static const __accrt_loc __accc_loc = { "kernels_implicit.c", 30, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(g), sizeof(g), ACCRT_COPY, ACCRT_IMPLICIT, "g", 0, 0, __builtin_object_size((void *)&(g), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(factor)), sizeof(factor), ACCRT_ARG_VALUE, "factor" }, { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR, "g" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 30 "kernels_implicit.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 400; i++)
        g[i] = b[i] * factor; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s = 0.0;
    for (int i = 0; i < 400; i++)
        s += g[i];
    printf("b[5]=%.1f last=%.1f sum g=%.1f\n", b[5], last, s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
