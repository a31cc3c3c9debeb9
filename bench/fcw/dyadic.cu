// dyadic.cu -- hand-written CUDA for dyadic.c: the same data, kernel, output, CHECK and
// VERIFY, through the fast Walsh-Hadamard transform (FWHT), y = H(H(data) . H(kern padded
// to N)) / N, with the passes of dyadic.c's fcw form:
//
//   local_fwht    the stages of stride 1 .. TILE/2 in one launch: a block of TILE/4
//                 threads loads TILE = 1024 consecutive elements into shared memory
//                 (coalesced), runs the stages two at a time (each thread one radix-4
//                 butterfly of four elements per round, one __syncthreads a round) and
//                 stores them;
//   radix16_pass  four stages of stride TILE and more through global memory, each thread
//                 the 16 elements i0 + k*h in registers (radix4_pass and radix2_pass: the
//                 last two or one);
//   pad_kernel, modulate   the kernel's padding to N and the pointwise product (with 1/N).
//
// Written from the algorithm for this suite.
//
// usage: dyadic_cuda [N [M [TRIALS]]]        defaults 16777216 128 3
#include <cuda_runtime.h>
#define BENCH_CUDA
#include "../cache/common.h"

#define TILE 1024          // elements of one local_fwht block
#define LOCAL_THREADS (TILE / 4)
#define THREADS 256        // threads of the other kernels
#define TOLERANCE 1e-5
#define USAGE "dyadic_cuda [N [M [TRIALS]]]  (powers of two, M <= N)"

static int log2_of(int n)
{
    int l = 0;
    while ((1 << l) < n)
        l++;
    return l;
}

// The stages of strides 1 .. span/2 (span = min(TILE, n), 2^lspan) of each TILE-element
// block of x.
__global__ void __launch_bounds__(LOCAL_THREADS) local_fwht(float *__restrict__ x, int lspan)
{
    __shared__ float s[TILE];
    int span = 1 << lspan;
    float *blk = x + (size_t)blockIdx.x * span;
    for (int j = threadIdx.x; j < span; j += LOCAL_THREADS)
        s[j] = blk[j];
    __syncthreads();
    int lh = 0;
    for (; lh + 2 <= lspan; lh += 2) {
        int h = 1 << lh;
        for (int q = threadIdx.x; q < span / 4; q += LOCAL_THREADS) {
            int i0 = ((q >> lh) << (lh + 2)) | (q & (h - 1));
            float x0 = s[i0], x1 = s[i0 + h], x2 = s[i0 + 2 * h], x3 = s[i0 + 3 * h];
            float s01 = x0 + x1, d01 = x0 - x1, s23 = x2 + x3, d23 = x2 - x3;
            s[i0] = s01 + s23;
            s[i0 + h] = d01 + d23;
            s[i0 + 2 * h] = s01 - s23;
            s[i0 + 3 * h] = d01 - d23;
        }
        __syncthreads();
    }
    if (lh < lspan) { // an odd count of stages: the last one alone
        int h = 1 << lh;
        for (int q = threadIdx.x; q < span / 2; q += LOCAL_THREADS) {
            int i0 = ((q >> lh) << (lh + 1)) | (q & (h - 1));
            float x0 = s[i0], x1 = s[i0 + h];
            s[i0] = x0 + x1;
            s[i0 + h] = x0 - x1;
        }
        __syncthreads();
    }
    for (int j = threadIdx.x; j < span; j += LOCAL_THREADS)
        blk[j] = s[j];
}

// The stages of strides 2^lh .. 2^(lh+3) of x (n elements).
__global__ void radix16_pass(float *__restrict__ x, int n, int lh)
{
    int q = blockIdx.x * blockDim.x + threadIdx.x;
    if (q >= n / 16)
        return;
    int h = 1 << lh;
    int i0 = ((q >> lh) << (lh + 4)) | (q & (h - 1));
    float v[16];
#pragma unroll
    for (int k = 0; k < 16; k++)
        v[k] = x[i0 + k * h];
#pragma unroll
    for (int st = 0; st < 4; st++) {
#pragma unroll
        for (int b = 0; b < 8; b++) {
            int lo = ((b >> st) << (st + 1)) | (b & ((1 << st) - 1));
            float a = v[lo], c = v[lo + (1 << st)];
            v[lo] = a + c;
            v[lo + (1 << st)] = a - c;
        }
    }
#pragma unroll
    for (int k = 0; k < 16; k++)
        x[i0 + k * h] = v[k];
}

// The stages of strides 2^lh and 2^(lh+1) of x (n elements).
__global__ void radix4_pass(float *__restrict__ x, int n, int lh)
{
    int q = blockIdx.x * blockDim.x + threadIdx.x;
    if (q >= n / 4)
        return;
    int h = 1 << lh;
    int i0 = ((q >> lh) << (lh + 2)) | (q & (h - 1));
    float x0 = x[i0], x1 = x[i0 + h], x2 = x[i0 + 2 * h], x3 = x[i0 + 3 * h];
    float s01 = x0 + x1, d01 = x0 - x1, s23 = x2 + x3, d23 = x2 - x3;
    x[i0] = s01 + s23;
    x[i0 + h] = d01 + d23;
    x[i0 + 2 * h] = s01 - s23;
    x[i0 + 3 * h] = d01 - d23;
}

// The stage of stride 2^lh of x (n elements).
__global__ void radix2_pass(float *__restrict__ x, int n, int lh)
{
    int q = blockIdx.x * blockDim.x + threadIdx.x;
    if (q >= n / 2)
        return;
    int h = 1 << lh;
    int i0 = ((q >> lh) << (lh + 1)) | (q & (h - 1));
    float x0 = x[i0], x1 = x[i0 + h];
    x[i0] = x0 + x1;
    x[i0 + h] = x0 - x1;
}

// y = data, wk = kern padded with zeros to n.
__global__ void pad_kernel(const float *__restrict__ data, const float *__restrict__ kern,
                           float *__restrict__ y, float *__restrict__ wk, int n, int m)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    y[i] = data[i];
    wk[i] = i < m ? kern[i] : 0.0f;
}

__global__ void modulate(float *__restrict__ y, const float *__restrict__ wk, int n, float scale)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = y[i] * wk[i] * scale;
}

static int blocks_for(int work) { return (work + THREADS - 1) / THREADS; }

// H(x), unnormalised, in place.
static void fwht(float *x, int n)
{
    int ln = log2_of(n);
    int lspan = ln < log2_of(TILE) ? ln : log2_of(TILE);
    int tiles = n >> lspan;
    local_fwht<<<tiles, LOCAL_THREADS>>>(x, lspan);
    int lh = lspan;
    for (; lh + 4 <= ln; lh += 4)
        radix16_pass<<<blocks_for(n / 16), THREADS>>>(x, n, lh);
    if (lh + 2 <= ln) {
        radix4_pass<<<blocks_for(n / 4), THREADS>>>(x, n, lh);
        lh += 2;
    }
    if (lh < ln)
        radix2_pass<<<blocks_for(n / 2), THREADS>>>(x, n, lh);
}

__global__ void warm_up_kernel(float *q) { q[threadIdx.x] = (float)threadIdx.x; }

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 16777216, USAGE);
    int m = (int)arg_long(argc, argv, 2, 128, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n < 1 || m < 1 || m > n || (n & (n - 1)) != 0 || (m & (m - 1)) != 0 || trials < 1
        || n > (1 << 30)) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    float *data = (float *)malloc((size_t)n * sizeof(float));
    float *kern = (float *)malloc((size_t)m * sizeof(float));
    float *y = (float *)malloc((size_t)n * sizeof(float));
    if (!data || !kern || !y) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        data[i] = 2.0f * urand((unsigned)i, 1) - 1.0f;
    for (int j = 0; j < m; j++)
        kern[j] = 2.0f * urand((unsigned)j, 2) - 1.0f;
    printf("BENCH dyadic %d data, %d weights, FWHT, hand-written CUDA, tile %d\n", n, m, TILE);

    CK(cudaFree(0));
    float *d_data, *d_kern, *d_y, *d_wk;
    CK(cudaMalloc(&d_data, (size_t)n * sizeof(float)));
    CK(cudaMalloc(&d_kern, (size_t)m * sizeof(float)));
    CK(cudaMalloc(&d_y, (size_t)n * sizeof(float)));
    CK(cudaMalloc(&d_wk, (size_t)n * sizeof(float)));
    warm_up_kernel<<<1, 32>>>(d_y);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(d_data, data, (size_t)n * sizeof(float), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_kern, kern, (size_t)m * sizeof(float), cudaMemcpyHostToDevice));

    cudaEvent_t ev0, ev1;
    CK(cudaEventCreate(&ev0));
    CK(cudaEventCreate(&ev1));
    for (int t = 0; t < trials; t++) {
        CK(cudaEventRecord(ev0));
        pad_kernel<<<blocks_for(n), THREADS>>>(d_data, d_kern, d_y, d_wk, n, m);
        fwht(d_y, n);
        fwht(d_wk, n);
        modulate<<<blocks_for(n), THREADS>>>(d_y, d_wk, n, 1.0f / (float)n);
        fwht(d_y, n);
        CK(cudaEventRecord(ev1));
        CK(cudaEventSynchronize(ev1));
        CK(cudaGetLastError());
        float ms;
        CK(cudaEventElapsedTime(&ms, ev0, ev1));
        print_time(ms, NULL);
    }
    CK(cudaMemcpy(y, d_y, (size_t)n * sizeof(float), cudaMemcpyDeviceToHost));

    double check = 0.0;
    for (int i = 0; i < n; i++)
        check += y[i] * check_weight((size_t)i);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
    for (int i = 0; i < n; i++) {
        double want = 0.0, scale = 0.0;
        for (int j = 0; j < m; j++) {
            double p = (double)data[i ^ j] * kern[j];
            want += p;
            scale += fabs(p);
        }
        double e = fabs(y[i] - want) / scale;
        if (e > worst)
            worst = e;
        bad += e > TOLERANCE;
    }
    int rc = verdict(bad, n, worst, TOLERANCE,
                     "every output, relative to the sum of its products' magnitudes");
    cudaFree(d_data);
    cudaFree(d_kern);
    cudaFree(d_y);
    cudaFree(d_wk);
    free(data);
    free(kern);
    free(y);
    return rc;
}
