// jacobi.cu -- hand-written CUDA for jacobi.c: the same 9-point stencil,
// weights, fixed border, sweeps and output.
//
// A block of 32 x 8 threads computes a 32 x 32 tile of outputs.  It stages the
// 34 x 34 inputs the tile needs in shared memory in one coalesced pass (rows of
// 34 consecutive floats; threads along x read consecutive words, so no padding
// is needed), then each thread walks down its column computing 4 outputs,
// keeping a sliding 3 x 3 window in registers: 6 x 3 shared reads for 4 points
// instead of 36.  Sums are formed in the same grouping as jacobi.c.
//
// usage: jacobi_cuda [N [SWEEPS [TRIALS]]]     defaults 4096 200 3
#include <cuda_runtime.h>
#define BENCH_CUDA
#include "common.h"

#define C0 0.2f
#define C1 0.15f
#define C2 0.05f
#define BX 32
#define BY 8
#define ROWS 4                       // outputs per thread, down a column
#define TY (BY * ROWS)               // 32 output rows per block
#define SW (BX + 2)
#define SH (TY + 2)
#define USAGE "jacobi_cuda [N [SWEEPS [TRIALS]]]  (N >= 3)"

__global__ void __launch_bounds__(BX *BY)
sweep(const float *__restrict__ in, float *__restrict__ out, int n)
{
    __shared__ float s[SH][SW];
    int i0 = blockIdx.x * BX - 1, j0 = blockIdx.y * TY - 1;   // global index of s[0][0]
    int tid = threadIdx.y * BX + threadIdx.x;
    for (int q = tid; q < SH * SW; q += BX * BY) {
        int r = q / SW, c = q % SW;
        int gj = j0 + r, gi = i0 + c;
        s[r][c] = (gj >= 0 && gj < n && gi >= 0 && gi < n) ? in[(size_t)gj * n + gi] : 0.0f;
    }
    __syncthreads();

    int c = threadIdx.x + 1;                 // this thread's column in s
    int r0 = threadIdx.y * ROWS + 1;         // its first row in s
    int gi = i0 + c;
    float w0 = s[r0 - 1][c - 1], w1 = s[r0 - 1][c], w2 = s[r0 - 1][c + 1];
    float m0 = s[r0][c - 1], m1 = s[r0][c], m2 = s[r0][c + 1];
#pragma unroll
    for (int k = 0; k < ROWS; k++) {
        int r = r0 + k;
        float e0 = s[r + 1][c - 1], e1 = s[r + 1][c], e2 = s[r + 1][c + 1];
        int gj = j0 + r;
        if (gj >= 1 && gj < n - 1 && gi >= 1 && gi < n - 1)
            out[(size_t)gj * n + gi] =
                C0 * m1 + C1 * (w1 + e1 + m0 + m2) + C2 * (w0 + w2 + e0 + e2);
        w0 = m0, w1 = m1, w2 = m2;
        m0 = e0, m1 = e1, m2 = e2;
    }
}

__global__ void warm_up_kernel(float *p) { p[threadIdx.x] = (float)threadIdx.x; }

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 4096, USAGE);
    int sweeps = (int)arg_long(argc, argv, 2, 200, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n < 3 || sweeps < 1 || trials < 1) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    size_t size = (size_t)n * n;
    float *a = (float *)malloc(size * sizeof(float));
    float *b = (float *)malloc(size * sizeof(float));
    if (!a || !b) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++)
        a[k] = 1.0f + urand((unsigned)k, 5);
    printf("BENCH jacobi %d x %d, 3x3 stencil, %d sweeps per trial, hand-written CUDA\n", n, n,
           sweeps);

    CK(cudaFree(0));
    float *da, *db;
    CK(cudaMalloc(&da, size * sizeof(float)));
    CK(cudaMalloc(&db, size * sizeof(float)));
    warm_up_kernel<<<1, 32>>>(db);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(da, a, size * sizeof(float), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(db, a, size * sizeof(float), cudaMemcpyHostToDevice));

    cudaEvent_t ev0, ev1;
    CK(cudaEventCreate(&ev0));
    CK(cudaEventCreate(&ev1));
    dim3 grid((n + BX - 1) / BX, (n + TY - 1) / TY), block(BX, BY);
    float *src = da, *dst = db;
    for (int t = 0; t < trials; t++) {
        CK(cudaEventRecord(ev0));
        for (int s = 0; s < sweeps; s++) {
            sweep<<<grid, block>>>(src, dst, n);
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
    // src holds the last sweep's result, dst the grid that sweep read.
    CK(cudaMemcpy(a, src, size * sizeof(float), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(b, dst, size * sizeof(float), cudaMemcpyDeviceToHost));

    double check = 0.0;
    for (size_t k = 0; k < size; k++)
        check += a[k] * check_weight(k);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
#define P(j, i) ((double)b[(size_t)(j) * n + (i)])
    for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < n - 1; i++) {
            double ref = C0 * P(j, i) +
                         C1 * (P(j - 1, i) + P(j + 1, i) + P(j, i - 1) + P(j, i + 1)) +
                         C2 * (P(j - 1, i - 1) + P(j - 1, i + 1) + P(j + 1, i - 1) +
                               P(j + 1, i + 1));
            double e = rel_err(a[(size_t)j * n + i], ref, 0.0);
            worst = e > worst ? e : worst;
            bad += e > 1e-5;
        }
    int rc = verdict(bad, (long)(n - 2) * (n - 2), worst, 1e-5, "every point of the last sweep");
    cudaFree(da);
    cudaFree(db);
    free(a);
    free(b);
    return rc;
}
