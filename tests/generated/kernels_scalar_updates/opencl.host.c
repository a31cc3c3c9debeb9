/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", __accc_program, 0, 0, 0, 0 };
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
{ static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 21, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(mask), sizeof(mask), ACCRT_COPY, 0, "mask", 0, 0, __builtin_object_size((void *)&(mask), 0) }, { (void *)&(updating), sizeof(updating), ACCRT_COPY, 0, "updating", 0, 0, __builtin_object_size((void *)&(updating), 0) }, { (void *)&(visited), sizeof(visited), ACCRT_COPY, 0, "visited", 0, 0, __builtin_object_size((void *)&(visited), 0) }, { (void *)&(cost), sizeof(cost), ACCRT_COPY, 0, "cost", 0, 0, __builtin_object_size((void *)&(cost), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
  do {
    stop = 0;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 24, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "kernels_scalar_updates.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 24, "main", "kernels loop" };
__accrt_data __accc_data[] = { { (void *)&(mask), sizeof(mask), ACCRT_COPY, ACCRT_IMPLICIT, "mask", 0, 0, __builtin_object_size((void *)&(mask), 0) }, { (void *)&(visited), sizeof(visited), ACCRT_COPYIN, ACCRT_IMPLICIT, "visited", 0, 0, __builtin_object_size((void *)&(visited), 0) }, { (void *)&(cost), sizeof(cost), ACCRT_COPY, ACCRT_IMPLICIT, "cost", 0, 0, __builtin_object_size((void *)&(cost), 0) }, { (void *)&(updating), sizeof(updating), ACCRT_COPY, ACCRT_IMPLICIT, "updating", 0, 0, __builtin_object_size((void *)&(updating), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(mask), 0, ACCRT_ARG_DEVICE_PTR, "mask" }, { (const void *)(visited), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "visited" }, { (const void *)(cost), 0, ACCRT_ARG_DEVICE_PTR, "cost" }, { (const void *)(updating), 0, ACCRT_ARG_DEVICE_PTR, "updating" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 24 "kernels_scalar_updates.c"

{ static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 24, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(mask), sizeof(mask), ACCRT_COPY, ACCRT_IMPLICIT, "mask", 0, 0, __builtin_object_size((void *)&(mask), 0) }, { (void *)&(visited), sizeof(visited), ACCRT_COPYIN, ACCRT_IMPLICIT, "visited", 0, 0, __builtin_object_size((void *)&(visited), 0) }, { (void *)&(cost), sizeof(cost), ACCRT_COPY, ACCRT_IMPLICIT, "cost", 0, 0, __builtin_object_size((void *)&(cost), 0) }, { (void *)&(updating), sizeof(updating), ACCRT_COPY, ACCRT_IMPLICIT, "updating", 0, 0, __builtin_object_size((void *)&(updating), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(mask), 0, ACCRT_ARG_DEVICE_PTR, "mask" }, { (const void *)(visited), 0, ACCRT_ARG_DEVICE_PTR, "visited" }, { (const void *)(cost), 0, ACCRT_ARG_DEVICE_PTR, "cost" }, { (const void *)(updating), 0, ACCRT_ARG_DEVICE_PTR, "updating" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 36, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "kernels_scalar_updates.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 36, "main", "kernels loop" };
__accrt_data __accc_data[] = { { (void *)&(updating), sizeof(updating), ACCRT_COPY, ACCRT_IMPLICIT, "updating", 0, 0, __builtin_object_size((void *)&(updating), 0) }, { (void *)&(mask), sizeof(mask), ACCRT_COPY, ACCRT_IMPLICIT, "mask", 0, 0, __builtin_object_size((void *)&(mask), 0) }, { (void *)&(visited), sizeof(visited), ACCRT_COPY, ACCRT_IMPLICIT, "visited", 0, 0, __builtin_object_size((void *)&(visited), 0) }, { (void *)&(stop), sizeof(stop), ACCRT_COPY, ACCRT_IMPLICIT, "stop", 0, 0, __builtin_object_size((void *)&(stop), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(updating), 0, ACCRT_ARG_DEVICE_PTR, "updating" }, { (const void *)(mask), 0, ACCRT_ARG_DEVICE_PTR, "mask" }, { (const void *)(visited), 0, ACCRT_ARG_DEVICE_PTR, "visited" }, { (const void *)(&(stop)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_stop" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 36 "kernels_scalar_updates.c"

{ static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 36, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(updating), sizeof(updating), ACCRT_COPY, ACCRT_IMPLICIT, "updating", 0, 0, __builtin_object_size((void *)&(updating), 0) }, { (void *)&(mask), sizeof(mask), ACCRT_COPY, ACCRT_IMPLICIT, "mask", 0, 0, __builtin_object_size((void *)&(mask), 0) }, { (void *)&(visited), sizeof(visited), ACCRT_COPY, ACCRT_IMPLICIT, "visited", 0, 0, __builtin_object_size((void *)&(visited), 0) }, { (void *)&(stop), sizeof(stop), ACCRT_COPY, ACCRT_IMPLICIT, "stop", 0, 0, __builtin_object_size((void *)&(stop), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(updating), 0, ACCRT_ARG_DEVICE_PTR, "updating" }, { (const void *)(mask), 0, ACCRT_ARG_DEVICE_PTR, "mask" }, { (const void *)(visited), 0, ACCRT_ARG_DEVICE_PTR, "visited" }, { (const void *)(&(stop)), 0, ACCRT_ARG_DEVICE_PTR, "stop" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 36 "kernels_scalar_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(|:stop)
    for (int tid = 0; tid < 200; tid++) {
      if (updating[tid]) {
        mask[tid] = 1;
        visited[tid] = 1;
        stop = stop | 1;
        updating[tid] = 0;
      }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    levels++;
  } while (stop); __accrt_data_end(&__accc_loc, __accc_data, 4, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long total = 0;
  for (int i = 0; i < 200; i++) total += cost[i];
  printf("bfs: levels %d, deepest cost %d, total cost %ld\n", levels, cost[200 - 1], total);

  int vals[200];
  for (int i = 0; i < 200; i++) vals[i] = (i * 37) % 101;


  int flag = 0;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 56, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 56 "kernels_scalar_updates.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 56, "main", "kernels loop" };
__accrt_data __accc_data[] = { { (void *)&(vals), sizeof(vals), ACCRT_COPYIN, 0, "vals", 0, 0, __builtin_object_size((void *)&(vals), 0) }, { (void *)&(flag), sizeof(flag), ACCRT_COPY, ACCRT_IMPLICIT, "flag", 0, 0, __builtin_object_size((void *)&(flag), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(vals), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "vals" }, { (const void *)(&(flag)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_flag" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 56 "kernels_scalar_updates.c"

{ static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 56, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(vals), sizeof(vals), ACCRT_COPYIN, 0, "vals", 0, 0, __builtin_object_size((void *)&(vals), 0) }, { (void *)&(flag), sizeof(flag), ACCRT_COPY, ACCRT_IMPLICIT, "flag", 0, 0, __builtin_object_size((void *)&(flag), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(vals), 0, ACCRT_ARG_DEVICE_PTR, "vals" }, { (const void *)(&(flag)), 0, ACCRT_ARG_DEVICE_PTR, "flag" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 56 "kernels_scalar_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(|:flag)
  for (int i = 0; i < 200; i++)
    if (vals[i] > 99) flag = flag | 2; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

  int any_odd = 0;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 61, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 61 "kernels_scalar_updates.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 61, "main", "kernels loop" };
__accrt_data __accc_data[] = { { (void *)&(vals), sizeof(vals), ACCRT_COPYIN, 0, "vals", 0, 0, __builtin_object_size((void *)&(vals), 0) }, { (void *)&(any_odd), sizeof(any_odd), ACCRT_COPY, ACCRT_IMPLICIT, "any_odd", 0, 0, __builtin_object_size((void *)&(any_odd), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(vals), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "vals" }, { (const void *)(&(any_odd)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_any_odd" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 61 "kernels_scalar_updates.c"

{ static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 61, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(vals), sizeof(vals), ACCRT_COPYIN, 0, "vals", 0, 0, __builtin_object_size((void *)&(vals), 0) }, { (void *)&(any_odd), sizeof(any_odd), ACCRT_COPY, ACCRT_IMPLICIT, "any_odd", 0, 0, __builtin_object_size((void *)&(any_odd), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(vals), 0, ACCRT_ARG_DEVICE_PTR, "vals" }, { (const void *)(&(any_odd)), 0, ACCRT_ARG_DEVICE_PTR, "any_odd" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 61 "kernels_scalar_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(|:any_odd)
  for (int i = 0; i < 200; i++) {
    int c = vals[i] & 1;
    any_odd |= c;
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

  int found = -1;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 68, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 68 "kernels_scalar_updates.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 68, "main", "kernels loop" };
__accrt_data __accc_data[] = { { (void *)&(vals), sizeof(vals), ACCRT_COPYIN, 0, "vals", 0, 0, __builtin_object_size((void *)&(vals), 0) }, { (void *)&(found), sizeof(found), ACCRT_COPY, ACCRT_IMPLICIT, "found", 0, 0, __builtin_object_size((void *)&(found), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(200) - (long long)(1)) > 0 ? (long)((long long)(200) - (long long)(1)) : 0); long __accc_v5 = (long long)((long)((long long)(200) - (long long)(1)) > 0 ? (long)((long long)(200) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(vals), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "vals" }, { (const void *)(&(found)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_found" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 68 "kernels_scalar_updates.c"

{ static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 68, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(vals), sizeof(vals), ACCRT_COPYIN, 0, "vals", 0, 0, __builtin_object_size((void *)&(vals), 0) }, { (void *)&(found), sizeof(found), ACCRT_COPY, ACCRT_IMPLICIT, "found", 0, 0, __builtin_object_size((void *)&(found), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(vals), 0, ACCRT_ARG_DEVICE_PTR, "vals" }, { (const void *)(&(found)), 0, ACCRT_ARG_DEVICE_PTR, "found" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 68 "kernels_scalar_updates.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for (int i = 1; i < 200; i++)
    if (vals[i] == 0) found = i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

  int mx = -1;

{ static const __accrt_loc __accc_region_loc = { "kernels_scalar_updates.c", 73, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 73 "kernels_scalar_updates.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 73, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(vals), sizeof(vals), ACCRT_COPYIN, 0, "vals", 0, 0, __builtin_object_size((void *)&(vals), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(vals), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "vals" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_mx" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, 1, 1, 1, 0, __accc_args, 2, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 73 "kernels_scalar_updates.c"

{ static const __accrt_loc __accc_loc = { "kernels_scalar_updates.c", 73, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(vals), sizeof(vals), ACCRT_COPYIN, 0, "vals", 0, 0, __builtin_object_size((void *)&(vals), 0) }, { (void *)&(mx), sizeof(mx), ACCRT_COPY, ACCRT_IMPLICIT, "mx", 0, 0, __builtin_object_size((void *)&(mx), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(vals), 0, ACCRT_ARG_DEVICE_PTR, "vals" }, { (const void *)(&(mx)), 0, ACCRT_ARG_DEVICE_PTR, "mx" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 73 "kernels_scalar_updates.c"

  {

    for (int i = 0; i < 200; i++)
      if (vals[i] > mx) mx = vals[i];
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("flag %d, any_odd %d, found %d, max %d\n", flag, any_odd, found, mx);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
