/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "deviceptr_enclosing.c"
# 1 "deviceptr_enclosing.c"
# 1 "deviceptr_enclosing.c"



# 5 "deviceptr_enclosing.c" 2
# 6 "deviceptr_enclosing.c" 2




static void scale(double *d, double *out, int n) {
static const __accrt_loc __accc_declare_loc_11_0 = { "deviceptr_enclosing.c", 11, "scale", "declare" }; int __accc_declare_on_11_0 = __accrt_checking(); if (__accc_declare_on_11_0) { __accrt_data __accc_declare_data_11_0[] = { { (void *)(d), 0, ACCRT_DEVICEPTR, 0, "d", 0, 0, __builtin_object_size((void *)(d), 0) } }; __accrt_check_data_begin(&__accc_declare_loc_11_0, __accc_declare_data_11_0, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 12, "scale", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "deviceptr_enclosing.c"

{ static const __accrt_loc __accc_loc = { "deviceptr_enclosing.c", 12, "scale", "parallel loop" }; if (__accrt_checking()) { __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" } }; __accrt_check_compute_begin(&__accc_loc, 0, 0, __accc_args, 1, -2); } { __typeof__(d) __accc_dp_d = d; __typeof__(d) d = (__typeof__(d))__accrt_check_deviceptr((void *)__accc_dp_d);
# 12 "deviceptr_enclosing.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < n; i++) d[i] = 3.0 * d[i]; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 14, "scale", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "deviceptr_enclosing.c"

{ static const __accrt_loc __accc_loc = { "deviceptr_enclosing.c", 14, "scale", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out)[0], (n) * sizeof((out)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "out[0:n]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); } { __typeof__(d) __accc_dp_d = d; __typeof__(d) d = (__typeof__(d))__accrt_check_deviceptr((void *)__accc_dp_d);
# 14 "deviceptr_enclosing.c"

  for (int i = 0; i < n; i++) out[i] = d[i] + 0.5; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
 if (__accc_declare_on_11_0) __accrt_check_data_end(&__accc_declare_loc_11_0); }

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
{ static const __accrt_loc __accc_loc = { "deviceptr_enclosing.c", 28, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)(p), 0, ACCRT_DEVICEPTR, 0, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)(q), 0, ACCRT_DEVICEPTR, 0, "q", 0, 0, __builtin_object_size((void *)(q), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
  {

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "deviceptr_enclosing.c"

{ static const __accrt_loc __accc_loc = { "deviceptr_enclosing.c", 30, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_check_compute_begin(&__accc_loc, 0, 0, 0, 0, -2); } { __typeof__(p) __accc_dp_p = p; __typeof__(p) p = (__typeof__(p))__accrt_check_deviceptr((void *)__accc_dp_p);
# 30 "deviceptr_enclosing.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++) p[i] = 2.0 * p[i]; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 32, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "deviceptr_enclosing.c"

{ static const __accrt_loc __accc_loc = { "deviceptr_enclosing.c", 32, "main", "kernels" }; if (__accrt_checking()) { __accrt_check_compute_begin(&__accc_loc, 0, 0, 0, 0, -2); } { __typeof__(q) __accc_dp_q = q; __typeof__(q) q = (__typeof__(q))__accrt_check_deviceptr((void *)__accc_dp_q);
# 32 "deviceptr_enclosing.c"

    {
      
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 34 "deviceptr_enclosing.c"
for (int i = 0; i < 1000; i++) q[i] = i % 7;
    } } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 36, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "deviceptr_enclosing.c"

{ static const __accrt_loc __accc_loc = { "deviceptr_enclosing.c", 36, "main", "serial" }; if (__accrt_checking()) { __accrt_check_compute_begin(&__accc_loc, 0, 0, 0, 0, -2); } { __typeof__(q) __accc_dp_q = q; __typeof__(q) q = (__typeof__(q))__accrt_check_deviceptr((void *)__accc_dp_q);
# 36 "deviceptr_enclosing.c"
#pragma omp parallel num_threads(1)
    {
      q[0] = 100;
    } } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 40, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "deviceptr_enclosing.c"
{ static const __accrt_loc __accc_loc = { "deviceptr_enclosing.c", 40, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(host), sizeof(host), ACCRT_COPYIN, 0, "host", 0, 0, __builtin_object_size((void *)&(host), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "deviceptr_enclosing.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "deviceptr_enclosing.c"

{ static const __accrt_loc __accc_loc = { "deviceptr_enclosing.c", 42, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(host), sizeof(host), ACCRT_COPYIN, ACCRT_IMPLICIT, "host", 0, 0, __builtin_object_size((void *)&(host), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPY, ACCRT_IMPLICIT, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(host), 0, ACCRT_ARG_DEVICE_PTR, "host" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); } { __typeof__(p) __accc_dp_p = p; __typeof__(p) p = (__typeof__(p))__accrt_check_deviceptr((void *)__accc_dp_p); __typeof__(q) __accc_dp_q = q; __typeof__(q) q = (__typeof__(q))__accrt_check_deviceptr((void *)__accc_dp_q);
# 42 "deviceptr_enclosing.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
      for (int i = 0; i < 1000; i++) {
        out[i] = p[i] + host[i];
        sum += q[i];
      } } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
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
