/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_90a9f0e9611d75f8[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_90a9f0e9611d75f8 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_90a9f0e9611d75f8, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_90a9f0e9611d75f8, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_90a9f0e9611d75f8, 0, 0 };
# 0 "firstprivate_arrays.c"
# 1 "firstprivate_arrays.c"
# 1 "firstprivate_arrays.c"


# 4 "firstprivate_arrays.c" 2

# 4 "firstprivate_arrays.c"
int main(void){ int w[3] = {1, 2, 3}, out[6], out2[8]; double c[2][2] = {{1, 2}, {3, 4}};

{ static const __accrt_loc __accc_region_loc = { "firstprivate_arrays.c", 5, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 5 "firstprivate_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "firstprivate_arrays.c", 5, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, ACCRT_IMPLICIT, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(6) - (long long)(0)) > 0 ? (long)((long long)(6) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(6) - (long long)(0)) > 0 ? (long)((long long)(6) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "__accc_fp_w" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 5 "firstprivate_arrays.c"

{ static const __accrt_loc __accc_loc = { "firstprivate_arrays.c", 5, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, ACCRT_IMPLICIT, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 1, -2); }
# 5 "firstprivate_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(w)
  for (int i = 0; i < 6; i++) out[i] = w[i % 3] * 10 + i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "firstprivate_arrays.c", 7, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 7 "firstprivate_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "firstprivate_arrays.c", 7, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(out2), sizeof(out2), ACCRT_COPYOUT, 0, "out2", 0, 0, __builtin_object_size((void *)&(out2), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYIN, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(8) - (long long)(0)) > 0 ? (long)((long long)(8) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "__accc_fp_c" }, { (const void *)(out2), 0, ACCRT_ARG_DEVICE_PTR, "out2" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, (int)(1), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 7 "firstprivate_arrays.c"

{ static const __accrt_loc __accc_loc = { "firstprivate_arrays.c", 7, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out2), sizeof(out2), ACCRT_COPYOUT, 0, "out2", 0, 0, __builtin_object_size((void *)&(out2), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYIN, ACCRT_IMPLICIT, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out2), 0, ACCRT_ARG_DEVICE_PTR, "out2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 1, -2); }
# 7 "firstprivate_arrays.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  {
#pragma omp for
    for (int i = 0; i < 8; i++) out2[i] = (int)(c[i % 2][i / 4] * 10) + i;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  w[0] = 7;

{ static const __accrt_loc __accc_region_loc = { "firstprivate_arrays.c", 13, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 13 "firstprivate_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "firstprivate_arrays.c", 13, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, ACCRT_IMPLICIT, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(6) - (long long)(0)) > 0 ? (long)((long long)(6) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(6) - (long long)(0)) > 0 ? (long)((long long)(6) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "__accc_fp_w" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 13 "firstprivate_arrays.c"

{ static const __accrt_loc __accc_loc = { "firstprivate_arrays.c", 13, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYIN, ACCRT_IMPLICIT, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 1, -2); }
# 13 "firstprivate_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(w)
  for (int i = 0; i < 6; i++) out[i] = w[0] + i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %d %d %d %d %d\n", out[0], out[5], w[0], out2[0], out2[7], out2[3]); return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
