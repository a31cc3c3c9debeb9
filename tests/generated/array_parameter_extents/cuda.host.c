/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_c7782bd0dbb080fa[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_c7782bd0dbb080fa == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_c7782bd0dbb080fa, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_c7782bd0dbb080fa, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_c7782bd0dbb080fa, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_c7782bd0dbb080fa, 0, 0 };
# 0 "array_parameter_extents.c"
# 1 "array_parameter_extents.c"
# 1 "array_parameter_extents.c"




# 6 "array_parameter_extents.c" 2






# 11 "array_parameter_extents.c"
static void doubled(double A[12][5], double B[12][5]) {

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 12, "doubled", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "array_parameter_extents.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 12, "doubled", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(A), (12) * sizeof(*(A)), ACCRT_COPYIN, 0 | ACCRT_DECLARED_EXTENT, "A", 0, 0, __builtin_object_size((void *)(A), 0) }, { (void *)(B), (12) * sizeof(*(B)), ACCRT_COPYOUT, 0 | ACCRT_DECLARED_EXTENT, "B", 0, 0, __builtin_object_size((void *)(B), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(12) - (long long)(0)) > 0 ? (long)((long long)(12) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(12) - (long long)(0)) > 0 ? (long)((long long)(12) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 12 "array_parameter_extents.c"

{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 12, "doubled", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(A), (12) * sizeof(*(A)), ACCRT_COPYIN, 0 | ACCRT_DECLARED_EXTENT, "A", 0, 0, __builtin_object_size((void *)(A), 0) }, { (void *)(B), (12) * sizeof(*(B)), ACCRT_COPYOUT, 0 | ACCRT_DECLARED_EXTENT, "B", 0, 0, __builtin_object_size((void *)(B), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 12 "array_parameter_extents.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 5; j++) B[i][j] = 2 * A[i][j]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void bump(int v[40]) {

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 18, "bump", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "array_parameter_extents.c"
{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 18, "bump", "data" }; __accrt_data __accc_data[] = { { (void *)(v), (40) * sizeof(*(v)), ACCRT_COPY, 0 | ACCRT_DECLARED_EXTENT, "v", 0, 0, __builtin_object_size((void *)(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
  {

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 20, "bump", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "array_parameter_extents.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 20, "bump", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(v), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 20 "array_parameter_extents.c"

{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 20, "bump", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(v), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 20 "array_parameter_extents.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 40; i++) v[i] += i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  } __accrt_data_end(&__accc_loc, __accc_data, 1, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}


static void scale_rows(int n, double A[12][5]) {

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 27, "scale_rows", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "array_parameter_extents.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 27, "scale_rows", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(A), (12) * sizeof(*(A)), ACCRT_COPY, 0 | ACCRT_DECLARED_EXTENT, "A", 0, 0, __builtin_object_size((void *)(A), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 27 "array_parameter_extents.c"

{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 27, "scale_rows", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(A), (12) * sizeof(*(A)), ACCRT_COPY, 0 | ACCRT_DECLARED_EXTENT, "A", 0, 0, __builtin_object_size((void *)(A), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 27 "array_parameter_extents.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 5; j++) A[i][j] *= 3; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void enter(double A[12][5]) {
{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 33, "enter", "enter data" }; __accrt_data __accc_data[] = { { (void *)(A), (12) * sizeof(*(A)), ACCRT_COPYIN, 0 | ACCRT_DECLARED_EXTENT, "A", 0, 0, __builtin_object_size((void *)(A), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }
}

static void leave(double A[12][5]) {
{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 37, "leave", "exit data" }; __accrt_data __accc_data[] = { { (void *)(A), (12) * sizeof(*(A)), ACCRT_COPYOUT, 0 | ACCRT_DECLARED_EXTENT, "A", 0, 0, __builtin_object_size((void *)(A), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }
}

int main(void) {
  double A[12][5], B[12][5];
  int v[40];
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 5; j++) A[i][j] = i * 5 + j;
  for (int i = 0; i < 40; i++) v[i] = 1;

  doubled(A, B);
  double s1 = 0;
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 5; j++) s1 += B[i][j];

  bump(v);
  long s2 = 0;
  for (int i = 0; i < 40; i++) s2 += v[i];

  int n = 4;

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 57, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 57 "array_parameter_extents.c"
{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 57, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(A)[0][0], ((n) == 0 || (5) == 0 ? 0 : ((n) - 1) * sizeof((A)[0]) + (5) * sizeof((A)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION, "A[0:n][0:5]", 0, 0, __builtin_object_size((void *)&(A)[0][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
  scale_rows(n, A); __accrt_data_end(&__accc_loc, __accc_data, 1, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  double s3 = 0;
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 5; j++) s3 += A[i][j];

  enter(A);

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 64, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 64 "array_parameter_extents.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 64, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(12) - (long long)(0)) > 0 ? (long)((long long)(12) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(12) - (long long)(0)) > 0 ? (long)((long long)(12) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 64 "array_parameter_extents.c"

{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 64, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 64 "array_parameter_extents.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 12; i++) A[i][0] = -i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  leave(A);
  double s4 = 0;
  for (int i = 0; i < 12; i++) s4 += A[i][0];

  printf("%.0f %ld %.0f %.0f\n", s1, s2, s3, s4);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
