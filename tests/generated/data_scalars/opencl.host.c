/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "data_scalars.c"
# 1 "data_scalars.c"
# 1 "data_scalars.c"



# 5 "data_scalars.c" 2

# 5 "data_scalars.c"
int main(void){ int c = 0; double m = 1.5; int n = 10; int a[10];

{ static const __accrt_loc __accc_region_loc = { "data_scalars.c", 6, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 6 "data_scalars.c"
{ static const __accrt_loc __accc_loc = { "data_scalars.c", 6, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPY, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPY, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
  {

{ static const __accrt_loc __accc_region_loc = { "data_scalars.c", 8, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 8 "data_scalars.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "data_scalars.c", 8, "main", "serial" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_PRESENT, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(&(c)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_c" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, 1, 1, 1, 0, __accc_args, 1, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 8 "data_scalars.c"

{ static const __accrt_loc __accc_loc = { "data_scalars.c", 8, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_PRESENT, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(c)), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 8 "data_scalars.c"
#pragma omp parallel num_threads(1)
    c = 42; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "data_scalars.c", 10, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 10 "data_scalars.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "data_scalars.c", 10, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_PRESENT, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPY, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPY, ACCRT_IMPLICIT, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(c)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_c" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(m)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_m" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 10 "data_scalars.c"

{ static const __accrt_loc __accc_loc = { "data_scalars.c", 10, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_PRESENT, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPY, ACCRT_IMPLICIT, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPY, ACCRT_IMPLICIT, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(c)), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(m)), 0, ACCRT_ARG_DEVICE_PTR, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 10 "data_scalars.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:m)
    for (int i = 0; i < n; i++) { a[i] = i + c; m = m > i ? m : i; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %g %d\n", c, m, a[9]);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
