/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", __accc_program, 0, 0, 0, 0 };
# 0 "macros_in_pragmas.c"
# 1 "macros_in_pragmas.c"
# 1 "macros_in_pragmas.c"



# 5 "macros_in_pragmas.c" 2
# 23 "macros_in_pragmas.c"

# 23 "macros_in_pragmas.c"
int main(void)
{
    static int a[512], b[512], c[512];


{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "macros_in_pragmas.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 27, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (512) * sizeof((a)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "a[0:512]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, (int)((512 / 64)), 64, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 27 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (512) * sizeof((a)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "a[0:512]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 27 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 512; i++)
        a[i] = i % 64; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

   
# 31 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "macros_in_pragmas.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 31 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 31 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 31 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) b[i] = (3 * i); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
   
# 32 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "macros_in_pragmas.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 32, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 32 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 32 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 32 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) c[i] = (i % 5); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sa = 0, sb = 0, sc = 0;
   
# 35 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "macros_in_pragmas.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 35, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sa), sizeof(sa), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "sa", 0, 0, __builtin_object_size((void *)&(sa), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(sa)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_sa" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 35 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 35, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sa), sizeof(sa), ACCRT_COPY, ACCRT_IMPLICIT, "sa", 0, 0, __builtin_object_size((void *)&(sa), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(sa)), 0, ACCRT_ARG_DEVICE_PTR, "sa" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 35 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sa)
# 35 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) sa += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
   
# 36 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 36, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "macros_in_pragmas.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 36, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(sb), sizeof(sb), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "sb", 0, 0, __builtin_object_size((void *)&(sb), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(&(sb)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_sb" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 36 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 36, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(sb), sizeof(sb), ACCRT_COPY, ACCRT_IMPLICIT, "sb", 0, 0, __builtin_object_size((void *)&(sb), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(&(sb)), 0, ACCRT_ARG_DEVICE_PTR, "sb" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 36 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sb)
# 36 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) sb += b[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
   
# 37 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_region_loc = { "macros_in_pragmas.c", 37, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "macros_in_pragmas.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 37, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYIN, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(sc), sizeof(sc), ACCRT_COPY, ACCRT_IMPLICIT, "sc", 0, 0, __builtin_object_size((void *)&(sc), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(512) - (long long)(0)) > 0 ? (long)((long long)(512) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "c" }, { (const void *)(&(sc)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_sc" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 37 "macros_in_pragmas.c"

{ static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 37, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYIN, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(sc), sizeof(sc), ACCRT_COPY, ACCRT_IMPLICIT, "sc", 0, 0, __builtin_object_size((void *)&(sc), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(&(sc)), 0, ACCRT_ARG_DEVICE_PTR, "sc" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 37 "macros_in_pragmas.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sc)
# 37 "macros_in_pragmas.c"
    for (int i = 0; i < 512; i++) sc += c[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 36, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); } { static const __accrt_loc __accc_loc = { "macros_in_pragmas.c", 35, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }
    printf("sa=%ld sb=%ld sc=%ld\n", sa, sb, sc);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
