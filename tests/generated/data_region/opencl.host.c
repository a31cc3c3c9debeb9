/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
# 0 "data_region.c"
# 1 "data_region.c"
# 1 "data_region.c"



# 5 "data_region.c" 2




# 8 "data_region.c"
int main(void)
{
    static float a[1024], b[1024], c[1024], tmp[1024];
    float total = 0.0f;
    for (int i = 0; i < 1024; i++) {
        a[i] = (float)(i % 10);
        c[i] = 1.0f;
    }


{ static const __accrt_loc __accc_region_loc = { "data_region.c", 17, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "data_region.c"
{ static const __accrt_loc __accc_loc = { "data_region.c", 17, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPY, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(tmp), sizeof(tmp), ACCRT_CREATE, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "data_region.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "data_region.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "data_region.c", 19, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(tmp), sizeof(tmp), ACCRT_PRESENT, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1024) - (long long)(0)) > 0 ? (long)((long long)(1024) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1024) - (long long)(0)) > 0 ? (long)((long long)(1024) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(tmp), 0, ACCRT_ARG_DEVICE_PTR, "tmp" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 19 "data_region.c"

{ static const __accrt_loc __accc_loc = { "data_region.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(tmp), sizeof(tmp), ACCRT_PRESENT, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(tmp), 0, ACCRT_ARG_DEVICE_PTR, "tmp" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 19 "data_region.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1024; i++)
            tmp[i] = a[i] * 2.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_region.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "data_region.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "data_region.c", 23, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(tmp), sizeof(tmp), ACCRT_PRESENT, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1024) - (long long)(0)) > 0 ? (long)((long long)(1024) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1024) - (long long)(0)) > 0 ? (long)((long long)(1024) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(tmp), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "tmp" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 23 "data_region.c"

{ static const __accrt_loc __accc_loc = { "data_region.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(tmp), sizeof(tmp), ACCRT_PRESENT, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(tmp), 0, ACCRT_ARG_DEVICE_PTR, "tmp" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 23 "data_region.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1024; i++)
            b[i] = tmp[i] + 1.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_region.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "data_region.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "data_region.c", 27, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPY, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1024) - (long long)(0)) > 0 ? (long)((long long)(1024) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1024) - (long long)(0)) > 0 ? (long)((long long)(1024) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 27 "data_region.c"

{ static const __accrt_loc __accc_loc = { "data_region.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPY, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 27 "data_region.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1024; i++)
            c[i] = c[i] + b[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "data_region.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "data_region.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "data_region.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYIN, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1024) - (long long)(0)) > 0 ? (long)((long long)(1024) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1024) - (long long)(0)) > 0 ? (long)((long long)(1024) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "c" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 31 "data_region.c"

{ static const __accrt_loc __accc_loc = { "data_region.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYIN, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 31 "data_region.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
        for (int i = 0; i < 1024; i++)
            total += c[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 4, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("b[9]=%.1f c[9]=%.1f total=%.1f\n", b[9], c[9], total);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
