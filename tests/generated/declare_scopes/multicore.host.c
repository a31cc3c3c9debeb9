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
static const __accrt_loc __accc_declare_loc_20_0 = { "declare_scopes.c", 20, "loop_blocks", "declare" }; int __accc_declare_on_20_0 = __accrt_checking(); if (__accc_declare_on_20_0) { __accrt_data __accc_declare_data_20_0[] = { { (void *)&(loc), sizeof(loc), ACCRT_CREATE, 0, "loc", 0, 0, __builtin_object_size((void *)&(loc), 0) } }; __accrt_check_data_begin(&__accc_declare_loc_20_0, __accc_declare_data_20_0, 1, -2); }
    for (int i = 0; i < 64; i++) loc[i] = i + r;
    if (r == 1) { if (__accc_declare_on_20_0) __accrt_check_data_end(&__accc_declare_loc_20_0); continue; }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare_scopes.c", 23, "loop_blocks", "update" }; __accrt_data __accc_data[] = { { (void *)&(loc), sizeof(loc), ACCRT_UPDATE_DEVICE, 0, "loc", 0, 0, __builtin_object_size((void *)&(loc), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "declare_scopes.c", 24, "loop_blocks", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "declare_scopes.c"

{ static const __accrt_loc __accc_loc = { "declare_scopes.c", 24, "loop_blocks", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(loc), sizeof(loc), ACCRT_PRESENT, 0, "loc", 0, 0, __builtin_object_size((void *)&(loc), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(loc), 0, ACCRT_ARG_DEVICE_PTR, "loc" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 24 "declare_scopes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++) loc[i] = 2 * loc[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare_scopes.c", 26, "loop_blocks", "update" }; __accrt_data __accc_data[] = { { (void *)&(loc)[0], (64) * sizeof((loc)[0]), ACCRT_UPDATE_SELF, 0, "loc[0:64]", 0, 0, __builtin_object_size((void *)&(loc)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    for (int i = 0; i < 64; i++) total += (long)loc[i];
   if (__accc_declare_on_20_0) __accrt_check_data_end(&__accc_declare_loc_20_0); }
  return total;
}


static long other_exits(int k) {
  long total = 0;
  switch (k) {
  case 1: {
    int u[64];
static const __accrt_loc __accc_declare_loc_38_0 = { "declare_scopes.c", 38, "other_exits", "declare" }; int __accc_declare_on_38_0 = __accrt_checking(); if (__accc_declare_on_38_0) { __accrt_data __accc_declare_data_38_0[] = { { (void *)&(u), sizeof(u), ACCRT_COPYIN, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) } }; __accrt_check_data_begin(&__accc_declare_loc_38_0, __accc_declare_data_38_0, 1, -2); }
    for (int i = 0; i < 64; i++) u[i] = 1;
    if (k == 1) { if (__accc_declare_on_38_0) __accrt_check_data_end(&__accc_declare_loc_38_0); break; }
    total = -1;
    { if (__accc_declare_on_38_0) __accrt_check_data_end(&__accc_declare_loc_38_0); break; }
   if (__accc_declare_on_38_0) __accrt_check_data_end(&__accc_declare_loc_38_0); }
  default:
    break;
  }
  if (k > 0) {
    int t[64];
    for (int i = 0; i < 64; i++) t[i] = 3 * i;
static const __accrt_loc __accc_declare_loc_50_0 = { "declare_scopes.c", 50, "other_exits", "declare" }; int __accc_declare_on_50_0 = __accrt_checking(); if (__accc_declare_on_50_0) { __accrt_data __accc_declare_data_50_0[] = { { (void *)&(t), sizeof(t), ACCRT_COPYIN, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_check_data_begin(&__accc_declare_loc_50_0, __accc_declare_data_50_0, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "declare_scopes.c", 51, "other_exits", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 51 "declare_scopes.c"

{ static const __accrt_loc __accc_loc = { "declare_scopes.c", 51, "other_exits", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_PRESENT, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, ACCRT_IMPLICIT, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 51 "declare_scopes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:total)
    for (int i = 0; i < 64; i++) total += t[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    if (k > 5) { if (__accc_declare_on_50_0) __accrt_check_data_end(&__accc_declare_loc_50_0); return total + 1; }
   if (__accc_declare_on_50_0) __accrt_check_data_end(&__accc_declare_loc_50_0); }
  return total;
}

int main(void) {
  for (int i = 0; i < 64; i++) {
    a[i] = i;
    table[i] = 0;
  }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare_scopes.c", 63, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_UPDATE_DEVICE, 0, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "declare_scopes.c", 64, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 64 "declare_scopes.c"

{ static const __accrt_loc __accc_loc = { "declare_scopes.c", 64, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(table), sizeof(table), ACCRT_PRESENT, 0, "table", 0, 0, __builtin_object_size((void *)&(table), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { (const void *)(table), 0, ACCRT_ARG_DEVICE_PTR, "table" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 64 "declare_scopes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 0; i < 64; i++) {
    a[i] = a[i] + 1;
    table[i] = 2 * i;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare_scopes.c", 69, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (n / 2) * sizeof((a)[0]), ACCRT_UPDATE_SELF, 0, "a[0:n / 2]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(table)[n / 2], (n / 2) * sizeof((table)[0]), ACCRT_UPDATE_SELF, 0, "table[n / 2:n / 2]", 0, 0, __builtin_object_size((void *)&(table)[n / 2], 0) } }; __accrt_update(&__accc_loc, __accc_data, 2, -2); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare_scopes.c", 70, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[n / 2], (n - n / 2) * sizeof((a)[0]), ACCRT_UPDATE_SELF, 0, "a[n / 2:n - n / 2]", 0, 0, __builtin_object_size((void *)&(a)[n / 2], 0) }, { (void *)&(table)[0], (n / 2) * sizeof((table)[0]), ACCRT_UPDATE_SELF, 0, "table[0:n / 2]", 0, 0, __builtin_object_size((void *)&(table)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 2, -2); }
  long s = 0;
  for (int i = 0; i < 64; i++) s += (long)a[i] + table[i];
  printf("globals %ld\n", s);
  printf("loop blocks %ld\n", loop_blocks(3));
  printf("other exits %ld %ld %ld\n", other_exits(0), other_exits(1), other_exits(7));
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
static const __accrt_loc __accc_declare_loc_11_0 = { "declare_scopes.c", 11, "", "declare" };
static void __attribute__((constructor(201))) __accc_declare_11_0(void) { if (__accrt_checking()) { __accrt_data __accc_declare_data_11_0[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_CREATE, 0 | ACCRT_SECTION, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_enter_data(&__accc_declare_loc_11_0, __accc_declare_data_11_0, 1, -2); } }
static const __accrt_loc __accc_declare_loc_13_0 = { "declare_scopes.c", 13, "", "declare" };
static void __attribute__((constructor(201))) __accc_declare_13_0(void) { if (__accrt_checking()) { __accrt_data __accc_declare_data_13_0[] = { { (void *)&(table), sizeof(table), ACCRT_CREATE, 0, "table", 0, 0, __builtin_object_size((void *)&(table), 0) } }; __accrt_enter_data(&__accc_declare_loc_13_0, __accc_declare_data_13_0, 1, -2); } }
