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




{ static const __accrt_loc __accc_region_loc = { "wait_clause_data.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "wait_clause_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 4096; i++) tmp[i] = 2 * src[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


  long s1 = 0;
  for (int i = 0; i < 4096; i++) s1 += (long)tmp[i];


{ static const __accrt_loc __accc_region_loc = { "wait_clause_data.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "wait_clause_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 4096; i++) src[i] = src[i] + 1; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




{ static const __accrt_loc __accc_region_loc = { "wait_clause_data.c", 31, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "wait_clause_data.c"

  {

{ static const __accrt_loc __accc_region_loc = { "wait_clause_data.c", 33, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "wait_clause_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 4096; i++) dst[i] = src[i] * 3; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s2 = 0;
  for (int i = 0; i < 4096; i++) s2 += (long)dst[i];


{ static const __accrt_loc __accc_region_loc = { "wait_clause_data.c", 39, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "wait_clause_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 4096; i++) tmp[i] = tmp[i] + 5; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


  long s3 = 0;
  for (int i = 0; i < 4096; i++) s3 += (long)tmp[i];
  printf("%ld %ld %ld\n", s1, s2, s3);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
