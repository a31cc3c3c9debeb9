/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "goto_in_loop.c"
# 1 "goto_in_loop.c"
# 1 "goto_in_loop.c"

# 3 "goto_in_loop.c" 2

# 3 "goto_in_loop.c"
int main(void){ int a[10];

{ static const __accrt_loc __accc_region_loc = { "goto_in_loop.c", 4, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 4 "goto_in_loop.c"

{ static const __accrt_loc __accc_loc = { "goto_in_loop.c", 4, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 4 "goto_in_loop.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 10; i++) { a[i] = i; if (i > 5) goto skip; a[i] += 100; skip: ; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %d\n", a[0], a[9]);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
