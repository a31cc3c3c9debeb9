/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "atomic_reversed.c"
# 1 "atomic_reversed.c"
# 1 "atomic_reversed.c"



# 5 "atomic_reversed.c" 2

# 5 "atomic_reversed.c"
int main(void){ int x = 3; double y = 1.0; unsigned z = 1; int c1, c2;

{ static const __accrt_loc __accc_region_loc = { "atomic_reversed.c", 6, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 6 "atomic_reversed.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 5; i++) {
#pragma omp atomic update
    x = 10 - x;
#pragma omp atomic update
    y = 2.0 / y;
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  int w = 2;

{ static const __accrt_loc __accc_region_loc = { "atomic_reversed.c", 14, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "atomic_reversed.c"
#pragma omp parallel num_threads(1)
  {
#pragma omp atomic capture
    c1 = w = 100 - w;
#pragma omp atomic update
    z = 3u << z;
#pragma omp atomic capture
    { c2 = w; w = 7 - w; }
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %.3f %d %u %d %d\n", x, y, w, z, c1, c2);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
