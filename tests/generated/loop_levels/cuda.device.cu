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
extern "C" __global__ void __accc_kernel_0_0(int (*a)[16][32], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "loop_levels.c"
{

            { long __accc_tc18_12_0 = (long)((long long)(16) - (long long)(0)); if (__accc_tc18_12_0 < 0) __accc_tc18_12_0 = 0; for (long __accc_b18_12 = 0; __accc_b18_12 < __accc_tc18_12_0; __accc_b18_12 += 4) { const long __accc_it18_12 = __accc_b18_12 + ((long)threadIdx.x / 32); const int __accc_won18_12 = __accc_it18_12 < __accc_tc18_12_0; long __accc_r18_12 = __accc_it18_12; int j = (0) + __accc_r18_12 * (1); 
{

                { long __accc_tc20_16_0 = __accc_won18_12 ? (long)((long long)(32) - (long long)(0)) : 0; if (__accc_tc20_16_0 < 0) __accc_tc20_16_0 = 0; for (long __accc_it20_16 = ((long)threadIdx.x % 32); __accc_it20_16 < __accc_tc20_16_0; __accc_it20_16 += 32) { long __accc_r20_16 = __accc_it20_16; int k = (0) + __accc_r20_16 * (1); 
a[i][j][k] = i * 10000 + j * 100 + k;
} __syncthreads(); }
            }
} __syncthreads(); }
        }
    }
}
