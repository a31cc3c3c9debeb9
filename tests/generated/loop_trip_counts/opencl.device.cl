#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline long __accc_atomic_add_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b___accc_p_down, ulong __accc_o___accc_p_down, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_down = (__global long *)(__accc_b___accc_p_down + __accc_o___accc_p_down);
    long down = 0;
    __local long __accc_red_down[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        uint u = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "loop_trip_counts.c"
down += u + 1;
    }
    __accc_red_down[__accc_l] = down;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_down[__accc_l] = __accc_red_down[__accc_l] + __accc_red_down[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_down), __accc_red_down[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_bytes, ulong __accc_o___accc_p_bytes, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_bytes = (__global long *)(__accc_b___accc_p_bytes + __accc_o___accc_p_bytes);
    long bytes = 0;
    __local long __accc_red_bytes[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        uchar c = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "loop_trip_counts.c"
bytes += c;
    }
    __accc_red_bytes[__accc_l] = bytes;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_bytes[__accc_l] = __accc_red_bytes[__accc_l] + __accc_red_bytes[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_bytes), __accc_red_bytes[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b___accc_p_wraps, ulong __accc_o___accc_p_wraps, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_wraps = (__global long *)(__accc_b___accc_p_wraps + __accc_o___accc_p_wraps);
    long wraps = 0;
    __local long __accc_red_wraps[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        uint u = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "loop_trip_counts.c"
wraps += u % 7;
    }
    __accc_red_wraps[__accc_l] = wraps;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_wraps[__accc_l] = __accc_red_wraps[__accc_l] + __accc_red_wraps[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_wraps), __accc_red_wraps[0]);
}

__kernel void __accc_kernel_3_0(__global char *__accc_b___accc_p_by3, ulong __accc_o___accc_p_by3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_by3 = (__global long *)(__accc_b___accc_p_by3 + __accc_o___accc_p_by3);
    long by3 = 0;
    __local long __accc_red_by3[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "loop_trip_counts.c"
by3 += i;
    }
    __accc_red_by3[__accc_l] = by3;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_by3[__accc_l] = __accc_red_by3[__accc_l] + __accc_red_by3[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_by3), __accc_red_by3[0]);
}

__kernel void __accc_kernel_4_0(__global char *__accc_b___accc_p_back5, ulong __accc_o___accc_p_back5, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_back5 = (__global long *)(__accc_b___accc_p_back5 + __accc_o___accc_p_back5);
    long back5 = 0;
    __local long __accc_red_back5[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "loop_trip_counts.c"
back5 += i;
    }
    __accc_red_back5[__accc_l] = back5;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_back5[__accc_l] = __accc_red_back5[__accc_l] + __accc_red_back5[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_back5), __accc_red_back5[0]);
}

__kernel void __accc_kernel_5_0(__global char *__accc_b___accc_p_down4, ulong __accc_o___accc_p_down4, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_down4 = (__global long *)(__accc_b___accc_p_down4 + __accc_o___accc_p_down4);
    long down4 = 0;
    __local long __accc_red_down4[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        uint u = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "loop_trip_counts.c"
down4 += u;
    }
    __accc_red_down4[__accc_l] = down4;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_down4[__accc_l] = __accc_red_down4[__accc_l] + __accc_red_down4[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_down4), __accc_red_down4[0]);
}

__kernel void __accc_kernel_6_0(__global char *__accc_b___accc_p_wide, ulong __accc_o___accc_p_wide, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_wide = (__global long *)(__accc_b___accc_p_wide + __accc_o___accc_p_wide);
    long wide = 0;
    __local long __accc_red_wide[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 46 "loop_trip_counts.c"
wide += i / 100000000;
    }
    __accc_red_wide[__accc_l] = wide;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_wide[__accc_l] = __accc_red_wide[__accc_l] + __accc_red_wide[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_wide), __accc_red_wide[0]);
}

__kernel void __accc_kernel_7_0(__global char *__accc_b___accc_p_wide_const, ulong __accc_o___accc_p_wide_const, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global long *__accc_p_wide_const = (__global long *)(__accc_b___accc_p_wide_const + __accc_o___accc_p_wide_const);
    long wide_const = 0;
    __local long __accc_red_wide_const[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "loop_trip_counts.c"
wide_const += i / 500000000;
    }
    __accc_red_wide_const[__accc_l] = wide_const;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_wide_const[__accc_l] = __accc_red_wide_const[__accc_l] + __accc_red_wide_const[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_wide_const), __accc_red_wide_const[0]);
}

__kernel void __accc_kernel_8_0_strips(__global char *__accc_b_grid, ulong __accc_o_grid, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*grid)[8] = (__global int (*)[8])(__accc_b_grid + __accc_o_grid);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 58 "loop_trip_counts.c"
grid[i][j] = i * 10 + j;
        }
    }
}

__kernel void __accc_kernel_8_0(__global char *__accc_b_grid, ulong __accc_o_grid, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*grid)[8] = (__global int (*)[8])(__accc_b_grid + __accc_o_grid);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 58 "loop_trip_counts.c"
grid[i][j] = i * 10 + j;
    }
}

__kernel void __accc_kernel_9_0(__global char *__accc_b_grid, ulong __accc_o_grid, __global char *__accc_b___accc_p_cells, ulong __accc_o___accc_p_cells, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict grid)[8] = (__global int (*restrict)[8])(__accc_b_grid + __accc_o_grid);
    __global long *__accc_p_cells = (__global long *)(__accc_b___accc_p_cells + __accc_o___accc_p_cells);
    long cells = 0;
    __local long __accc_red_cells[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int r = (__accc_lo0 + __accc_it * __accc_st0);
#line 64 "loop_trip_counts.c"
cells += grid[r][0] + grid[r][3] + grid[r][6] + grid[r][7];
    }
    __accc_red_cells[__accc_l] = cells;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_cells[__accc_l] = __accc_red_cells[__accc_l] + __accc_red_cells[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_cells), __accc_red_cells[0]);
}
