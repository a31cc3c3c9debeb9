/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_b510224c4b130b0d[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_b510224c4b130b0d == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_b510224c4b130b0d, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_b510224c4b130b0d, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_b510224c4b130b0d, 0, 0 };
static __accrt_kernel __accc_kernel_2_1 = { "__accc_kernel_2_1", 0, __accc_program, __accc_cuda_image_b510224c4b130b0d, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_b510224c4b130b0d, 0, 0 };
static __accrt_kernel __accc_kernel_3_1 = { "__accc_kernel_3_1", 0, __accc_program, __accc_cuda_image_b510224c4b130b0d, 0, 0 };
# 0 "loop_var_reuse.c"
# 1 "loop_var_reuse.c"
# 1 "loop_var_reuse.c"




# 6 "loop_var_reuse.c" 2





# 10 "loop_var_reuse.c"
int main(void) {
  int a[256], c[256], b[256][16], d[256][16];
  int i, j;



{ static const __accrt_loc __accc_region_loc = { "loop_var_reuse.c", 15, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "loop_var_reuse.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_var_reuse.c", 15, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, 65536, (int)(1), 1, 0, __accc_args, 2, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 15 "loop_var_reuse.c"

{ static const __accrt_loc __accc_loc = { "loop_var_reuse.c", 15, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 15 "loop_var_reuse.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads((1)) private(i)
  {
    for (i = 0; i < 256; i++) c[i] = 3 * i;
#pragma omp for
    for (i = 0; i < 256; i++) a[i] = i + 1;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s1 = 0;
  for (int k = 0; k < 256; k++) s1 += a[k] + c[k];



  int table[16];

{ static const __accrt_loc __accc_region_loc = { "loop_var_reuse.c", 27, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "loop_var_reuse.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_var_reuse.c", 27, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, 65536, 0, 1, 0, __accc_args, 1, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 27 "loop_var_reuse.c"

{ static const __accrt_loc __accc_loc = { "loop_var_reuse.c", 27, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 27 "loop_var_reuse.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(i, table)
  {
    for (i = 0; i < 16; i++) table[i] = i * i;
#pragma omp for
    for (i = 0; i < 256; i++) a[i] = table[i % 16];
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s2 = 0;
  for (int k = 0; k < 256; k++) s2 += a[k];



{ static const __accrt_loc __accc_region_loc = { "loop_var_reuse.c", 37, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "loop_var_reuse.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_var_reuse.c", 37, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 128, 0, __accc_args, 6, -2); }
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_1, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 37 "loop_var_reuse.c"

{ static const __accrt_loc __accc_loc = { "loop_var_reuse.c", 37, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 37 "loop_var_reuse.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(i, j)
  {
#pragma omp for
    for (i = 0; i < 256; i++) {

      for (j = 0; j < 16; j++) b[i][j] = i + j;
      for (j = 0; j < 16; j++) d[i][j] = i - j;
    }
#pragma omp for
    for (j = 0; j < 256; j++) c[j] = 2 * j;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s3 = 0;
  for (int k = 0; k < 256; k++) {
    s3 += c[k];
    for (int l = 0; l < 16; l++) s3 += b[k][l] * 3 + d[k][l];
  }



{ static const __accrt_loc __accc_region_loc = { "loop_var_reuse.c", 55, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 55 "loop_var_reuse.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "loop_var_reuse.c", 55, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(i), sizeof(i), ACCRT_COPY, ACCRT_IMPLICIT, "i", 0, 0, __builtin_object_size((void *)&(i), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(&(i)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_i" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, 1, 1, 1, 0, __accc_args, 2, -2); }
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_1, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 55 "loop_var_reuse.c"

{ static const __accrt_loc __accc_loc = { "loop_var_reuse.c", 55, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(i), sizeof(i), ACCRT_COPY, ACCRT_IMPLICIT, "i", 0, 0, __builtin_object_size((void *)&(i), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(i)), 0, ACCRT_ARG_DEVICE_PTR, "i" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 55 "loop_var_reuse.c"

  {
    for (i = 0; i < 256; i++) {
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
      for (j = 0; j < 16; j++) b[i][j] = i * j;
    }
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(i)
    for (j = 0; j < 256; j++) {
      for (i = 0; i < 16; i++) d[j][i] = j + 2 * i;
    }
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s4 = 0;
  for (int k = 0; k < 256; k++)
    for (int l = 0; l < 16; l++) s4 += b[k][l] + d[k][l];

  printf("%ld %ld %ld %ld\n", s1, s2, s3, s4);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
