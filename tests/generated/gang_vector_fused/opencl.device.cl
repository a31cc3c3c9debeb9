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
inline float __accc_atomic_max_float(volatile __global float *p, float v) {
    union { uint b; float v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = (o.v > v ? o.v : v);
        if (n.b == o.b) return o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0_strips(__global char *__accc_b_grid, ulong __accc_o_grid, __global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b___accc_p_biggest, ulong __accc_o___accc_p_biggest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float (*restrict grid)[1200] = (__global float (*restrict)[1200])(__accc_b_grid + __accc_o_grid);
    __global float (*out)[1200] = (__global float (*)[1200])(__accc_b_out + __accc_o_out);
    __global float *__accc_p_biggest = (__global float *)(__accc_b___accc_p_biggest + __accc_o___accc_p_biggest);
    float biggest = -INFINITY;
    __local float __accc_red_biggest[128];
    int __accc_l = (int)get_local_id(0);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 26 "gang_vector_fused.c"
{
            float v = 0.25f * (grid[j - 1][i] + grid[j + 1][i] + grid[j][i - 1] + grid[j][i + 1]);
            out[j][i] = v;
            biggest = v > biggest ? v : biggest;
        }
        }
    }
    __accc_red_biggest[__accc_l] = biggest;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_biggest[__accc_l] = (__accc_red_biggest[__accc_l] > __accc_red_biggest[__accc_l + __accc_s] ? __accc_red_biggest[__accc_l] : __accc_red_biggest[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_float(&(*__accc_p_biggest), __accc_red_biggest[0]);
}

__kernel void __accc_kernel_0_0(__global char *__accc_b_grid, ulong __accc_o_grid, __global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b___accc_p_biggest, ulong __accc_o___accc_p_biggest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float (*restrict grid)[1200] = (__global float (*restrict)[1200])(__accc_b_grid + __accc_o_grid);
    __global float (*out)[1200] = (__global float (*)[1200])(__accc_b_out + __accc_o_out);
    __global float *__accc_p_biggest = (__global float *)(__accc_b___accc_p_biggest + __accc_o___accc_p_biggest);
    float biggest = -INFINITY;
    __local float __accc_red_biggest[128];
    int __accc_l = (int)get_local_id(0);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 26 "gang_vector_fused.c"
{
            float v = 0.25f * (grid[j - 1][i] + grid[j + 1][i] + grid[j][i - 1] + grid[j][i + 1]);
            out[j][i] = v;
            biggest = v > biggest ? v : biggest;
        }
    }
    __accc_red_biggest[__accc_l] = biggest;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_biggest[__accc_l] = (__accc_red_biggest[__accc_l] > __accc_red_biggest[__accc_l + __accc_s] ? __accc_red_biggest[__accc_l] : __accc_red_biggest[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_max_float(&(*__accc_p_biggest), __accc_red_biggest[0]);
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_grid, ulong __accc_o_grid, __global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global float (*restrict grid)[1200] = (__global float (*restrict)[1200])(__accc_b_grid + __accc_o_grid);
    __global float (*out)[1200] = (__global float (*)[1200])(__accc_b_out + __accc_o_out);
    __global long *__accc_p_total = (__global long *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    long total = 0;
    __local long __accc_red_total[128];
    int __accc_l = (int)get_local_id(0);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 44 "gang_vector_fused.c"
{
            float s = 0.0f;
            for (int k = 0; k < 8; k++)
                s += grid[j][(i + k) % 1200];
            out[j][i] = s;
            total += (long)s;
        }
    }
    __accc_red_total[__accc_l] = total;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_total[__accc_l] = __accc_red_total[__accc_l] + __accc_red_total[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_total), __accc_red_total[0]);
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_rowmax, ulong __accc_o_rowmax, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *rowmax = (__global float *)(__accc_b_rowmax + __accc_o_rowmax);
    __global float (*out)[1200] = (__global float (*)[1200])(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 60 "gang_vector_fused.c"
{
        rowmax[j] = (float)j;

        { long __accc_tc63_8_0 = (long)((long)(1200) - (long)(0)); if (__accc_tc63_8_0 < 0) __accc_tc63_8_0 = 0; for (long __accc_it63_8 = (long)get_local_id(0); __accc_it63_8 < __accc_tc63_8_0; __accc_it63_8 += (long)get_local_size(0)) { long __accc_r63_8 = __accc_it63_8; int i = (0) + __accc_r63_8 * (1); 
out[j][i] = out[j][i] + rowmax[j];
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_tri, ulong __accc_o_tri, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*tri)[300] = (__global int (*)[300])(__accc_b_tri + __accc_o_tri);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 75 "gang_vector_fused.c"
{ long __accc_tc75_8_0 = (long)((long)(j) - (long)(0) + 1); if (__accc_tc75_8_0 < 0) __accc_tc75_8_0 = 0; for (long __accc_it75_8 = (long)get_local_id(0); __accc_it75_8 < __accc_tc75_8_0; __accc_it75_8 += (long)get_local_size(0)) { long __accc_r75_8 = __accc_it75_8; int i = (0) + __accc_r75_8 * (1); 
tri[j][i] = i + j;
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
}
