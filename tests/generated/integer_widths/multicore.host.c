/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "integer_widths.c"
# 1 "integer_widths.c"
# 1 "integer_widths.c"




# 6 "integer_widths.c" 2
# 7 "integer_widths.c" 2

# 7 "integer_widths.c"
int main(void){ unsigned long long r[4]; int q[4]; long long m[4];

{ static const __accrt_loc __accc_region_loc = { "integer_widths.c", 8, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 8 "integer_widths.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 4; i++) {
    unsigned long long x = 0xFFFFFFFFFFFFFFFFull; x = x + (unsigned long long)i;
    r[i] = x >> 1 ^ (i * 0x9E3779B97F4A7C15ull);
    q[i] = (abs(i - 2) - 10) / 3;
    m[i] = llabs((long long)i - 3) * -1LL;
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  for (int i = 0; i < 4; i++) printf("%llx %d %lld\n", r[i], q[i], m[i]);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
