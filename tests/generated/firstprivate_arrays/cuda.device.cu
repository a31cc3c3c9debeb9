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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ __accc_fp_w, int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int w[3]; for (unsigned long __accc_k = 0; __accc_k < sizeof(w); __accc_k++) ((char *)w)[__accc_k] = ((const char *)__accc_fp_w)[__accc_k];
#line 6 "firstprivate_arrays.c"
out[i] = w[i % 3] * 10 + i;
    }
}

extern "C" __global__ void __accc_kernel_1_0(double (*__restrict__ __accc_fp_c)[2], int *out2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
        double c[2][2]; for (unsigned long __accc_k = 0; __accc_k < sizeof(c); __accc_k++) ((char *)c)[__accc_k] = ((const char *)__accc_fp_c)[__accc_k];
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 10 "firstprivate_arrays.c"
out2[i] = (int)(c[i % 2][i / 4] * 10) + i;
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ __accc_fp_w, int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int w[3]; for (unsigned long __accc_k = 0; __accc_k < sizeof(w); __accc_k++) ((char *)w)[__accc_k] = ((const char *)__accc_fp_w)[__accc_k];
#line 14 "firstprivate_arrays.c"
out[i] = w[0] + i;
    }
}
