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
__device__ float apply(int i, float *__accc_p_coef, int *lut);
__device__ float apply(int i, float *__accc_p_coef, int *lut)
{ return (*__accc_p_coef) * (float)lut[i]; }
extern "C" __global__ void __accc_kernel_0_0(int *__accc_p_bias, float *tmp, float *__accc_p_coef, int *lut, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 27 "declare_scalars.c"
tmp[i] = apply(i, __accc_p_coef, lut) + (float)(*__accc_p_bias);
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *__accc_p_bias)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 29 "declare_scalars.c"
(*__accc_p_bias) = 10;
    }
}

extern "C" __global__ void __accc_kernel_2_0(const float *__restrict__ tmp, int *__accc_p_bias, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "declare_scalars.c"
out[i] = tmp[i] + (float)(*__accc_p_bias);
    }
}

extern "C" __global__ void __accc_kernel_3_0(float *__accc_p_coef)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 59 "declare_scalars.c"
(*__accc_p_coef) = 2.0f;
    }
}

extern "C" __global__ void __accc_kernel_4_0(float *__accc_p_coef, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 62 "declare_scalars.c"
out[i] = (*__accc_p_coef) * (float)i;
    }
}
