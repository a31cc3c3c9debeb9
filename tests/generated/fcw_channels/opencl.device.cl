#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_sums, ulong __accc_o_sums, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    __global int *sums = (__global int *)(__accc_b_sums + __accc_o_sums);
    __local int __accc_c45_0_0[256];
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "fcw_channels.c"
{
            int tile = (__accc_on ? (i / 256) : 0);
            int lane = (__accc_on ? (i % 256) : 0);

            { const long __accc_s45_0_0_0 = ((i) - 0) - 1 * (long)get_local_id(0); const long __accc_e45_0_0_0 = (1 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[1]; for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e45_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s45_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e45_0_0_0) { __accc_c45_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
{ const long __accc_h45_0_0_0 = 1 * (long)get_local_id(0) + ((i) - ((i) - 0));
{
for (int y = 256 / 2; y > 0; y >>= 1)
                    { const int __accc_p0 = (__accc_on) && (lane < y && i + y < 100003);
{ int __accc_cw = 0; if (__accc_p0) __accc_cw = (__accc_c45_0_0[__accc_h45_0_0_0] + __accc_c45_0_0[(1 * (long)get_local_id(0) + ((i + y) - ((i) - 0)))]); barrier(CLK_LOCAL_MEM_FENCE); if (__accc_p0) (__accc_c45_0_0[__accc_h45_0_0_0] = (__accc_cw)); barrier(CLK_LOCAL_MEM_FENCE); }
}
 if (__accc_on) { if (lane == 0)
                    sums[tile] = __accc_c45_0_0[__accc_h45_0_0_0]; }
}

}
 barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_src, ulong __accc_o_src, __global char *__accc_b_t, ulong __accc_o_t, __global char *__accc_b_scan, ulong __accc_o_scan, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict src = (__global const int *restrict)(__accc_b_src + __accc_o_src);
    __global int *t = (__global int *)(__accc_b_t + __accc_o_t);
    __global int *scan = (__global int *)(__accc_b_scan + __accc_o_scan);
    __local int __accc_c58_0_0[512];
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 55 "fcw_channels.c"
{
            int lane = (__accc_on ? (i % 256) : 0);
            int x = (__accc_on ? (src[i]) : 0);

            { const long __accc_s58_0_0_0 = ((i) - 256) - 1 * (long)get_local_id(0); const long __accc_e58_0_0_0 = (257 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { } barrier(CLK_LOCAL_MEM_FENCE);
{ const long __accc_h58_0_0_0 = 1 * (long)get_local_id(0) + ((i) - ((i) - 256));
{
{ int __accc_cw = 0; if (__accc_on) __accc_cw = (x); barrier(CLK_LOCAL_MEM_FENCE); if (__accc_on) (__accc_c58_0_0[__accc_h58_0_0_0] = (__accc_cw)); barrier(CLK_LOCAL_MEM_FENCE); }
 barrier(CLK_LOCAL_MEM_FENCE);for (int d = 1; d < 256; d *= 2) {
int add = (__accc_on ? (lane >= d ? __accc_c58_0_0[(1 * (long)get_local_id(0) + ((i - d) - ((i) - 256)))] : 0) : 0);
{ int __accc_cw = 0; if (__accc_on) __accc_cw = (__accc_c58_0_0[__accc_h58_0_0_0] + add); barrier(CLK_LOCAL_MEM_FENCE); if (__accc_on) (__accc_c58_0_0[__accc_h58_0_0_0] = (__accc_cw)); barrier(CLK_LOCAL_MEM_FENCE); }
}
 if (__accc_on) { scan[i] = __accc_c58_0_0[__accc_h58_0_0_0]; }
}

}
 barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
        }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_s1, ulong __accc_o_s1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *s1 = (__global int *)(__accc_b_s1 + __accc_o_s1);
    __local int __accc_c72_0_0[512];
    __local unsigned char __accc_d72_0_0[512];
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 70 "fcw_channels.c"
{
            int lane = (__accc_on ? (i % 256) : 0);

            { const long __accc_s72_0_0_0 = ((i) - 256) - 1 * (long)get_local_id(0); const long __accc_e72_0_0_0 = (257 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e72_0_0_0) { __accc_v0_0[__accc_q] = s1[__accc_s72_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e72_0_0_0) { __accc_c72_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d72_0_0[__accc_k0] = 0; } } } barrier(CLK_LOCAL_MEM_FENCE);
{ const long __accc_h72_0_0_0 = 1 * (long)get_local_id(0) + ((i) - ((i) - 256));
{
for (int d = 1; d < 256; d *= 2) {
int add = (__accc_on ? (lane >= d ? __accc_c72_0_0[(1 * (long)get_local_id(0) + ((i - d) - ((i) - 256)))] : 0) : 0);
{ int __accc_cw = 0; if (__accc_on) __accc_cw = (__accc_c72_0_0[__accc_h72_0_0_0] + (add)); barrier(CLK_LOCAL_MEM_FENCE); if (__accc_on) (__accc_d72_0_0[__accc_h72_0_0_0] = 1, __accc_c72_0_0[__accc_h72_0_0_0] = (__accc_cw)); barrier(CLK_LOCAL_MEM_FENCE); }
}
}

}
 barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 512; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e72_0_0_0) { if (__accc_d72_0_0[__accc_k0]) s1[__accc_s72_0_0_0 + __accc_k0] = __accc_c72_0_0[__accc_k0]; } } barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
        }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_src, ulong __accc_o_src, __global char *__accc_b_s2, ulong __accc_o_s2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict src = (__global const int *restrict)(__accc_b_src + __accc_o_src);
    __global int *s2 = (__global int *)(__accc_b_s2 + __accc_o_s2);
    __local int __accc_c83_0_0[512];
    __local unsigned char __accc_d83_0_0[512];
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 81 "fcw_channels.c"
{
            int lane = (__accc_on ? (i % 256) : 0);

            { const long __accc_s83_0_0_0 = ((i) - 256) - 1 * (long)get_local_id(0); const long __accc_e83_0_0_0 = (257 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { } for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 512; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e83_0_0_0) { __accc_d83_0_0[__accc_k0] = 0; } } barrier(CLK_LOCAL_MEM_FENCE);
{ const long __accc_h83_0_0_0 = 1 * (long)get_local_id(0) + ((i) - ((i) - 256));
{
{ int __accc_cw = 0; if (__accc_on) __accc_cw = (src[i]); barrier(CLK_LOCAL_MEM_FENCE); if (__accc_on) (__accc_d83_0_0[__accc_h83_0_0_0] = 1, __accc_c83_0_0[__accc_h83_0_0_0] = (__accc_cw)); barrier(CLK_LOCAL_MEM_FENCE); }
for (int d = 1; d < 256; d *= 2) {
int add = (__accc_on ? (lane >= d ? __accc_c83_0_0[(1 * (long)get_local_id(0) + ((i - d) - ((i) - 256)))] : 0) : 0);
{ int __accc_cw = 0; if (__accc_on) __accc_cw = (__accc_c83_0_0[__accc_h83_0_0_0] + (add)); barrier(CLK_LOCAL_MEM_FENCE); if (__accc_on) (__accc_d83_0_0[__accc_h83_0_0_0] = 1, __accc_c83_0_0[__accc_h83_0_0_0] = (__accc_cw)); barrier(CLK_LOCAL_MEM_FENCE); }
}
}

}
 barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 512; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e83_0_0_0) { if (__accc_d83_0_0[__accc_k0]) s2[__accc_s83_0_0_0 + __accc_k0] = __accc_c83_0_0[__accc_k0]; } } barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
        }
    }
}
