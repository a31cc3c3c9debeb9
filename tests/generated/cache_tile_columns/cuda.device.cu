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
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ a)[37], int (*s)[37], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c36_0_0[18][130];
    const long __accc_lx = (long)threadIdx.x % 16, __accc_ly = (long)threadIdx.x / 16;
    const long __accc_tiles = (__accc_n + 128 - 1) / 128 * __accc_ct;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_tiles; __accc_t += (long)gridDim.x) {
        const long __accc_gb = __accc_t / __accc_ct * 128, __accc_cb = __accc_t % __accc_ct * 16;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 128 ? __accc_n - __accc_gb : 128;
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "cache_tile_columns.c"
{

            { long __accc_tc35_12_0 = (long)((long long)(203 - 1) - (long long)(1)); if (__accc_tc35_12_0 < 0) __accc_tc35_12_0 = 0; for (long __accc_b35_12 = __accc_cb; __accc_b35_12 < __accc_tc35_12_0; __accc_b35_12 += __accc_ct * 16) { const long __accc_it35_12 = __accc_b35_12 + __accc_lx; const int __accc_on_x = __accc_it35_12 < __accc_tc35_12_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc35_12_0) - (__accc_b35_12) < 16 ? (__accc_tc35_12_0) - (__accc_b35_12) : 16; long __accc_r35_12 = __accc_it35_12; int i = (1) + __accc_r35_12 * (1); 
{

                { const long __accc_s36_0_0_0 = (i - 1) - 1 * __accc_lx; const long __accc_e36_0_0_0 = (3 + 1 * (__accc_w - 1)); const long __accc_s36_0_0_1 = (j - 1) - 1 * __accc_ly; const long __accc_e36_0_0_1 = (3 + 1 * (__accc_wy - 1)); __syncthreads(); {
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 2340; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 130; __accc_r /= 130; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e36_0_0_0 && __accc_k1 < __accc_e36_0_0_1) { __accc_c36_0_0[__accc_k0][__accc_k1] = a[__accc_s36_0_0_0 + __accc_k0][__accc_s36_0_0_1 + __accc_k1]; } } } __syncthreads();
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly + __accc_rr * 16; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
s[i][j] = 4 * __accc_c36_0_0[(1 * __accc_lx + ((i) - (i - 1)))][(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))] - __accc_c36_0_0[(1 * __accc_lx + ((i - 1) - (i - 1)))][(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))] - __accc_c36_0_0[(1 * __accc_lx + ((i + 1) - (i - 1)))][(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))] + 2 * __accc_c36_0_0[(1 * __accc_lx + ((i) - (i - 1)))][(1 * (__accc_it - __accc_gb) + ((j - 1) - (j - 1)))] - 3 * __accc_c36_0_0[(1 * __accc_lx + ((i) - (i - 1)))][(1 * (__accc_it - __accc_gb) + ((j + 1) - (j - 1)))];
}
}
 }
            }
} }
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*__restrict__ a)[37], int (*t)[203], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c44_0_0[128][16];
    const long __accc_lx = (long)threadIdx.x % 16, __accc_ly = (long)threadIdx.x / 16;
    const long __accc_tiles = (__accc_n + 128 - 1) / 128 * __accc_ct;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_tiles; __accc_t += (long)gridDim.x) {
        const long __accc_gb = __accc_t / __accc_ct * 128, __accc_cb = __accc_t % __accc_ct * 16;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 128 ? __accc_n - __accc_gb : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "cache_tile_columns.c"
{

            { long __accc_tc43_12_0 = (long)((long long)(37) - (long long)(0)); if (__accc_tc43_12_0 < 0) __accc_tc43_12_0 = 0; for (long __accc_b43_12 = __accc_cb; __accc_b43_12 < __accc_tc43_12_0; __accc_b43_12 += __accc_ct * 16) { const long __accc_it43_12 = __accc_b43_12 + __accc_lx; const int __accc_on_x = __accc_it43_12 < __accc_tc43_12_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc43_12_0) - (__accc_b43_12) < 16 ? (__accc_tc43_12_0) - (__accc_b43_12) : 16; long __accc_r43_12 = __accc_it43_12; int j = (0) + __accc_r43_12 * (1); 
{

                { const long __accc_s44_0_0_0 = (i) - 1 * __accc_ly; const long __accc_e44_0_0_0 = (1 + 1 * (__accc_wy - 1)); const long __accc_s44_0_0_1 = (j) - 1 * __accc_lx; const long __accc_e44_0_0_1 = (1 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e44_0_0_0 && __accc_k1 < __accc_e44_0_0_1) { __accc_v0_0[__accc_q] = a[__accc_s44_0_0_0 + __accc_k0][__accc_s44_0_0_1 + __accc_k1]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e44_0_0_0 && __accc_k1 < __accc_e44_0_0_1) { __accc_c44_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } __syncthreads();
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly + __accc_rr * 16; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
t[j][i] = __accc_c44_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i)))][(1 * __accc_lx + ((j) - (j)))] * 3 + i - j;
}
}
 }
            }
} }
        }
    }
}
