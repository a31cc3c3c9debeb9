/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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
#pragma omp parallel if(__accrt_multicore_active()) num_threads((1)) private(i)
  {
    for (i = 0; i < 256; i++) c[i] = 3 * i;
#pragma omp for
    for (i = 0; i < 256; i++) a[i] = i + 1;
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s1 = 0;
  for (int k = 0; k < 256; k++) s1 += a[k] + c[k];



  int table[16];

{ static const __accrt_loc __accc_region_loc = { "loop_var_reuse.c", 27, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "loop_var_reuse.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(i, table)
  {
    for (i = 0; i < 16; i++) table[i] = i * i;
#pragma omp for
    for (i = 0; i < 256; i++) a[i] = table[i % 16];
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s2 = 0;
  for (int k = 0; k < 256; k++) s2 += a[k];



{ static const __accrt_loc __accc_region_loc = { "loop_var_reuse.c", 37, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
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
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s3 = 0;
  for (int k = 0; k < 256; k++) {
    s3 += c[k];
    for (int l = 0; l < 16; l++) s3 += b[k][l] * 3 + d[k][l];
  }



{ static const __accrt_loc __accc_region_loc = { "loop_var_reuse.c", 55, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
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
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s4 = 0;
  for (int k = 0; k < 256; k++)
    for (int l = 0; l < 16; l++) s4 += b[k][l] + d[k][l];

  printf("%ld %ld %ld %ld\n", s1, s2, s3, s4);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
