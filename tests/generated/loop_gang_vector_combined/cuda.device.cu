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
extern "C" __global__ void __accc_kernel_0_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 14 "loop_gang_vector_combined.c"
a[i] = i;
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 18 "loop_gang_vector_combined.c"
b[i] = 2 * i;
    }
}

extern "C" __global__ void __accc_kernel_2_0(int *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 22 "loop_gang_vector_combined.c"
c[i] = 3 * i;
    }
}

extern "C" __global__ void __accc_kernel_3_0(int (*d)[64], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "loop_gang_vector_combined.c"
{

            { long __accc_tc30_12_0 = (long)((long long)(64) - (long long)(0)); if (__accc_tc30_12_0 < 0) __accc_tc30_12_0 = 0; for (long __accc_it30_12 = (long)threadIdx.x; __accc_it30_12 < __accc_tc30_12_0; __accc_it30_12 += (long)blockDim.x) { long __accc_r30_12 = __accc_it30_12; int j = (0) + __accc_r30_12 * (1); 
d[i][j] = i - j;
} __syncthreads(); }
        }
    }
}
