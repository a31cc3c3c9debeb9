/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "declare_scopes.c"
# 1 "declare_scopes.c"
# 1 "declare_scopes.c"




# 6 "declare_scopes.c" 2




# 9 "declare_scopes.c"
int n = 64;
double a[64];

int table[64];



static long loop_blocks(int rounds) {
  long total = 0;
  for (int r = 0; r < rounds; r++) {
    double loc[64];

    for (int i = 0; i < 64; i++) loc[i] = i + r;
    if (r == 1) continue;


{ static const __accrt_loc __accc_region_loc = { "declare_scopes.c", 24, "loop_blocks", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "declare_scopes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) loc[i] = 2 * loc[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    for (int i = 0; i < 64; i++) total += (long)loc[i];
  }
  return total;
}


static long other_exits(int k) {
  long total = 0;
  switch (k) {
  case 1: {
    int u[64];

    for (int i = 0; i < 64; i++) u[i] = 1;
    if (k == 1) break;
    total = -1;
    break;
  }
  default:
    break;
  }
  if (k > 0) {
    int t[64];
    for (int i = 0; i < 64; i++) t[i] = 3 * i;


{ static const __accrt_loc __accc_region_loc = { "declare_scopes.c", 51, "other_exits", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 51 "declare_scopes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
    for (int i = 0; i < 64; i++) total += t[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (k > 5) return total + 1;
  }
  return total;
}

int main(void) {
  for (int i = 0; i < 64; i++) {
    a[i] = i;
    table[i] = 0;
  }


{ static const __accrt_loc __accc_region_loc = { "declare_scopes.c", 64, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 64 "declare_scopes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 64; i++) {
    a[i] = a[i] + 1;
    table[i] = 2 * i;
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


  long s = 0;
  for (int i = 0; i < 64; i++) s += (long)a[i] + table[i];
  printf("globals %ld\n", s);
  printf("loop blocks %ld\n", loop_blocks(3));
  printf("other exits %ld %ld %ld\n", other_exits(0), other_exits(1), other_exits(7));
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
