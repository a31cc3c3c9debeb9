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
extern "C" __global__ void __accc_kernel_0_0(int n, const float *__restrict__ A, long __accc_A_d1, const float *__restrict__ B, long __accc_B_d1, float *C, long __accc_C_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c22_0_0[32][16];
    __shared__ float __accc_c22_0_1[16][32];
    const long __accc_lx = (long)threadIdx.x % 32, __accc_ly = (long)threadIdx.x / 32;
    const long __accc_tiles = (__accc_n + 32 - 1) / 32 * __accc_ct;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_tiles; __accc_t += (long)gridDim.x) {
        const long __accc_gb = __accc_t / __accc_ct * 32, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 32 ? __accc_n - __accc_gb : 32;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 17 "cache_gemm_coarse_edge.c"
{

        { long __accc_tc19_8_0 = (long)((long long)(n) - (long long)(0)); if (__accc_tc19_8_0 < 0) __accc_tc19_8_0 = 0; for (long __accc_b19_8 = __accc_cb; __accc_b19_8 < __accc_tc19_8_0; __accc_b19_8 += __accc_ct * 32) { const long __accc_it19_8 = __accc_b19_8 + __accc_lx; const int __accc_on_x = __accc_it19_8 < __accc_tc19_8_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc19_8_0) - (__accc_b19_8) < 32 ? (__accc_tc19_8_0) - (__accc_b19_8) : 32; long __accc_r19_8 = __accc_it19_8; int j = (0) + __accc_r19_8 * (1); 
{
            float sum[4];

#pragma unroll
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
sum[__accc_rr] = (__accc_on ? (0.0f) : 0);
}
            for (int kk = 0; kk < n; kk += 16) {

                { const long __accc_s22_0_0_0 = (i) - 1 * __accc_ly; const long __accc_e22_0_0_0 = (1 + 1 * (__accc_wy - 1)); const long __accc_s22_0_0_1 = (kk); const long __accc_e22_0_0_1 = 16; const long __accc_s22_0_1_0 = (kk); const long __accc_e22_0_1_0 = 16; const long __accc_s22_0_1_1 = (j) - 1 * __accc_lx; const long __accc_e22_0_1_1 = (1 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[2]; float __accc_v1_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e22_0_0_0 && __accc_k1 < __accc_e22_0_0_1) { __accc_v0_0[__accc_q] = A[((__accc_s22_0_0_0 + __accc_k0)) * __accc_A_d1 + (__accc_s22_0_0_1 + __accc_k1)]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e22_0_1_0 && __accc_k1 < __accc_e22_0_1_1) { __accc_v1_0[__accc_q] = B[((__accc_s22_0_1_0 + __accc_k0)) * __accc_B_d1 + (__accc_s22_0_1_1 + __accc_k1)]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 16; __accc_r /= 16; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e22_0_0_0 && __accc_k1 < __accc_e22_0_0_1) { __accc_c22_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 32; __accc_r /= 32; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e22_0_1_0 && __accc_k1 < __accc_e22_0_1_1) { __accc_c22_0_1[__accc_k0][__accc_k1] = __accc_v1_0[__accc_q]; } } } __syncthreads();
if (__accc_on_x && __accc_gb + __accc_ly * 4 + 3 < __accc_n) {

#pragma unroll
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
for (int k = kk; k < kk + 16; k++)
                    sum[__accc_rr] += __accc_c22_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i)))][((k) - (kk))] * __accc_c22_0_1[((k) - (kk))][(1 * __accc_lx + ((j) - (j)))];
}
}
} else {

#pragma unroll
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
for (int k = kk; k < kk + 16; k++)
                    sum[__accc_rr] += __accc_c22_0_0[(1 * (__accc_it - __accc_gb) + ((i) - (i)))][((k) - (kk))] * __accc_c22_0_1[((k) - (kk))][(1 * __accc_lx + ((j) - (j)))];
}
}
}
 }
            }
            
#pragma unroll
for (int __accc_rr = 0; __accc_rr < 4; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 4 + __accc_rr * 1; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) { C[((i)) * __accc_C_d1 + (j)] = sum[__accc_rr]; }
}
        }
} }
    }
    }
}
