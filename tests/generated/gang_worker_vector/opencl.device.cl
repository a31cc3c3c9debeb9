#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_rowsum, ulong __accc_o_rowsum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[45][133] = (__global int (*restrict)[45][133])(__accc_b_a + __accc_o_a);
    __global long (*rowsum)[45] = (__global long (*)[45])(__accc_b_rowsum + __accc_o_rowsum);
    __local long __accc_vred_s[128];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "gang_worker_vector.c"
{

        { long __accc_tc31_8_0 = (long)((long)(45) - (long)(0)); if (__accc_tc31_8_0 < 0) __accc_tc31_8_0 = 0; for (long __accc_b31_8 = 0; __accc_b31_8 < __accc_tc31_8_0; __accc_b31_8 += 4) { const long __accc_it31_8 = __accc_b31_8 + ((long)get_local_id(0) / 32); const int __accc_won31_8 = __accc_it31_8 < __accc_tc31_8_0; long __accc_r31_8 = __accc_it31_8; int j = (0) + __accc_r31_8 * (1); 
{
            long s = 0;
            if (__accc_won31_8) { s = 1; }

            { long __accc_tc35_12_0 = __accc_won31_8 ? (long)((long)(133) - (long)(0)) : 0; if (__accc_tc35_12_0 < 0) __accc_tc35_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it35_12 = ((long)get_local_id(0) % 32); __accc_it35_12 < __accc_tc35_12_0; __accc_it35_12 += 32) { long __accc_r35_12 = __accc_it35_12; int k = (0) + __accc_r35_12 * (1); 
s += a[i][j][k];
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 32 < __accc_s && __accc_lane % 32 + __accc_s < 32) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 32]; barrier(CLK_LOCAL_MEM_FENCE); } }
            if (__accc_won31_8) { rowsum[i][j] = s * 2; }
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_gangsum, ulong __accc_o_gangsum, __global char *__accc_b_both, ulong __accc_o_both, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[45][133] = (__global int (*restrict)[45][133])(__accc_b_a + __accc_o_a);
    __global long *gangsum = (__global long *)(__accc_b_gangsum + __accc_o_gangsum);
    __global long *both = (__global long *)(__accc_b_both + __accc_o_both);
    __local long __accc_vred_g[96];
    __local long __accc_vred_b[96];
    __local long __accc_vred_s[96];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "gang_worker_vector.c"
{
        long g = 0;
        long b = 0;

        { long __accc_tc48_8_0 = (long)((long)(45) - (long)(0)); if (__accc_tc48_8_0 < 0) __accc_tc48_8_0 = 0; long __accc_save_g = g; g = 0; for (long __accc_b48_8 = 0; __accc_b48_8 < __accc_tc48_8_0; __accc_b48_8 += 3) { const long __accc_it48_8 = __accc_b48_8 + ((long)get_local_id(0) / 32); const int __accc_won48_8 = __accc_it48_8 < __accc_tc48_8_0; long __accc_r48_8 = __accc_it48_8; int j = (0) + __accc_r48_8 * (1); 
{
            long s = 0;

            { long __accc_tc51_12_0 = __accc_won48_8 ? (long)((long)(133) - (long)(0)) : 0; if (__accc_tc51_12_0 < 0) __accc_tc51_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it51_12 = ((long)get_local_id(0) % 32); __accc_it51_12 < __accc_tc51_12_0; __accc_it51_12 += 32) { long __accc_r51_12 = __accc_it51_12; int k = (0) + __accc_r51_12 * (1); 
s += a[i][j][k] * ((k * k) % 7 + j);
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 32 < __accc_s && __accc_lane % 32 + __accc_s < 32) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 32]; barrier(CLK_LOCAL_MEM_FENCE); } }
            if (__accc_won48_8) { g += s; }
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_g[__accc_lane] = (__accc_lane % 32 == 0 ? g : 0); barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 96) __accc_vred_g[__accc_lane] = __accc_vred_g[__accc_lane] + __accc_vred_g[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } g = __accc_save_g + __accc_vred_g[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
        gangsum[i] = g;

        { long __accc_tc57_8_0 = (long)((long)(45) - (long)(0)); if (__accc_tc57_8_0 < 0) __accc_tc57_8_0 = 0; long __accc_save_b = b; b = (-9223372036854775807L-1); for (long __accc_b57_8 = 0; __accc_b57_8 < __accc_tc57_8_0; __accc_b57_8 += 3) { const long __accc_it57_8 = __accc_b57_8 + ((long)get_local_id(0) / 32); const int __accc_won57_8 = __accc_it57_8 < __accc_tc57_8_0; long __accc_r57_8 = __accc_it57_8; int j = (0) + __accc_r57_8 * (1); 
{

            { long __accc_tc59_12_0 = __accc_won57_8 ? (long)((long)(133) - (long)(0)) : 0; if (__accc_tc59_12_0 < 0) __accc_tc59_12_0 = 0; long __accc_save_b = b; b = (-9223372036854775807L-1); for (long __accc_it59_12 = ((long)get_local_id(0) % 32); __accc_it59_12 < __accc_tc59_12_0; __accc_it59_12 += 32) { long __accc_r59_12 = __accc_it59_12; int k = (0) + __accc_r59_12 * (1); 
b = a[i][j][k] * (j + 1) - i * k > b ? a[i][j][k] * (j + 1) - i * k : b;
} { int __accc_lane = (int)get_local_id(0); __accc_vred_b[__accc_lane] = b; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 32 < __accc_s && __accc_lane % 32 + __accc_s < 32) __accc_vred_b[__accc_lane] = (__accc_vred_b[__accc_lane] > __accc_vred_b[__accc_lane + __accc_s] ? __accc_vred_b[__accc_lane] : __accc_vred_b[__accc_lane + __accc_s]); barrier(CLK_LOCAL_MEM_FENCE); } b = (__accc_save_b > __accc_vred_b[__accc_lane - __accc_lane % 32] ? __accc_save_b : __accc_vred_b[__accc_lane - __accc_lane % 32]); barrier(CLK_LOCAL_MEM_FENCE); } }
        }
} { int __accc_lane = (int)get_local_id(0); __accc_vred_b[__accc_lane] = (__accc_lane % 32 == 0 ? b : (-9223372036854775807L-1)); barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 96) __accc_vred_b[__accc_lane] = (__accc_vred_b[__accc_lane] > __accc_vred_b[__accc_lane + __accc_s] ? __accc_vred_b[__accc_lane] : __accc_vred_b[__accc_lane + __accc_s]); barrier(CLK_LOCAL_MEM_FENCE); } b = (__accc_save_b > __accc_vred_b[0] ? __accc_save_b : __accc_vred_b[0]); barrier(CLK_LOCAL_MEM_FENCE); } }
        both[i] = b;
    }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_scaled, ulong __accc_o_scaled, __global char *__accc_b_tri, ulong __accc_o_tri, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[45][133] = (__global int (*restrict)[45][133])(__accc_b_a + __accc_o_a);
    __global int (*scaled)[45][133] = (__global int (*)[45][133])(__accc_b_scaled + __accc_o_scaled);
    __global int (*tri)[45] = (__global int (*)[45])(__accc_b_tri + __accc_o_tri);
    __local int __accc_vred_c[128];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 68 "gang_worker_vector.c"
{

        { long __accc_tc70_8_0 = (long)((long)(45) - (long)(0)); if (__accc_tc70_8_0 < 0) __accc_tc70_8_0 = 0; for (long __accc_b70_8 = 0; __accc_b70_8 < __accc_tc70_8_0; __accc_b70_8 += 8) { const long __accc_it70_8 = __accc_b70_8 + ((long)get_local_id(0) / 16); const int __accc_won70_8 = __accc_it70_8 < __accc_tc70_8_0; long __accc_r70_8 = __accc_it70_8; int j = (0) + __accc_r70_8 * (1); 
{
            int c = 0;

            { long __accc_tc73_12_0 = __accc_won70_8 ? (long)((long)(133) - (long)(0)) : 0; if (__accc_tc73_12_0 < 0) __accc_tc73_12_0 = 0; for (long __accc_it73_12 = ((long)get_local_id(0) % 16); __accc_it73_12 < __accc_tc73_12_0; __accc_it73_12 += 16) { long __accc_r73_12 = __accc_it73_12; int k = (0) + __accc_r73_12 * (1); 
scaled[i][j][k] = a[i][j][k] * 3;
} barrier(CLK_LOCAL_MEM_FENCE); }

            { long __accc_tc76_12_0 = __accc_won70_8 ? (long)((long)(133) - (long)(j)) : 0; if (__accc_tc76_12_0 < 0) __accc_tc76_12_0 = 0; int __accc_save_c = c; c = 0; for (long __accc_it76_12 = ((long)get_local_id(0) % 16); __accc_it76_12 < __accc_tc76_12_0; __accc_it76_12 += 16) { long __accc_r76_12 = __accc_it76_12; int k = (j) + __accc_r76_12 * (1); 
c += scaled[i][j][133 - 1 - k + j] > 0;
} { int __accc_lane = (int)get_local_id(0); __accc_vred_c[__accc_lane] = c; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 8; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 16 < __accc_s && __accc_lane % 16 + __accc_s < 16) __accc_vred_c[__accc_lane] = __accc_vred_c[__accc_lane] + __accc_vred_c[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } c = __accc_save_c + __accc_vred_c[__accc_lane - __accc_lane % 16]; barrier(CLK_LOCAL_MEM_FENCE); } }
            if (__accc_won70_8) { tri[i][j] = c; }
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}
