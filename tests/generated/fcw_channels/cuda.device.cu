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
extern "C" __global__ void __accc_kernel_0_0(int *a, int *sums, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c45_0_0[256];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "fcw_channels.c"
{
            int tile = (__accc_on ? (i / 256) : 0);
            int lane = (__accc_on ? (i % 256) : 0);

            { const long __accc_s45_0_0_0 = ((i) - 0) - 1 * (long)threadIdx.x; const long __accc_e45_0_0_0 = (1 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e45_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s45_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e45_0_0_0) { __accc_c45_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
{ const long __accc_h45_0_0_0 = 1 * (long)threadIdx.x + ((i) - ((i) - 0));
{
for (int y = 256 / 2; y > 0; y >>= 1)
                    { const int __accc_p0 = (__accc_on) && (lane < y && i + y < 100003);
{ int __accc_cw = 0; if (__accc_p0) __accc_cw = (__accc_c45_0_0[__accc_h45_0_0_0] + __accc_c45_0_0[(1 * (long)threadIdx.x + ((i + y) - ((i) - 0)))]); __syncthreads(); if (__accc_p0) (__accc_c45_0_0[__accc_h45_0_0_0] = (__accc_cw)); __syncthreads(); }
}
 if (__accc_on) { if (lane == 0)
                    sums[tile] = __accc_c45_0_0[__accc_h45_0_0_0]; }
}

}
 __syncthreads(); }
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ src, int *t, int *scan, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c58_0_0[512];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 55 "fcw_channels.c"
{
            int lane = (__accc_on ? (i % 256) : 0);
            int x = (__accc_on ? (src[i]) : 0);

            { const long __accc_s58_0_0_0 = ((i) - 256) - 1 * (long)threadIdx.x; const long __accc_e58_0_0_0 = (257 + 1 * (__accc_w - 1)); __syncthreads(); { } __syncthreads();
{ const long __accc_h58_0_0_0 = 1 * (long)threadIdx.x + ((i) - ((i) - 256));
{
{ int __accc_cw = 0; if (__accc_on) __accc_cw = (x); __syncthreads(); if (__accc_on) (__accc_c58_0_0[__accc_h58_0_0_0] = (__accc_cw)); __syncthreads(); }
 __syncthreads();for (int d = 1; d < 256; d *= 2) {
int add = (__accc_on ? (lane >= d ? __accc_c58_0_0[(1 * (long)threadIdx.x + ((i - d) - ((i) - 256)))] : 0) : 0);
{ int __accc_cw = 0; if (__accc_on) __accc_cw = (__accc_c58_0_0[__accc_h58_0_0_0] + add); __syncthreads(); if (__accc_on) (__accc_c58_0_0[__accc_h58_0_0_0] = (__accc_cw)); __syncthreads(); }
}
 if (__accc_on) { scan[i] = __accc_c58_0_0[__accc_h58_0_0_0]; }
}

}
 __syncthreads(); }
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int *s1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c72_0_0[512];
    __shared__ unsigned char __accc_d72_0_0[512];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 70 "fcw_channels.c"
{
            int lane = (__accc_on ? (i % 256) : 0);

            { const long __accc_s72_0_0_0 = ((i) - 256) - 1 * (long)threadIdx.x; const long __accc_e72_0_0_0 = (257 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e72_0_0_0) { __accc_v0_0[__accc_q] = s1[__accc_s72_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e72_0_0_0) { __accc_c72_0_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_d72_0_0[__accc_k0] = 0; } } } __syncthreads();
{ const long __accc_h72_0_0_0 = 1 * (long)threadIdx.x + ((i) - ((i) - 256));
{
for (int d = 1; d < 256; d *= 2) {
int add = (__accc_on ? (lane >= d ? __accc_c72_0_0[(1 * (long)threadIdx.x + ((i - d) - ((i) - 256)))] : 0) : 0);
{ int __accc_cw = 0; if (__accc_on) __accc_cw = (__accc_c72_0_0[__accc_h72_0_0_0] + (add)); __syncthreads(); if (__accc_on) (__accc_d72_0_0[__accc_h72_0_0_0] = 1, __accc_c72_0_0[__accc_h72_0_0_0] = (__accc_cw)); __syncthreads(); }
}
}

}
 __syncthreads();
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 512; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e72_0_0_0) { if (__accc_d72_0_0[__accc_k0]) s1[__accc_s72_0_0_0 + __accc_k0] = __accc_c72_0_0[__accc_k0]; } } __syncthreads(); }
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ src, int *s2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c83_0_0[512];
    __shared__ unsigned char __accc_d83_0_0[512];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 81 "fcw_channels.c"
{
            int lane = (__accc_on ? (i % 256) : 0);

            { const long __accc_s83_0_0_0 = ((i) - 256) - 1 * (long)threadIdx.x; const long __accc_e83_0_0_0 = (257 + 1 * (__accc_w - 1)); __syncthreads(); { }
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 512; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e83_0_0_0) { __accc_d83_0_0[__accc_k0] = 0; } } __syncthreads();
{ const long __accc_h83_0_0_0 = 1 * (long)threadIdx.x + ((i) - ((i) - 256));
{
{ int __accc_cw = 0; if (__accc_on) __accc_cw = (src[i]); __syncthreads(); if (__accc_on) (__accc_d83_0_0[__accc_h83_0_0_0] = 1, __accc_c83_0_0[__accc_h83_0_0_0] = (__accc_cw)); __syncthreads(); }
for (int d = 1; d < 256; d *= 2) {
int add = (__accc_on ? (lane >= d ? __accc_c83_0_0[(1 * (long)threadIdx.x + ((i - d) - ((i) - 256)))] : 0) : 0);
{ int __accc_cw = 0; if (__accc_on) __accc_cw = (__accc_c83_0_0[__accc_h83_0_0_0] + (add)); __syncthreads(); if (__accc_on) (__accc_d83_0_0[__accc_h83_0_0_0] = 1, __accc_c83_0_0[__accc_h83_0_0_0] = (__accc_cw)); __syncthreads(); }
}
}

}
 __syncthreads();
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 512; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e83_0_0_0) { if (__accc_d83_0_0[__accc_k0]) s2[__accc_s83_0_0_0 + __accc_k0] = __accc_c83_0_0[__accc_k0]; } } __syncthreads(); }
        }
    }
}
