/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "typedef_reductions.c"
# 1 "typedef_reductions.c"
# 1 "typedef_reductions.c"



# 5 "typedef_reductions.c" 2
# 6 "typedef_reductions.c" 2

# 6 "typedef_reductions.c"
typedef int myint; typedef double real;
int main(void){ myint s = 0; real d = 0; uint64_t h = 0; int64_t q = 0;

{ static const __accrt_loc __accc_region_loc = { "typedef_reductions.c", 8, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 8 "typedef_reductions.c"

{ static const __accrt_loc __accc_loc = { "typedef_reductions.c", 8, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPY, ACCRT_IMPLICIT, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(h), sizeof(h), ACCRT_COPY, ACCRT_IMPLICIT, "h", 0, 0, __builtin_object_size((void *)&(h), 0) }, { (void *)&(q), sizeof(q), ACCRT_COPY, ACCRT_IMPLICIT, "q", 0, 0, __builtin_object_size((void *)&(q), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" }, { (const void *)(&(d)), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { (const void *)(&(h)), 0, ACCRT_ARG_DEVICE_PTR, "h" }, { (const void *)(&(q)), 0, ACCRT_ARG_DEVICE_PTR, "q" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 8 "typedef_reductions.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s) reduction(+:d) reduction(+:h) reduction(max:q)
  for (int i = 0; i < 100; i++) { s += i; d += 0.5; h += (uint64_t)i * 3; q = q > i ? q : i; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %g %llu %lld\n", s, d, (unsigned long long)h, (long long)q);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
