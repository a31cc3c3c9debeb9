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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c15_0_0[128][4];
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 12 "cache_divergent_loop.c"
{
        int s = 0;
        for (int j = i; j < 300; j++) {

            { const long __accc_s15_0_0_0 = (j); const long __accc_e15_0_0_0 = 4; { }
#pragma unroll
 for (int __accc_f = (int)(0); __accc_f < 4; __accc_f += 1) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e15_0_0_0) { __accc_c15_0_0[(int)threadIdx.x][__accc_k0] = a[__accc_s15_0_0_0 + __accc_k0]; } }
{ const long __accc_h15_0_0_0 = (j) - (j); const long __accc_h15_0_0_1 = (j + 3) - (j);
s += __accc_c15_0_0[(int)threadIdx.x][__accc_h15_0_0_0] + __accc_c15_0_0[(int)threadIdx.x][__accc_h15_0_0_1];
}
 }
        }
        b[i] = s;
    }
    }
}
