/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "clause_arguments_once.c"
# 1 "clause_arguments_once.c"
# 1 "clause_arguments_once.c"




# 6 "clause_arguments_once.c" 2





# 10 "clause_arguments_once.c"

static int churn(int i) {
  int v = i;
  for (int k = 0; k < 20000; k++) v = (v * 5 + k) % 1021;
  return v;
}



static long data_queue(void) {
  int a[64];
  for (int i = 0; i < 64; i++) a[i] = i;
  int q = 1;

{ int __accc_clause_0 __attribute__((unused)) = (q); static const __accrt_loc __accc_region_loc = { "clause_arguments_once.c", 23, "data_queue", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "clause_arguments_once.c"
{ static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 23, "data_queue", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, (__accc_clause_0)); }
  {

{ static const __accrt_loc __accc_region_loc = { "clause_arguments_once.c", 25, "data_queue", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "clause_arguments_once.c"

{ static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 25, "data_queue", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (q)); }
# 25 "clause_arguments_once.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) a[i] += churn(i); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    q = 2;
  } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 29, "data_queue", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }
  long s = 0;
  for (int i = 0; i < 64; i++) s += a[i];
  return s;
}



static long data_condition_and_section(void) {
  int a[64];
  for (int i = 0; i < 64; i++) a[i] = i;
  int on = 1, n = 64;

{ long long __accc_clause_1 __attribute__((unused)) = (n); int __accc_clause_2 __attribute__((unused)) = !!(on); static const __accrt_loc __accc_region_loc = { "clause_arguments_once.c", 41, "data_condition_and_section", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "clause_arguments_once.c"
{ static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 41, "data_condition_and_section", "data" }; int __accc_data_on = __accrt_checking() && (__accc_clause_2); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (__accc_clause_1) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, -2); }
  {

{ static const __accrt_loc __accc_region_loc = { "clause_arguments_once.c", 43, "data_condition_and_section", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "clause_arguments_once.c"

{ static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 43, "data_condition_and_section", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (64) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "a[0:64]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 43 "clause_arguments_once.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) a[i] *= 3; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    on = 0;
    n = 1;
  } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long s = 0;
  for (int i = 0; i < 64; i++) s += a[i];
  return s + n + on;
}


static int queue;
static void next_queue(void) { queue++; }

static long changed_elsewhere(void) {
  int a[64], b[64];
  for (int i = 0; i < 64; i++) a[i] = b[i] = i;
  int q = 3;
  int *qp = &q;
  queue = 5;

{ int __accc_clause_3 __attribute__((unused)) = (q); static const __accrt_loc __accc_region_loc = { "clause_arguments_once.c", 63, "changed_elsewhere", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 63 "clause_arguments_once.c"
{ static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 63, "changed_elsewhere", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, (__accc_clause_3)); }
  {

{ int __accc_clause_4 __attribute__((unused)) = (q); static const __accrt_loc __accc_region_loc = { "clause_arguments_once.c", 65, "changed_elsewhere", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 65 "clause_arguments_once.c"

{ static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 65, "changed_elsewhere", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (__accc_clause_4)); }
# 65 "clause_arguments_once.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) a[i] += churn(i); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    *qp = 4;
  } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ int __accc_clause_5 __attribute__((unused)) = (queue); static const __accrt_loc __accc_region_loc = { "clause_arguments_once.c", 69, "changed_elsewhere", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 69 "clause_arguments_once.c"
{ static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 69, "changed_elsewhere", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, (__accc_clause_5)); }
  {

{ int __accc_clause_6 __attribute__((unused)) = (queue); static const __accrt_loc __accc_region_loc = { "clause_arguments_once.c", 71, "changed_elsewhere", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 71 "clause_arguments_once.c"

{ static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 71, "changed_elsewhere", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (__accc_clause_6)); }
# 71 "clause_arguments_once.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) b[i] += churn(i + 1); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    next_queue();
  } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 75, "changed_elsewhere", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }
  long s = 0;
  for (int i = 0; i < 64; i++) s += a[i] + b[i];
  return s + q + queue;
}


static long compute_queue(void) {
  int a[64];
  for (int i = 0; i < 64; i++) a[i] = i;
  int q = 1;

{ int __accc_clause_7 __attribute__((unused)) = (q); static const __accrt_loc __accc_region_loc = { "clause_arguments_once.c", 86, "compute_queue", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 86 "clause_arguments_once.c"

{ static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 86, "compute_queue", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(q), sizeof(q), ACCRT_COPY, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(q)), 0, ACCRT_ARG_DEVICE_PTR, "q" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, (__accc_clause_7)); }
# 86 "clause_arguments_once.c"

  {
    
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 88 "clause_arguments_once.c"
for (int i = 0; i < 64; i++) a[i] += 5;
    q = 2;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "clause_arguments_once.c", 91, "compute_queue", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }
  long s = 0;
  for (int i = 0; i < 64; i++) s += a[i];
  return s + q;
}

int main(void) {
  printf("data queue %ld\n", data_queue());
  printf("data condition and section %ld\n", data_condition_and_section());
  printf("changed elsewhere %ld\n", changed_elsewhere());
  printf("compute queue %ld\n", compute_queue());
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
