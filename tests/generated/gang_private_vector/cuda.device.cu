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
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ in)[100], int (*out)[100], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int row[100];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "gang_private_vector.c"
{

        { long __accc_tc21_8_0 = (long)((long long)(100) - (long long)(0)); if (__accc_tc21_8_0 < 0) __accc_tc21_8_0 = 0; for (long __accc_it21_8 = (long)threadIdx.x; __accc_it21_8 < __accc_tc21_8_0; __accc_it21_8 += (long)blockDim.x) { long __accc_r21_8 = __accc_it21_8; int j = (0) + __accc_r21_8 * (1); 
row[j] = in[i][j] * 2;
} __syncthreads(); }

        { long __accc_tc24_8_0 = (long)((long long)(100) - (long long)(0)); if (__accc_tc24_8_0 < 0) __accc_tc24_8_0 = 0; for (long __accc_it24_8 = (long)threadIdx.x; __accc_it24_8 < __accc_tc24_8_0; __accc_it24_8 += (long)blockDim.x) { long __accc_r24_8 = __accc_it24_8; int j = (0) + __accc_r24_8 * (1); 
out[i][j] = row[(j + 1) % 100] - row[j];
} __syncthreads(); }
    }
    }
}
