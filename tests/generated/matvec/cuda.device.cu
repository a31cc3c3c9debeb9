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
extern "C" __global__ void __accc_kernel_0_0(double (*__restrict__ M)[257], const double *__restrict__ x, double *y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    // 4 gangs a block, one per warp: the built-ins below are the warp's.
    const uint3 __accc_gang_lane = make_uint3(threadIdx.x % 32, 0, 0);
    const uint3 __accc_gang = make_uint3(blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, 0, 0);
    const dim3 __accc_gangs(gridDim.x * (blockDim.x / 32)), __accc_gang_size(32);
#define threadIdx __accc_gang_lane
#define blockIdx __accc_gang
#define gridDim __accc_gangs
#define blockDim __accc_gang_size
#define __syncthreads() __syncwarp()
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "matvec.c"
{
        double s = 0.0;

        { long __accc_tc22_8_0 = (long)((long long)(257) - (long long)(0)); if (__accc_tc22_8_0 < 0) __accc_tc22_8_0 = 0; double __accc_save_s = s; s = 0; for (long __accc_it22_8 = (long)threadIdx.x; __accc_it22_8 < __accc_tc22_8_0; __accc_it22_8 += (long)blockDim.x) { long __accc_r22_8 = __accc_it22_8; int j = (0) + __accc_r22_8 * (1); 
s += M[i][j] * x[j];
} { int __accc_lane = (int)threadIdx.x; double __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { double __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); s = __accc_save_s + __accc_v; __syncthreads(); } }
        y[i] = s;
    }
    }
#undef threadIdx
#undef blockIdx
#undef gridDim
#undef blockDim
#undef __syncthreads
}
