// Copy-kernel ceilings on this GPU: which code shape reaches cudaMemcpy's bandwidth.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void gs1(const float *__restrict__ a, float *b, long n) {
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) b[i] = a[i];
}
__global__ void one(const float *__restrict__ a, float *b, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x; if (i < n) b[i] = a[i];
}
template <int K> __global__ void gsk(const float *__restrict__ a, float *b, long n) {
  long S = (long)gridDim.x * blockDim.x, i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  for (; i + (K - 1) * S < n; i += K * S) { float v[K];
#pragma unroll
    for (int u = 0; u < K; u++) v[u] = a[i + u * S];
#pragma unroll
    for (int u = 0; u < K; u++) b[i + u * S] = v[u]; }
  for (; i < n; i += S) b[i] = a[i];
}
__global__ void gs4(const float4 *__restrict__ a, float4 *b, long n4) {
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += (long)gridDim.x * blockDim.x) b[i] = a[i];
}
// misaligned by one float, as jacobi's interior rows are
__global__ void gs1off(const float *__restrict__ a, float *b, long n) {
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) b[i + 1] = a[i + 1];
}
int main() {
  long n = 1L << 26; float *a, *b; cudaMalloc(&a, (n + 64) * 4); cudaMalloc(&b, (n + 64) * 4);
  cudaMemset(a, 0, (n + 64) * 4); cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  int sms; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  auto time = [&](const char *name, auto launch) {
    for (int w = 0; w < 3; w++) launch(); cudaEventRecord(e0);
    for (int r = 0; r < 20; r++) launch(); cudaEventRecord(e1); cudaEventSynchronize(e1);
    float ms; cudaEventElapsedTime(&ms, e0, e1); ms /= 20;
    printf("%-34s %8.2f us  %7.1f GB/s\n", name, ms * 1e3, 2.0 * n * 4 / (ms * 1e-3) / 1e9);
  };
  time("cudaMemcpy D2D", [&] { cudaMemcpyAsync(b, a, n * 4, cudaMemcpyDeviceToDevice); });
  for (int bl : {128, 256}) for (int per : {8, 16, 32}) {
    int g = sms * per * 128 / bl; char nm[64];
    snprintf(nm, 64, "grid-stride b%d g%d", bl, g); time(nm, [&] { gs1<<<g, bl>>>(a, b, n); });
    snprintf(nm, 64, "grid-stride+1 b%d g%d", bl, g); time(nm, [&] { gs1off<<<g, bl>>>(a, b, n); });
    snprintf(nm, 64, "K2 b%d g%d", bl, g); time(nm, [&] { gsk<2><<<g, bl>>>(a, b, n); });
    snprintf(nm, 64, "K4 b%d g%d", bl, g); time(nm, [&] { gsk<4><<<g, bl>>>(a, b, n); });
    snprintf(nm, 64, "K8 b%d g%d", bl, g); time(nm, [&] { gsk<8><<<g, bl>>>(a, b, n); });
    snprintf(nm, 64, "float4 b%d g%d", bl, g); time(nm, [&] { gs4<<<g, bl>>>((float4 *)a, (float4 *)b, n / 4); });
  }
  time("one per thread b128", [&] { one<<<(n + 127) / 128, 128>>>(a, b, n); });
  time("one per thread b256", [&] { one<<<(n + 255) / 256, 256>>>(a, b, n); });
  time("one per thread b512", [&] { one<<<(n + 511) / 512, 512>>>(a, b, n); });
  return 0;
}
