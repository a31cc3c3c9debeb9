#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_o1, ulong __accc_o_o1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[3][77] = (__global int (*restrict)[3][77])(__accc_b_a + __accc_o_a);
    __global int (*o1)[3] = (__global int (*)[3])(__accc_b_o1 + __accc_o_o1);
    __local int __accc_vred_s[56];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "gang_worker_vector_edges.c"
{

    { long __accc_tc17_4_0 = (long)((long)(3) - (long)(0)); if (__accc_tc17_4_0 < 0) __accc_tc17_4_0 = 0; for (long __accc_b17_4 = 0; __accc_b17_4 < __accc_tc17_4_0; __accc_b17_4 += 7) { const long __accc_it17_4 = __accc_b17_4 + ((long)get_local_id(0) / 8); const int __accc_won17_4 = __accc_it17_4 < __accc_tc17_4_0; long __accc_r17_4 = __accc_it17_4; int j = (0) + __accc_r17_4 * (1); 
{
      int s=0;

      { long __accc_tc20_6_0 = __accc_won17_4 ? (long)((long)(77) - (long)(0)) : 0; if (__accc_tc20_6_0 < 0) __accc_tc20_6_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it20_6 = ((long)get_local_id(0) % 8); __accc_it20_6 < __accc_tc20_6_0; __accc_it20_6 += 8) { long __accc_r20_6 = __accc_it20_6; int k = (0) + __accc_r20_6 * (1); 
s+=a[i][j][k];
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 4; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 8 < __accc_s && __accc_lane % 8 + __accc_s < 8) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 8]; barrier(CLK_LOCAL_MEM_FENCE); } }
      if (__accc_won17_4) { o1[i][j]=s; }
    }
} barrier(CLK_LOCAL_MEM_FENCE); }
  }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_o2, ulong __accc_o_o2, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*o2)[3] = (__global int (*)[3])(__accc_b_o2 + __accc_o_o2);
    __global int (*restrict a)[3][77] = (__global int (*restrict)[3][77])(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "gang_worker_vector_edges.c"
{

    { long __accc_tc28_4_0 = (long)((long)(3) - (long)(0)); if (__accc_tc28_4_0 < 0) __accc_tc28_4_0 = 0; for (long __accc_it28_4 = (long)get_local_id(0); __accc_it28_4 < __accc_tc28_4_0; __accc_it28_4 += (long)get_local_size(0)) { long __accc_r28_4 = __accc_it28_4; int j = (0) + __accc_r28_4 * (1); 
{
      int s=0;
      o2[i][j]=-1;
      if (j==1) continue;

      for(int k=0;k<77;k++) s+=a[i][j][k]*2;
      o2[i][j]=s;
    }
} barrier(CLK_LOCAL_MEM_FENCE); }
  }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_o3, ulong __accc_o_o3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[3][77] = (__global int (*restrict)[3][77])(__accc_b_a + __accc_o_a);
    __global int (*o3)[3] = (__global int (*)[3])(__accc_b_o3 + __accc_o_o3);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 39 "gang_worker_vector_edges.c"
{

    { long __accc_tc41_4_0 = (long)((long)(3) - (long)(0)); if (__accc_tc41_4_0 < 0) __accc_tc41_4_0 = 0; for (long __accc_it41_4 = (long)get_local_id(0); __accc_it41_4 < __accc_tc41_4_0; __accc_it41_4 += (long)get_local_size(0)) { long __accc_r41_4 = __accc_it41_4; int j = (0) + __accc_r41_4 * (1); 
{
      int t[77];

      for(int k=0;k<77;k++) t[k]=a[i][j][k]*3;
      int s=0;
      for(int k=0;k<77;k++) s+=t[k];
      o3[i][j]=s;
    }
} barrier(CLK_LOCAL_MEM_FENCE); }
  }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_o4, ulong __accc_o_o4, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[3][77] = (__global int (*restrict)[3][77])(__accc_b_a + __accc_o_a);
    __global int (*o4)[3] = (__global int (*)[3])(__accc_b_o4 + __accc_o_o4);
    __local int __accc_vred_s[128];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "gang_worker_vector_edges.c"
{

    { long __accc_tc55_4_0 = (long)((long)(3) - (long)(0)); if (__accc_tc55_4_0 < 0) __accc_tc55_4_0 = 0; for (long __accc_b55_4 = 0; __accc_b55_4 < __accc_tc55_4_0; __accc_b55_4 += 2) { const long __accc_it55_4 = __accc_b55_4 + ((long)get_local_id(0) / 64); const int __accc_won55_4 = __accc_it55_4 < __accc_tc55_4_0; long __accc_r55_4 = __accc_it55_4; int j = (0) + __accc_r55_4 * (1); 
{
      int s=0;

      { long __accc_tc58_6_0 = __accc_won55_4 ? (long)((long)(77 -j) - (long)(j)) : 0; if (__accc_tc58_6_0 < 0) __accc_tc58_6_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it58_6 = ((long)get_local_id(0) % 64); __accc_it58_6 < __accc_tc58_6_0; __accc_it58_6 += 64) { long __accc_r58_6 = __accc_it58_6; int k = (j) + __accc_r58_6 * (1); 
s+=a[i][j][k];
} { int __accc_lane = (int)get_local_id(0); __accc_vred_s[__accc_lane] = s; barrier(CLK_LOCAL_MEM_FENCE); for (int __accc_s = 32; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 64 < __accc_s && __accc_lane % 64 + __accc_s < 64) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; barrier(CLK_LOCAL_MEM_FENCE); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 64]; barrier(CLK_LOCAL_MEM_FENCE); } }
      if (__accc_won55_4) { o4[i][j]=s; }
    }
} barrier(CLK_LOCAL_MEM_FENCE); }
  }
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_o5, ulong __accc_o_o5, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*restrict a)[3][77] = (__global int (*restrict)[3][77])(__accc_b_a + __accc_o_a);
    __global int (*o5)[3] = (__global int (*)[3])(__accc_b_o5 + __accc_o_o5);
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 64 "gang_worker_vector_edges.c"
{

    { long __accc_tc66_4_0 = (long)((long)(3) - (long)(0)); if (__accc_tc66_4_0 < 0) __accc_tc66_4_0 = 0; for (long __accc_it66_4 = (long)get_local_id(0); __accc_it66_4 < __accc_tc66_4_0; __accc_it66_4 += (long)get_local_size(0)) { long __accc_r66_4 = __accc_it66_4; int j = (0) + __accc_r66_4 * (1); 
{
      int s=0;

      for(int k=0;k<77;k++) s+=a[i][j][k]*k;
      o5[i][j]+=s;
    }
} barrier(CLK_LOCAL_MEM_FENCE); }
  }
    }
}
