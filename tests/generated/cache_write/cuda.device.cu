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
extern "C" __global__ void __accc_kernel_0_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c50_0_0[512];
    __shared__ unsigned char __accc_d50_0_0[512];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "cache_write.c"
{

            { const long __accc_s50_0_0_0 = (4 * i) - 4 * (long)threadIdx.x; const long __accc_e50_0_0_0 = (4 + 4 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[4];
#pragma unroll
for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e50_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s50_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 4; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e50_0_0_0) { __accc_c50_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d50_0_0[__accc_k0] = 0; } } } __syncthreads();
if (__accc_on) {
for (int s = 0; s < 24; s++)
                for (int k = 0; k < 4; k++)
                    (__accc_d50_0_0[(4 * (long)threadIdx.x + ((4 * i + k) - (4 * i)))] = 1, __accc_c50_0_0[(4 * (long)threadIdx.x + ((4 * i + k) - (4 * i)))] = ((__accc_c50_0_0[(4 * (long)threadIdx.x + ((4 * i + k) - (4 * i)))] * 3 + __accc_c50_0_0[(4 * (long)threadIdx.x + ((4 * i + (k + 1) % 4) - (4 * i)))] + s) % 1009));
}
 __syncthreads();
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 512; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e50_0_0_0) { if (__accc_d50_0_0[__accc_k0]) a[__accc_s50_0_0_0 + __accc_k0] = __accc_c50_0_0[__accc_k0]; } } __syncthreads(); }
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *sp, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c58_0_0[128];
    __shared__ unsigned char __accc_d58_0_0[128];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "cache_write.c"
{

            { const long __accc_s58_0_0_0 = (i) - 1 * (long)threadIdx.x; const long __accc_e58_0_0_0 = (1 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e58_0_0_0) { __accc_v0_0[__accc_q] = sp[__accc_s58_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e58_0_0_0) { __accc_c58_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d58_0_0[__accc_k0] = 0; } } } __syncthreads();
if (__accc_on) { const long __accc_h58_0_0_0 = 1 * (long)threadIdx.x + ((i) - (i));
if (i % 37 == 0)
                
#pragma unroll 8
for (int s = 0; s < 64; s++)
                    if (s % 8 == 3)
                        (__accc_d58_0_0[__accc_h58_0_0_0] = 1, __accc_c58_0_0[__accc_h58_0_0_0] = (__accc_c58_0_0[__accc_h58_0_0_0] * 2 + s));
}
 __syncthreads();
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 128; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e58_0_0_0) { if (__accc_d58_0_0[__accc_k0]) sp[__accc_s58_0_0_0 + __accc_k0] = __accc_c58_0_0[__accc_k0]; } } __syncthreads(); }
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(double *out, const double *__restrict__ in, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ double __accc_c68_0_0[128];
    __shared__ unsigned char __accc_d68_0_0[128];
    __shared__ double __accc_c68_0_1[130];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 66 "cache_write.c"
{
            for (int t = 0; t < 6; t++) {

                { const long __accc_s68_0_0_0 = (i) - 1 * (long)threadIdx.x; const long __accc_e68_0_0_0 = (1 + 1 * (__accc_w - 1)); const long __accc_s68_0_1_0 = (i) - 1 * (long)threadIdx.x; const long __accc_e68_0_1_0 = (3 + 1 * (__accc_w - 1)); __syncthreads(); { double __accc_v0_0[1]; double __accc_v1_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e68_0_0_0) { __accc_v0_0[__accc_q] = out[__accc_s68_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e68_0_1_0) { __accc_v1_0[__accc_q] = in[__accc_s68_0_1_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e68_0_0_0) { __accc_c68_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d68_0_0[__accc_k0] = 0; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e68_0_1_0) { __accc_c68_0_1[__accc_k0] = __accc_v1_0[__accc_q]; } } } __syncthreads();
if (__accc_on) { const long __accc_h68_0_0_0 = 1 * (long)threadIdx.x + ((i) - (i)); const long __accc_h68_0_1_1 = 1 * (long)threadIdx.x + ((i + 1) - (i)); const long __accc_h68_0_1_2 = 1 * (long)threadIdx.x + ((i + 2) - (i));
(__accc_d68_0_0[__accc_h68_0_0_0] = 1, __accc_c68_0_0[__accc_h68_0_0_0] = (__accc_c68_0_0[__accc_h68_0_0_0] * 0.5 + __accc_c68_0_1[__accc_h68_0_0_0] + __accc_c68_0_1[__accc_h68_0_1_1] + __accc_c68_0_1[__accc_h68_0_1_2] * (double)t));
}
 __syncthreads();
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 128; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e68_0_0_0) { if (__accc_d68_0_0[__accc_k0]) out[__accc_s68_0_0_0 + __accc_k0] = __accc_c68_0_0[__accc_k0]; } } __syncthreads(); }
            }
        }
    }
}
