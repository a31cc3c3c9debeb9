/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "array_parameter_extents.c"
# 1 "array_parameter_extents.c"
# 1 "array_parameter_extents.c"




# 6 "array_parameter_extents.c" 2






# 11 "array_parameter_extents.c"
static void doubled(double A[12][5], double B[12][5]) {

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 12, "doubled", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "array_parameter_extents.c"

{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 12, "doubled", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(A), (12) * sizeof(*(A)), ACCRT_COPYIN, 0 | ACCRT_DECLARED_EXTENT, "A", 0, 0, __builtin_object_size((void *)(A), 0) }, { (void *)(B), (12) * sizeof(*(B)), ACCRT_COPYOUT, 0 | ACCRT_DECLARED_EXTENT, "B", 0, 0, __builtin_object_size((void *)(B), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" }, { (const void *)(B), 0, ACCRT_ARG_DEVICE_PTR, "B" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 12 "array_parameter_extents.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 5; j++) B[i][j] = 2 * A[i][j]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void bump(int v[40]) {

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 18, "bump", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "array_parameter_extents.c"
{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 18, "bump", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)(v), (40) * sizeof(*(v)), ACCRT_COPY, 0 | ACCRT_DECLARED_EXTENT, "v", 0, 0, __builtin_object_size((void *)(v), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, -2); }
  {

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 20, "bump", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "array_parameter_extents.c"

{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 20, "bump", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(v), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 20 "array_parameter_extents.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 40; i++) v[i] += i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}


static void scale_rows(int n, double A[12][5]) {

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 27, "scale_rows", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "array_parameter_extents.c"

{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 27, "scale_rows", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(A), (12) * sizeof(*(A)), ACCRT_COPY, 0 | ACCRT_DECLARED_EXTENT, "A", 0, 0, __builtin_object_size((void *)(A), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 27 "array_parameter_extents.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 5; j++) A[i][j] *= 3; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void enter(double A[12][5]) {
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 33, "enter", "enter data" }; __accrt_data __accc_data[] = { { (void *)(A), (12) * sizeof(*(A)), ACCRT_COPYIN, 0 | ACCRT_DECLARED_EXTENT, "A", 0, 0, __builtin_object_size((void *)(A), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }
}

static void leave(double A[12][5]) {
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 37, "leave", "exit data" }; __accrt_data __accc_data[] = { { (void *)(A), (12) * sizeof(*(A)), ACCRT_COPYOUT, 0 | ACCRT_DECLARED_EXTENT, "A", 0, 0, __builtin_object_size((void *)(A), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }
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
{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 57, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(A)[0][0], ((n) == 0 || (5) == 0 ? 0 : ((n) - 1) * sizeof((A)[0]) + (5) * sizeof((A)[0][0])), ACCRT_COPY, 0 | ACCRT_SECTION, "A[0:n][0:5]", 0, 0, __builtin_object_size((void *)&(A)[0][0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, -2); }
  scale_rows(n, A); if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  double s3 = 0;
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 5; j++) s3 += A[i][j];

  enter(A);

{ static const __accrt_loc __accc_region_loc = { "array_parameter_extents.c", 64, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 64 "array_parameter_extents.c"

{ static const __accrt_loc __accc_loc = { "array_parameter_extents.c", 64, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(A), sizeof(A), ACCRT_PRESENT, 0, "A", 0, 0, __builtin_object_size((void *)&(A), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(A), 0, ACCRT_ARG_DEVICE_PTR, "A" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 64 "array_parameter_extents.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 12; i++) A[i][0] = -i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  leave(A);
  double s4 = 0;
  for (int i = 0; i < 12; i++) s4 += A[i][0];

  printf("%.0f %ld %.0f %.0f\n", s1, s2, s3, s4);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
