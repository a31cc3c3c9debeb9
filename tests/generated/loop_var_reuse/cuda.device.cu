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
extern "C" __global__ void __accc_kernel_0_0(int *c, int *a)
{
    __ACCC_ENTER_GRID();
    int i;
    {
#line 16 "loop_var_reuse.c"
{
    for (i = 0; i < 256; i++) c[i] = 3 * i;

    { long __accc_tc19_4_0 = (long)((long long)(256) - (long long)(0)); if (__accc_tc19_4_0 < 0) __accc_tc19_4_0 = 0; for (long __accc_it19_4 = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it19_4 < __accc_tc19_4_0; __accc_it19_4 += ((long)gridDim.x * blockDim.x)) { long __accc_r19_4 = __accc_it19_4; int i = (0) + __accc_r19_4 * (1); 
a[i] = i + 1;
} }
  }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *a)
{
    __ACCC_ENTER_GRID();
    int i;
    int table[16];
    {
#line 28 "loop_var_reuse.c"
{
    for (i = 0; i < 16; i++) table[i] = i * i;

    { long __accc_tc31_4_0 = (long)((long long)(256) - (long long)(0)); if (__accc_tc31_4_0 < 0) __accc_tc31_4_0 = 0; for (long __accc_it31_4 = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it31_4 < __accc_tc31_4_0; __accc_it31_4 += ((long)gridDim.x * blockDim.x)) { long __accc_r31_4 = __accc_it31_4; int i = (0) + __accc_r31_4 * (1); 
a[i] = table[i % 16];
} }
  }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int (*b)[16], int (*d)[16], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int j;
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "loop_var_reuse.c"
{

      { long __accc_tc42_6_0 = (long)((long long)(16) - (long long)(0)); if (__accc_tc42_6_0 < 0) __accc_tc42_6_0 = 0; for (long __accc_it42_6 = (long)threadIdx.x; __accc_it42_6 < __accc_tc42_6_0; __accc_it42_6 += (long)blockDim.x) { long __accc_r42_6 = __accc_it42_6; int j = (0) + __accc_r42_6 * (1); 
b[i][j] = i + j;
} __syncthreads(); }
      for (j = 0; j < 16; j++) d[i][j] = i - j;
    }
    }
}

extern "C" __global__ void __accc_kernel_2_1(int *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 46 "loop_var_reuse.c"
c[j] = 2 * j;
    }
}

extern "C" __global__ void __accc_kernel_3_0(int *__accc_p_i, int (*b)[16])
{
    __ACCC_ENTER_GRID();
    int j;
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 57 "loop_var_reuse.c"
for ((*__accc_p_i) = 0; (*__accc_p_i) < 256; (*__accc_p_i)++) {

      for (j = 0; j < 16; j++) b[(*__accc_p_i)][j] = (*__accc_p_i) * j;
    }
    }
}

extern "C" __global__ void __accc_kernel_3_1(int (*d)[16], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
        int i;
#line 62 "loop_var_reuse.c"
{
      for (i = 0; i < 16; i++) d[j][i] = j + 2 * i;
    }
    }
}
