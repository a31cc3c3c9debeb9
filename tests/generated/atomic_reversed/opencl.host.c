/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "atomic_reversed.c"
# 1 "atomic_reversed.c"
# 1 "atomic_reversed.c"



# 5 "atomic_reversed.c" 2

# 5 "atomic_reversed.c"
int main(void){ int x = 3; double y = 1.0; unsigned z = 1; int c1, c2;

{ static const __accrt_loc __accc_region_loc = { "atomic_reversed.c", 6, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 6 "atomic_reversed.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "atomic_reversed.c", 6, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPY, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPY, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(x)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_x" }, { (const void *)(&(y)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_y" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 6 "atomic_reversed.c"

{ static const __accrt_loc __accc_loc = { "atomic_reversed.c", 6, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPY, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPY, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(x)), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(y)), 0, ACCRT_ARG_DEVICE_PTR, "y" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 6 "atomic_reversed.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 5; i++) {
#pragma omp atomic update
    x = 10 - x;
#pragma omp atomic update
    y = 2.0 / y;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  int w = 2;

{ static const __accrt_loc __accc_region_loc = { "atomic_reversed.c", 14, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "atomic_reversed.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "atomic_reversed.c", 14, "main", "serial" };
__accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPY, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPY, 0, "z", 0, 0, __builtin_object_size((void *)&(z), 0) }, { (void *)&(c1), sizeof(c1), ACCRT_COPY, 0, "c1", 0, 0, __builtin_object_size((void *)&(c1), 0) }, { (void *)&(c2), sizeof(c2), ACCRT_COPY, 0, "c2", 0, 0, __builtin_object_size((void *)&(c2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(&(w)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_w" }, { (const void *)(&(c1)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_c1" }, { (const void *)(&(z)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_z" }, { (const void *)(&(c2)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_c2" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, 1, 1, 1, 0, __accc_args, 4, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 14 "atomic_reversed.c"

{ static const __accrt_loc __accc_loc = { "atomic_reversed.c", 14, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPY, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPY, 0, "z", 0, 0, __builtin_object_size((void *)&(z), 0) }, { (void *)&(c1), sizeof(c1), ACCRT_COPY, 0, "c1", 0, 0, __builtin_object_size((void *)&(c1), 0) }, { (void *)&(c2), sizeof(c2), ACCRT_COPY, 0, "c2", 0, 0, __builtin_object_size((void *)&(c2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(w)), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(&(c1)), 0, ACCRT_ARG_DEVICE_PTR, "c1" }, { (const void *)(&(z)), 0, ACCRT_ARG_DEVICE_PTR, "z" }, { (const void *)(&(c2)), 0, ACCRT_ARG_DEVICE_PTR, "c2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 14 "atomic_reversed.c"
#pragma omp parallel num_threads(1)
  {
#pragma omp atomic capture
    c1 = w = 100 - w;
#pragma omp atomic update
    z = 3u << z;
#pragma omp atomic capture
    { c2 = w; w = 7 - w; }
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %.3f %d %u %d %d\n", x, y, w, z, c1, c2);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
