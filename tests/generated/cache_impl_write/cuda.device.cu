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
extern "C" __global__ void __accc_kernel_0_0(float *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c20_0_0[128];
    __shared__ unsigned char __accc_d20_0_0[128];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "cache_impl_write.c"
{

            { const long __accc_s20_0_0_0 = (i) - 1 * (long)threadIdx.x; const long __accc_e20_0_0_0 = (1 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e20_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s20_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e20_0_0_0) { __accc_c20_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d20_0_0[__accc_k0] = 0; } } } __syncthreads();
if (__accc_on) { const long __accc_h20_0_0_0 = 1 * (long)threadIdx.x + ((i) - (i));
{
                (__accc_d20_0_0[__accc_h20_0_0_0] = 1, __accc_c20_0_0[__accc_h20_0_0_0] = (__accc_c20_0_0[__accc_h20_0_0_0] * 0.5f + 1.0f));
                (__accc_d20_0_0[__accc_h20_0_0_0] = 1, __accc_c20_0_0[__accc_h20_0_0_0] += ((float)(i % 3)));
                ((__accc_d20_0_0[__accc_h20_0_0_0] = 1, __accc_c20_0_0[__accc_h20_0_0_0] += (1)) - 1);
            }
}
 __syncthreads();
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 128; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e20_0_0_0) { if (__accc_d20_0_0[__accc_k0]) a[__accc_s20_0_0_0 + __accc_k0] = __accc_c20_0_0[__accc_k0]; } } __syncthreads(); }
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(float *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c30_0_0[128];
    __shared__ unsigned char __accc_d30_0_0[128];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "cache_impl_write.c"
{
            for (int s = 0; s < 4; s++) {

                { const long __accc_s30_0_0_0 = (i) - 1 * (long)threadIdx.x; const long __accc_e30_0_0_0 = (1 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e30_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s30_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e30_0_0_0) { __accc_c30_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d30_0_0[__accc_k0] = 0; } } } __syncthreads();
if (__accc_on) { const long __accc_h30_0_0_0 = 1 * (long)threadIdx.x + ((i) - (i));
{
                    (__accc_d30_0_0[__accc_h30_0_0_0] = 1, __accc_c30_0_0[__accc_h30_0_0_0] = (__accc_c30_0_0[__accc_h30_0_0_0] * 0.75f + (float)s));
                }
}
 __syncthreads();
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 128; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e30_0_0_0) { if (__accc_d30_0_0[__accc_k0]) a[__accc_s30_0_0_0 + __accc_k0] = __accc_c30_0_0[__accc_k0]; } } __syncthreads(); }
            }
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const float *__restrict__ a, float *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c38_0_0[130];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "cache_impl_write.c"
{

            { const long __accc_s38_0_0_0 = (i - 1) + 1 * (long)threadIdx.x - 1 * (__accc_w - 1); const long __accc_e38_0_0_0 = (3 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e38_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s38_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e38_0_0_0) { __accc_c38_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) { const long __accc_h38_0_0_0 = (i - 1) - __accc_s38_0_0_0; const long __accc_h38_0_0_1 = (i) - __accc_s38_0_0_0; const long __accc_h38_0_0_2 = (i + 1) - __accc_s38_0_0_0;
b[i] = __accc_c38_0_0[__accc_h38_0_0_0] - 2.0f * __accc_c38_0_0[__accc_h38_0_0_1] + __accc_c38_0_0[__accc_h38_0_0_2];
}
 }
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const float *__restrict__ a, float *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c43_0_0[1028];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "cache_impl_write.c"
{

            { const long __accc_s43_0_0_0 = (2 * i) - 2 * (4 * (long)threadIdx.x); const long __accc_e43_0_0_0 = (3 + 2 * (__accc_w - 1)); __syncthreads(); {
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 1028; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e43_0_0_0) { __accc_c43_0_0[__accc_k0] = a[__accc_s43_0_0_0 + __accc_k0]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win43_0[12];
#pragma unroll
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c43_0_0 + 8 * (long)threadIdx.x))[__accc_q]; __accc_win43_0[4 * __accc_q] = __accc_x.x; __accc_win43_0[4 * __accc_q + 1] = __accc_x.y; __accc_win43_0[4 * __accc_q + 2] = __accc_x.z; __accc_win43_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
c[i] = __accc_win43_0[2 * __accc_o + 0] + __accc_win43_0[2 * __accc_o + ((1))] + __accc_win43_0[2 * __accc_o + ((2))];
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h43_0_0_0 = (2 * i) - __accc_s43_0_0_0; const long __accc_h43_0_0_1 = (2 * i + 1) - __accc_s43_0_0_0; const long __accc_h43_0_0_2 = (2 * i + 2) - __accc_s43_0_0_0;
c[i] = __accc_c43_0_0[__accc_h43_0_0_0] + __accc_c43_0_0[__accc_h43_0_0_1] + __accc_c43_0_0[__accc_h43_0_0_2];
}
}
}
 }
        }
    }
}
