/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "wait_clause_data.c"
# 1 "wait_clause_data.c"
# 1 "wait_clause_data.c"



# 5 "wait_clause_data.c" 2




# 8 "wait_clause_data.c"
static double src[4096], dst[4096], tmp[4096];

int main(void) {
  for (int i = 0; i < 4096; i++) {
    src[i] = i;
    dst[i] = 0;
    tmp[i] = -1;
  }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "wait_clause_data.c", 16, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(src), sizeof(src), ACCRT_COPYIN, 0, "src", 0, 0, __builtin_object_size((void *)&(src), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, (1)); }

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "wait_clause_data.c", 18, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(tmp), sizeof(tmp), ACCRT_CREATE, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) } }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2); __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "wait_clause_data.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "wait_clause_data.c"

{ static const __accrt_loc __accc_loc = { "wait_clause_data.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(src), sizeof(src), ACCRT_PRESENT, 0, "src", 0, 0, __builtin_object_size((void *)&(src), 0) }, { (void *)&(tmp), sizeof(tmp), ACCRT_PRESENT, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR, "src" }, { (const void *)(tmp), 0, ACCRT_ARG_DEVICE_PTR, "tmp" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, (2)); }
# 19 "wait_clause_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 4096; i++) tmp[i] = 2 * src[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "wait_clause_data.c", 22, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(tmp), sizeof(tmp), ACCRT_UPDATE_SELF, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) } }; __accrt_wait(&__accc_loc, (const int[]){ (2) }, 1, -2); __accrt_update(&__accc_loc, __accc_data, 1, -2); }
  long s1 = 0;
  for (int i = 0; i < 4096; i++) s1 += (long)tmp[i];


{ static const __accrt_loc __accc_region_loc = { "wait_clause_data.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "wait_clause_data.c"

{ static const __accrt_loc __accc_loc = { "wait_clause_data.c", 26, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(src), sizeof(src), ACCRT_PRESENT, 0, "src", 0, 0, __builtin_object_size((void *)&(src), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR, "src" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (3)); }
# 26 "wait_clause_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 4096; i++) src[i] = src[i] + 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "wait_clause_data.c", 30, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(src), sizeof(src), ACCRT_COPYOUT, 0, "src", 0, 0, __builtin_object_size((void *)&(src), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, (3)); }

{ static const __accrt_loc __accc_region_loc = { "wait_clause_data.c", 31, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "wait_clause_data.c"
{ static const __accrt_loc __accc_loc = { "wait_clause_data.c", 31, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_wait(&__accc_loc, (const int[]){ (3) }, 1, -2); __accrt_data __accc_data[] = { { (void *)&(src), sizeof(src), ACCRT_COPYIN, 0, "src", 0, 0, __builtin_object_size((void *)&(src), 0) }, { (void *)&(dst), sizeof(dst), ACCRT_COPYOUT, 0, "dst", 0, 0, __builtin_object_size((void *)&(dst), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
  {

{ static const __accrt_loc __accc_region_loc = { "wait_clause_data.c", 33, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "wait_clause_data.c"

{ static const __accrt_loc __accc_loc = { "wait_clause_data.c", 33, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(src), sizeof(src), ACCRT_COPYIN, ACCRT_IMPLICIT, "src", 0, 0, __builtin_object_size((void *)&(src), 0) }, { (void *)&(dst), sizeof(dst), ACCRT_COPY, ACCRT_IMPLICIT, "dst", 0, 0, __builtin_object_size((void *)&(dst), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR, "src" }, { (const void *)(dst), 0, ACCRT_ARG_DEVICE_PTR, "dst" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 33 "wait_clause_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 4096; i++) dst[i] = src[i] * 3; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s2 = 0;
  for (int i = 0; i < 4096; i++) s2 += (long)dst[i];


{ static const __accrt_loc __accc_region_loc = { "wait_clause_data.c", 39, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "wait_clause_data.c"

{ static const __accrt_loc __accc_loc = { "wait_clause_data.c", 39, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(tmp), sizeof(tmp), ACCRT_PRESENT, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(tmp), 0, ACCRT_ARG_DEVICE_PTR, "tmp" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (4)); }
# 39 "wait_clause_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 4096; i++) tmp[i] = tmp[i] + 5; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "wait_clause_data.c", 42, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(tmp), sizeof(tmp), ACCRT_COPYOUT, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) } }; __accrt_wait(&__accc_loc, (const int[]){ (4) }, 1, -2); __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }
  long s3 = 0;
  for (int i = 0; i < 4096; i++) s3 += (long)tmp[i];
  printf("%ld %ld %ld\n", s1, s2, s3);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
