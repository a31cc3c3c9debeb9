/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
# 0 "private_scalar.c"
# 1 "private_scalar.c"
# 1 "private_scalar.c"


# 4 "private_scalar.c" 2




# 7 "private_scalar.c"
int main(void)
{
    static int a[2000], b[2000], c[2000];
    int t, u;
    for (int i = 0; i < 2000; i++)
        a[i] = i;


{ static const __accrt_loc __accc_region_loc = { "private_scalar.c", 14, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "private_scalar.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "private_scalar.c", 14, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(2000) - (long long)(0)) > 0 ? (long)((long long)(2000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(2000) - (long long)(0)) > 0 ? (long)((long long)(2000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 14 "private_scalar.c"

{ static const __accrt_loc __accc_loc = { "private_scalar.c", 14, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 14 "private_scalar.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(t)
    for (int i = 0; i < 2000; i++) {
        t = a[i] * 2;
        b[i] = t + 1;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "private_scalar.c", 20, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "private_scalar.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "private_scalar.c", 20, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(2000) - (long long)(0)) > 0 ? (long)((long long)(2000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(2000) - (long long)(0)) > 0 ? (long)((long long)(2000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 20 "private_scalar.c"

{ static const __accrt_loc __accc_loc = { "private_scalar.c", 20, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(t)), sizeof(t), ACCRT_ARG_VALUE, "t" }, { (const void *)(&(u)), sizeof(u), ACCRT_ARG_VALUE, "u" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 20 "private_scalar.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(t, u)
    {
#pragma omp for private(t, u)
        for (int i = 0; i < 2000; i++) {
            t = a[i] % 10;
            u = a[i] / 10;
            c[i] = t * 1000 + u;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    static int m[40][40];
    int tmp;

{ static const __accrt_loc __accc_region_loc = { "private_scalar.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "private_scalar.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "private_scalar.c", 32, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYOUT, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { int __accc_v0 = tmp; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "__accc_fp_tmp" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 32 "private_scalar.c"

{ static const __accrt_loc __accc_loc = { "private_scalar.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYOUT, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(tmp)), sizeof(tmp), ACCRT_ARG_VALUE, "tmp" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 32 "private_scalar.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(tmp)
    for (int i = 0; i < 40; i++) {

        for (int j = 0; j < 40; j++) {
            tmp = i * j;
            m[i][j] = tmp - j;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sb = 0, sc = 0, sm = 0;
    for (int i = 0; i < 2000; i++) {
        sb += b[i];
        sc += c[i];
    }
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 40; j++)
            sm += m[i][j];
    printf("b[1999]=%d c[1234]=%d\n", b[2000 - 1], c[1234]);
    printf("sb=%ld sc=%ld sm=%ld\n", sb, sc, sm);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
