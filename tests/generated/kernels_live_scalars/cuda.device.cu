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
extern "C" __global__ void __accc_kernel_0_0(int *__accc_p_t, int *b)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 7 "kernels_live_scalars.c"
for (int i = 0; i < 100; i++) { (*__accc_p_t) = i * 2; b[i] = (*__accc_p_t) + 1; }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *__accc_p_u, int *a)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 11 "kernels_live_scalars.c"
for (int i = 0; i < 4; i++) { for (int j = 0; j < 10; j++) (*__accc_p_u) = i + j; a[i] = (*__accc_p_u); }
    }
}

extern "C" __global__ void __accc_kernel_2_0(double *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "kernels_live_scalars.c"
{ double tmp = i * 0.5; c[i] = tmp * 2; }
    }
}

extern "C" __global__ void __accc_kernel_3_0(double *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int v;
#line 18 "kernels_live_scalars.c"
{ v = i; c[i] = v; }
    }
}
