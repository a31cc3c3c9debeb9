// Which way of spreading a collapse(2) loop nest over CUDA threads lets the issue-3
// memory-bound kernels (hotspot's step, jacobi's stencil with its max-reduction, jacobi's
// copy back) reach 75% of the device-memory copy bandwidth. The loop bodies are the
// benchmarks' own, written as accc writes them; only the mapping of (row, column)
// iterations to threads changes:
//
//   flat      what accc generates today: the nest collapsed into one index, a grid-stride
//             loop over it (rows and columns advanced incrementally, no division)
//   flat-al   the same, each row's first lane moved back to a multiple of 32 columns
//             (`lo & 31` idle lanes in front of each row, the row padded to a multiple of 32)
//   rows      blocks stride over rows, the block's threads stride along the row
//   rows-al   the same, the first lane of each row at a multiple of 32 columns
//   rows2-al  rows-al with two column iterations per thread per step
//   tile      one iteration per thread, a 2-D grid (blockIdx.y = row), no loop
//
// References: a copy (1 read + 1 write stream) and a triad (2 reads + 1 write) over the same
// 2^24 floats, grid-stride, and the triad with float4.
//
// Every variant's output (and jacobi's err) is compared bit for bit with `flat`'s.
// Build: nvcc -O3 -arch=sm_90 memory_bound_shapes.cu -o mbs && ./mbs [reps]
// Under ncu: ./mbs 1 runs each variant once after one warm-up.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#include "harness.cuh"


// ---- loop bodies (iteration j, i) ----
#define HOT_PARAMS int cols, const float *__restrict__ t, int rows, float cy, float cx, float cz, float cp, const float *__restrict__ power, float *u
#define HOT_ARGS cols, t, rows, cy, cx, cz, cp, power, u
#define HOT_BODY(r, c)                                                                  \
    {                                                                                   \
        int k = (r) * cols + (c);                                                       \
        float tc = t[k];                                                                \
        float tn = (r) > 0 ? t[k - cols] : tc;                                          \
        float ts = (r) < rows - 1 ? t[k + cols] : tc;                                   \
        float tw = (c) > 0 ? t[k - 1] : tc;                                             \
        float te = (c) < cols - 1 ? t[k + 1] : tc;                                      \
        u[k] = tc + cy * (tn + ts - 2.0f * tc) + cx * (te + tw - 2.0f * tc)             \
             + cz * (80.0f - tc) + cp * power[k];                                       \
    }
#define HOT_PRE
#define HOT_POST

#define JAC_PARAMS int m, const float *__restrict__ A, float *Anew, float *p_err
#define JAC_ARGS m, A, Anew, p_err
#define JAC_BODY(j, i)                                                                  \
    {                                                                                   \
        Anew[(j) * m + (i)] = 0.25f * (A[(j) * m + (i) + 1] + A[(j) * m + (i) - 1]       \
                                     + A[((j) - 1) * m + (i)] + A[((j) + 1) * m + (i)]); \
        err = fmaxf(err, fabsf(Anew[(j) * m + (i)] - A[(j) * m + (i)]));                 \
    }
#define JAC_PRE                                                                         \
    __shared__ float red[256];                                                          \
    float err = -INFINITY;
// accc's block tree, then one atomic per block (err >= 0, so integer max of the bits works)
#define JAC_POST                                                                        \
    {                                                                                   \
        int l = threadIdx.x + threadIdx.y * blockDim.x, nt = blockDim.x * blockDim.y;   \
        red[l] = err;                                                                   \
        __syncthreads();                                                                \
        for (int s = 128; s > 0; s >>= 1) {                                             \
            if (l < s && l + s < nt) red[l] = fmaxf(red[l], red[l + s]);                \
            __syncthreads();                                                            \
        }                                                                               \
        if (l == 0) atomicMax((int *)p_err, __float_as_int(red[0]));                     \
    }

#define CPY_PARAMS int m, const float *__restrict__ Anew, float *A
#define CPY_ARGS m, Anew, A
#define CPY_BODY(j, i) A[(j) * m + (i)] = Anew[(j) * m + (i)];
#define CPY_PRE
#define CPY_POST

// ---- mappings ----
#define SPACE long lo0, long tc0, long lo1, long tc1

// accc's collapse(2) grid-stride loop, verbatim in shape
#define FLAT(NAME, P)                                                                   \
    __global__ void NAME##_flat(P##_PARAMS, SPACE, long n)                              \
    {                                                                                   \
        P##_PRE                                                                         \
        long sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), sd = ((long)gridDim.x * blockDim.x), c = 0; \
        long r1 = tc1 > 0 ? tc1 : 1;                                                    \
        long x1 = sx % r1, d1 = sd % r1;                                                \
        sx /= r1;                                                                       \
        sd /= r1;                                                                       \
        long x0 = sx, d0 = sd;                                                          \
        for (long it = ((long)blockIdx.x * blockDim.x + threadIdx.x); it < n;          \
             it += ((long)gridDim.x * blockDim.x), x1 += d1, c = x1 >= tc1, x1 -= c ? tc1 : 0, x0 += d0 + c) { \
            int j = lo0 + x0;                                                           \
            int i = lo1 + x1;                                                           \
            P##_BODY(j, i)                                                              \
        }                                                                               \
        P##_POST                                                                        \
    }

// flattened over rows padded to a multiple of 32 lanes, each row's first lane aligned
#define FLAT_AL(NAME, P)                                                                \
    __global__ void NAME##_flatal(P##_PARAMS, SPACE, long n)                            \
    {                                                                                   \
        P##_PRE                                                                         \
        long front = lo1 & 31, w = (front + tc1 + 31) & ~31L, total = tc0 * w;          \
        long sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), sd = ((long)gridDim.x * blockDim.x), c = 0; \
        long x1 = sx % w, d1 = sd % w;                                                  \
        long x0 = sx / w, d0 = sd / w;                                                  \
        for (long it = sx; it < total; it += sd, x1 += d1, c = x1 >= w, x1 -= c ? w : 0, x0 += d0 + c) { \
            long x = x1 - front;                                                        \
            if (x >= 0 && x < tc1) {                                                    \
                int j = lo0 + x0;                                                       \
                int i = lo1 + x;                                                        \
                P##_BODY(j, i)                                                          \
            }                                                                           \
        }                                                                               \
        P##_POST                                                                        \
    }

// blocks over rows, threads along each row; AL: first lane at a multiple of 32 columns
#define ROWS(NAME, P, SUFFIX, AL)                                                       \
    __global__ void NAME##_##SUFFIX(P##_PARAMS, SPACE, long n)                          \
    {                                                                                   \
        P##_PRE                                                                         \
        long front = AL ? (lo1 & 31) : 0;                                               \
        for (long x0 = blockIdx.x; x0 < tc0; x0 += gridDim.x) {                         \
            int j = lo0 + x0;                                                           \
            for (long x = (long)threadIdx.x - front; x < tc1; x += blockDim.x) {        \
                if (x >= 0) {                                                           \
                    int i = lo1 + x;                                                    \
                    P##_BODY(j, i)                                                      \
                }                                                                       \
            }                                                                           \
        }                                                                               \
        P##_POST                                                                        \
    }

#define ROWS2(NAME, P)                                                                  \
    __global__ void NAME##_rows2al(P##_PARAMS, SPACE, long n)                           \
    {                                                                                   \
        P##_PRE                                                                         \
        long front = lo1 & 31, b = blockDim.x;                                          \
        for (long x0 = blockIdx.x; x0 < tc0; x0 += gridDim.x) {                         \
            int j = lo0 + x0;                                                           \
            long x = (long)threadIdx.x - front;                                         \
            for (; x + b < tc1; x += 2 * b) {                                           \
                if (x >= 0) {                                                           \
                    int i = lo1 + x;                                                    \
                    P##_BODY(j, i)                                                      \
                }                                                                       \
                {                                                                       \
                    int i = lo1 + x + b;                                                \
                    P##_BODY(j, i)                                                      \
                }                                                                       \
            }                                                                           \
            for (; x < tc1; x += b) {                                                   \
                if (x >= 0) {                                                           \
                    int i = lo1 + x;                                                    \
                    P##_BODY(j, i)                                                      \
                }                                                                       \
            }                                                                           \
        }                                                                               \
        P##_POST                                                                        \
    }

#define TILE(NAME, P)                                                                   \
    __global__ void NAME##_tile(P##_PARAMS, SPACE, long n)                              \
    {                                                                                   \
        P##_PRE                                                                         \
        long front = lo1 & 31;                                                          \
        long x = (long)blockIdx.x * blockDim.x + threadIdx.x - front, x0 = blockIdx.y;  \
        if (x >= 0 && x < tc1) {                                                        \
            int j = lo0 + x0;                                                           \
            int i = lo1 + x;                                                            \
            P##_BODY(j, i)                                                              \
        }                                                                               \
        P##_POST                                                                        \
    }

// A strip block's column x (its first lane at a multiple of 32 columns when AL) and its
// range of rows [blockIdx.y * per, end).
#define STRIP_RANGE(AL)                                                                 \
    long front = (AL) ? (lo1 & 31) : 0;                                                 \
    long per = (tc0 + gridDim.y - 1) / gridDim.y;                                       \
    long x = (long)blockIdx.x * blockDim.x + threadIdx.x - front;                       \
    long end = (blockIdx.y + 1) * per < tc0 ? (blockIdx.y + 1) * per : tc0;

// column strips: block (cx, by) of W x H threads takes W columns (chunk cx, the first lane
// at a multiple of 32 when AL) and a contiguous range of rows, its H thread rows stepping
// down the range, so that row j + 1's loads of one iteration are row j's of the next
#define STRIP(NAME, P, SUFFIX, AL)                                                      \
    __global__ void NAME##_##SUFFIX(P##_PARAMS, SPACE, long n)                          \
    {                                                                                   \
        P##_PRE                                                                         \
        STRIP_RANGE(AL)                                                                 \
        if (x >= 0 && x < tc1) {                                                        \
            int i = lo1 + x;                                                            \
            for (long x0 = blockIdx.y * per + threadIdx.y; x0 < end; x0 += blockDim.y) { \
                int j = lo0 + x0;                                                       \
                P##_BODY(j, i)                                                          \
            }                                                                           \
        }                                                                               \
        P##_POST                                                                        \
    }

// stripal with the row loop unrolled U times in the source (no exit test between the U rows)
#define STRIPU(NAME, P, U)                                                              \
    __global__ void NAME##_stripal##U(P##_PARAMS, SPACE, long n)                        \
    {                                                                                   \
        P##_PRE                                                                         \
        STRIP_RANGE(1)                                                                  \
        if (x >= 0 && x < tc1) {                                                        \
            int i = lo1 + x;                                                            \
            long x0 = blockIdx.y * per + threadIdx.y, h = blockDim.y;                   \
            for (; x0 + (U - 1) * h < end; x0 += U * h) {                               \
                _Pragma("unroll") for (int uu = 0; uu < U; uu++) {                         \
                    int j = lo0 + x0 + uu * h;                                          \
                    P##_BODY(j, i)                                                      \
                }                                                                       \
            }                                                                           \
            for (; x0 < end; x0 += h) {                                                 \
                int j = lo0 + x0;                                                       \
                P##_BODY(j, i)                                                          \
            }                                                                           \
        }                                                                               \
        P##_POST                                                                        \
    }

#define ALL(NAME, P)                                                                    \
    STRIPU(NAME, P, 4)                                                                  \
    STRIP(NAME, P, strip, 0)                                                            \
    STRIP(NAME, P, stripal, 1)                                                          \
    FLAT(NAME, P)                                                                       \
    FLAT_AL(NAME, P)                                                                    \
    ROWS(NAME, P, rows, 0)                                                              \
    ROWS(NAME, P, rowsal, 1)                                                            \
    ROWS2(NAME, P)                                                                      \
    TILE(NAME, P)

// Runs RUN (RUN_HOT, RUN_JAC, RUN_CPY) on every shape of benchmark PRE whose grid is one
// of gflat, grows, gtile.
#define ONE_GRID_SHAPES(RUN, PRE)                                                       \
    RUN(PRE##_flat, gflat, "flat")                                                      \
    RUN(PRE##_flatal, gflat, "flat-al")                                                 \
    RUN(PRE##_rows, grows, "rows")                                                      \
    RUN(PRE##_rowsal, grows, "rows-al")                                                 \
    RUN(PRE##_rows2al, grows, "rows2-al")                                               \
    RUN(PRE##_tile, gtile, "tile")

ALL(hot, HOT)
ALL(jac, JAC)
ALL(cpy, CPY)

// (jacobi's stencil with K rows per step and every load issued first, timed here in
// session 10, is in jacobi_strip_variants.cu as `loads_first`, in accc's own strips frame)
// diagnostic: the stencil without the reduction
__global__ void jac_stripal_nored(int m, const float *__restrict__ A, float *Anew, float *p_err, SPACE, long n)
{
    STRIP_RANGE(1)
    if (x >= 0 && x < tc1) {
        int i = lo1 + x;
        for (long x0 = blockIdx.y * per + threadIdx.y; x0 < end; x0 += blockDim.y) {
            int j = lo0 + x0;
            Anew[j * m + i] = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1] + A[(j - 1) * m + i] + A[(j + 1) * m + i]);
        }
    }
}

__global__ void ref_copy(const float *__restrict__ a, float *b, long n)
{
    for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) b[i] = a[i];
}
__global__ void ref_triad(const float *__restrict__ a, const float *__restrict__ b, float *c, long n)
{
    for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) c[i] = a[i] + 0.5f * b[i];
}
__global__ void ref_triad4(const float4 *__restrict__ a, const float4 *__restrict__ b, float4 *c, long n4)
{
    for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += (long)gridDim.x * blockDim.x) {
        float4 x = a[i], y = b[i];
        c[i] = make_float4(x.x + 0.5f * y.x, x.y + 0.5f * y.y, x.z + 0.5f * y.z, x.w + 0.5f * y.w);
    }
}


int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 20;
    const int N = 4096;
    const long size = (long)N * N;
    const int sms = print_device();

    std::vector<float> h(size);
    for (long k = 0; k < size; k++) h[k] = hash01(k);
    float *a, *b, *c, *ref, *err;
    CHECK(cudaMalloc(&a, size * 4));
    CHECK(cudaMalloc(&b, size * 4));
    CHECK(cudaMalloc(&c, size * 4));
    CHECK(cudaMalloc(&ref, size * 4));
    CHECK(cudaMalloc(&err, 4));
    CHECK(cudaMemcpy(a, h.data(), size * 4, cudaMemcpyHostToDevice));
    for (long k = 0; k < size; k++) h[k] = hash01(k + size);
    CHECK(cudaMemcpy(b, h.data(), size * 4, cudaMemcpyHostToDevice));

    cudaEvent_t e0, e1;
    CHECK(cudaEventCreate(&e0));
    CHECK(cudaEventCreate(&e1));
    auto time = [&](const char *name, double bytes, auto launch) {
        launch();
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        if (reps <= 1) {
            launch();
            CHECK(cudaDeviceSynchronize());
            printf("%-22s ran\n", name);
            return;
        }
        for (int w = 0; w < 3; w++) launch();
        CHECK(cudaEventRecord(e0));
        for (int r = 0; r < reps; r++) launch();
        CHECK(cudaEventRecord(e1));
        CHECK(cudaEventSynchronize(e1));
        float ms;
        CHECK(cudaEventElapsedTime(&ms, e0, e1));
        ms /= reps;
        printf("%-22s %8.2f us  %7.1f GB/s\n", name, ms * 1e3, bytes / (ms * 1e-3) / 1e9);
    };
    time("cudaMemcpy D2D", 2.0 * size * 4, [&] { CHECK(cudaMemcpyAsync(c, a, size * 4, cudaMemcpyDeviceToDevice)); });
    time("ref copy b128 g16", 2.0 * size * 4, [&] { ref_copy<<<16 * sms, 128>>>(a, c, size); });
    time("ref triad b128 g16", 3.0 * size * 4, [&] { ref_triad<<<16 * sms, 128>>>(a, b, c, size); });
    time("ref triad4 b128 g16", 3.0 * size * 4, [&] { ref_triad4<<<16 * sms, 128>>>((float4 *)a, (float4 *)b, (float4 *)c, size / 4); });

    // compares the variant's output with flat's (bit for bit), and err for jacobi
    std::vector<float> got(size), want(size);
    auto compare = [&](const char *name, const float *out, float err_ref) {
        CHECK(cudaMemcpy(got.data(), out, size * 4, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(want.data(), ref, size * 4, cudaMemcpyDeviceToHost));
        if (memcmp(got.data(), want.data(), size * 4) != 0) {
            printf("MISMATCH %s\n", name);
            exit(1);
        }
        if (err_ref >= 0) {
            float e;
            CHECK(cudaMemcpy(&e, err, 4, cudaMemcpyDeviceToHost));
            if (e != err_ref) {
                printf("MISMATCH err %s: %g against %g\n", name, e, err_ref);
                exit(1);
            }
        }
    };

    // grid of a strip launch: W-wide chunks, row groups to make about 16 x 128 threads per SM
    auto strip_grid = [&](long tc1, long tc0, int w, int hgt, bool al) {
        long chunks = ((al ? 31 : 0) + tc1 + w - 1) / w;
        long target = 16L * sms * 128 / (w * hgt), groups = target / chunks;
        if (groups < 1) groups = 1;
        if (groups > tc0) groups = tc0;
        return dim3(chunks, groups);
    };
    float cy = 0.1f, cx = 0.11f, cz = 0.01f, cp = 0.3f;
    for (int block : {128, 256}) {
        int cap = 16 * sms * 128 / block;
        // hotspot: all of the 4096 x 4096 grid, t = a, power = b, u = c
        {
            long lo0 = 0, tc0 = N, lo1 = 0, tc1 = N, n = tc0 * tc1;
            long gflat = (n + block - 1) / block < cap ? (n + block - 1) / block : cap;
            long grows = tc0 < cap ? tc0 : cap;
            dim3 gtile((tc1 + 31 + block - 1) / block, tc0);
            double bytes = 12.0 * n;
            char nm[64];
            CHECK(cudaMemset(ref, 0, size * 4));
            hot_flat<<<gflat, block>>>(N, a, N, cy, cx, cz, cp, b, ref, lo0, tc0, lo1, tc1, n);
            CHECK(cudaDeviceSynchronize());
// TIME_X times kernel KERNEL of benchmark X under the name in `nm` and checks its output;
// RUN_X names it "X LABEL bBLOCK" first.
#define TIME_HOT(KERNEL, GRID, BLOCK)                                                    \
            CHECK(cudaMemset(c, 0xff, size * 4));                                         \
            time(nm, bytes, [&] { KERNEL<<<GRID, BLOCK>>>(N, a, N, cy, cx, cz, cp, b, c, lo0, tc0, lo1, tc1, n); }); \
            compare(nm, c, -1);
#define RUN_HOT(KERNEL, GRID, LABEL)                                                     \
            snprintf(nm, 64, "hotspot %s b%d", LABEL, block);                             \
            TIME_HOT(KERNEL, GRID, block)
            ONE_GRID_SHAPES(RUN_HOT, hot)
            {
                snprintf(nm, 64, "hotspot strip-al4 %dx1", block);
                dim3 g = strip_grid(tc1, tc0, block, 1, true);
                TIME_HOT(hot_stripal4, g, block)
            }
            for (int hgt : {1, 2, 4}) {
                int w = block / hgt;
                snprintf(nm, 64, "hotspot strip %dx%d", w, hgt);
                dim3 g = strip_grid(tc1, tc0, w, hgt, false), bl(w, hgt);
                TIME_HOT(hot_strip, g, bl)
            }
        }
        // jacobi: the interior 1 .. 4094 of both dimensions; A = a, Anew = c (err checked)
        {
            long lo0 = 1, tc0 = N - 2, lo1 = 1, tc1 = N - 2, n = tc0 * tc1;
            long gflat = (n + block - 1) / block < cap ? (n + block - 1) / block : cap;
            long grows = tc0 < cap ? tc0 : cap;
            dim3 gtile((tc1 + 31 + block - 1) / block, tc0);
            double bytes = 8.0 * n;
            char nm[64];
            CHECK(cudaMemcpy(ref, b, size * 4, cudaMemcpyDeviceToDevice));
            CHECK(cudaMemset(err, 0, 4));
            jac_flat<<<gflat, block>>>(N, a, ref, err, lo0, tc0, lo1, tc1, n);
            CHECK(cudaDeviceSynchronize());
            float err_ref;
            CHECK(cudaMemcpy(&err_ref, err, 4, cudaMemcpyDeviceToHost));
#define TIME_JAC(KERNEL, GRID, BLOCK)                                                    \
            CHECK(cudaMemcpy(c, b, size * 4, cudaMemcpyDeviceToDevice));                  \
            time(nm, bytes, [&] { KERNEL<<<GRID, BLOCK>>>(N, a, c, err, lo0, tc0, lo1, tc1, n); }); \
            CHECK(cudaMemset(err, 0, 4));                                                 \
            KERNEL<<<GRID, BLOCK>>>(N, a, c, err, lo0, tc0, lo1, tc1, n);                 \
            compare(nm, c, err_ref);
#define RUN_JAC(KERNEL, GRID, LABEL)                                                     \
            snprintf(nm, 64, "jacobi %s b%d", LABEL, block);                              \
            TIME_JAC(KERNEL, GRID, block)
            ONE_GRID_SHAPES(RUN_JAC, jac)
            {
                dim3 g = strip_grid(tc1, tc0, block, 1, true);
                RUN_JAC(jac_stripal4, g, "strip-al4")
                snprintf(nm, 64, "jacobi strip-al no reduction b%d (diagnostic)", block);
                time(nm, bytes, [&] { jac_stripal_nored<<<g, block>>>(N, a, c, err, lo0, tc0, lo1, tc1, n); });
            }
            for (int al : {0, 1})
                for (int hgt : {1, 2, 4}) {
                    int w = block / hgt;
                    snprintf(nm, 64, "jacobi strip%s %dx%d", al ? "-al" : "", w, hgt);
                    dim3 g = strip_grid(tc1, tc0, w, hgt, al), bl(w, hgt);
                    auto k = al ? jac_stripal : jac_strip;
                    TIME_JAC(k, g, bl)
                }
            // the copy back: Anew = b, A = c
            CHECK(cudaMemcpy(ref, a, size * 4, cudaMemcpyDeviceToDevice));
            cpy_flat<<<gflat, block>>>(N, b, ref, lo0, tc0, lo1, tc1, n);
            CHECK(cudaDeviceSynchronize());
#define TIME_CPY(KERNEL, GRID, BLOCK)                                                    \
            CHECK(cudaMemcpy(c, a, size * 4, cudaMemcpyDeviceToDevice));                  \
            time(nm, bytes, [&] { KERNEL<<<GRID, BLOCK>>>(N, b, c, lo0, tc0, lo1, tc1, n); }); \
            compare(nm, c, -1);
#define RUN_CPY(KERNEL, GRID, LABEL)                                                     \
            snprintf(nm, 64, "jacobi-copy %s b%d", LABEL, block);                         \
            TIME_CPY(KERNEL, GRID, block)
            ONE_GRID_SHAPES(RUN_CPY, cpy)
            {
                dim3 g = strip_grid(tc1, tc0, block, 1, true);
                RUN_CPY(cpy_stripal4, g, "strip-al4")
            }
            for (int al : {0, 1}) {
                int hgt = 1, w = block;
                snprintf(nm, 64, "jacobi-copy strip%s %dx%d", al ? "-al" : "", w, hgt);
                dim3 g = strip_grid(tc1, tc0, w, hgt, al), bl(w, hgt);
                auto k = al ? cpy_stripal : cpy_strip;
                TIME_CPY(k, g, bl)
            }
        }
    }
    return 0;
}
