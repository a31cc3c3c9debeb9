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

    { long __accc_tc18402_0 = (long)((long long)(3) - (long long)(0)); if (__accc_tc18402_0 < 0) __accc_tc18402_0 = 0; for (long __accc_b18402 = 0; __accc_b18402 < __accc_tc18402_0; __accc_b18402 += 7) { const long __accc_it18402 = __accc_b18402 + ((long)threadIdx.x / 8); const int __accc_won18402 = __accc_it18402 < __accc_tc18402_0; long __accc_r18402 = __accc_it18402; int j = (0) + __accc_r18402 * (1); 
{
      int s=0;

      { long __accc_tc18514_0 = __accc_won18402 ? (long)((long long)(77) - (long long)(0)) : 0; if (__accc_tc18514_0 < 0) __accc_tc18514_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it18514 = ((long)threadIdx.x % 8); __accc_it18514 < __accc_tc18514_0; __accc_it18514 += 8) { long __accc_r18514 = __accc_it18514; int k = (0) + __accc_r18514 * (1); 
s+=a[i][j][k];
} { int __accc_lane = (int)threadIdx.x; __accc_vred_s[__accc_lane] = s; __syncthreads(); for (int __accc_s = 4; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 8 < __accc_s && __accc_lane % 8 + __accc_s < 8) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; __syncthreads(); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 8]; __syncthreads(); } }
      if (__accc_won18402) { o1[i][j]=s; }
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

    { long __accc_tc18745_0 = (long)((long long)(3) - (long long)(0)); if (__accc_tc18745_0 < 0) __accc_tc18745_0 = 0; for (long __accc_it18745 = (long)threadIdx.x; __accc_it18745 < __accc_tc18745_0; __accc_it18745 += (long)blockDim.x) { long __accc_r18745 = __accc_it18745; int j = (0) + __accc_r18745 * (1); 
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

    { long __accc_tc19135_0 = (long)((long long)(3) - (long long)(0)); if (__accc_tc19135_0 < 0) __accc_tc19135_0 = 0; for (long __accc_it19135 = (long)threadIdx.x; __accc_it19135 < __accc_tc19135_0; __accc_it19135 += (long)blockDim.x) { long __accc_r19135 = __accc_it19135; int j = (0) + __accc_r19135 * (1); 
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

    { long __accc_tc19565_0 = (long)((long long)(3) - (long long)(0)); if (__accc_tc19565_0 < 0) __accc_tc19565_0 = 0; for (long __accc_b19565 = 0; __accc_b19565 < __accc_tc19565_0; __accc_b19565 += 2) { const long __accc_it19565 = __accc_b19565 + ((long)threadIdx.x / 64); const int __accc_won19565 = __accc_it19565 < __accc_tc19565_0; long __accc_r19565 = __accc_it19565; int j = (0) + __accc_r19565 * (1); 
{
      int s=0;

      { long __accc_tc19681_0 = __accc_won19565 ? (long)((long long)(77 -j) - (long long)(j)) : 0; if (__accc_tc19681_0 < 0) __accc_tc19681_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it19681 = ((long)threadIdx.x % 64); __accc_it19681 < __accc_tc19681_0; __accc_it19681 += 64) { long __accc_r19681 = __accc_it19681; int k = (j) + __accc_r19681 * (1); 
s+=a[i][j][k];
} { int __accc_lane = (int)threadIdx.x; int __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { int __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_s[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 64 * 2; __accc_v = __accc_vred_s[__accc_w]; for (int __accc_k = 1; __accc_k < 2; __accc_k++) __accc_v = __accc_v + __accc_vred_s[__accc_w + __accc_k]; } s = __accc_save_s + __accc_v; __syncthreads(); } }
      if (__accc_won19565) { o4[i][j]=s; }
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

    { long __accc_tc19968_0 = (long)((long long)(3) - (long long)(0)); if (__accc_tc19968_0 < 0) __accc_tc19968_0 = 0; for (long __accc_it19968 = (long)threadIdx.x; __accc_it19968 < __accc_tc19968_0; __accc_it19968 += (long)blockDim.x) { long __accc_r19968 = __accc_it19968; int j = (0) + __accc_r19968 * (1); 
{
      int s=0;

      for(int k=0;k<77;k++) s+=a[i][j][k]*k;
      o5[i][j]+=s;
    }
} __syncthreads(); }
  }
    }
}
