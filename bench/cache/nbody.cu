// nbody.cu -- hand-written CUDA for nbody.c: the same bodies, softening, steps
// and output.  Positions and masses are packed as float4 (x, y, z, m); a block
// of 256 threads walks the bodies in tiles of 256: each thread loads one body of
// the tile into shared memory (one coalesced 16-byte load), and after a barrier
// every thread reads the whole tile as broadcasts (all threads of a warp read the
// same float4, so there are no bank conflicts), unrolled by 8.
// Global memory is read N/256 times per step instead of N times.
//
// Two kernels are timed, each from the same initial bodies: "ieee" computes
// 1/sqrt(d2) as the OpenACC source writes it (IEEE square root and division, the
// numerics accc gives without -ffast-math), "rsqrt" with the approximate rsqrtf.
// CHECK and VERIFY are of the "ieee" run.
//
// usage: nbody_cuda [N [STEPS [TRIALS]]]    defaults 65536 5 3; N a multiple of 256
#include <cuda_runtime.h>
#define BENCH_CUDA
#include "common.h"

#define TILE 256
#define EPS2 0.01f
#define DT 0.001f
#define USAGE "nbody_cuda [N [STEPS [TRIALS]]]  (N a multiple of 256)"

template <bool IEEE>
__global__ void __launch_bounds__(TILE)
forces(const float4 *__restrict__ body, float4 *__restrict__ acc, int n)
{
    __shared__ float4 tile[TILE];
    int i = blockIdx.x * TILE + threadIdx.x;
    float4 me = body[i];
    float fx = 0.0f, fy = 0.0f, fz = 0.0f;
    for (int jj = 0; jj < n; jj += TILE) {
        tile[threadIdx.x] = body[jj + threadIdx.x];
        __syncthreads();
#pragma unroll 8
        for (int j = 0; j < TILE; j++) {
            float4 o = tile[j];
            float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
            float d2 = fmaf(dx, dx, fmaf(dy, dy, fmaf(dz, dz, EPS2)));
            float inv = IEEE ? 1.0f / sqrtf(d2) : rsqrtf(d2);
            float s = o.w * inv * inv * inv;
            fx = fmaf(dx, s, fx);
            fy = fmaf(dy, s, fy);
            fz = fmaf(dz, s, fz);
        }
        __syncthreads();
    }
    acc[i] = make_float4(fx, fy, fz, 0.0f);
}

__global__ void move(float4 *__restrict__ body, float4 *__restrict__ vel,
                     const float4 *__restrict__ acc, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float4 v = vel[i], a = acc[i], p = body[i];
    v.x += a.x * DT;
    v.y += a.y * DT;
    v.z += a.z * DT;
    p.x += v.x * DT;
    p.y += v.y * DT;
    p.z += v.z * DT;
    vel[i] = v;
    body[i] = p;
}

__global__ void warm_up_kernel(float *p) { p[threadIdx.x] = (float)threadIdx.x; }

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 65536, USAGE);
    int steps = (int)arg_long(argc, argv, 2, 5, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n < TILE || n % TILE != 0 || steps < 1 || trials < 1) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    float4 *body = (float4 *)malloc(n * sizeof(float4));
    float4 *acc = (float4 *)malloc(n * sizeof(float4));
    float4 *vel = (float4 *)malloc(n * sizeof(float4));
    if (!body || !acc || !vel) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++) {
        body[i] = make_float4(urand(i, 1) * 2.0f - 1.0f, urand(i, 2) * 2.0f - 1.0f,
                              urand(i, 3) * 2.0f - 1.0f, (0.5f + urand(i, 4)) / (float)n);
        vel[i] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
    printf("BENCH nbody %d bodies, tiles of %d, %d steps per trial, hand-written CUDA\n", n, TILE,
           steps);

    CK(cudaFree(0));
    float4 *dbody, *dvel, *dacc;
    CK(cudaMalloc(&dbody, n * sizeof(float4)));
    CK(cudaMalloc(&dvel, n * sizeof(float4)));
    CK(cudaMalloc(&dacc, n * sizeof(float4)));
    warm_up_kernel<<<1, 32>>>((float *)dacc);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    cudaEvent_t ev0, ev1;
    CK(cudaEventCreate(&ev0));
    CK(cudaEventCreate(&ev1));
    for (int variant = 0; variant < 2; variant++) {
        const bool ieee = variant == 1;
        CK(cudaMemcpy(dbody, body, n * sizeof(float4), cudaMemcpyHostToDevice));
        CK(cudaMemcpy(dvel, vel, n * sizeof(float4), cudaMemcpyHostToDevice));
        for (int t = 0; t < trials; t++) {
            CK(cudaEventRecord(ev0));
            for (int s = 0; s < steps; s++) {
                if (ieee)
                    forces<true><<<n / TILE, TILE>>>(dbody, dacc, n);
                else
                    forces<false><<<n / TILE, TILE>>>(dbody, dacc, n);
                move<<<(n + 255) / 256, 256>>>(dbody, dvel, dacc, n);
            }
            CK(cudaEventRecord(ev1));
            CK(cudaEventSynchronize(ev1));
            CK(cudaGetLastError());
            float ms;
            CK(cudaEventElapsedTime(&ms, ev0, ev1));
            print_time(ms, ieee ? "ieee" : "rsqrt");
        }
    }
    forces<true><<<n / TILE, TILE>>>(dbody, dacc, n);   // untimed: checked below
    CK(cudaGetLastError());
    CK(cudaMemcpy(body, dbody, n * sizeof(float4), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(acc, dacc, n * sizeof(float4), cudaMemcpyDeviceToHost));

    double check = 0.0;
    for (int i = 0; i < n; i++)
        check += (body[i].x + body[i].y + body[i].z) * check_weight(i) +
                 1e-3 * (acc[i].x + acc[i].y + acc[i].z) * check_weight(i + n);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
    for (int s = 0; s < 64; s++) {
        int i = (int)(hash32(s + 101) % (unsigned)n);
        double fx = 0.0, fy = 0.0, fz = 0.0, scale = 0.0;
        for (int j = 0; j < n; j++) {
            double dx = (double)body[j].x - body[i].x, dy = (double)body[j].y - body[i].y;
            double dz = (double)body[j].z - body[i].z;
            double d2 = dx * dx + dy * dy + dz * dz + EPS2;
            double inv = 1.0 / sqrt(d2);
            double q = body[j].w * inv * inv * inv;
            fx += dx * q;
            fy += dy * q;
            fz += dz * q;
            scale += q * sqrt(dx * dx + dy * dy + dz * dz);
        }
        double e = rel_err(acc[i].x, fx, scale / sqrt((double)n));
        e = fmax(e, rel_err(acc[i].y, fy, scale / sqrt((double)n)));
        e = fmax(e, rel_err(acc[i].z, fz, scale / sqrt((double)n)));
        worst = e > worst ? e : worst;
        bad += e > 1e-3;
    }
    int rc = verdict(bad, 64, worst, 1e-3, "accelerations of 64 sampled bodies");
    cudaFree(dbody);
    cudaFree(dvel);
    cudaFree(dacc);
    free(body);
    free(acc);
    free(vel);
    return rc;
}
