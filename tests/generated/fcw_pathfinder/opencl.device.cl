#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int min3(int a, int b, int c);
int min3(int a, int b, int c)
{
    int m = a < b ? a : b;
    return m < c ? m : c;
}
__kernel void __accc_kernel_0_0(const int written, const int steps, __global char *__accc_b_src, ulong __accc_o_src, int top, __global char *__accc_b_wall, ulong __accc_o_wall, __global char *__accc_b_dst, ulong __accc_o_dst, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *src = (__global int *)(__accc_b_src + __accc_o_src);
    __global const int *restrict wall = (__global const int *restrict)(__accc_b_wall + __accc_o_wall);
    __global int *dst = (__global int *)(__accc_b_dst + __accc_o_dst);
    __local int __accc_c59_0_0[258];
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int np = (__accc_lo0 + __accc_it * __accc_st0);
#line 55 "fcw_pathfinder.c"
{
            int lane = (__accc_on ? (np % 256) : 0);
            int col = (__accc_on ? (np / 256 * written - 6 + lane) : 0);
            int p = (__accc_on ? (col + 256) : 0);

            { const long __accc_s59_0_0_0 = ((p) - 1) - 1 * (long)get_local_id(0); const long __accc_e59_0_0_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e59_0_0_0) { __accc_v0_0[__accc_q] = ((__accc_s59_0_0_0 + __accc_k0 >= 0) ? src[__accc_s59_0_0_0 + __accc_k0] : 0); } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e59_0_0_0) { __accc_c59_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
{ const long __accc_h59_0_0_0 = 1 * (long)get_local_id(0) + ((p - 1) - ((p) - 1)); const long __accc_h59_0_0_1 = 1 * (long)get_local_id(0) + ((p) - ((p) - 1)); const long __accc_h59_0_0_2 = 1 * (long)get_local_id(0) + ((p + 1) - ((p) - 1));
{
for (int s = 0; s < steps; s++) {
int ok = (__accc_on ? (lane > s && lane < 256 - 1 - s && col >= 0 && col < 100003) : 0);
int v = (__accc_on ? (0) : 0);
 if (__accc_on) { if (ok) {
                        int l = col > 0 ? __accc_c59_0_0[__accc_h59_0_0_0] : __accc_c59_0_0[__accc_h59_0_0_1];
                        int x = col < 100003 - 1 ? __accc_c59_0_0[__accc_h59_0_0_2] : __accc_c59_0_0[__accc_h59_0_0_1];
                        v = min3(l, __accc_c59_0_0[__accc_h59_0_0_1], x) + wall[(top + s + 1) * 100003 + col];
                    } }
{ const int __accc_p0 = (__accc_on) && (ok);
{ int __accc_cw = 0; if (__accc_p0) __accc_cw = (v); barrier(CLK_LOCAL_MEM_FENCE); if (__accc_p0) (__accc_c59_0_0[__accc_h59_0_0_1] = (__accc_cw)); barrier(CLK_LOCAL_MEM_FENCE); }
}
}
 if (__accc_on) { if (lane >= 6 && lane < 256 - 6 && col >= 0 && col < 100003)
                    dst[p] = __accc_c59_0_0[__accc_h59_0_0_1]; }
}

}
 barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
        }
    }
}
