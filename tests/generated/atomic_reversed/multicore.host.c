/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "atomic_reversed.c"
# 1 "atomic_reversed.c"
# 1 "atomic_reversed.c"



# 5 "atomic_reversed.c" 2

# 5 "atomic_reversed.c"
int main(void){ int x = 3; double y = 1.0; unsigned z = 1; int c1, c2;

{ static const __accrt_loc __accc_region_loc = { "atomic_reversed.c", 6, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 6 "atomic_reversed.c"

{ static const __accrt_loc __accc_loc = { "atomic_reversed.c", 6, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPY, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPY, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(x)), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(y)), 0, ACCRT_ARG_DEVICE_PTR, "y" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 6 "atomic_reversed.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 5; i++) {
#pragma omp atomic update
    x = 10 - x;
#pragma omp atomic update
    y = 2.0 / y;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  int w = 2;

{ static const __accrt_loc __accc_region_loc = { "atomic_reversed.c", 14, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "atomic_reversed.c"

{ static const __accrt_loc __accc_loc = { "atomic_reversed.c", 14, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPY, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPY, 0, "z", 0, 0, __builtin_object_size((void *)&(z), 0) }, { (void *)&(c1), sizeof(c1), ACCRT_COPY, 0, "c1", 0, 0, __builtin_object_size((void *)&(c1), 0) }, { (void *)&(c2), sizeof(c2), ACCRT_COPY, 0, "c2", 0, 0, __builtin_object_size((void *)&(c2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(w)), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(&(c1)), 0, ACCRT_ARG_DEVICE_PTR, "c1" }, { (const void *)(&(z)), 0, ACCRT_ARG_DEVICE_PTR, "z" }, { (const void *)(&(c2)), 0, ACCRT_ARG_DEVICE_PTR, "c2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 14 "atomic_reversed.c"
#pragma omp parallel num_threads(1)
  {
#pragma omp atomic capture
    c1 = w = 100 - w;
#pragma omp atomic update
    z = 3u << z;
#pragma omp atomic capture
    { c2 = w; w = 7 - w; }
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %.3f %d %u %d %d\n", x, y, w, z, c1, c2);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
