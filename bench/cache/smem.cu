// smem.cu -- the papers' shared-memory micro-benchmark (paper Listing 5,
// dissertation section 5.3/4), written anew: how the element type, the
// allocation (2-D array or flattened), the padding of each row and the mapping
// of threads to the array's dimensions change the cost of shared memory.
//
// Each 16 x 16 block loads one element per thread from global memory into a
// 16 x 16 shared array (plus PAD columns), then ITER times: every thread
// forms (centre + south + north + east + west) * 0.8 from the array (edges
// clamped to the tile), a barrier, writes its element back, a barrier; finally
// it writes its element to global memory.
//   XY: threadIdx.x indexes the array's first dimension (rows): the threads of
//       a warp read one column, a stride of 16 (+PAD) words: bank conflicts;
//   YX: threadIdx.x indexes the second dimension: a warp reads along rows.
// Unlike the paper's listing, the global load and store are coalesced in both
// mappings (the block's element (x, y) is GLB[(by*16 + y) * size + bx*16 + x]),
// so that only shared memory differs between configurations.
//
// usage: smem_cuda [SIZE [LAUNCHES [TRIALS]]]      defaults 4096 20 3
// prints TIME_MS <ms for LAUNCHES launches> <type>-iter<I>-pad<P>-<XY|YX>-<2d|flat>
// for the 48 configurations, and VERIFY (each configuration's result on a
// 256 x 256 array against the CPU).
#include <cuda_runtime.h>
#define BENCH_CUDA
#include "common.h"

#define TS 16
#define USAGE "smem_cuda [SIZE [LAUNCHES [TRIALS]]]  (SIZE a multiple of 16)"

template <class T, int ITER, int PAD, bool XY, bool FLAT>
__global__ void __launch_bounds__(TS *TS) micro(T *glb, int size)
{
    __shared__ T shd2[TS][TS + PAD];
    __shared__ T shd1[TS * (TS + PAD)];
    int row = XY ? threadIdx.x : threadIdx.y;
    int col = XY ? threadIdx.y : threadIdx.x;
#define SHD(r, c) (FLAT ? shd1[(r) * (TS + PAD) + (c)] : shd2[r][c])
    size_t index = (size_t)(blockIdx.y * TS + threadIdx.y) * size + blockIdx.x * TS + threadIdx.x;
    SHD(row, col) = glb[index];
    __syncthreads();
    int s = row == TS - 1 ? row : row + 1;
    int n = row == 0 ? 0 : row - 1;
    int w = col == TS - 1 ? col : col + 1;
    int e = col == 0 ? 0 : col - 1;
    T sum = 0;
    for (int k = 0; k < ITER; k++) {
        sum = (T)((SHD(row, col) + SHD(s, col) + SHD(n, col) + SHD(row, e) + SHD(row, w)) * 0.8);
        __syncthreads();
        SHD(row, col) = sum;
        __syncthreads();
    }
    glb[index] = SHD(row, col);
#undef SHD
}

// CPU reference: the tile computation, with the XY mapping's order of the sum
// (the two mappings add the same five values in another order; for double the
// check allows for that, for int the sums are exact).
template <class T, int ITER> static void reference(T *g, int size)
{
    T t[TS][TS], u[TS][TS];
    for (int by = 0; by < size / TS; by++)
        for (int bx = 0; bx < size / TS; bx++) {
            for (int y = 0; y < TS; y++)
                for (int x = 0; x < TS; x++)
                    t[x][y] = g[(size_t)(by * TS + y) * size + bx * TS + x];   // t[row][col], XY
            for (int k = 0; k < ITER; k++) {
                for (int r = 0; r < TS; r++)
                    for (int c = 0; c < TS; c++) {
                        int s = r == TS - 1 ? r : r + 1, n = r == 0 ? 0 : r - 1;
                        int w = c == TS - 1 ? c : c + 1, e = c == 0 ? 0 : c - 1;
                        u[r][c] = (T)((t[r][c] + t[s][c] + t[n][c] + t[r][e] + t[r][w]) * 0.8);
                    }
                memcpy(t, u, sizeof t);
            }
            for (int y = 0; y < TS; y++)
                for (int x = 0; x < TS; x++)
                    g[(size_t)(by * TS + y) * size + bx * TS + x] = t[x][y];
        }
}

template <class T> static T init_value(size_t k) { return (T)(hash32((unsigned)k) % 10); }

struct Totals {
    long bad = 0, checked = 0;
    double worst = 0.0;
};

template <class T, int ITER, int PAD, bool XY, bool FLAT>
static void run_config(const char *tname, int size, int launches, int trials, Totals &tot)
{
    char label[64];
    snprintf(label, sizeof label, "%s-iter%d-pad%d-%s-%s", tname, ITER, PAD, XY ? "XY" : "YX",
             FLAT ? "flat" : "2d");
    size_t elems = (size_t)size * size;
    T *h = (T *)malloc(elems * sizeof(T));
    T *d;
    CK(cudaMalloc(&d, elems * sizeof(T)));
    for (size_t k = 0; k < elems; k++)
        h[k] = init_value<T>(k);
    CK(cudaMemcpy(d, h, elems * sizeof(T), cudaMemcpyHostToDevice));
    cudaEvent_t ev0, ev1;
    CK(cudaEventCreate(&ev0));
    CK(cudaEventCreate(&ev1));
    dim3 grid(size / TS, size / TS), block(TS, TS);
    void (*kernel)(T *, int) = micro<T, ITER, PAD, XY, FLAT>;
    for (int t = 0; t < trials; t++) {
        CK(cudaEventRecord(ev0));
        for (int l = 0; l < launches; l++)
            kernel<<<grid, block>>>(d, size);
        CK(cudaEventRecord(ev1));
        CK(cudaEventSynchronize(ev1));
        CK(cudaGetLastError());
        float ms;
        CK(cudaEventElapsedTime(&ms, ev0, ev1));
        print_time(ms, label);
    }
    // Verification: one launch on a small array from the known state.
    const int vs = 256;
    size_t velems = (size_t)vs * vs;
    T *want = (T *)malloc(velems * sizeof(T));
    for (size_t k = 0; k < velems; k++)
        h[k] = want[k] = init_value<T>(k);
    CK(cudaMemcpy(d, h, velems * sizeof(T), cudaMemcpyHostToDevice));
    kernel<<<dim3(vs / TS, vs / TS), block>>>(d, vs);
    CK(cudaGetLastError());
    CK(cudaMemcpy(h, d, velems * sizeof(T), cudaMemcpyDeviceToHost));
    reference<T, ITER>(want, vs);
    for (size_t k = 0; k < velems; k++) {
        double e = rel_err((double)h[k], (double)want[k], 1.0);
        tot.worst = e > tot.worst ? e : tot.worst;
        tot.bad += e > 1e-12;
        tot.checked++;
    }
    free(want);
    free(h);
    cudaFree(d);
}

template <class T, int ITER>
static void run_iter(const char *tn, int size, int l, int t, Totals &tot)
{
    run_config<T, ITER, 0, true, false>(tn, size, l, t, tot);
    run_config<T, ITER, 1, true, false>(tn, size, l, t, tot);
    run_config<T, ITER, 0, false, false>(tn, size, l, t, tot);
    run_config<T, ITER, 1, false, false>(tn, size, l, t, tot);
    run_config<T, ITER, 0, true, true>(tn, size, l, t, tot);
    run_config<T, ITER, 1, true, true>(tn, size, l, t, tot);
    run_config<T, ITER, 0, false, true>(tn, size, l, t, tot);
    run_config<T, ITER, 1, false, true>(tn, size, l, t, tot);
}

__global__ void warm_up_kernel(float *p) { p[threadIdx.x] = (float)threadIdx.x; }

int main(int argc, char **argv)
{
    int size = (int)arg_long(argc, argv, 1, 4096, USAGE);
    int launches = (int)arg_long(argc, argv, 2, 20, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (size < 256 || size % TS != 0 || launches < 1 || trials < 1) {
        fprintf(stderr, "usage: %s (SIZE >= 256)\n", USAGE);
        return 2;
    }
    printf("BENCH smem %d x %d, 16x16 blocks, %d launches per trial, hand-written CUDA\n", size,
           size, launches);
    CK(cudaFree(0));
    float *dw;
    CK(cudaMalloc(&dw, 32 * sizeof(float)));
    warm_up_kernel<<<1, 32>>>(dw);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    Totals tot;
    run_iter<int, 1>("int", size, launches, trials, tot);
    run_iter<int, 2>("int", size, launches, trials, tot);
    run_iter<int, 4>("int", size, launches, trials, tot);
    run_iter<double, 1>("double", size, launches, trials, tot);
    run_iter<double, 2>("double", size, launches, trials, tot);
    run_iter<double, 4>("double", size, launches, trials, tot);
    cudaFree(dw);
    return verdict(tot.bad, tot.checked, tot.worst, 1e-12,
                   "one launch of each configuration on 256 x 256");
}
