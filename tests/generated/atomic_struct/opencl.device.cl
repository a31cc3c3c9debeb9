#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_6;
typedef struct __accc_anon_6 stats;
struct __accc_anon_6 { long count; double weight; int maxv; };
inline double __accc_atomic_add_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
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
__kernel void __accc_kernel_0_0_strips(__global char *__accc_b_img, ulong __accc_o_img, __global char *__accc_b_hist, ulong __accc_o_hist, __global char *__accc_b___accc_p_st, ulong __accc_o___accc_p_st, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict img)[120] = (__global int (*restrict)[120])(__accc_b_img + __accc_o_img);
    __global int (*hist)[8] = (__global int (*)[8])(__accc_b_hist + __accc_o_hist);
    __global stats *__accc_p_st = (__global stats *)(__accc_b___accc_p_st + __accc_o___accc_p_st);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)get_num_groups(0) / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)get_group_id(0) % __accc_ns * 128 + (long)get_local_id(0) - __accc_f, __accc_r = (long)get_group_id(0) / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)get_local_size(1)) {
        int y = (__accc_lo0 + __accc_x0 * __accc_st0);
        int x = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 27 "atomic_struct.c"
{
            int v = img[y][x];

            (void)atomic_add(&(hist[v / 8][(x + y) % 8]), (1));

            (void)__accc_atomic_add_long(&((*__accc_p_st).count), 1);

            (void)__accc_atomic_add_double(&((*__accc_p_st).weight), (0.25 * v));
        }
        }
    }
}

__kernel void __accc_kernel_0_0(__global char *__accc_b_img, ulong __accc_o_img, __global char *__accc_b_hist, ulong __accc_o_hist, __global char *__accc_b___accc_p_st, ulong __accc_o___accc_p_st, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __global int (*restrict img)[120] = (__global int (*restrict)[120])(__accc_b_img + __accc_o_img);
    __global int (*hist)[8] = (__global int (*)[8])(__accc_b_hist + __accc_o_hist);
    __global stats *__accc_p_st = (__global stats *)(__accc_b___accc_p_st + __accc_o___accc_p_st);
    long __accc_sx = (long)get_global_id(0), __accc_sd = (long)get_global_size(0), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int y = (__accc_lo0 + __accc_x0 * __accc_st0);
        int x = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 27 "atomic_struct.c"
{
            int v = img[y][x];

            (void)atomic_add(&(hist[v / 8][(x + y) % 8]), (1));

            (void)__accc_atomic_add_long(&((*__accc_p_st).count), 1);

            (void)__accc_atomic_add_double(&((*__accc_p_st).weight), (0.25 * v));
        }
    }
}
