/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
# 0 "firstprivate.c"
# 1 "firstprivate.c"
# 1 "firstprivate.c"


# 4 "firstprivate.c" 2




# 7 "firstprivate.c"
int main(void)
{
    static int a[500], b[500];
    int base = 100;
    float scale = 0.5f;


{ static const __accrt_loc __accc_region_loc = { "firstprivate.c", 13, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 13 "firstprivate.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "firstprivate.c", 13, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { int __accc_v0 = base; float __accc_v1 = scale; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "__accc_fp_base" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_fp_scale" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 13 "firstprivate.c"

{ static const __accrt_loc __accc_loc = { "firstprivate.c", 13, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(base)), sizeof(base), ACCRT_ARG_VALUE, "base" }, { (const void *)(&(scale)), sizeof(scale), ACCRT_ARG_VALUE, "scale" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 3, -2); }
# 13 "firstprivate.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(base, scale)
    for (int i = 0; i < 500; i++)
        a[i] = base + (int)(scale * (float)(2 * i)); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



    int offset = 7;

{ static const __accrt_loc __accc_region_loc = { "firstprivate.c", 20, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "firstprivate.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "firstprivate.c", 20, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { int __accc_v0 = offset; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "offset" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 20 "firstprivate.c"

{ static const __accrt_loc __accc_loc = { "firstprivate.c", 20, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(offset)), sizeof(offset), ACCRT_ARG_VALUE, "offset" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 20 "firstprivate.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for
        for (int i = 0; i < 500; i++)
            b[i] = i + offset;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



    int counter = 42;
    static int c[500];

{ static const __accrt_loc __accc_region_loc = { "firstprivate.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "firstprivate.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "firstprivate.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { int __accc_v0 = counter; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "__accc_fp_counter" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 31 "firstprivate.c"

{ static const __accrt_loc __accc_loc = { "firstprivate.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(counter)), sizeof(counter), ACCRT_ARG_VALUE, "counter" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 31 "firstprivate.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(counter)
    for (int i = 0; i < 500; i++) {
        int local = counter;
        local += i;
        c[i] = local;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0;
    for (int i = 0; i < 500; i++)
        s += a[i] + b[i] + c[i];
    printf("a[10]=%d b[10]=%d c[10]=%d counter=%d base=%d\n", a[10], b[10], c[10], counter, base);
    printf("s=%ld\n", s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
