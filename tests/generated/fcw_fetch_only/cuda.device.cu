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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) int __accc_c26_0_0[1028];
    for (long __accc_b = (long)blockIdx.x * 1024; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 1024) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 1024 ? (__accc_n) - (__accc_b) : 1024;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "fcw_fetch_only.c"
{

            { const long __accc_s26_0_0_0 = ((i) - 1) - 1 * (4 * (long)threadIdx.x); const long __accc_e26_0_0_0 = (4 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 1028 && __accc_k0 < __accc_e26_0_0_0) { __accc_v0_0[__accc_q] = ((__accc_s26_0_0_0 + __accc_k0 >= 0) ? a[__accc_s26_0_0_0 + __accc_k0] : 0); } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 1028 && __accc_k0 < __accc_e26_0_0_0) { __accc_c26_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { int __accc_win26_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = ((const int4 *)(__accc_c26_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win26_0[4 * __accc_q] = __accc_x.x; __accc_win26_0[4 * __accc_q + 1] = __accc_x.y; __accc_win26_0[4 * __accc_q + 2] = __accc_x.z; __accc_win26_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
{
                b[i] = __accc_win26_0[1 * __accc_o + 0] + 2 * __accc_win26_0[1 * __accc_o + ((1))] + 3 * __accc_win26_0[1 * __accc_o + ((3))];
            }
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h26_0_0_0 = (i - 1) - __accc_s26_0_0_0; const long __accc_h26_0_0_1 = (i) - __accc_s26_0_0_0; const long __accc_h26_0_0_2 = (i + 2) - __accc_s26_0_0_0;
{
                b[i] = __accc_c26_0_0[__accc_h26_0_0_0] + 2 * __accc_c26_0_0[__accc_h26_0_0_1] + 3 * __accc_c26_0_0[__accc_h26_0_0_2];
            }
}
}
}
 }
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ a, int *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) int __accc_c33_0_0[1028];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "fcw_fetch_only.c"
{

            { const long __accc_s33_0_0_0 = ((2*i) - 0) - 2 * (4 * (long)threadIdx.x); const long __accc_e33_0_0_0 = (4 + 2 * (__accc_w - 1)); __syncthreads(); {
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 1028; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e33_0_0_0) { __accc_c33_0_0[__accc_k0] = ((__accc_s33_0_0_0 + __accc_k0 >= 0) ? a[__accc_s33_0_0_0 + __accc_k0] : 0); } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { int __accc_win33_0[12];
#pragma unroll
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const int4 __accc_x = ((const int4 *)(__accc_c33_0_0 + 8 * (long)threadIdx.x))[__accc_q]; __accc_win33_0[4 * __accc_q] = __accc_x.x; __accc_win33_0[4 * __accc_q + 1] = __accc_x.y; __accc_win33_0[4 * __accc_q + 2] = __accc_x.z; __accc_win33_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
{
                c[i] = __accc_win33_0[2 * __accc_o + 0] - __accc_win33_0[2 * __accc_o + ((1))] + __accc_win33_0[2 * __accc_o + ((3))];
            }
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h33_0_0_0 = (2 * i) - __accc_s33_0_0_0; const long __accc_h33_0_0_1 = (2 * i + 1) - __accc_s33_0_0_0; const long __accc_h33_0_0_2 = (2 * i + 3) - __accc_s33_0_0_0;
{
                c[i] = __accc_c33_0_0[__accc_h33_0_0_0] - __accc_c33_0_0[__accc_h33_0_0_1] + __accc_c33_0_0[__accc_h33_0_0_2];
            }
}
}
}
 }
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ a, int *d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c40_0_0[64];
    for (long __accc_b = (long)blockIdx.x * 64; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 64) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 64 ? (__accc_n) - (__accc_b) : 64;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "fcw_fetch_only.c"
{ const long __accc_s40_0_0_0 = ((i) - 0) - 1 * (long)threadIdx.x; const long __accc_e40_0_0_0 = (1 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e40_0_0_0) { __accc_v0_0[__accc_q] = ((__accc_s40_0_0_0 + __accc_k0 >= 0) ? a[__accc_s40_0_0_0 + __accc_k0] : 0); } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e40_0_0_0) { __accc_c40_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) { const long __accc_h40_0_0_0 = 1 * (long)threadIdx.x + ((i) - ((i) - 0));
d[i] = 5 * __accc_c40_0_0[__accc_h40_0_0_0];
}
 }
    }
}
