/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "integer_widths.c"
# 1 "integer_widths.c"
# 1 "integer_widths.c"




# 6 "integer_widths.c" 2
# 7 "integer_widths.c" 2

# 7 "integer_widths.c"
int main(void){ unsigned long long r[4]; int q[4]; long long m[4];

{ static const __accrt_loc __accc_region_loc = { "integer_widths.c", 8, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 8 "integer_widths.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "integer_widths.c", 8, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(r), sizeof(r), ACCRT_COPYOUT, 0, "r", 0, 0, __builtin_object_size((void *)&(r), 0) }, { (void *)&(q), sizeof(q), ACCRT_COPYOUT, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPYOUT, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(r), 0, ACCRT_ARG_DEVICE_PTR, "r" }, { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR, "q" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 8 "integer_widths.c"

{ static const __accrt_loc __accc_loc = { "integer_widths.c", 8, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(r), sizeof(r), ACCRT_COPYOUT, 0, "r", 0, 0, __builtin_object_size((void *)&(r), 0) }, { (void *)&(q), sizeof(q), ACCRT_COPYOUT, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPYOUT, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(r), 0, ACCRT_ARG_DEVICE_PTR, "r" }, { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR, "q" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 8 "integer_widths.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 4; i++) {
    unsigned long long x = 0xFFFFFFFFFFFFFFFFull; x = x + (unsigned long long)i;
    r[i] = x >> 1 ^ (i * 0x9E3779B97F4A7C15ull);
    q[i] = (abs(i - 2) - 10) / 3;
    m[i] = llabs((long long)i - 3) * -1LL;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  for (int i = 0; i < 4; i++) printf("%llx %d %lld\n", r[i], q[i], m[i]);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
