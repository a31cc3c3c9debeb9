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
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ u)[10][13], int (*v)[10][13], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_lo2, long __accc_st2, long __accc_tc2, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c46_0_0[128][3][3][3];
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r2 = __accc_tc2 > 0 ? __accc_tc2 : 1;
    long __accc_x2 = __accc_sx % __accc_r2, __accc_d2 = __accc_sd % __accc_r2;
    __accc_sx /= __accc_r2;
    __accc_sd /= __accc_r2;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x2 += __accc_d2, __accc_c = __accc_x2 >= __accc_tc2, __accc_x2 -= __accc_c ? __accc_tc2 : 0, __accc_x1 += __accc_d1 + __accc_c, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int k = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
        int i = (__accc_lo2 + __accc_x2 * __accc_st2);
#line 45 "cache_3d.c"
{

                    { const long __accc_s46_0_0_0 = (k - 1); const long __accc_e46_0_0_0 = 3; const long __accc_s46_0_0_1 = (j - 1); const long __accc_e46_0_0_1 = 3; const long __accc_s46_0_0_2 = (i - 1); const long __accc_e46_0_0_2 = 3; { }
#pragma unroll
 for (int __accc_f = (int)(0); __accc_f < 27; __accc_f += 1) { int __accc_r = __accc_f; const int __accc_k2 = __accc_r % 3; __accc_r /= 3; const int __accc_k1 = __accc_r % 3; __accc_r /= 3; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e46_0_0_0 && __accc_k1 < __accc_e46_0_0_1 && __accc_k2 < __accc_e46_0_0_2) { __accc_c46_0_0[(int)threadIdx.x][__accc_k0][__accc_k1][__accc_k2] = u[__accc_s46_0_0_0 + __accc_k0][__accc_s46_0_0_1 + __accc_k1][__accc_s46_0_0_2 + __accc_k2]; } }
{
int s = 0;
                    for (int dk = -1; dk <= 1; dk++)
                        for (int dj = -1; dj <= 1; dj++)
                            for (int di = -1; di <= 1; di++)
                                s += __accc_c46_0_0[(int)threadIdx.x][((k + dk) - (k - 1))][((j + dj) - (j - 1))][((i + di) - (i - 1))] *
                                     (1 + (dk + 1) + 3 * (dj + 1) + 9 * (di + 1));
                    v[k][j][i] = s;
}
 }
                }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*__restrict__ u)[10][13], int (*q)[10][13], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c61_0_0[1][3][132];
    long __accc_sx = (long)blockIdx.x, __accc_sd = (long)gridDim.x, __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x, __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int k = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 58 "cache_3d.c"
{

                { long __accc_tc60_16_0 = (long)((long long)(13 - 2) - (long long)(2)); if (__accc_tc60_16_0 < 0) __accc_tc60_16_0 = 0; for (long __accc_b60_16 = 0; __accc_b60_16 < __accc_tc60_16_0; __accc_b60_16 += 128) { const long __accc_it60_16 = __accc_b60_16 + (long)threadIdx.x; const int __accc_on_x = __accc_it60_16 < __accc_tc60_16_0; const int __accc_on = __accc_on_x; const long __accc_w = (__accc_tc60_16_0) - (__accc_b60_16) < 128 ? (__accc_tc60_16_0) - (__accc_b60_16) : 128; long __accc_r60_16 = __accc_it60_16; int i = (2) + __accc_r60_16 * (1); 
{

                    { const long __accc_s61_0_0_0 = (k); const long __accc_e61_0_0_0 = 1; const long __accc_s61_0_0_1 = (j - 1); const long __accc_e61_0_0_1 = 3; const long __accc_s61_0_0_2 = (i - 2) - 1 * (long)threadIdx.x; const long __accc_e61_0_0_2 = (5 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[4];
#pragma unroll
for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k2 = __accc_r % 132; __accc_r /= 132; const int __accc_k1 = __accc_r % 3; __accc_r /= 3; const int __accc_k0 = __accc_r; if (__accc_f < 396 && __accc_k0 < __accc_e61_0_0_0 && __accc_k1 < __accc_e61_0_0_1 && __accc_k2 < __accc_e61_0_0_2) { __accc_v0_0[__accc_q] = u[__accc_s61_0_0_0 + __accc_k0][__accc_s61_0_0_1 + __accc_k1][__accc_s61_0_0_2 + __accc_k2]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k2 = __accc_r % 132; __accc_r /= 132; const int __accc_k1 = __accc_r % 3; __accc_r /= 3; const int __accc_k0 = __accc_r; if (__accc_f < 396 && __accc_k0 < __accc_e61_0_0_0 && __accc_k1 < __accc_e61_0_0_1 && __accc_k2 < __accc_e61_0_0_2) { __accc_c61_0_0[__accc_k0][__accc_k1][__accc_k2] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) { const long __accc_h61_0_0_0 = (k) - (k);
int s = 0;
                    for (int dj = -1; dj <= 1; dj++)
                        for (int di = -2; di <= 2; di++)
                            s += __accc_c61_0_0[__accc_h61_0_0_0][((j + dj) - (j - 1))][(1 * (long)threadIdx.x + ((i + di) - (i - 2)))] * (di * di - dj);
                    q[k][j][i] = s;
}
 }
                }
} __syncthreads(); }
            }
    }
}
