/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_be9297ab8dc89cc0[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_be9297ab8dc89cc0 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_be9297ab8dc89cc0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_be9297ab8dc89cc0, 0, 0 };
# 0 "sizeof_arrays.c"
# 1 "sizeof_arrays.c"
# 1 "sizeof_arrays.c"



# 5 "sizeof_arrays.c" 2

# 5 "sizeof_arrays.c"
struct pair { short lo; double hi; };
int main(void){ int a[10], r[4]; double m[4][3]; long s2[4], s3[4];
  float table[7]; struct pair p; char letter = 'x';
  for (int i = 0; i < 10; i++) a[i] = i;
  for (int i = 0; i < 12; i++) m[i / 3][i % 3] = i;

{ static const __accrt_loc __accc_region_loc = { "sizeof_arrays.c", 10, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 10 "sizeof_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "sizeof_arrays.c", 10, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(r), sizeof(r), ACCRT_COPYOUT, 0, "r", 0, 0, __builtin_object_size((void *)&(r), 0) }, { (void *)&(s2), sizeof(s2), ACCRT_COPYOUT, 0, "s2", 0, 0, __builtin_object_size((void *)&(s2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(r), 0, ACCRT_ARG_DEVICE_PTR, "r" }, { (const void *)(s2), 0, ACCRT_ARG_DEVICE_PTR, "s2" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 10 "sizeof_arrays.c"

{ static const __accrt_loc __accc_loc = { "sizeof_arrays.c", 10, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(r), sizeof(r), ACCRT_COPYOUT, 0, "r", 0, 0, __builtin_object_size((void *)&(r), 0) }, { (void *)&(s2), sizeof(s2), ACCRT_COPYOUT, 0, "s2", 0, 0, __builtin_object_size((void *)&(s2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(r), 0, ACCRT_ARG_DEVICE_PTR, "r" }, { (const void *)(s2), 0, ACCRT_ARG_DEVICE_PTR, "s2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 3, -2); }
# 10 "sizeof_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 4; i++) {
    r[i] = a[i] + (int)(sizeof(a) / sizeof(a[0]));
    s2[i] = (long)(sizeof m / sizeof m[0]) * 100 + (long)sizeof(m[0]) + (long)sizeof(double[2]);
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "sizeof_arrays.c", 15, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "sizeof_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "sizeof_arrays.c", 15, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(s3), sizeof(s3), ACCRT_COPYOUT, 0, "s3", 0, 0, __builtin_object_size((void *)&(s3), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(s3), 0, ACCRT_ARG_DEVICE_PTR, "s3" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 15 "sizeof_arrays.c"

{ static const __accrt_loc __accc_loc = { "sizeof_arrays.c", 15, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s3), sizeof(s3), ACCRT_COPYOUT, 0, "s3", 0, 0, __builtin_object_size((void *)&(s3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(s3), 0, ACCRT_ARG_DEVICE_PTR, "s3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 15 "sizeof_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 4; i++)
    s3[i] = (long)(sizeof table / sizeof table[0]) * 1000 + (long)sizeof p * 10 + (long)sizeof letter + i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %d %ld %ld\n", r[0], r[3], s2[0], s2[3]);
  printf("%ld %ld\n", s3[0], s3[3]);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
