#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(long __accc_g1, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*a)[300] = (__global int (*)[300])(__accc_b_a + __accc_o_a);
    for (long __accc_it = ((long)get_group_id(0) / (__accc_g1)); __accc_it < __accc_n; __accc_it += ((long)get_num_groups(0) / (__accc_g1))) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "gang_dims.c"
{

        { long __accc_tc33_8_0 = (long)((long)(300) - (long)(0)); if (__accc_tc33_8_0 < 0) __accc_tc33_8_0 = 0; for (long __accc_it33_8 = ((long)get_group_id(0) % __accc_g1) * (long)get_local_size(0) + (long)get_local_id(0); __accc_it33_8 < __accc_tc33_8_0; __accc_it33_8 += __accc_g1 * (long)get_local_size(0)) { long __accc_r33_8 = __accc_it33_8; int j = (0) + __accc_r33_8 * (1); 
a[i][j] = i * 300 + j;
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_1_0(long __accc_g1, __global char *__accc_b_head, ulong __accc_o_head, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *head = (__global int *)(__accc_b_head + __accc_o_head);
    __global int (*restrict a)[300] = (__global int (*restrict)[300])(__accc_b_a + __accc_o_a);
    __global int (*b)[300] = (__global int (*)[300])(__accc_b_b + __accc_o_b);
    for (long __accc_it = ((long)get_group_id(0) / (__accc_g1)); __accc_it < __accc_n; __accc_it += ((long)get_num_groups(0) / (__accc_g1))) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "gang_dims.c"
{
        head[i] = -i;

        { long __accc_tc46_8_0 = (long)((long)(300) - (long)(0)); if (__accc_tc46_8_0 < 0) __accc_tc46_8_0 = 0; for (long __accc_it46_8 = ((long)get_group_id(0) % __accc_g1) * (long)get_local_size(0) + (long)get_local_id(0); __accc_it46_8 < __accc_tc46_8_0; __accc_it46_8 += __accc_g1 * (long)get_local_size(0)) { long __accc_r46_8 = __accc_it46_8; int j = (0) + __accc_r46_8 * (1); 
b[i][j] = 2 * a[i][j];
} barrier(CLK_LOCAL_MEM_FENCE); }

        { long __accc_tc49_8_0 = (long)((long)(300) - (long)(0)); if (__accc_tc49_8_0 < 0) __accc_tc49_8_0 = 0; for (long __accc_it49_8 = ((long)get_group_id(0) % __accc_g1) * (long)get_local_size(0) + (long)get_local_id(0); __accc_it49_8 < __accc_tc49_8_0; __accc_it49_8 += __accc_g1 * (long)get_local_size(0)) { long __accc_r49_8 = __accc_it49_8; int j = (0) + __accc_r49_8 * (1); 
b[i][j] += 1;
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_2_0(long __accc_g1, __global char *__accc_b_t, ulong __accc_o_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*t)[300] = (__global int (*)[300])(__accc_b_t + __accc_o_t);
    for (long __accc_it = ((long)get_group_id(0) / (__accc_g1)); __accc_it < __accc_n; __accc_it += ((long)get_num_groups(0) / (__accc_g1))) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "gang_dims.c"
{

        { long __accc_tc67_8_0 = (long)((long)((i * 8 + 1 < 300 ? i * 8 + 1 : 300)) - (long)(0)); if (__accc_tc67_8_0 < 0) __accc_tc67_8_0 = 0; for (long __accc_it67_8 = ((long)get_group_id(0) % __accc_g1) * (long)get_local_size(0) + (long)get_local_id(0); __accc_it67_8 < __accc_tc67_8_0; __accc_it67_8 += __accc_g1 * (long)get_local_size(0)) { long __accc_r67_8 = __accc_it67_8; int j = (0) + __accc_r67_8 * (1); 
t[i][j] = i + j;
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_3_0(long __accc_g1, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*a)[300] = (__global int (*)[300])(__accc_b_a + __accc_o_a);
    for (long __accc_it = ((long)get_group_id(0) / (__accc_g1)); __accc_it < __accc_n; __accc_it += ((long)get_num_groups(0) / (__accc_g1))) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 78 "gang_dims.c"
{

        { long __accc_tc80_8_0 = (long)((long)(300) - (long)(0)); if (__accc_tc80_8_0 < 0) __accc_tc80_8_0 = 0; for (long __accc_it80_8 = ((long)get_group_id(0) % __accc_g1) * (long)get_local_size(0) + (long)get_local_id(0); __accc_it80_8 < __accc_tc80_8_0; __accc_it80_8 += __accc_g1 * (long)get_local_size(0)) { long __accc_r80_8 = __accc_it80_8; int j = (0) + __accc_r80_8 * (1); 
a[i][j] *= 3;
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_4_0(long __accc_g1, __global char *__accc_b_c3, ulong __accc_o_c3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*c3)[5][30] = (__global int (*)[5][30])(__accc_b_c3 + __accc_o_c3);
    for (long __accc_it = ((long)get_group_id(0) / (__accc_g1)); __accc_it < __accc_n; __accc_it += ((long)get_num_groups(0) / (__accc_g1))) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 85 "gang_dims.c"
{

        { long __accc_tc87_8_1 = (long)((long)(300 / 10) - (long)(0)); if (__accc_tc87_8_1 < 0) __accc_tc87_8_1 = 0; long __accc_tc87_8_0 = (long)((long)(5) - (long)(0)); if (__accc_tc87_8_0 < 0) __accc_tc87_8_0 = 0; for (long __accc_it87_8 = ((long)get_group_id(0) % __accc_g1) * (long)get_local_size(0) + (long)get_local_id(0); __accc_it87_8 < __accc_tc87_8_1 * __accc_tc87_8_0; __accc_it87_8 += __accc_g1 * (long)get_local_size(0)) { long __accc_r87_8 = __accc_it87_8; int j = (0) + (__accc_r87_8 % __accc_tc87_8_1) * (1); __accc_r87_8 /= __accc_tc87_8_1; int k = (0) + __accc_r87_8 * (1); 
c3[i][k][j] = i * 1000 + k * 100 + j;
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_5_0(long __accc_g1, long __accc_g2, __global char *__accc_b_v3, ulong __accc_o_v3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*v3)[37][300] = (__global int (*)[37][300])(__accc_b_v3 + __accc_o_v3);
    for (long __accc_it = ((long)get_group_id(0) / (__accc_g1 * __accc_g2)); __accc_it < __accc_n; __accc_it += ((long)get_num_groups(0) / (__accc_g1 * __accc_g2))) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 102 "gang_dims.c"
{

        { long __accc_tc104_8_0 = (long)((long)(37) - (long)(0)); if (__accc_tc104_8_0 < 0) __accc_tc104_8_0 = 0; for (long __accc_it104_8 = ((long)get_group_id(0) / __accc_g1) % __accc_g2; __accc_it104_8 < __accc_tc104_8_0; __accc_it104_8 += __accc_g2) { long __accc_r104_8 = __accc_it104_8; int i = (0) + __accc_r104_8 * (1); 
{

            { long __accc_tc106_12_0 = (long)((long)(300) - (long)(0)); if (__accc_tc106_12_0 < 0) __accc_tc106_12_0 = 0; for (long __accc_it106_12 = ((long)get_group_id(0) % __accc_g1) * (long)get_local_size(0) + (long)get_local_id(0); __accc_it106_12 < __accc_tc106_12_0; __accc_it106_12 += __accc_g1 * (long)get_local_size(0)) { long __accc_r106_12 = __accc_it106_12; int j = (0) + __accc_r106_12 * (1); 
v3[k][i][j] = k * 100000 + i * 1000 + j;
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_6_0(long __accc_g1, long __accc_g2, __global char *__accc_b_head, ulong __accc_o_head, __global char *__accc_b_v3, ulong __accc_o_v3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *head = (__global int *)(__accc_b_head + __accc_o_head);
    __global int (*v3)[37][300] = (__global int (*)[37][300])(__accc_b_v3 + __accc_o_v3);
    for (long __accc_it = ((long)get_group_id(0) / (__accc_g1 * __accc_g2)); __accc_it < __accc_n; __accc_it += ((long)get_num_groups(0) / (__accc_g1 * __accc_g2))) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 117 "gang_dims.c"
{

        { long __accc_tc119_8_0 = (long)((long)(37) - (long)(0)); if (__accc_tc119_8_0 < 0) __accc_tc119_8_0 = 0; for (long __accc_it119_8 = ((long)get_group_id(0) / __accc_g1) % __accc_g2; __accc_it119_8 < __accc_tc119_8_0; __accc_it119_8 += __accc_g2) { long __accc_r119_8 = __accc_it119_8; int i = (0) + __accc_r119_8 * (1); 
{
            head[i] = 2 * i;

            { long __accc_tc122_12_0 = (long)((long)(300) - (long)(0)); if (__accc_tc122_12_0 < 0) __accc_tc122_12_0 = 0; for (long __accc_it122_12 = ((long)get_group_id(0) % __accc_g1) * (long)get_local_size(0) + (long)get_local_id(0); __accc_it122_12 < __accc_tc122_12_0; __accc_it122_12 += __accc_g1 * (long)get_local_size(0)) { long __accc_r122_12 = __accc_it122_12; int j = (0) + __accc_r122_12 * (1); 
v3[k][i][j] += 1;
} barrier(CLK_LOCAL_MEM_FENCE); }
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_7_0(__global char *__accc_b_t, ulong __accc_o_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*t)[300] = (__global int (*)[300])(__accc_b_t + __accc_o_t);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 138 "gang_dims.c"
{

        { long __accc_tc140_8_0 = (long)((long)((i * 8 + 1 < 300 ? i * 8 + 1 : 300)) - (long)(0)); if (__accc_tc140_8_0 < 0) __accc_tc140_8_0 = 0; for (long __accc_it140_8 = (long)get_local_id(0); __accc_it140_8 < __accc_tc140_8_0; __accc_it140_8 += (long)get_local_size(0)) { long __accc_r140_8 = __accc_it140_8; int j = (0) + __accc_r140_8 * (1); 
t[i][j] -= i;
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_8_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_rowsum, ulong __accc_o_rowsum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[300] = (__global int (*restrict)[300])(__accc_b_a + __accc_o_a);
    __global int *rowsum = (__global int *)(__accc_b_rowsum + __accc_o_rowsum);
    __local int __accc_vred_s[128];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 149 "gang_dims.c"
{
        int s = 0;

        { long __accc_tc152_8_0 = (long)((long)(300) - (long)(0)); if (__accc_tc152_8_0 < 0) __accc_tc152_8_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it152_8 = (long)get_local_id(0); __accc_it152_8 < __accc_tc152_8_0; __accc_it152_8 += (long)get_local_size(0)) { long __accc_r152_8 = __accc_it152_8; int j = (0) + __accc_r152_8 * (1); 
s += a[i][j] % 7;
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 128) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[0]; barrier(CLK_LOCAL_MEM_FENCE); } }
        rowsum[i] = s;
    }
    }
}
