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
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ a)[37], int (*b)[37], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c22_0_0[64][32];
    const long __accc_lx = (long)threadIdx.x % 32, __accc_ly = (long)threadIdx.x / 32;
    const long __accc_tiles = (__accc_n + 64 - 1) / 64 * __accc_ct;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_tiles; __accc_t += (long)gridDim.x) {
        const long __accc_gb = __accc_t / __accc_ct * 64, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 64 ? __accc_n - __accc_gb : 64;
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "cache_tile_reverse.c"
{

        { long __accc_tc21_8_0 = (long)((long long)(37) - (long long)(0)); if (__accc_tc21_8_0 < 0) __accc_tc21_8_0 = 0; for (long __accc_b21_8 = __accc_cb; __accc_b21_8 < __accc_tc21_8_0; __accc_b21_8 += __accc_ct * 32) { const long __accc_it21_8 = __accc_b21_8 + __accc_lx; const int __accc_on_x = __accc_it21_8 < __accc_tc21_8_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc21_8_0) - (__accc_b21_8) < 32 ? (__accc_tc21_8_0) - (__accc_b21_8) : 32; long __accc_r21_8 = __accc_it21_8; int i = (0) + __accc_r21_8 * (1); 
{

            { const long __accc_s22_0_0_0 = (150 - 1 - j) + 1 * __accc_ly - 1 * (__accc_wy - 1); const long __accc_e22_0_0_0 = (1 + 1 * (__accc_wy - 1)); const long __accc_s22_0_0_1 = (i) - 1 * __accc_lx; const long __accc_e22_0_0_1 = (1 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e22_0_0_0 && __accc_k1 < __accc_e22_0_0_1) { __accc_v0_0[__accc_q] = a[__accc_s22_0_0_0 + __accc_k0][__accc_s22_0_0_1 + __accc_k1]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e22_0_0_0 && __accc_k1 < __accc_e22_0_0_1) { __accc_c22_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on_x && __accc_gb + __accc_ly * 8 + 7 < __accc_n) {

#pragma unroll
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
b[j][i] = __accc_c22_0_0[((150 - 1 - j) - __accc_s22_0_0_0)][(1 * __accc_lx + ((i) - (i)))] * 2 + (i % 3);
}
}
} else {

#pragma unroll
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
b[j][i] = __accc_c22_0_0[((150 - 1 - j) - __accc_s22_0_0_0)][(1 * __accc_lx + ((i) - (i)))] * 2 + (i % 3);
}
}
}
 }
        }
} }
    }
    }
}
