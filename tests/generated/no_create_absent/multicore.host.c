/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "no_create_absent.c"
# 1 "no_create_absent.c"
# 1 "no_create_absent.c"


# 4 "no_create_absent.c" 2
# 5 "no_create_absent.c" 2

# 5 "no_create_absent.c"
int main(void){ int n = 16, s = 0, flag = 0; int *p = malloc(n * sizeof(int)); int q[4] = {1, 2, 3, 4}, t = 0;
  for (int i = 0; i < n; i++) p[i] = i;

{ static const __accrt_loc __accc_region_loc = { "no_create_absent.c", 7, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 7 "no_create_absent.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
  for (int i = 0; i < n; i++) s += flag ? p[i] : 1; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "no_create_absent.c", 9, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 9 "no_create_absent.c"

  {

{ static const __accrt_loc __accc_region_loc = { "no_create_absent.c", 11, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 11 "no_create_absent.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:t)
    for (int i = 0; i < 4; i++) t += q[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %d\n", s, t); free(p); return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
