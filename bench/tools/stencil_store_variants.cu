// How the register-window stencil kernel accc generates for bench/cache/stencil1d.c
// (radius 30, 2M points, 500 steps, the `cache` directive, RBI) could store its outputs
// and how large its blocks could be, timed with CUDA events in one program against the
// hand-written kernel of bench/cache/stencil1d.cu.
//
//   win<T, S>   T threads per block, each forming 4 adjacent outputs from a register
//               window read from shared memory as float4 (accc's shape at T = 128), the
//               weights in __constant__, stored by way S:
//                 S = 0  four scalar stores per thread (what accc generates): lanes 16
//                        bytes apart, each store instruction touches 16 sectors
//                 S = 1  the iteration space shifted so that each thread's first output is
//                        a multiple of 4 (`lo & 3` idle lanes in front of the first block),
//                        one float4 store per thread when the address is 16-byte aligned
//                 S = 2  each warp's 128 outputs written to its own shared-memory strip
//                        and stored back coalesced (4 scalar stores, lanes adjacent)
//   emitted     the kernel accc emits, verbatim, launched as accc launches it (one block
//               per 512 iterations, capped at 2112 blocks: `emitted-2112`) and uncapped;
//               `-lb`: with __launch_bounds__(128, 16) (32 registers, 16 blocks per SM)
//   hand        bench/cache/stencil1d.cu's kernel (256 threads, float4 stores)
//
// Every variant's result is compared with the hand kernel's after one step.
// Build: nvcc -O3 -arch=sm_90 stencil_store_variants.cu -o ssv && ./ssv
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define RADIUS 30
#define WIDTH (2 * RADIUS + 1)
#define PER 4
__constant__ float cst[WIDTH];

template <int T, int S>
__global__ void __launch_bounds__(T) win(const float *__restrict__ in, float *out, long lo, long n)
{
    constexpr int BO = T * PER;                  // outputs per block
    constexpr int SM = BO + 2 * RADIUS;          // staged inputs
    constexpr int ROUNDS = (SM + T - 1) / T;
    __shared__ __align__(16) float s[SM + 4];
    __shared__ __align__(16) float strip[S == 2 ? BO : 4];
    const long phase = S == 1 ? (lo & 3) : 0;    // idle iterations in front of iteration 0
    for (long b = (long)blockIdx.x * BO - phase; b < n; b += (long)gridDim.x * BO) {
        // s[k] holds in[lo + b - RADIUS + k] for the k some iteration of the block reads.
        const long first = lo + b - RADIUS;
        const long kmin = b < 0 ? -b : 0;
        const long kend = (n - b < BO ? n - b : BO) + 2 * RADIUS;
        __syncthreads();
        float v[ROUNDS];
#pragma unroll
        for (int q = 0; q < ROUNDS; q++) {
            int k = threadIdx.x + q * T;
            if (k < SM && k >= kmin && k < kend)
                v[q] = in[first + k];
        }
#pragma unroll
        for (int q = 0; q < ROUNDS; q++) {
            int k = threadIdx.x + q * T;
            if (k < SM && k >= kmin && k < kend)
                s[k] = v[q];
        }
        __syncthreads();
        float w[PER + 2 * RADIUS + 3];
#pragma unroll
        for (int q = 0; q < (PER + 2 * RADIUS + 3) / 4; q++) {
            float4 x = ((const float4 *)(s + PER * threadIdx.x))[q];
            w[4 * q] = x.x;
            w[4 * q + 1] = x.y;
            w[4 * q + 2] = x.z;
            w[4 * q + 3] = x.w;
        }
        float acc[PER];
#pragma unroll
        for (int o = 0; o < PER; o++) {
            float sum = 0.0f;
#pragma unroll
            for (int k = -RADIUS; k <= RADIUS; k++)
                sum += cst[k + RADIUS] * w[o + RADIUS + k];
            acc[o] = sum;
        }
        const long it0 = b + PER * threadIdx.x;
        if (S == 2) {
            const int lane = threadIdx.x & 31, wbase = (threadIdx.x & ~31) * PER;
            ((float4 *)(strip + wbase))[lane] = make_float4(acc[0], acc[1], acc[2], acc[3]);
            __syncwarp();
#pragma unroll
            for (int r = 0; r < PER; r++) {
                long it = b + wbase + r * 32 + lane;
                if (it >= 0 && it < n)
                    out[lo + it] = strip[wbase + r * 32 + lane];
            }
            __syncwarp();
        } else if (S == 1 && it0 >= 0 && it0 + PER <= n &&
                   ((unsigned long)(out + lo + it0) & 15) == 0) {
            *(float4 *)(out + lo + it0) = make_float4(acc[0], acc[1], acc[2], acc[3]);
        } else {
#pragma unroll
            for (int o = 0; o < PER; o++)
                if (it0 + o >= 0 && it0 + o < n)
                    out[lo + it0 + o] = acc[o];
        }
    }
}

// The kernel accc emits for bench/cache/stencil1d.c with -DUSE_CACHE (RBI), verbatim
// but for its names and #line markers, as a device function both kernels below inline.
static __device__ __forceinline__ void accc_emitted_body(const float *__restrict__ coef, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __shared__ __align__(16) float __accc_c74585_0[572];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
{



        { const long __accc_s74585_0_0 = (i - 30) - 1 * (4 * (long)threadIdx.x); const long __accc_e74585_0_0 = (61 + 1 * (__accc_w - 1)); const long __accc_s74585_1_0 = (0); const long __accc_e74585_1_0 = 61; __syncthreads(); { float __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 572 && __accc_k0 < __accc_e74585_0_0) { __accc_v0_0[__accc_q] = in[__accc_s74585_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 572 && __accc_k0 < __accc_e74585_0_0) { __accc_c74585_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win74585[64];
#pragma unroll
for (int __accc_q = 0; __accc_q < 16; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c74585_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win74585[4 * __accc_q] = __accc_x.x; __accc_win74585[4 * __accc_q + 1] = __accc_x.y; __accc_win74585[4 * __accc_q + 2] = __accc_x.z; __accc_win74585[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float sum = 0.0f;
        
#pragma unroll
for (int k = -30; k <= 30; k++)
            sum += cst[((k + 30) - (0))] * __accc_win74585[1 * __accc_o + ((30) + (1) * k)];
        out[i] = sum;
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float sum = 0.0f;
        
#pragma unroll
for (int k = -30; k <= 30; k++)
            sum += cst[((k + 30) - (0))] * __accc_c74585_0[((i + k) - __accc_s74585_0_0)];
        out[i] = sum;
}
}
}
 }
    }
    }
}

extern "C" __global__ void accc_emitted(const float *__restrict__ coef, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    accc_emitted_body(coef, in, out, __accc_lo0, __accc_st0, __accc_tc0, __accc_n);
}

// The same, limited to 32 registers so that 16 blocks of 128 fit on an SM (ptxas gives
// it 40 by itself: 12 blocks).
extern "C" __global__ void __launch_bounds__(128, 16) accc_emitted_lb(const float *__restrict__ coef, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    accc_emitted_body(coef, in, out, __accc_lo0, __accc_st0, __accc_tc0, __accc_n);
}

// bench/cache/stencil1d.cu's kernel, with its own launch shape.
#define THREADS 256
#define BLOCK_OUT (THREADS * PER)
#define WIN (PER + 2 * RADIUS)
#define WIN4 ((WIN + 3) / 4)
#define SMEM (BLOCK_OUT + 4 * WIN4 - PER)
__global__ void __launch_bounds__(THREADS) hand(const float *__restrict__ in, float *__restrict__ out, int n)
{
    __shared__ __align__(16) float s[SMEM];
    int base = blockIdx.x * BLOCK_OUT;
    for (int j = threadIdx.x; j < SMEM; j += THREADS) {
        int g = base - RADIUS + j;
        s[j] = (g >= 0 && g < n) ? in[g] : 0.0f;
    }
    __syncthreads();
    float w[4 * WIN4];
    const float4 *s4 = reinterpret_cast<const float4 *>(s) + threadIdx.x;
#pragma unroll
    for (int q = 0; q < WIN4; q++) {
        float4 v = s4[q];
        w[4 * q + 0] = v.x;
        w[4 * q + 1] = v.y;
        w[4 * q + 2] = v.z;
        w[4 * q + 3] = v.w;
    }
    float acc[PER];
#pragma unroll
    for (int o = 0; o < PER; o++) {
        float sum = 0.0f;
#pragma unroll
        for (int k = 0; k < WIDTH; k++)
            sum = fmaf(cst[k], w[o + k], sum);
        acc[o] = sum;
    }
    int i0 = base + PER * threadIdx.x;
    if (i0 >= RADIUS && i0 + PER <= n - RADIUS) {
        *reinterpret_cast<float4 *>(&out[i0]) = make_float4(acc[0], acc[1], acc[2], acc[3]);
    } else {
#pragma unroll
        for (int o = 0; o < PER; o++)
            if (i0 + o >= RADIUS && i0 + o < n - RADIUS)
                out[i0 + o] = acc[o];
    }
}

static const long N = 2097152, STEPS = 500;
static float *da, *db, *dref, *host, *cst_ptr;
static cudaEvent_t e0, e1;

// Launches one step of `name` reading `src`, writing `dst`.
template <int T, int S> static void step_win(const float *src, float *dst)
{
    long tc = N - 2 * RADIUS;
    long grid = (tc + T * PER - 1) / (T * PER) + (S == 1);
    win<T, S><<<(int)grid, T>>>(src, dst, RADIUS, tc);
}
// Launched as accc launches it: one block per 512 iterations, at most 16 blocks of 128
// per SM (2112 on the H200/H100's 132 SMs), or one block per tile.
template <int CAP, bool LB> static void step_emitted(const float *src, float *dst)
{
    long tc = N - 2 * RADIUS, grid = (tc + 511) / 512;
    if (CAP && grid > CAP)
        grid = CAP;
    if (LB)
        accc_emitted_lb<<<(int)grid, 128>>>(cst_ptr, src, dst, RADIUS, 1, tc, tc);
    else
        accc_emitted<<<(int)grid, 128>>>(cst_ptr, src, dst, RADIUS, 1, tc, tc);
}
static void step_hand(const float *src, float *dst)
{
    hand<<<(int)((N + BLOCK_OUT - 1) / BLOCK_OUT), THREADS>>>(src, dst, (int)N);
}

static void time_it(const char *name, void (*step)(const float *, float *))
{
    // Correctness: one step from the same input as the reference.
    cudaMemcpy(da, host, N * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(db, host, N * 4, cudaMemcpyHostToDevice);
    step(da, db);
    cudaDeviceSynchronize();
    float *got = (float *)malloc(N * 4), *want = (float *)malloc(N * 4);
    cudaMemcpy(got, db, N * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(want, dref, N * 4, cudaMemcpyDeviceToHost);
    long bad = 0;
    for (long i = 0; i < N; i++)
        bad += got[i] != want[i] && (got[i] - want[i]) * (got[i] - want[i]) > 1e-10f;
    free(got);
    free(want);
    for (int w = 0; w < 5; w++)
        step(da, db);
    cudaEventRecord(e0);
    for (int s = 0; s < STEPS; s++)
        (s & 1) ? step(db, da) : step(da, db);
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    float ms;
    cudaEventElapsedTime(&ms, e0, e1);
    printf("%-12s %ld steps %8.3f ms (%6.2f us/step)  mismatches %ld  %s\n", name, STEPS, ms,
           ms * 1000 / STEPS, bad, cudaGetErrorString(cudaGetLastError()));
}

int main()
{
    float h[WIDTH];
    for (int k = -RADIUS; k <= RADIUS; k++)
        h[k + RADIUS] = (float)(RADIUS + 1 - abs(k)) / (float)((RADIUS + 1) * (RADIUS + 1));
    cudaMemcpyToSymbol(cst, h, sizeof h);
    host = (float *)malloc(N * 4);
    for (long i = 0; i < N; i++)
        host[i] = 1.0f + 0.5f * (float)((i / 4096) % 2) + (float)((i * 2654435761u) % 1000) * 1e-4f;
    cudaMalloc(&da, N * 4);
    cudaMalloc(&db, N * 4);
    cudaMalloc(&dref, N * 4);
    cudaMalloc(&cst_ptr, sizeof h);
    cudaMemcpy(cst_ptr, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(da, host, N * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(dref, host, N * 4, cudaMemcpyHostToDevice);
    step_hand(da, dref);
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    for (int r = 0; r < 3; r++) {
        time_it("hand", step_hand);
        time_it("emitted-2112", step_emitted<2112, false>);
        time_it("emitted", step_emitted<0, false>);
        time_it("emitted-2112-lb", step_emitted<2112, true>);
        time_it("emitted-lb", step_emitted<0, true>);
        time_it("win128-s0", step_win<128, 0>);
        time_it("win128-s1", step_win<128, 1>);
        time_it("win128-s2", step_win<128, 2>);
        time_it("win256-s0", step_win<256, 0>);
        time_it("win256-s1", step_win<256, 1>);
        time_it("win256-s2", step_win<256, 2>);
    }
    return 0;
}
