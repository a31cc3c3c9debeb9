#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_mask, ulong __accc_o_mask, __global char *__accc_b_visited, ulong __accc_o_visited, __global char *__accc_b_cost, ulong __accc_o_cost, __global char *__accc_b_updating, ulong __accc_o_updating, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *mask = (__global int *)(__accc_b_mask + __accc_o_mask);
    __global const int *restrict visited = (__global const int *restrict)(__accc_b_visited + __accc_o_visited);
    __global int *cost = (__global int *)(__accc_b_cost + __accc_o_cost);
    __global int *updating = (__global int *)(__accc_b_updating + __accc_o_updating);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int tid = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "kernels_scalar_updates.c"
{
      if (mask[tid]) {
        mask[tid] = 0;
        for (int c = 2 * tid + 1; c <= 2 * tid + 2 && c < 200; c++) {
          if (!visited[c]) {
            cost[c] = cost[tid] + 1;
            updating[c] = 1;
          }
        }
      }
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_updating, ulong __accc_o_updating, __global char *__accc_b_mask, ulong __accc_o_mask, __global char *__accc_b_visited, ulong __accc_o_visited, __global char *__accc_b___accc_p_stop, ulong __accc_o___accc_p_stop, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *updating = (__global int *)(__accc_b_updating + __accc_o_updating);
    __global int *mask = (__global int *)(__accc_b_mask + __accc_o_mask);
    __global int *visited = (__global int *)(__accc_b_visited + __accc_o_visited);
    __global int *__accc_p_stop = (__global int *)(__accc_b___accc_p_stop + __accc_o___accc_p_stop);
    int stop = 0;
    __local int __accc_red_stop[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int tid = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "kernels_scalar_updates.c"
{
      if (updating[tid]) {
        mask[tid] = 1;
        visited[tid] = 1;
        stop = stop | 1;
        updating[tid] = 0;
      }
    }
    }
    __accc_red_stop[__accc_l] = stop;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_stop[__accc_l] = __accc_red_stop[__accc_l] | __accc_red_stop[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_or(&(*__accc_p_stop), __accc_red_stop[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_vals, ulong __accc_o_vals, __global char *__accc_b___accc_p_flag, ulong __accc_o___accc_p_flag, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict vals = (__global const int *restrict)(__accc_b_vals + __accc_o_vals);
    __global int *__accc_p_flag = (__global int *)(__accc_b___accc_p_flag + __accc_o___accc_p_flag);
    int flag = 0;
    __local int __accc_red_flag[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 58 "kernels_scalar_updates.c"
if (vals[i] > 99) flag = flag | 2;
    }
    __accc_red_flag[__accc_l] = flag;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_flag[__accc_l] = __accc_red_flag[__accc_l] | __accc_red_flag[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_or(&(*__accc_p_flag), __accc_red_flag[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_vals, ulong __accc_o_vals, __global char *__accc_b___accc_p_any_odd, ulong __accc_o___accc_p_any_odd, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict vals = (__global const int *restrict)(__accc_b_vals + __accc_o_vals);
    __global int *__accc_p_any_odd = (__global int *)(__accc_b___accc_p_any_odd + __accc_o___accc_p_any_odd);
    int any_odd = 0;
    __local int __accc_red_any_odd[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 62 "kernels_scalar_updates.c"
{
    int c = vals[i] & 1;
    any_odd |= c;
  }
    }
    __accc_red_any_odd[__accc_l] = any_odd;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_any_odd[__accc_l] = __accc_red_any_odd[__accc_l] | __accc_red_any_odd[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_or(&(*__accc_p_any_odd), __accc_red_any_odd[0]);
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_vals, ulong __accc_o_vals, __global char *__accc_b___accc_p_found, ulong __accc_o___accc_p_found, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict vals = (__global const int *restrict)(__accc_b_vals + __accc_o_vals);
    __global int *__accc_p_found = (__global int *)(__accc_b___accc_p_found + __accc_o___accc_p_found);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 70 "kernels_scalar_updates.c"
if (vals[i] == 0) (*__accc_p_found) = i;
    }
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_vals, ulong __accc_o_vals, __global char *__accc_b___accc_p_mx, ulong __accc_o___accc_p_mx)
{
    __global const int *restrict vals = (__global const int *restrict)(__accc_b_vals + __accc_o_vals);
    __global int *__accc_p_mx = (__global int *)(__accc_b___accc_p_mx + __accc_o___accc_p_mx);
    if ((long)get_global_id(0) == 0) {
#line 76 "kernels_scalar_updates.c"
for (int i = 0; i < 200; i++)
      if (vals[i] > (*__accc_p_mx)) (*__accc_p_mx) = vals[i];
    }
}
