/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "deviceptr_enclosing.c"
# 1 "deviceptr_enclosing.c"
# 1 "deviceptr_enclosing.c"



# 5 "deviceptr_enclosing.c" 2
# 6 "deviceptr_enclosing.c" 2




static void scale(double *d, double *out, int n) {


{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 12, "scale", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "deviceptr_enclosing.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < n; i++) d[i] = 3.0 * d[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 14, "scale", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "deviceptr_enclosing.c"

  for (int i = 0; i < n; i++) out[i] = d[i] + 0.5; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void) {
  double *p = (double *)acc_malloc(1000 * sizeof(double));
  int *q = (int *)acc_malloc(1000 * sizeof(int));
  double host[1000];
  int counts[1000];
  for (int i = 0; i < 1000; i++) host[i] = i;
  acc_memcpy_to_device(p, host, 1000 * sizeof(double));

  double out[1000];
  long sum = 0;

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 28, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "deviceptr_enclosing.c"

  {

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "deviceptr_enclosing.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++) p[i] = 2.0 * p[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 32, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "deviceptr_enclosing.c"

    {
      
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 34 "deviceptr_enclosing.c"
for (int i = 0; i < 1000; i++) q[i] = i % 7;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 36, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "deviceptr_enclosing.c"
#pragma omp parallel num_threads(1)
    {
      q[0] = 100;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 40, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "deviceptr_enclosing.c"

    {

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "deviceptr_enclosing.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
      for (int i = 0; i < 1000; i++) {
        out[i] = p[i] + host[i];
        sum += q[i];
      } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long total = 0;
  for (int i = 0; i < 1000; i++) total += (long)out[i];
  printf("data deviceptr: total %ld, sum %ld\n", total, sum);

  acc_memcpy_from_device(counts, q, 1000 * sizeof(int));
  printf("q[0] %d, q[13] %d\n", counts[0], counts[13]);

  scale(p, out, 1000);
  total = 0;
  for (int i = 0; i < 1000; i++) total += (long)(out[i] * 2.0);
  printf("declare deviceptr: total %ld\n", total);

  acc_free(q);
  acc_free(p);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
