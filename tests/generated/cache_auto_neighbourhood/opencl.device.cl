#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_wts, ulong __accc_o_wts, __global char *__accc_b_fin, ulong __accc_o_fin, __global char *__accc_b_fout, ulong __accc_o_fout, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict wts = (__global const float *restrict)(__accc_b_wts + __accc_o_wts);
    __global const float *restrict fin = (__global const float *restrict)(__accc_b_fin + __accc_o_fin);
    __global float *fout = (__global float *)(__accc_b_fout + __accc_o_fout);
    __local float __accc_c28_40_0[520] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "cache_auto_neighbourhood.c"
{ const long __accc_s28_40_0_0 = (i + (-3)) - 1 * (4 * (long)get_local_id(0)); const long __accc_e28_40_0_0 = (7 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e28_40_0_0) { __accc_v0_0[__accc_q] = fin[__accc_s28_40_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e28_40_0_0) { __accc_c28_40_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win28_40[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c28_40_0 + 4 * (long)get_local_id(0)); __accc_win28_40[4 * __accc_q] = __accc_x.x; __accc_win28_40[4 * __accc_q + 1] = __accc_x.y; __accc_win28_40[4 * __accc_q + 2] = __accc_x.z; __accc_win28_40[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
{
            float sum = 0.0f;
            
#pragma unroll
for (int k = -3; k <= 3; k++)
                sum += wts[k + 3] * __accc_win28_40[1 * __accc_o + ((3) + (1) * k)];
            fout[i] = sum;
        }
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
{
            float sum = 0.0f;
            
#pragma unroll
for (int k = -3; k <= 3; k++)
                sum += wts[k + 3] * __accc_c28_40_0[((i + k) - __accc_s28_40_0_0)];
            fout[i] = sum;
        }
}
}
}
 }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_din, ulong __accc_o_din, __global char *__accc_b_dout, ulong __accc_o_dout, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict din = (__global const double *restrict)(__accc_b_din + __accc_o_din);
    __global double *dout = (__global double *)(__accc_b_dout + __accc_o_dout);
    __local double __accc_c36_41_0[132];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "cache_auto_neighbourhood.c"
{ const long __accc_s36_41_0_0 = (i + (-2)) - 1 * (long)get_local_id(0); const long __accc_e36_41_0_0 = (5 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { double __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 132 && __accc_k0 < __accc_e36_41_0_0) { __accc_v0_0[__accc_q] = din[__accc_s36_41_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 132 && __accc_k0 < __accc_e36_41_0_0) { __accc_c36_41_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h36_41_0_0 = 1 * (long)get_local_id(0) + ((i - 2) - (i + (-2))); const long __accc_h36_41_0_1 = 1 * (long)get_local_id(0) + ((i) - (i + (-2))); const long __accc_h36_41_0_2 = 1 * (long)get_local_id(0) + ((i + 1) - (i + (-2))); const long __accc_h36_41_0_3 = 1 * (long)get_local_id(0) + ((i + 2) - (i + (-2)));
{
            double s = __accc_c36_41_0[__accc_h36_41_0_0] + 2.0 * __accc_c36_41_0[__accc_h36_41_0_1] - __accc_c36_41_0[__accc_h36_41_0_2];
            s += __accc_c36_41_0[__accc_h36_41_0_3] * 0.5;
            dout[i] = s;
        }
}
 }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_iin, ulong __accc_o_iin, __global char *__accc_b_iout, ulong __accc_o_iout, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict iin = (__global const int *restrict)(__accc_b_iin + __accc_o_iin);
    __global int *iout = (__global int *)(__accc_b_iout + __accc_o_iout);
    __local int __accc_c43_40_0[136] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "cache_auto_neighbourhood.c"
{ const long __accc_s43_40_0_0 = (i + (1)) - 1 * (4 * (long)get_local_id(0)); const long __accc_e43_40_0_0 = (6 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 32; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 136 && __accc_k0 < __accc_e43_40_0_0) { __accc_v0_0[__accc_q] = iin[__accc_s43_40_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 32; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 136 && __accc_k0 < __accc_e43_40_0_0) { __accc_c43_40_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win43_40[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c43_40_0 + 4 * (long)get_local_id(0)); __accc_win43_40[4 * __accc_q] = __accc_x.x; __accc_win43_40[4 * __accc_q + 1] = __accc_x.y; __accc_win43_40[4 * __accc_q + 2] = __accc_x.z; __accc_win43_40[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
{
            int s = 0;
            
#pragma unroll
for (int k = 1; k <= 6; k++)
                s += k * __accc_win43_40[1 * __accc_o + ((-1) + (1) * k)];
            iout[i] = s;
        }
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
{
            int s = 0;
            
#pragma unroll
for (int k = 1; k <= 6; k++)
                s += k * __accc_c43_40_0[((i + k) - __accc_s43_40_0_0)];
            iout[i] = s;
        }
}
}
}
 }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_iin, ulong __accc_o_iin, __global char *__accc_b_lout, ulong __accc_o_lout, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict iin = (__global const int *restrict)(__accc_b_iin + __accc_o_iin);
    __global long *lout = (__global long *)(__accc_b_lout + __accc_o_lout);
    __local int __accc_c52_12_0[1032] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 52 "cache_auto_neighbourhood.c"
{ const long __accc_s52_12_0_0 = (i + (-4)) - 2 * (4 * (long)get_local_id(0)); const long __accc_e52_12_0_0 = (9 + 2 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 1032; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e52_12_0_0) { __accc_c52_12_0[__accc_k0] = iin[__accc_s52_12_0_0 + __accc_k0]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win52_12[16];
for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c52_12_0 + 8 * (long)get_local_id(0)); __accc_win52_12[4 * __accc_q] = __accc_x.x; __accc_win52_12[4 * __accc_q + 1] = __accc_x.y; __accc_win52_12[4 * __accc_q + 2] = __accc_x.z; __accc_win52_12[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
lout[i] = (long)__accc_win52_12[2 * __accc_o + 0] + __accc_win52_12[2 * __accc_o + ((4))] * 3 + __accc_win52_12[2 * __accc_o + ((8))];
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h52_12_0_0 = (i - 4) - __accc_s52_12_0_0; const long __accc_h52_12_0_1 = (i) - __accc_s52_12_0_0; const long __accc_h52_12_0_2 = (i + 4) - __accc_s52_12_0_0;
lout[i] = (long)__accc_c52_12_0[__accc_h52_12_0_0] + __accc_c52_12_0[__accc_h52_12_0_1] * 3 + __accc_c52_12_0[__accc_h52_12_0_2];
}
}
}
 }
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_jin, ulong __accc_o_jin, __global char *__accc_b_kout, ulong __accc_o_kout, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict jin = (__global const int *restrict)(__accc_b_jin + __accc_o_jin);
    __global long *kout = (__global long *)(__accc_b_kout + __accc_o_kout);
    __local int __accc_c54_41_0[134];
    for (long __accc_b = (long)get_group_id(0) * 128; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 128) {
        const long __accc_it = __accc_b + (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 54 "cache_auto_neighbourhood.c"
{ const long __accc_s54_41_0_0 = (i + (-3)) + 1 * (long)get_local_id(0) - 1 * (__accc_w - 1); const long __accc_e54_41_0_0 = (7 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 134 && __accc_k0 < __accc_e54_41_0_0) { __accc_v0_0[__accc_q] = jin[__accc_s54_41_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 134 && __accc_k0 < __accc_e54_41_0_0) { __accc_c54_41_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) {
{
            long s = 0;
            for (int k = -3; k <= 3; k++)
                s += (long)(k + 4) * __accc_c54_41_0[((i + k) - __accc_s54_41_0_0)];
            kout[i] = s;
        }
}
 }
    }
}

__kernel void __accc_kernel_5_0(__global char *__accc_b_iin, ulong __accc_o_iin, __global char *__accc_b_jin, ulong __accc_o_jin, __global char *__accc_b_jout, ulong __accc_o_jout, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict iin = (__global const int *restrict)(__accc_b_iin + __accc_o_iin);
    __global const int *restrict jin = (__global const int *restrict)(__accc_b_jin + __accc_o_jin);
    __global int *jout = (__global int *)(__accc_b_jout + __accc_o_jout);
    __local int __accc_c62_40_0[516] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 62 "cache_auto_neighbourhood.c"
{ const long __accc_s62_40_0_0 = (i + (-2)) - 1 * (4 * (long)get_local_id(0)); const long __accc_e62_40_0_0 = (5 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e62_40_0_0) { __accc_v0_0[__accc_q] = iin[__accc_s62_40_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e62_40_0_0) { __accc_c62_40_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win62_40[8];
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c62_40_0 + 4 * (long)get_local_id(0)); __accc_win62_40[4 * __accc_q] = __accc_x.x; __accc_win62_40[4 * __accc_q + 1] = __accc_x.y; __accc_win62_40[4 * __accc_q + 2] = __accc_x.z; __accc_win62_40[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
{
            int a = __accc_win62_40[1 * __accc_o + 0] + __accc_win62_40[1 * __accc_o + ((1))] + __accc_win62_40[1 * __accc_o + ((3))] + __accc_win62_40[1 * __accc_o + ((4))];
            int b = jin[i - 1] * jin[i + 1];
            jout[i] = a - b % 1000;
        }
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h62_40_0_0 = (i - 2) - __accc_s62_40_0_0; const long __accc_h62_40_0_1 = (i - 1) - __accc_s62_40_0_0; const long __accc_h62_40_0_2 = (i + 1) - __accc_s62_40_0_0; const long __accc_h62_40_0_3 = (i + 2) - __accc_s62_40_0_0;
{
            int a = __accc_c62_40_0[__accc_h62_40_0_0] + __accc_c62_40_0[__accc_h62_40_0_1] + __accc_c62_40_0[__accc_h62_40_0_2] + __accc_c62_40_0[__accc_h62_40_0_3];
            int b = jin[i - 1] * jin[i + 1];
            jout[i] = a - b % 1000;
        }
}
}
}
 }
    }
}

__kernel void __accc_kernel_6_0(__global char *__accc_b_iin, ulong __accc_o_iin, __global char *__accc_b_sout, ulong __accc_o_sout, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict iin = (__global const int *restrict)(__accc_b_iin + __accc_o_iin);
    __global long *sout = (__global long *)(__accc_b_sout + __accc_o_sout);
    __local int __accc_c69_40_0[520] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 512; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 512) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 69 "cache_auto_neighbourhood.c"
{ const long __accc_s69_40_0_0 = (i + (-4)) - 1 * (4 * (long)get_local_id(0)); const long __accc_e69_40_0_0 = (9 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { int __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e69_40_0_0) { __accc_v0_0[__accc_q] = iin[__accc_s69_40_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e69_40_0_0) { __accc_c69_40_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { int __accc_win69_40[12];
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const int4 __accc_x = vload4(__accc_q, __accc_c69_40_0 + 4 * (long)get_local_id(0)); __accc_win69_40[4 * __accc_q] = __accc_x.x; __accc_win69_40[4 * __accc_q + 1] = __accc_x.y; __accc_win69_40[4 * __accc_q + 2] = __accc_x.z; __accc_win69_40[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
{
            long s = 0;
            
#pragma unroll
for (int k = -4; k <= 4; k += 2)
                s += __accc_win69_40[1 * __accc_o + ((4) + (1) * k)];
            sout[i] = s + __accc_win69_40[1 * __accc_o + 0];
        }
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h69_40_0_0 = (i - 4) - __accc_s69_40_0_0;
{
            long s = 0;
            
#pragma unroll
for (int k = -4; k <= 4; k += 2)
                s += __accc_c69_40_0[((i + k) - __accc_s69_40_0_0)];
            sout[i] = s + __accc_c69_40_0[__accc_h69_40_0_0];
        }
}
}
}
 }
    }
}

__kernel void __accc_kernel_7_0(__global char *__accc_b_iin, ulong __accc_o_iin, __global char *__accc_b_gout, ulong __accc_o_gout, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict iin = (__global const int *restrict)(__accc_b_iin + __accc_o_iin);
    __global long *gout = (__global long *)(__accc_b_gout + __accc_o_gout);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 78 "cache_auto_neighbourhood.c"
{
            long s = iin[i - 3] + iin[i];
            if (iin[i] % 3 == 0)
                s += iin[i + 3];
            gout[i] = s;
        }
    }
}

__kernel void __accc_kernel_8_0(__global char *__accc_b_jin, ulong __accc_o_jin, __global char *__accc_b_mout, ulong __accc_o_mout, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict jin = (__global const int *restrict)(__accc_b_jin + __accc_o_jin);
    __global long *mout = (__global long *)(__accc_b_mout + __accc_o_mout);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 85 "cache_auto_neighbourhood.c"
{
            long s = 0;
            for (int k = -3; k <= 3; k++) {
                if (jin[i + k] == 7)
                    break;
                s += jin[i + k];
            }
            mout[i] = s;
        }
    }
}

__kernel void __accc_kernel_9_0(__global char *__accc_b_jout, ulong __accc_o_jout, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *jout = (__global int *)(__accc_b_jout + __accc_o_jout);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 96 "cache_auto_neighbourhood.c"
jout[i] += jout[i - 1] + jout[i + 1];
    }
}
