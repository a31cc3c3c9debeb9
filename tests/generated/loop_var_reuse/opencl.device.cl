#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_c, ulong __accc_o_c, __global char *__accc_b_a, ulong __accc_o_a)
{
    __global int *c = (__global int *)(__accc_b_c + __accc_o_c);
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    int i;
    {
#line 16 "loop_var_reuse.c"
{
    for (i = 0; i < 256; i++) c[i] = 3 * i;

    { long __accc_tc19_4_0 = (long)((long)(256) - (long)(0)); if (__accc_tc19_4_0 < 0) __accc_tc19_4_0 = 0; for (long __accc_it19_4 = (long)get_global_id(0); __accc_it19_4 < __accc_tc19_4_0; __accc_it19_4 += (long)get_global_size(0)) { long __accc_r19_4 = __accc_it19_4; int i = (0) + __accc_r19_4 * (1); 
a[i] = i + 1;
} }
  }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    int i;
    int table[16];
    {
#line 28 "loop_var_reuse.c"
{
    for (i = 0; i < 16; i++) table[i] = i * i;

    { long __accc_tc31_4_0 = (long)((long)(256) - (long)(0)); if (__accc_tc31_4_0 < 0) __accc_tc31_4_0 = 0; for (long __accc_it31_4 = (long)get_global_id(0); __accc_it31_4 < __accc_tc31_4_0; __accc_it31_4 += (long)get_global_size(0)) { long __accc_r31_4 = __accc_it31_4; int i = (0) + __accc_r31_4 * (1); 
a[i] = table[i % 16];
} }
  }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*b)[16] = (__global int (*)[16])(__accc_b_b + __accc_o_b);
    __global int (*d)[16] = (__global int (*)[16])(__accc_b_d + __accc_o_d);
    int j;
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "loop_var_reuse.c"
{

      { long __accc_tc42_6_0 = (long)((long)(16) - (long)(0)); if (__accc_tc42_6_0 < 0) __accc_tc42_6_0 = 0; for (long __accc_it42_6 = (long)get_local_id(0); __accc_it42_6 < __accc_tc42_6_0; __accc_it42_6 += (long)get_local_size(0)) { long __accc_r42_6 = __accc_it42_6; int j = (0) + __accc_r42_6 * (1); 
b[i][j] = i + j;
} barrier(CLK_LOCAL_MEM_FENCE); }
      for (j = 0; j < 16; j++) d[i][j] = i - j;
    }
    }
}

__kernel void __accc_kernel_2_1(__global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *c = (__global int *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 46 "loop_var_reuse.c"
c[j] = 2 * j;
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b___accc_p_i, ulong __accc_o___accc_p_i, __global char *__accc_b_b, ulong __accc_o_b)
{
    __global int *__accc_p_i = (__global int *)(__accc_b___accc_p_i + __accc_o___accc_p_i);
    __global int (*b)[16] = (__global int (*)[16])(__accc_b_b + __accc_o_b);
    int j;
    if ((long)get_global_id(0) == 0) {
#line 57 "loop_var_reuse.c"
for ((*__accc_p_i) = 0; (*__accc_p_i) < 256; (*__accc_p_i)++) {

      for (j = 0; j < 16; j++) b[(*__accc_p_i)][j] = (*__accc_p_i) * j;
    }
    }
}

__kernel void __accc_kernel_3_1(__global char *__accc_b_d, ulong __accc_o_d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*d)[16] = (__global int (*)[16])(__accc_b_d + __accc_o_d);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
        int i;
#line 62 "loop_var_reuse.c"
{
      for (i = 0; i < 16; i++) d[j][i] = j + 2 * i;
    }
    }
}
