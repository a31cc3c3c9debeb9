/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_f002020d5c073094[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_f002020d5c073094 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_f002020d5c073094, 0, 0 };
# 0 "gang_arrays.c"
# 1 "gang_arrays.c"
# 1 "gang_arrays.c"



# 5 "gang_arrays.c" 2

# 5 "gang_arrays.c"
int main(void){ int out[2][3];

{ static const __accrt_loc __accc_region_loc = { "gang_arrays.c", 6, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 6 "gang_arrays.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gang_arrays.c", 6, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(2) - (long long)(0)) > 0 ? (long)((long long)(2) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(2) - (long long)(0)) > 0 ? (long)((long long)(2) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 32, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 6 "gang_arrays.c"

{ static const __accrt_loc __accc_loc = { "gang_arrays.c", 6, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 6 "gang_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 2; i++) {
    int tmp[5];

    for (int k = 0; k < 5; k++) tmp[k] = k + 1 + i;

    for (int j = 0; j < 3; j++) { int rs = 0; for (int k = 0; k < 5; k++) rs += tmp[k] * (j + 1); out[i][j] = rs; }
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  for (int i = 0; i < 6; i++) printf("%d ", out[i/3][i%3]);
  printf("\n"); return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
