// stencil1d.cu -- hand-written CUDA for stencil1d.c: the same weights, fixed
// ends, steps and output (the kernel of bench/stencil1d/stencil1d.cu).
//
// A block of 256 threads produces 1024 consecutive points: it stages the
// 1024 + 2*RADIUS inputs it needs in shared memory (one coalesced pass), then
// each thread reads the 4 + 2*RADIUS values of its window as float4 (no bank
// conflicts) into registers and forms its 4 outputs from them, with the weights
// in constant memory.  Shared-memory traffic is about 16 bytes per output
// instead of 4 * (2*RADIUS+1).
//
// usage: stencil1d_cuda [N [STEPS [TRIALS]]]    defaults 2097152 500 3 (RADIUS 30)
#include <cuda_runtime.h>
#define BENCH_CUDA
#include "common.h"

#ifndef RADIUS
#define RADIUS 30
#endif
#define WIDTH (2 * RADIUS + 1)
#define THREADS 256
#define PER_THREAD 4
#define BLOCK_OUT (THREADS * PER_THREAD)
#define WIN (PER_THREAD + 2 * RADIUS)              // window of one thread
#define WIN4 ((WIN + 3) / 4)                       // in float4
#define SMEM (BLOCK_OUT + 4 * WIN4 - PER_THREAD)   // staged inputs, a multiple of 4
#define USAGE "stencil1d_cuda [N [STEPS [TRIALS]]]  (N > 2*RADIUS)"

__constant__ float coef[WIDTH];

__global__ void __launch_bounds__(THREADS)
stencil(const float *__restrict__ in, float *__restrict__ out, int n)
{
    __shared__ __align__(16) float s[SMEM];
    int base = blockIdx.x * BLOCK_OUT;   // first output point of the block
    // s[j] holds in[base - RADIUS + j].
    for (int j = threadIdx.x; j < SMEM; j += THREADS) {
        int g = base - RADIUS + j;
        s[j] = (g >= 0 && g < n) ? in[g] : 0.0f;
    }
    __syncthreads();

    // Outputs base + 4t .. base + 4t + 3 need s[4t .. 4t + 3 + 2*RADIUS].
    float win[4 * WIN4];
    const float4 *s4 = reinterpret_cast<const float4 *>(s) + threadIdx.x;
#pragma unroll
    for (int q = 0; q < WIN4; q++) {
        float4 v = s4[q];
        win[4 * q + 0] = v.x;
        win[4 * q + 1] = v.y;
        win[4 * q + 2] = v.z;
        win[4 * q + 3] = v.w;
    }
    float acc[PER_THREAD];
#pragma unroll
    for (int o = 0; o < PER_THREAD; o++) {
        float sum = 0.0f;
#pragma unroll
        for (int k = 0; k < WIDTH; k++)
            sum = fmaf(coef[k], win[o + k], sum);
        acc[o] = sum;
    }

    int i0 = base + PER_THREAD * threadIdx.x;
    if (i0 >= RADIUS && i0 + PER_THREAD <= n - RADIUS) {
        *reinterpret_cast<float4 *>(&out[i0]) = make_float4(acc[0], acc[1], acc[2], acc[3]);
    } else {
#pragma unroll
        for (int o = 0; o < PER_THREAD; o++)
            if (i0 + o >= RADIUS && i0 + o < n - RADIUS)
                out[i0 + o] = acc[o];
    }
}

__global__ void warm_up_kernel(float *q) { q[threadIdx.x] = (float)threadIdx.x; }

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 2097152, USAGE);
    int steps = (int)arg_long(argc, argv, 2, 500, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n <= 2 * RADIUS || steps < 1 || trials < 1) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    float *a = (float *)malloc(n * sizeof(float));
    float *b = (float *)malloc(n * sizeof(float));
    float hcoef[WIDTH];
    if (!a || !b) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int k = -RADIUS; k <= RADIUS; k++)
        hcoef[k + RADIUS] = (float)(RADIUS + 1 - abs(k)) / (float)((RADIUS + 1) * (RADIUS + 1));
    for (int i = 0; i < n; i++)
        a[i] = 1.0f + 0.5f * (float)((i / 4096) % 2) + urand(i, 1);
    printf("BENCH stencil1d %d points, radius %d, %d steps per trial, hand-written CUDA\n", n,
           RADIUS, steps);

    CK(cudaFree(0));
    float *da, *db;
    CK(cudaMalloc(&da, n * sizeof(float)));
    CK(cudaMalloc(&db, n * sizeof(float)));
    warm_up_kernel<<<1, 32>>>(db);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpyToSymbol(coef, hcoef, sizeof(hcoef)));
    CK(cudaMemcpy(da, a, n * sizeof(float), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(db, a, n * sizeof(float), cudaMemcpyHostToDevice));

    cudaEvent_t ev0, ev1;
    CK(cudaEventCreate(&ev0));
    CK(cudaEventCreate(&ev1));
    int blocks = (n + BLOCK_OUT - 1) / BLOCK_OUT;
    float *src = da, *dst = db;
    for (int t = 0; t < trials; t++) {
        CK(cudaEventRecord(ev0));
        for (int s = 0; s < steps; s++) {
            stencil<<<blocks, THREADS>>>(src, dst, n);
            float *sw = src;
            src = dst;
            dst = sw;
        }
        CK(cudaEventRecord(ev1));
        CK(cudaEventSynchronize(ev1));
        CK(cudaGetLastError());
        float ms;
        CK(cudaEventElapsedTime(&ms, ev0, ev1));
        print_time(ms, NULL);
    }
    // src holds the last step's result, dst the array that step read.
    CK(cudaMemcpy(a, src, n * sizeof(float), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(b, dst, n * sizeof(float), cudaMemcpyDeviceToHost));

    double check = 0.0;
    for (int i = 0; i < n; i++)
        check += a[i] * check_weight(i);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
    for (int i = RADIUS; i < n - RADIUS; i++) {
        double ref = 0.0;
        for (int k = -RADIUS; k <= RADIUS; k++)
            ref += (double)hcoef[k + RADIUS] * b[i + k];
        double e = rel_err(a[i], ref, 0.0);
        worst = e > worst ? e : worst;
        bad += e > 1e-5;
    }
    int rc = verdict(bad, n - 2 * RADIUS, worst, 1e-5, "every point of the last step");
    cudaFree(da);
    cudaFree(db);
    free(a);
    free(b);
    return rc;
}
