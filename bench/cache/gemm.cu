// gemm.cu -- hand-written CUDA for gemm.c: C = A * B (N x N, row major, float).
// Two kernels, each timed and verified:
//
//  tile16  the algorithm the cache directive expresses, written by hand: a
//          16 x 16 block computes a 16 x 16 tile of C; per slice of 16 along k
//          it stages a 16 x 16 tile of A and one of B in shared memory (one
//          coalesced load per thread each), then each thread forms its dot
//          product from shared memory (A reads are broadcasts, B reads are
//          consecutive words: no bank conflicts, so no padding is needed);
//  reg64   what a performance programmer writes: a 256-thread block computes a
//          64 x 64 tile, 4 x 4 outputs per thread in registers, k-slices of 16
//          through shared memory (A stored transposed and padded so that both
//          operands are read as float4), next slice prefetched into registers.
//          N must then be a multiple of 64 (else this kernel is skipped).
//
// usage: gemm_cuda [N [REPS [TRIALS]]]      defaults 2048 5 3
// TIME_MS lines carry the kernel's name; CHECK is the tile16 result's.
#include <cuda_runtime.h>
#define BENCH_CUDA
#include "common.h"

#define T16 16
#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4
#define APAD 4
#define USAGE "gemm_cuda [N [REPS [TRIALS]]]  (N a multiple of 16)"

__global__ void __launch_bounds__(256)
gemm_tile16(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, int n)
{
    __shared__ float As[T16][T16];
    __shared__ float Bs[T16][T16];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T16 + ty, col = blockIdx.x * T16 + tx;
    float sum = 0.0f;
    for (int kk = 0; kk < n; kk += T16) {
        As[ty][tx] = A[(size_t)row * n + kk + tx];
        Bs[ty][tx] = B[(size_t)(kk + ty) * n + col];
        __syncthreads();
#pragma unroll
        for (int k = 0; k < T16; k++)
            sum = fmaf(As[ty][k], Bs[k][tx], sum);
        __syncthreads();
    }
    C[(size_t)row * n + col] = sum;
}

__global__ void __launch_bounds__(256)
gemm_reg64(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, int n)
{
    __shared__ __align__(16) float As[BK][BM + APAD];   // As[k][row], transposed
    __shared__ __align__(16) float Bs[BK][BN];          // Bs[k][col]
    int tid = threadIdx.x;
    int tx = tid % (BN / TN), ty = tid / (BN / TN);
    int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
    int a_r = tid / (BK / 4), a_k = (tid % (BK / 4)) * 4;   // 64 rows x 4 float4
    int b_k = tid / (BN / 4), b_c = (tid % (BN / 4)) * 4;   // 16 rows x 16 float4
    const float *Ap = A + (size_t)(row0 + a_r) * n + a_k;
    const float *Bp = B + (size_t)b_k * n + col0 + b_c;

    float acc[TM][TN];
#pragma unroll
    for (int r = 0; r < TM; r++)
#pragma unroll
        for (int c = 0; c < TN; c++)
            acc[r][c] = 0.0f;

    float4 a = *reinterpret_cast<const float4 *>(Ap);
    float4 b = *reinterpret_cast<const float4 *>(Bp);
    for (int k0 = 0; k0 < n; k0 += BK) {
        As[a_k + 0][a_r] = a.x;
        As[a_k + 1][a_r] = a.y;
        As[a_k + 2][a_r] = a.z;
        As[a_k + 3][a_r] = a.w;
        *reinterpret_cast<float4 *>(&Bs[b_k][b_c]) = b;
        __syncthreads();
        if (k0 + BK < n) {   // the next slice, in flight while this one is used
            a = *reinterpret_cast<const float4 *>(Ap + k0 + BK);
            b = *reinterpret_cast<const float4 *>(Bp + (size_t)(k0 + BK) * n);
        }
#pragma unroll
        for (int k = 0; k < BK; k++) {
            float4 av = *reinterpret_cast<const float4 *>(&As[k][ty * TM]);
            float4 bv = *reinterpret_cast<const float4 *>(&Bs[k][tx * TN]);
            float ar[TM] = {av.x, av.y, av.z, av.w};
            float br[TN] = {bv.x, bv.y, bv.z, bv.w};
#pragma unroll
            for (int r = 0; r < TM; r++)
#pragma unroll
                for (int c = 0; c < TN; c++)
                    acc[r][c] = fmaf(ar[r], br[c], acc[r][c]);
        }
        __syncthreads();
    }
#pragma unroll
    for (int r = 0; r < TM; r++) {
        float4 v = make_float4(acc[r][0], acc[r][1], acc[r][2], acc[r][3]);
        *reinterpret_cast<float4 *>(&C[(size_t)(row0 + ty * TM + r) * n + col0 + tx * TN]) = v;
    }
}

__global__ void warm_up_kernel(float *p) { p[threadIdx.x] = (float)threadIdx.x; }

// Samples 256 entries of C against a double-precision product; returns the
// number beyond the tolerance and updates *worst.
static long sample_check(int n, const float *A, const float *B, const float *C, double *worst)
{
    long bad = 0;
    for (int s = 0; s < 256; s++) {
        int i = (int)(hash32(2 * s + 11) % (unsigned)n);
        int j = (int)(hash32(2 * s + 12) % (unsigned)n);
        double ref = 0.0, scale = 0.0;
        for (int k = 0; k < n; k++) {
            ref += (double)A[(size_t)i * n + k] * B[(size_t)k * n + j];
            scale += fabs((double)A[(size_t)i * n + k] * B[(size_t)k * n + j]);
        }
        double e = rel_err(C[(size_t)i * n + j], ref, scale / sqrt((double)n));
        *worst = e > *worst ? e : *worst;
        bad += e > 1e-4;
    }
    return bad;
}

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 2048, USAGE);
    int reps = (int)arg_long(argc, argv, 2, 5, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n < T16 || n % T16 != 0 || reps < 1 || trials < 1) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    size_t size = (size_t)n * n;
    float *A = (float *)malloc(size * sizeof(float));
    float *B = (float *)malloc(size * sizeof(float));
    float *C = (float *)malloc(size * sizeof(float));
    if (!A || !B || !C) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++) {
        A[k] = urand((unsigned)k, 1) - 0.5f;
        B[k] = urand((unsigned)k, 2) - 0.5f;
    }
    printf("BENCH gemm %d x %d x %d, %d products per trial, hand-written CUDA\n", n, n, n, reps);

    CK(cudaFree(0));
    float *dA, *dB, *dC;
    CK(cudaMalloc(&dA, size * sizeof(float)));
    CK(cudaMalloc(&dB, size * sizeof(float)));
    CK(cudaMalloc(&dC, size * sizeof(float)));
    warm_up_kernel<<<1, 32>>>(dC);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(dA, A, size * sizeof(float), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dB, B, size * sizeof(float), cudaMemcpyHostToDevice));

    cudaEvent_t ev0, ev1;
    CK(cudaEventCreate(&ev0));
    CK(cudaEventCreate(&ev1));
    long bad = 0;
    double worst = 0.0;
    for (int kernel = 0; kernel < 2; kernel++) {
        if (kernel == 1 && n % BM != 0) {
            printf("SKIP reg64: N is not a multiple of %d\n", BM);
            break;
        }
        for (size_t k = 0; k < size; k++)
            C[k] = -1.0f;   // what a kernel leaves unwritten fails the check
        CK(cudaMemcpy(dC, C, size * sizeof(float), cudaMemcpyHostToDevice));
        for (int t = 0; t < trials; t++) {
            CK(cudaEventRecord(ev0));
            for (int r = 0; r < reps; r++) {
                if (kernel == 0) {
                    gemm_tile16<<<dim3(n / T16, n / T16), dim3(T16, T16)>>>(dA, dB, dC, n);
                } else {
                    gemm_reg64<<<dim3(n / BN, n / BM), 256>>>(dA, dB, dC, n);
                }
            }
            CK(cudaEventRecord(ev1));
            CK(cudaEventSynchronize(ev1));
            CK(cudaGetLastError());
            float ms;
            CK(cudaEventElapsedTime(&ms, ev0, ev1));
            print_time(ms, kernel == 0 ? "tile16" : "reg64");
        }
        CK(cudaMemcpy(C, dC, size * sizeof(float), cudaMemcpyDeviceToHost));
        if (kernel == 0) {
            double check = 0.0;
            for (size_t k = 0; k < size; k++)
                check += C[k] * check_weight(k);
            print_check(check);
        }
        bad += sample_check(n, A, B, C, &worst);
    }
    int rc = verdict(bad, 512, worst, 1e-4, "256 sampled entries of C from each kernel");
    cudaFree(dA);
    cudaFree(dB);
    cudaFree(dC);
    free(A);
    free(B);
    free(C);
    return rc;
}
