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
extern "C" __global__ void __accc_kernel_0_0(float (*__restrict__ A)[48], float (*__restrict__ B)[56], float (*C)[56], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c33_0_0[128][1][16];
    __shared__ float __accc_c33_0_1[128][16][1];
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 30 "cache_gemm.c"
{
            float sum = 0.0f;
            for (int kk = 0; kk < 48; kk += 16) {

                { const long __accc_s33_0_0_0 = (i); const long __accc_e33_0_0_0 = 1; const long __accc_s33_0_0_1 = (kk); const long __accc_e33_0_0_1 = 16; const long __accc_s33_0_1_0 = (kk); const long __accc_e33_0_1_0 = 16; const long __accc_s33_0_1_1 = (j); const long __accc_e33_0_1_1 = 1; { }
#pragma unroll
 for (int __accc_f = (int)(0); __accc_f < 16; __accc_f += 1) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e33_0_0_0 && __accc_k1 < __accc_e33_0_0_1) { __accc_c33_0_0[(int)threadIdx.x][__accc_k0][__accc_k1] = A[__accc_s33_0_0_0 + __accc_k0][__accc_s33_0_0_1 + __accc_k1]; } }
#pragma unroll
 for (int __accc_f = (int)(0); __accc_f < 16; __accc_f += 1) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 1; __accc_r /= 1; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e33_0_1_0 && __accc_k1 < __accc_e33_0_1_1) { __accc_c33_0_1[(int)threadIdx.x][__accc_k0][__accc_k1] = B[__accc_s33_0_1_0 + __accc_k0][__accc_s33_0_1_1 + __accc_k1]; } }
{ const long __accc_h33_0_0_0 = (i) - (i); const long __accc_h33_0_1_1 = (j) - (j);
for (int k = kk; k < kk + 16; k++)
                    sum += __accc_c33_0_0[(int)threadIdx.x][__accc_h33_0_0_0][((k) - (kk))] * __accc_c33_0_1[(int)threadIdx.x][((k) - (kk))][__accc_h33_0_1_1];
}
 }
            }
            C[i][j] = sum;
        }
    }
}
