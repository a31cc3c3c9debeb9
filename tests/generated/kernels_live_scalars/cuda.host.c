/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_3f9af997a1425be7[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_3f9af997a1425be7 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_3f9af997a1425be7, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_3f9af997a1425be7, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_3f9af997a1425be7, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_3f9af997a1425be7, 0, 0 };
# 0 "kernels_live_scalars.c"
# 1 "kernels_live_scalars.c"
# 1 "kernels_live_scalars.c"



# 5 "kernels_live_scalars.c" 2

# 5 "kernels_live_scalars.c"
int main(void){ int b[100], a[4], t = 0;

{ static const __accrt_loc __accc_region_loc = { "kernels_live_scalars.c", 6, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 6 "kernels_live_scalars.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_live_scalars.c", 6, "main", "kernels loop" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_t" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, 1, 1, 1, 0, __accc_args, 2, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 6 "kernels_live_scalars.c"

{ static const __accrt_loc __accc_loc = { "kernels_live_scalars.c", 6, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 6 "kernels_live_scalars.c"

  for (int i = 0; i < 100; i++) { t = i * 2; b[i] = t + 1; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("t=%d b=%d\n", t, b[99]);
  int u;

{ static const __accrt_loc __accc_region_loc = { "kernels_live_scalars.c", 10, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 10 "kernels_live_scalars.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_live_scalars.c", 10, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(u), sizeof(u), ACCRT_COPY, ACCRT_IMPLICIT, "u", 0, 0, __builtin_object_size((void *)&(u), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(&(u)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_u" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, 1, 1, 1, 0, __accc_args, 2, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 10 "kernels_live_scalars.c"

{ static const __accrt_loc __accc_loc = { "kernels_live_scalars.c", 10, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(u), sizeof(u), ACCRT_COPY, ACCRT_IMPLICIT, "u", 0, 0, __builtin_object_size((void *)&(u), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(u)), 0, ACCRT_ARG_DEVICE_PTR, "u" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 10 "kernels_live_scalars.c"

  for (int i = 0; i < 4; i++) { for (int j = 0; j < 10; j++) u = i + j; a[i] = u; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
  double c[100];

{ static const __accrt_loc __accc_region_loc = { "kernels_live_scalars.c", 14, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "kernels_live_scalars.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_live_scalars.c", 14, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 14 "kernels_live_scalars.c"

{ static const __accrt_loc __accc_loc = { "kernels_live_scalars.c", 14, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 14 "kernels_live_scalars.c"

  
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 15 "kernels_live_scalars.c"
for (int i = 0; i < 100; i++) { double tmp = i * 0.5; c[i] = tmp * 2; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  int v;

{ static const __accrt_loc __accc_region_loc = { "kernels_live_scalars.c", 17, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "kernels_live_scalars.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_live_scalars.c", 17, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 17 "kernels_live_scalars.c"

{ static const __accrt_loc __accc_loc = { "kernels_live_scalars.c", 17, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 17 "kernels_live_scalars.c"

  
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(v)
# 18 "kernels_live_scalars.c"
for (int i = 0; i < 100; i++) { v = i; c[i] = v; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%g %g\n", c[10], c[99]);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
