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
__device__ int churn(int i);
__device__ int churn(int i)
{
  int v = i;
  for (int k = 0; k < 20000; k++) v = (v * 5 + k) % 1021;
  return v;
}
extern "C" __global__ void __accc_kernel_0_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "clause_arguments_once.c"
a[i] += churn(i);
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "clause_arguments_once.c"
a[i] *= 3;
    }
}

extern "C" __global__ void __accc_kernel_2_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 66 "clause_arguments_once.c"
a[i] += churn(i);
    }
}

extern "C" __global__ void __accc_kernel_3_0(int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 72 "clause_arguments_once.c"
b[i] += churn(i + 1);
    }
}

extern "C" __global__ void __accc_kernel_4_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 88 "clause_arguments_once.c"
a[i] += 5;
    }
}

extern "C" __global__ void __accc_kernel_4_1(int *__accc_p_q)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 89 "clause_arguments_once.c"
(*__accc_p_q) = 2;
    }
}
