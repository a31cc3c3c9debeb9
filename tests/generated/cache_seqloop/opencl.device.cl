#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_r1, ulong __accc_o_r1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict w)[16] = (__global int (*restrict)[16])(__accc_b_w + __accc_o_w);
    __global int *r1 = (__global int *)(__accc_b_r1 + __accc_o_r1);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 48 "cache_seqloop.c"
{
            int s = 0;
            for (int t = 0; t < 12; t++) {

                s += w[t][i % 16] * (i % 7) + w[t][(i + 5) % 16];
            }
            r1[i] = s;
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_h, ulong __accc_o_h, __global char *__accc_b_r2, ulong __accc_o_r2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict h)[304] = (__global int (*restrict)[304])(__accc_b_h + __accc_o_h);
    __global int *r2 = (__global int *)(__accc_b_r2 + __accc_o_r2);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 58 "cache_seqloop.c"
{
            int s = 0;
            for (int t = 0; t < 12; t++) {

                for (int d = -2; d <= 2; d++)
                    s += h[t][i + d] * (d + 3);
            }
            r2[i - 2] = s;
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_st, ulong __accc_o_st, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*st)[8] = (__global int (*)[8])(__accc_b_st + __accc_o_st);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 69 "cache_seqloop.c"
{

            for (int t = 0; t < 12; t++) {

                for (int k = 0; k < 8; k++)
                    st[i][k] = (st[i][k] * 7 + st[i][(k + 3) % 8] + t) % 997;
            }
        }
    }
}
