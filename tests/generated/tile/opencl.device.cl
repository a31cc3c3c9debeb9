#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_t, ulong __accc_o_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict a)[70] = (__global int (*restrict)[70])(__accc_b_a + __accc_o_a);
    __global int (*t)[100] = (__global int (*)[100])(__accc_b_t + __accc_o_t);
    const long __accc_ei = (long)get_local_id(0) / 8, __accc_ej = (long)get_local_id(0) % 8;
    const long __accc_nt1 = (__accc_tc1 + 8 - 1) / 8, __accc_nt = (__accc_tc0 + 8 - 1) / 8 * __accc_nt1;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_nt; __accc_t += (long)get_num_groups(0)) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 8 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 8 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 18 "tile.c"
t[j][i] = a[i][j];
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_u, ulong __accc_o_u, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict a)[70] = (__global int (*restrict)[70])(__accc_b_a + __accc_o_a);
    __global int (*u)[70] = (__global int (*)[70])(__accc_b_u + __accc_o_u);
    const long __accc_ei = (long)get_local_id(0) / 32, __accc_ej = (long)get_local_id(0) % 32;
    const long __accc_nt1 = (__accc_tc1 + 32 - 1) / 32, __accc_nt = (__accc_tc0 + 4 - 1) / 4 * __accc_nt1;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_nt; __accc_t += (long)get_num_groups(0)) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 4 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 32 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 23 "tile.c"
u[i][j] = a[i][j] * 2;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict a)[70] = (__global int (*restrict)[70])(__accc_b_a + __accc_o_a);
    __global int (*w)[70] = (__global int (*)[70])(__accc_b_w + __accc_o_w);
    const long __accc_ei = (long)get_local_id(0) / 3, __accc_ej = (long)get_local_id(0) % 3;
    const long __accc_nt1 = (__accc_tc1 + 3 - 1) / 3, __accc_nt = (__accc_tc0 + 7 - 1) / 7 * __accc_nt1;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_nt; __accc_t += (long)get_num_groups(0)) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 7 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 3 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 31 "tile.c"
w[i][j] = a[i][j] + 1;
    }
}
