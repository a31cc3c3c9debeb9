// hotspot.cu -- hand-written CUDA version of hotspot.c: the same cells,
// coefficients, boundary rule, steps and output.
//
// Two time steps per kernel launch (temporal blocking, as in Rodinia's CUDA
// Hotspot): a block loads a 64 x 32 tile of temperatures and powers into
// shared memory, computes the first step on the tile less a one-cell rim and
// the second on the tile less a two-cell rim, and writes the 60 x 28 cells in
// the middle.  Global memory sees one read of temperature and power and one
// write per two steps (plus the overlapping rims).  An odd step count ends
// with a one-step launch of the same kernel.
//
// usage: hotspot_cuda [ROWS [COLS [STEPS]]]        defaults 4096 4096 120
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHIP_W 0.016
#define CHIP_H 0.016
#define CHIP_T 0.0005
#define K_SI 100.0
#define CV_SI 1.75e6
#define R_PACKAGE 0.2
#define CHIP_POWER 150.0
#define AMB 80.0f

#define TW 64              // tile width = threads in x
#define TH 32              // tile height
#define TY 8               // threads in y; each thread does TH / TY rows
#define OUT_W (TW - 4)     // cells written per tile
#define OUT_H (TH - 4)

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
static float urand(unsigned i, unsigned seed) { return (hash32(i ^ (seed * 0x9e3779b9U)) >> 8) * (1.0f / 16777216.0f); }
static double weight(size_t i) { return (hash32((unsigned)i ^ 0x5bd1e995U) >> 8) * (2.0 / 16777216.0) - 1.0; }

struct Coef {
    float cx, cy, cz, cp;
};

__device__ __forceinline__ float update(float tc, float tn, float ts, float tw, float te, float p, Coef k)
{
    return tc + k.cy * (tn + ts - 2.0f * tc) + k.cx * (te + tw - 2.0f * tc) + k.cz * (AMB - tc) + k.cp * p;
}

// Temperatures t and powers p in, u out.  two = 1: two steps; 0: one step.
__global__ void __launch_bounds__(TW * TY)
hotspot_tile(const float *__restrict__ t, const float *__restrict__ p, float *__restrict__ u,
             int rows, int cols, Coef k, int two)
{
    __shared__ float T0[TH][TW], T1[TH][TW], P[TH][TW];
    int c = threadIdx.x;
    int r_org = blockIdx.y * OUT_H - 2, c_org = blockIdx.x * OUT_W - 2;
    int gc = c_org + c;
    bool col_in = gc >= 0 && gc < cols;

    for (int r = threadIdx.y; r < TH; r += TY) {
        int gr = r_org + r;
        bool in = col_in && gr >= 0 && gr < rows;
        T0[r][c] = in ? t[(size_t)gr * cols + gc] : 0.0f;
        P[r][c] = in ? p[(size_t)gr * cols + gc] : 0.0f;
    }
    __syncthreads();

    // First step: everything but the outer rim of the tile.
    for (int r = threadIdx.y; r < TH; r += TY) {
        int gr = r_org + r;
        if (r >= 1 && r <= TH - 2 && c >= 1 && c <= TW - 2 && col_in && gr >= 0 && gr < rows) {
            float tc = T0[r][c];
            float tn = gr > 0 ? T0[r - 1][c] : tc;
            float ts = gr < rows - 1 ? T0[r + 1][c] : tc;
            float tw = gc > 0 ? T0[r][c - 1] : tc;
            float te = gc < cols - 1 ? T0[r][c + 1] : tc;
            T1[r][c] = update(tc, tn, ts, tw, te, P[r][c], k);
        }
    }
    __syncthreads();

    // Second step (or just the store): the middle OUT_H x OUT_W cells.
    for (int r = threadIdx.y; r < TH; r += TY) {
        int gr = r_org + r;
        if (r >= 2 && r <= TH - 3 && c >= 2 && c <= TW - 3 && col_in && gr >= 0 && gr < rows) {
            float v = T1[r][c];
            if (two) {
                float tc = v;
                float tn = gr > 0 ? T1[r - 1][c] : tc;
                float ts = gr < rows - 1 ? T1[r + 1][c] : tc;
                float tw = gc > 0 ? T1[r][c - 1] : tc;
                float te = gc < cols - 1 ? T1[r][c + 1] : tc;
                v = update(tc, tn, ts, tw, te, P[r][c], k);
            }
            u[(size_t)gr * cols + gc] = v;
        }
    }
}

__global__ void warm_up_kernel(float *q) { q[threadIdx.x] = (float)threadIdx.x; }

int main(int argc, char **argv)
{
    int rows = argc > 1 ? atoi(argv[1]) : 4096;
    int cols = argc > 2 ? atoi(argv[2]) : 4096;
    int steps = argc > 3 ? atoi(argv[3]) : 120;
    if (rows < 2 || cols < 2 || steps < 1 || (double)rows * cols > 2147483647.0) {
        fprintf(stderr, "usage: hotspot_cuda [ROWS [COLS [STEPS]]]\n");
        return 2;
    }
    size_t size = (size_t)rows * cols;

    double dx = CHIP_W / cols, dy = CHIP_H / rows;
    double cap = CV_SI * CHIP_T * dx * dy;
    double rx = dx / (K_SI * CHIP_T * dy), ry = dy / (K_SI * CHIP_T * dx);
    double rz = R_PACKAGE * rows * cols;
    double dt = 0.2 * cap / (2.0 / rx + 2.0 / ry + 1.0 / rz);
    Coef k;
    k.cx = (float)(dt / (cap * rx));
    k.cy = (float)(dt / (cap * ry));
    k.cz = (float)(dt / (cap * rz));
    k.cp = (float)(dt / cap);

    float *temp = (float *)malloc(size * sizeof(float));
    float *power = (float *)malloc(size * sizeof(float));
    if (!temp || !power) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t i = 0; i < size; i++) {
        temp[i] = 60.0f + 40.0f * urand((unsigned)i, 1);
        power[i] = (float)(CHIP_POWER / size) * 2.0f * urand((unsigned)i, 2);
    }
    printf("BENCH hotspot %d x %d, %d steps\n", rows, cols, steps);

    CK(cudaFree(0));
    float *dt0, *dt1, *dp;
    CK(cudaMalloc(&dt0, size * sizeof(float)));
    CK(cudaMalloc(&dt1, size * sizeof(float)));
    CK(cudaMalloc(&dp, size * sizeof(float)));
    warm_up_kernel<<<1, 32>>>(dt1);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(dt0, temp, size * sizeof(float), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dp, power, size * sizeof(float), cudaMemcpyHostToDevice));

    cudaEvent_t ev0, ev1;
    CK(cudaEventCreate(&ev0));
    CK(cudaEventCreate(&ev1));
    dim3 block(TW, TY);
    dim3 grid((cols + OUT_W - 1) / OUT_W, (rows + OUT_H - 1) / OUT_H);
    float *src = dt0, *dst = dt1;
    CK(cudaEventRecord(ev0));
    for (int s = 0; s < steps; s += 2) {
        int two = s + 1 < steps;
        hotspot_tile<<<grid, block>>>(src, dp, dst, rows, cols, k, two);
        float *sw = src;
        src = dst;
        dst = sw;
    }
    CK(cudaEventRecord(ev1));
    CK(cudaEventSynchronize(ev1));
    CK(cudaGetLastError());
    float ms;
    CK(cudaEventElapsedTime(&ms, ev0, ev1));

    CK(cudaMemcpy(temp, src, size * sizeof(float), cudaMemcpyDeviceToHost));
    double check = 0.0;
    for (size_t i = 0; i < size; i++)
        check += temp[i] * weight(i);
    printf("TIME_MS %.3f\n", ms);
    printf("CHECK %.9e\n", check);
    cudaFree(dt0);
    cudaFree(dt1);
    cudaFree(dp);
    free(temp);
    free(power);
    return 0;
}
