// pathfinder.cu -- hand-written CUDA version of pathfinder.c: the same costs,
// rule and output.
//
// Several rows per launch (the "pyramid" of Rodinia's CUDA Pathfinder): a
// block of 1024 threads holds 1024 consecutive columns of the current row in
// shared memory and advances up to 32 rows; after k rows only the columns at
// least k from the block's edges are still exact, so each block writes the
// middle 960 columns and neighbouring blocks overlap by 32 columns each side.
// Each thread loads its 32 wall values into registers before the first row,
// so the loads are all in flight together.  Global traffic per 32 rows: the
// wall once, one row read and one written.
//
// usage: pathfinder_cuda [COLS [ROWS]]        defaults 4194304 120
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define BS 1024            // threads = columns held per block
#define PH 32              // rows advanced per launch
#define OUT (BS - 2 * PH)  // columns written per block

#define CK(call)                                                                   \
    do {                                                                           \
        cudaError_t e_ = (call);                                                   \
        if (e_ != cudaSuccess) {                                                   \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,          \
                    cudaGetErrorString(e_));                                       \
            exit(1);                                                               \
        }                                                                          \
    } while (0)

static unsigned hash32(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU;
    x ^= x >> 15; x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

// Rows row0 .. row0 + nrows - 1 (nrows <= PH), from src (row row0 - 1) to dst.
__global__ void __launch_bounds__(BS)
pyramid(const int *__restrict__ wall, const int *__restrict__ src, int *__restrict__ dst,
        int cols, int row0, int nrows)
{
    __shared__ int buf[2][BS];
    int tid = threadIdx.x;
    int col = blockIdx.x * OUT - PH + tid;
    bool in = col >= 0 && col < cols;

    int w[PH];
#pragma unroll
    for (int k = 0; k < PH; k++)
        w[k] = (in && k < nrows) ? wall[(size_t)(row0 + k) * cols + col] : 0;
    buf[0][tid] = in ? src[col] : INT_MAX;
    __syncthreads();

    int cur = 0;
#pragma unroll
    for (int k = 0; k < PH; k++) {
        if (k < nrows) {   // the same for the whole block
            if (in && tid > k && tid < BS - 1 - k) {
                int best = buf[cur][tid];
                if (col > 0 && buf[cur][tid - 1] < best)
                    best = buf[cur][tid - 1];
                if (col < cols - 1 && buf[cur][tid + 1] < best)
                    best = buf[cur][tid + 1];
                buf[cur ^ 1][tid] = w[k] + best;
            }
            __syncthreads();
            cur ^= 1;
        }
    }
    if (in && tid >= PH && tid < BS - PH)
        dst[col] = buf[cur][tid];
}

__global__ void warm_up_kernel(int *q) { q[threadIdx.x] = threadIdx.x; }

int main(int argc, char **argv)
{
    int cols = argc > 1 ? atoi(argv[1]) : 4194304;
    int rows = argc > 2 ? atoi(argv[2]) : 120;
    if (cols < 2 || rows < 2 || (double)rows * cols > 4294967295.0) {
        fprintf(stderr, "usage: pathfinder_cuda [COLS [ROWS]]\n");
        return 2;
    }
    size_t size = (size_t)rows * cols;
    int *wall = (int *)malloc(size * sizeof(int));
    int *row = (int *)malloc(cols * sizeof(int));
    if (!wall || !row) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++)
        wall[k] = (int)(hash32((unsigned)k * 0x9e3779b9U + 12345U) % 10U);
    printf("BENCH pathfinder %d columns, %d rows\n", cols, rows);

    CK(cudaFree(0));
    int *dwall, *da, *db;
    CK(cudaMalloc(&dwall, size * sizeof(int)));
    CK(cudaMalloc(&da, cols * sizeof(int)));
    CK(cudaMalloc(&db, cols * sizeof(int)));
    warm_up_kernel<<<1, 32>>>(db);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(dwall, wall, size * sizeof(int), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(da, wall, cols * sizeof(int), cudaMemcpyHostToDevice));   // row 0

    cudaEvent_t ev0, ev1;
    CK(cudaEventCreate(&ev0));
    CK(cudaEventCreate(&ev1));
    int blocks = (cols + OUT - 1) / OUT;
    int *src = da, *dst = db;
    CK(cudaEventRecord(ev0));
    for (int t = 1; t < rows; t += PH) {
        int nrows = rows - t < PH ? rows - t : PH;
        pyramid<<<blocks, BS>>>(dwall, src, dst, cols, t, nrows);
        int *sw = src;
        src = dst;
        dst = sw;
    }
    CK(cudaEventRecord(ev1));
    CK(cudaEventSynchronize(ev1));
    CK(cudaGetLastError());
    float ms;
    CK(cudaEventElapsedTime(&ms, ev0, ev1));

    CK(cudaMemcpy(row, src, cols * sizeof(int), cudaMemcpyDeviceToHost));
    long long check = 0;
    int best = row[0];
    for (int c = 0; c < cols; c++) {
        check += (long long)row[c] * (long long)(hash32((unsigned)c ^ 0x5bd1e995U) >> 20);
        if (row[c] < best)
            best = row[c];
    }
    printf("INFO cheapest path %d\n", best);
    printf("TIME_MS %.3f\n", ms);
    printf("CHECK %lld\n", check);
    cudaFree(dwall);
    cudaFree(da);
    cudaFree(db);
    free(wall);
    free(row);
    return 0;
}
