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
extern "C" __global__ void __accc_kernel_0_0(float (*__restrict__ A)[96], float (*__restrict__ B)[96], float (*C)[96], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 22 "matmul.c"
{

            { long __accc_tc24_12_0 = (long)((long long)(96) - (long long)(0)); if (__accc_tc24_12_0 < 0) __accc_tc24_12_0 = 0; for (long __accc_it24_12 = (long)threadIdx.x; __accc_it24_12 < __accc_tc24_12_0; __accc_it24_12 += (long)blockDim.x) { long __accc_r24_12 = __accc_it24_12; int j = (0) + __accc_r24_12 * (1); 
{
                float s = 0.0f;

                for (int k = 0; k < 96; k++)
                    s += A[i][k] * B[k][j];
                C[i][j] = s;
            }
} __syncthreads(); }
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(float (*__restrict__ A)[96], float (*__restrict__ B)[96], float (*D)[96], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_vred_s[4];
    long __accc_sx = (long)blockIdx.x, __accc_sd = (long)gridDim.x, __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x, __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 35 "matmul.c"
{
                float s = 0.0f;

                { long __accc_tc38_16_0 = (long)((long long)(96) - (long long)(0)); if (__accc_tc38_16_0 < 0) __accc_tc38_16_0 = 0; float __accc_save_s = s; s = 0; for (long __accc_it38_16 = (long)threadIdx.x; __accc_it38_16 < __accc_tc38_16_0; __accc_it38_16 += (long)blockDim.x) { long __accc_r38_16 = __accc_it38_16; int k = (0) + __accc_r38_16 * (1); 
s += A[i][k] * B[k][j];
} { int __accc_lane = (int)threadIdx.x; float __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { float __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_s[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_s[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = __accc_v + __accc_vred_s[__accc_w + __accc_k]; } s = __accc_save_s + __accc_v; __syncthreads(); } }
                D[i][j] = s;
            }
    }
}
