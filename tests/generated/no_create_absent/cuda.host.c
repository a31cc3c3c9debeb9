/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_e80ae1170eea7707[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_e80ae1170eea7707 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_e80ae1170eea7707, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_e80ae1170eea7707, 0, 0 };
# 0 "no_create_absent.c"
# 1 "no_create_absent.c"
# 1 "no_create_absent.c"


# 4 "no_create_absent.c" 2
# 5 "no_create_absent.c" 2

# 5 "no_create_absent.c"
int main(void){ int n = 16, s = 0, flag = 0; int *p = malloc(n * sizeof(int)); int q[4] = {1, 2, 3, 4}, t = 0;
  for (int i = 0; i < n; i++) p[i] = i;

{ static const __accrt_loc __accc_region_loc = { "no_create_absent.c", 7, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 7 "no_create_absent.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "no_create_absent.c", 7, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(p)[0], (n) * sizeof((p)[0]), ACCRT_NO_CREATE, 0 | ACCRT_SECTION, "p[0:n]", 0, 0, __builtin_object_size((void *)&(p)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { int __accc_v0 = flag; __typeof__(s) __accc_v3 = 0; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "flag" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "p" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_s" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 7 "no_create_absent.c"

{ static const __accrt_loc __accc_loc = { "no_create_absent.c", 7, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(p)[0], (n) * sizeof((p)[0]), ACCRT_NO_CREATE, 0 | ACCRT_SECTION, "p[0:n]", 0, 0, __builtin_object_size((void *)&(p)[0], 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(flag)), sizeof(flag), ACCRT_ARG_VALUE, "flag" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "p" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 7 "no_create_absent.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
  for (int i = 0; i < n; i++) s += flag ? p[i] : 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "no_create_absent.c", 9, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 9 "no_create_absent.c"
{ static const __accrt_loc __accc_loc = { "no_create_absent.c", 9, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(q), sizeof(q), ACCRT_COPYIN, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
  {

{ static const __accrt_loc __accc_region_loc = { "no_create_absent.c", 11, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 11 "no_create_absent.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "no_create_absent.c", 11, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(q), sizeof(q), ACCRT_NO_CREATE, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__(t) __accc_v2 = 0; long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "q" }, { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_t" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_t" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 11 "no_create_absent.c"

{ static const __accrt_loc __accc_loc = { "no_create_absent.c", 11, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(q), sizeof(q), ACCRT_NO_CREATE, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "q" }, { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 11 "no_create_absent.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:t)
    for (int i = 0; i < 4; i++) t += q[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  } __accrt_data_end(&__accc_loc, __accc_data, 1, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %d\n", s, t); free(p); return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
