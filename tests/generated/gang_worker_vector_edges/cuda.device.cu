#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ a)[3][77], int (*o1)[3], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_vred_s[56];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "gang_worker_vector_edges.c"
{

    { long __accc_tc17_4_0 = (long)((long long)(3) - (long long)(0)); if (__accc_tc17_4_0 < 0) __accc_tc17_4_0 = 0; for (long __accc_b17_4 = 0; __accc_b17_4 < __accc_tc17_4_0; __accc_b17_4 += 7) { const long __accc_it17_4 = __accc_b17_4 + ((long)threadIdx.x / 8); const int __accc_won17_4 = __accc_it17_4 < __accc_tc17_4_0; long __accc_r17_4 = __accc_it17_4; int j = (0) + __accc_r17_4 * (1); 
{
      int s=0;

      { long __accc_tc20_6_0 = __accc_won17_4 ? (long)((long long)(77) - (long long)(0)) : 0; if (__accc_tc20_6_0 < 0) __accc_tc20_6_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it20_6 = ((long)threadIdx.x % 8); __accc_it20_6 < __accc_tc20_6_0; __accc_it20_6 += 8) { long __accc_r20_6 = __accc_it20_6; int k = (0) + __accc_r20_6 * (1); 
s+=a[i][j][k];
} { int __accc_lane = (int)threadIdx.x; __accc_vred_s[__accc_lane] = s; __syncthreads(); for (int __accc_s = 4; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 8 < __accc_s && __accc_lane % 8 + __accc_s < 8) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; __syncthreads(); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 8]; __syncthreads(); } }
      if (__accc_won17_4) { o1[i][j]=s; }
    }
} __syncthreads(); }
  }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*o2)[3], int (*__restrict__ a)[3][77], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "gang_worker_vector_edges.c"
{

    { long __accc_tc28_4_0 = (long)((long long)(3) - (long long)(0)); if (__accc_tc28_4_0 < 0) __accc_tc28_4_0 = 0; for (long __accc_it28_4 = (long)threadIdx.x; __accc_it28_4 < __accc_tc28_4_0; __accc_it28_4 += (long)blockDim.x) { long __accc_r28_4 = __accc_it28_4; int j = (0) + __accc_r28_4 * (1); 
{
      int s=0;
      o2[i][j]=-1;
      if (j==1) continue;

      for(int k=0;k<77;k++) s+=a[i][j][k]*2;
      o2[i][j]=s;
    }
} __syncthreads(); }
  }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int (*__restrict__ a)[3][77], int (*o3)[3], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 39 "gang_worker_vector_edges.c"
{

    { long __accc_tc41_4_0 = (long)((long long)(3) - (long long)(0)); if (__accc_tc41_4_0 < 0) __accc_tc41_4_0 = 0; for (long __accc_it41_4 = (long)threadIdx.x; __accc_it41_4 < __accc_tc41_4_0; __accc_it41_4 += (long)blockDim.x) { long __accc_r41_4 = __accc_it41_4; int j = (0) + __accc_r41_4 * (1); 
{
      int t[77];

      for(int k=0;k<77;k++) t[k]=a[i][j][k]*3;
      int s=0;
      for(int k=0;k<77;k++) s+=t[k];
      o3[i][j]=s;
    }
} __syncthreads(); }
  }
    }
}

extern "C" __global__ void __accc_kernel_3_0(int (*__restrict__ a)[3][77], int (*o4)[3], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_vred_s[4];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "gang_worker_vector_edges.c"
{

    { long __accc_tc55_4_0 = (long)((long long)(3) - (long long)(0)); if (__accc_tc55_4_0 < 0) __accc_tc55_4_0 = 0; for (long __accc_b55_4 = 0; __accc_b55_4 < __accc_tc55_4_0; __accc_b55_4 += 2) { const long __accc_it55_4 = __accc_b55_4 + ((long)threadIdx.x / 64); const int __accc_won55_4 = __accc_it55_4 < __accc_tc55_4_0; long __accc_r55_4 = __accc_it55_4; int j = (0) + __accc_r55_4 * (1); 
{
      int s=0;

      { long __accc_tc58_6_0 = __accc_won55_4 ? (long)((long long)(77 -j) - (long long)(j)) : 0; if (__accc_tc58_6_0 < 0) __accc_tc58_6_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it58_6 = ((long)threadIdx.x % 64); __accc_it58_6 < __accc_tc58_6_0; __accc_it58_6 += 64) { long __accc_r58_6 = __accc_it58_6; int k = (j) + __accc_r58_6 * (1); 
s+=a[i][j][k];
} { int __accc_lane = (int)threadIdx.x; int __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { int __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_s[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 64 * 2; __accc_v = __accc_vred_s[__accc_w]; for (int __accc_k = 1; __accc_k < 2; __accc_k++) __accc_v = __accc_v + __accc_vred_s[__accc_w + __accc_k]; } s = __accc_save_s + __accc_v; __syncthreads(); } }
      if (__accc_won55_4) { o4[i][j]=s; }
    }
} __syncthreads(); }
  }
    }
}

extern "C" __global__ void __accc_kernel_4_0(int (*__restrict__ a)[3][77], int (*o5)[3], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 64 "gang_worker_vector_edges.c"
{

    { long __accc_tc66_4_0 = (long)((long long)(3) - (long long)(0)); if (__accc_tc66_4_0 < 0) __accc_tc66_4_0 = 0; for (long __accc_it66_4 = (long)threadIdx.x; __accc_it66_4 < __accc_tc66_4_0; __accc_it66_4 += (long)blockDim.x) { long __accc_r66_4 = __accc_it66_4; int j = (0) + __accc_r66_4 * (1); 
{
      int s=0;

      for(int k=0;k<77;k++) s+=a[i][j][k]*k;
      o5[i][j]+=s;
    }
} __syncthreads(); }
  }
    }
}
