/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "private_subarrays.c"
# 1 "private_subarrays.c"
# 1 "private_subarrays.c"



# 5 "private_subarrays.c" 2





# 9 "private_subarrays.c"
int main(void) {
  int out[64];
  int buf[8];
  int mat[4][8];
  long s = 0;



{ static const __accrt_loc __accc_region_loc = { "private_subarrays.c", 16, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "private_subarrays.c"

{ static const __accrt_loc __accc_loc = { "private_subarrays.c", 16, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 16 "private_subarrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(buf)
  for (int i = 0; i < 64; i++) {
    for (int k = 0; k < 8; k++) buf[k] = i + k;
    out[i] = buf[8 - 1] + buf[0];
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  for (int i = 0; i < 64; i++) s += out[i];


  for (int k = 0; k < 8; k++) buf[k] = 10 * k;

{ static const __accrt_loc __accc_region_loc = { "private_subarrays.c", 25, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "private_subarrays.c"

{ static const __accrt_loc __accc_loc = { "private_subarrays.c", 25, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(buf), sizeof(buf), ACCRT_COPYIN, ACCRT_IMPLICIT, "buf", 0, 0, __builtin_object_size((void *)&(buf), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 1, -2); }
# 25 "private_subarrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(buf)
  for (int i = 0; i < 64; i++) {
    out[i] = buf[i % 8] + buf[(i + 3) % 8] + i;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  for (int i = 0; i < 64; i++) s += out[i];



{ static const __accrt_loc __accc_region_loc = { "private_subarrays.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "private_subarrays.c"

{ static const __accrt_loc __accc_loc = { "private_subarrays.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 32 "private_subarrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(mat)
  for (int i = 0; i < 64; i++) {
    for (int r = 0; r < 4; r++)
      for (int k = 0; k < 8; k++) mat[r][k] = i * r + k;
    out[i] = mat[3][8 - 1];
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  for (int i = 0; i < 64; i++) s += out[i];



{ static const __accrt_loc __accc_region_loc = { "private_subarrays.c", 41, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "private_subarrays.c"

{ static const __accrt_loc __accc_loc = { "private_subarrays.c", 41, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 41 "private_subarrays.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(buf)
  {
#pragma omp for
    for (int i = 0; i < 64; i++) {
      for (int k = 0; k < 8; k++) buf[k] = i * k;
      out[i] = buf[2];
    }
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  for (int i = 0; i < 64; i++) s += out[i];



{ static const __accrt_loc __accc_region_loc = { "private_subarrays.c", 52, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 52 "private_subarrays.c"

{ static const __accrt_loc __accc_loc = { "private_subarrays.c", 52, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(buf), sizeof(buf), ACCRT_COPY, ACCRT_IMPLICIT, "buf", 0, 0, __builtin_object_size((void *)&(buf), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(buf), 0, ACCRT_ARG_DEVICE_PTR, "buf" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 52 "private_subarrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(mat)
  for (int i = 0; i < 64; i++) {
    int t = 0;

    for (int j = 0; j < 3; j++) {
      buf[0] = i;
      buf[3] = j;
      t += buf[0] + buf[3];
    }
    out[i] = t;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  for (int i = 0; i < 64; i++) s += out[i];

  printf("%ld\n", s);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
