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
extern "C" __global__ void __accc_kernel_0_0(const unsigned int *__restrict__ b, unsigned int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "chained_kernels.c"
{
            unsigned x = b[i];
            for (int k = 0; k < i / 64; k++)
                x = x * 1664525u + 1013904223u;
            a[i] = x;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const unsigned int *__restrict__ a, unsigned int *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "chained_kernels.c"
c[i] = a[65536 - 1 - i] ^ (unsigned)i;
    }
}

extern "C" __global__ void __accc_kernel_2_0(const unsigned int *__restrict__ src, int s, unsigned int *dst, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "chained_kernels.c"
{
                unsigned left = src[(i + 65536 - 1) % 65536], right = src[(i + 1) % 65536];
                dst[i] = src[i] + (left >> 3) + (right << 1) + (unsigned)s;
            }
    }
}
