/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "kernels_scalar_updates.c"
# 1 "kernels_scalar_updates.c"
# 1 "kernels_scalar_updates.c"





# 7 "kernels_scalar_updates.c" 2




# 10 "kernels_scalar_updates.c"
int main(void) {

  int mask[200], updating[200], visited[200], cost[200];
  for (int i = 0; i < 200; i++) {
    mask[i] = i == 0;
    updating[i] = 0;
    visited[i] = i == 0;
    cost[i] = i == 0 ? 0 : -1;
  }
  int levels = 0;
  int stop;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 21, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 21 "kernels_scalar_updates.c"

  do {
    stop = 0;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 24, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "kernels_scalar_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int tid = 0; tid < 200; tid++) {
      if (mask[tid]) {
        mask[tid] = 0;
        for (int c = 2 * tid + 1; c <= 2 * tid + 2 && c < 200; c++) {
          if (!visited[c]) {
            cost[c] = cost[tid] + 1;
            updating[c] = 1;
          }
        }
      }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 36, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "kernels_scalar_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(|:stop)
    for (int tid = 0; tid < 200; tid++) {
      if (updating[tid]) {
        mask[tid] = 1;
        visited[tid] = 1;
        stop = stop | 1;
        updating[tid] = 0;
      }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    levels++;
  } while (stop); if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long total = 0;
  for (int i = 0; i < 200; i++) total += cost[i];
  printf("bfs: levels %d, deepest cost %d, total cost %ld\n", levels, cost[200 - 1], total);

  int vals[200];
  for (int i = 0; i < 200; i++) vals[i] = (i * 37) % 101;


  int flag = 0;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 56, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 56 "kernels_scalar_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(|:flag)
  for (int i = 0; i < 200; i++)
    if (vals[i] > 99) flag = flag | 2; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

  int any_odd = 0;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 61, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 61 "kernels_scalar_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(|:any_odd)
  for (int i = 0; i < 200; i++) {
    int c = vals[i] & 1;
    any_odd |= c;
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

  int found = -1;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 68, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 68 "kernels_scalar_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 1; i < 200; i++)
    if (vals[i] == 0) found = i; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

  int mx = -1;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 73, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 73 "kernels_scalar_updates.c"

  {

    for (int i = 0; i < 200; i++)
      if (vals[i] > mx) mx = vals[i];
  } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("flag %d, any_odd %d, found %d, max %d\n", flag, any_odd, found, mx);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
