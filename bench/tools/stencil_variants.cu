// Variants of the 1-D stencil's cache-directive kernel (bench/cache/stencil1d.c, radius 30,
// 2M points, 500 steps), timed with CUDA events in one program: what each change to the
// code accc generates would buy, before building it into the compiler.
//   rbi        the kernel accc generates with -DUSE_CACHE (RBI, coef and the input window
//              in shared memory), copied from `accc --emit-dir`'s host .c
//   rbi_cst    the same with coef read from a __constant__ array
//   rbi_glb    the same with coef read from global memory (not cached)
//   plain      the kernel of the source without the directive
//   plain_cst  plain with coef from a __constant__ array
//   c<C><p|-><k|->  rbic<C, PAD, CST>: each thread C adjacent outputs (the window's loads
//              merged by nvcc across them), with/without padding of the window (1 word per
//              32), with coef in __constant__ or shared memory
// Build: nvcc -O3 -arch=sm_90 stencil_variants.cu -o sv && ./sv
// Results: bench/results/archive/cache/h200-2026-11-22-memory-bound-kernels.md
#include <cstdio>
#include <cuda_runtime.h>
__constant__ float cst[61];
extern "C" __global__ void rbi(const float *__restrict__ coef, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __shared__ float __accc_c74354_0[188];
    __shared__ float __accc_c74354_1[61];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
// line 44 "bench/cache/stencil1d.c"
{



        { const long __accc_s74354_0_0 = (i - 30) - 1 * (long)threadIdx.x; const long __accc_e74354_0_0 = (61 + 1 * (__accc_w - 1)); const long __accc_s74354_1_0 = (0); const long __accc_e74354_1_0 = 61; __syncthreads(); { float __accc_v0_0[2]; float __accc_v1_0[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 188 && __accc_k0 < __accc_e74354_0_0) { __accc_v0_0[__accc_q] = in[__accc_s74354_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 61 && __accc_k0 < __accc_e74354_1_0) { __accc_v1_0[__accc_q] = coef[__accc_s74354_1_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 188 && __accc_k0 < __accc_e74354_0_0) { __accc_c74354_0[__accc_k0] = __accc_v0_0[__accc_q]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 61 && __accc_k0 < __accc_e74354_1_0) { __accc_c74354_1[__accc_k0] = __accc_v1_0[__accc_q]; } } } __syncthreads();
if (__accc_on) {
float sum = 0.0f;
        for (int k = -30; k <= 30; k++)
            sum += __accc_c74354_1[((k + 30) - __accc_s74354_1_0)] * __accc_c74354_0[((i + k) - __accc_s74354_0_0)];
        out[i] = sum;
}
 }
    }
    }
}
extern "C" __global__ void rbi_cst(const float *__restrict__ coef, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __shared__ float __accc_c74354_0[188];
    __shared__ float __accc_c74354_1[61];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
// line 44 "bench/cache/stencil1d.c"
{



        { const long __accc_s74354_0_0 = (i - 30) - 1 * (long)threadIdx.x; const long __accc_e74354_0_0 = (61 + 1 * (__accc_w - 1)); const long __accc_s74354_1_0 = (0); const long __accc_e74354_1_0 = 61; __syncthreads(); { float __accc_v0_0[2]; float __accc_v1_0[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 188 && __accc_k0 < __accc_e74354_0_0) { __accc_v0_0[__accc_q] = in[__accc_s74354_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 61 && __accc_k0 < __accc_e74354_1_0) { __accc_v1_0[__accc_q] = coef[__accc_s74354_1_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 188 && __accc_k0 < __accc_e74354_0_0) { __accc_c74354_0[__accc_k0] = __accc_v0_0[__accc_q]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 61 && __accc_k0 < __accc_e74354_1_0) { __accc_c74354_1[__accc_k0] = __accc_v1_0[__accc_q]; } } } __syncthreads();
if (__accc_on) {
float sum = 0.0f;
        for (int k = -30; k <= 30; k++)
            sum += cst[k + 30] * __accc_c74354_0[((i + k) - __accc_s74354_0_0)];
        out[i] = sum;
}
 }
    }
    }
}
extern "C" __global__ void rbi_glb(const float *__restrict__ coef, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __shared__ float __accc_c74354_0[188];
    __shared__ float __accc_c74354_1[61];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
// line 44 "bench/cache/stencil1d.c"
{



        { const long __accc_s74354_0_0 = (i - 30) - 1 * (long)threadIdx.x; const long __accc_e74354_0_0 = (61 + 1 * (__accc_w - 1)); const long __accc_s74354_1_0 = (0); const long __accc_e74354_1_0 = 61; __syncthreads(); { float __accc_v0_0[2]; float __accc_v1_0[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 188 && __accc_k0 < __accc_e74354_0_0) { __accc_v0_0[__accc_q] = in[__accc_s74354_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 61 && __accc_k0 < __accc_e74354_1_0) { __accc_v1_0[__accc_q] = coef[__accc_s74354_1_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 188 && __accc_k0 < __accc_e74354_0_0) { __accc_c74354_0[__accc_k0] = __accc_v0_0[__accc_q]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 61 && __accc_k0 < __accc_e74354_1_0) { __accc_c74354_1[__accc_k0] = __accc_v1_0[__accc_q]; } } } __syncthreads();
if (__accc_on) {
float sum = 0.0f;
        for (int k = -30; k <= 30; k++)
            sum += coef[k + 30] * __accc_c74354_0[((i + k) - __accc_s74354_0_0)];
        out[i] = sum;
}
 }
    }
    }
}
extern "C" __global__ void plain(const float *__restrict__ coef, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
// line 84 "/work/main/bench/stencil1d/stencil1d.c"
{
                float sum = 0.0f;
                for (int k = -30; k <= 30; k++)
                    sum += coef[k + 30] * in[i + k];
                out[i] = sum;
            }
    }
}
extern "C" __global__ void plain_cst(const float *__restrict__ coef, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
// line 84 "/work/main/bench/stencil1d/stencil1d.c"
{
                float sum = 0.0f;
                for (int k = -30; k <= 30; k++)
                    sum += cst[k + 30] * in[i + k];
                out[i] = sum;
            }
    }
}

template <int C, bool PAD, bool CST>
__global__ void rbic(const float *__restrict__ coef, const float *__restrict__ in, float *out, long lo, long st, long tc, long n) {
  constexpr int B = 128, E = 60 + B * C, ES = PAD ? E + E / 32 + 1 : E;
  __shared__ float cp[ES]; __shared__ float cc[61];
  for (long b = (long)blockIdx.x * B * C; b < n; b += (long)gridDim.x * B * C) {
    const long w = n - b < B * C ? n - b : B * C;
    const int i0 = (int)(lo + (b + (long)threadIdx.x * C));
    const long s = (long)((int)(lo + b) - 30);
    __syncthreads();
    for (int f = threadIdx.x; f < 60 + w; f += B) cp[PAD ? f + (f >> 5) : f] = in[s + f];
    if (!CST) for (int f = threadIdx.x; f < 61; f += B) cc[f] = coef[f];
    __syncthreads();
#define BODY(I) { int i = (I); float sum = 0.0f; _Pragma("unroll") for (int k = -30; k <= 30; k++) { long x = (i + k) - s; sum += (CST ? cst[k + 30] : cc[k + 30]) * cp[PAD ? x + (x >> 5) : x]; } out[i] = sum; }
    if (b + (long)threadIdx.x * C + (C - 1) < n) {
#pragma unroll
      for (int c = 0; c < C; c++) BODY(i0 + c)
    } else {
      for (int c = 0; c < C; c++) if (b + (long)threadIdx.x * C + c < n) BODY(i0 + c)
    }
  }
}

int main() {
  long n = 2097152; float *a, *b, *c; cudaMalloc(&a, n * 4); cudaMalloc(&b, n * 4); cudaMalloc(&c, 61 * 4);
  float h[61]; for (int k = 0; k < 61; k++) h[k] = 1.0f / 61; cudaMemcpy(c, h, 244, cudaMemcpyHostToDevice);
  cudaMemcpyToSymbol(cst, h, 244);
  float *ha = (float *)malloc(n * 4); for (long i = 0; i < n; i++) ha[i] = (i % 977) * 0.001f;
  cudaMemcpy(a, ha, n * 4, cudaMemcpyHostToDevice); cudaMemcpy(b, ha, n * 4, cudaMemcpyHostToDevice);
  long lo = 30, tc = n - 60; int grid = (int)((tc + 127) / 128); if (grid > 2112) grid = 2112;
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  auto run = [&](const char *name, auto k, int C = 1) {
    int grid = (int)((tc + 128 * C - 1) / (128 * C)); if (grid > 2112) grid = 2112;
    for (int w = 0; w < 5; w++) k<<<grid, 128>>>(c, a, b, lo, 1L, tc, tc);
    cudaEventRecord(e0);
    for (int s = 0; s < 500; s++) { if (s & 1) k<<<grid, 128>>>(c, b, a, lo, 1L, tc, tc); else k<<<grid, 128>>>(c, a, b, lo, 1L, tc, tc); }
    cudaEventRecord(e1); cudaEventSynchronize(e1); float ms; cudaEventElapsedTime(&ms, e0, e1);
    cudaMemcpy(ha, a, n * 4, cudaMemcpyDeviceToHost); double s = 0; for (long i = 0; i < n; i += 97) s += ha[i];
    printf("%-10s 500 steps %8.3f ms  (%6.2f us/step)  check %.6f  %s\n", name, ms, ms * 2, s, cudaGetErrorString(cudaGetLastError()));
    cudaMemcpy(a, ha, n * 4, cudaMemcpyHostToDevice);
  };
  for (int r = 0; r < 2; r++) { run("c1--", rbic<1, false, false>, 1); run("c1-k", rbic<1, false, true>, 1); run("c1p-", rbic<1, true, false>, 1); run("c1pk", rbic<1, true, true>, 1); run("c2--", rbic<2, false, false>, 2); run("c2-k", rbic<2, false, true>, 2); run("c2p-", rbic<2, true, false>, 2); run("c2pk", rbic<2, true, true>, 2); run("c4--", rbic<4, false, false>, 4); run("c4-k", rbic<4, false, true>, 4); run("c4p-", rbic<4, true, false>, 4); run("c4pk", rbic<4, true, true>, 4); run("c8--", rbic<8, false, false>, 8); run("c8-k", rbic<8, false, true>, 8); run("c8p-", rbic<8, true, false>, 8); run("c8pk", rbic<8, true, true>, 8); run("rbi", rbi); run("rbi_cst", rbi_cst); run("rbi_glb", rbi_glb); run("plain", plain); run("plain_cst", plain_cst); }
}
