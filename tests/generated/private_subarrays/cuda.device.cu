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
extern "C" __global__ void __accc_kernel_0_0(int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int buf[8];
#line 17 "private_subarrays.c"
{
    for (int k = 0; k < 8; k++) buf[k] = i + k;
    out[i] = buf[8 - 1] + buf[0];
  }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ __accc_fp_buf, int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int buf[8]; for (unsigned long __accc_k = 0; __accc_k < sizeof(buf); __accc_k++) ((char *)buf)[__accc_k] = ((const char *)__accc_fp_buf)[__accc_k];
#line 26 "private_subarrays.c"
{
    out[i] = buf[i % 8] + buf[(i + 3) % 8] + i;
  }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int mat[4][8];
#line 33 "private_subarrays.c"
{
    for (int r = 0; r < 4; r++)
      for (int k = 0; k < 8; k++) mat[r][k] = i * r + k;
    out[i] = mat[3][8 - 1];
  }
    }
}

extern "C" __global__ void __accc_kernel_3_0(int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int buf[8];
#line 44 "private_subarrays.c"
{
      for (int k = 0; k < 8; k++) buf[k] = i * k;
      out[i] = buf[2];
    }
    }
}

extern "C" __global__ void __accc_kernel_4_0(int *buf, int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "private_subarrays.c"
{
    int t = 0;

    for (int j = 0; j < 3; j++) {
      buf[0] = i;
      buf[3] = j;
      t += buf[0] + buf[3];
    }
    out[i] = t;
  }
    }
}
