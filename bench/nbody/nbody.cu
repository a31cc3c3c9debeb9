// nbody.cu -- hand-written CUDA version of nbody.c: all-pairs softened
// gravity, velocities then positions, the same steps and output.
//
// Bodies are float4 (x, y, z, mass).  Each block of 256 threads walks over
// the bodies in tiles of 256: the tile is staged in shared memory once and
// read by every thread of the block (broadcast), so each body is fetched from
// global memory N/256 times instead of N times.  rsqrtf gives 1/sqrt(d2), as
// in the usual CUDA N-body code.  A second kernel moves the bodies.
//
// usage: nbody_cuda [N [STEPS]]          defaults 65536 10
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define SOFTENING2 1.0e-3f
#define DT 0.01f
#define TILE 256

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

__global__ void __launch_bounds__(TILE)
accelerate(const float4 *__restrict__ pos, float4 *__restrict__ vel, int n)
{
    __shared__ float4 tile[TILE];
    int i = blockIdx.x * TILE + threadIdx.x;
    float4 pi = i < n ? pos[i] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int base = 0; base < n; base += TILE) {
        int j = base + threadIdx.x;
        // Bodies past the end get mass 0: they add exactly nothing.
        tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        __syncthreads();
#pragma unroll 8
        for (int k = 0; k < TILE; k++) {
            float4 pj = tile[k];
            float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
            float d2 = dx * dx + dy * dy + dz * dz + SOFTENING2;
            float inv = rsqrtf(d2);
            float f = pj.w * inv * inv * inv;
            ax += dx * f;
            ay += dy * f;
            az += dz * f;
        }
        __syncthreads();
    }
    if (i < n) {
        float4 v = vel[i];
        v.x += ax * DT;
        v.y += ay * DT;
        v.z += az * DT;
        vel[i] = v;
    }
}

__global__ void move(float4 *__restrict__ pos, const float4 *__restrict__ vel, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 p = pos[i], v = vel[i];
        p.x += v.x * DT;
        p.y += v.y * DT;
        p.z += v.z * DT;
        pos[i] = p;
    }
}

__global__ void warm_up_kernel(float *p) { p[threadIdx.x] = (float)threadIdx.x; }

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 65536;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 1 || steps < 1 || n > (1 << 28)) {
        fprintf(stderr, "usage: nbody_cuda [N [STEPS]]\n");
        return 2;
    }
    float4 *pos = (float4 *)malloc(n * sizeof(float4));
    float4 *vel = (float4 *)malloc(n * sizeof(float4));
    if (!pos || !vel) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++) {
        pos[i] = make_float4(urand(i, 1), urand(i, 2), urand(i, 3), (0.5f + urand(i, 4)) / n);
        vel[i] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
    printf("BENCH nbody %d bodies, %d steps\n", n, steps);

    CK(cudaFree(0));
    float4 *dpos, *dvel;
    CK(cudaMalloc(&dpos, n * sizeof(float4)));
    CK(cudaMalloc(&dvel, n * sizeof(float4)));
    warm_up_kernel<<<1, 32>>>((float *)dvel);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(dpos, pos, n * sizeof(float4), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dvel, vel, n * sizeof(float4), cudaMemcpyHostToDevice));

    cudaEvent_t ev0, ev1;
    CK(cudaEventCreate(&ev0));
    CK(cudaEventCreate(&ev1));
    int blocks = (n + TILE - 1) / TILE;
    CK(cudaEventRecord(ev0));
    for (int s = 0; s < steps; s++) {
        accelerate<<<blocks, TILE>>>(dpos, dvel, n);
        move<<<blocks, TILE>>>(dpos, dvel, n);
    }
    CK(cudaEventRecord(ev1));
    CK(cudaEventSynchronize(ev1));
    CK(cudaGetLastError());
    float ms;
    CK(cudaEventElapsedTime(&ms, ev0, ev1));

    CK(cudaMemcpy(pos, dpos, n * sizeof(float4), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(vel, dvel, n * sizeof(float4), cudaMemcpyDeviceToHost));
    double check = 0.0;
    for (int i = 0; i < n; i++) {
        size_t k = 6 * (size_t)i;
        check += vel[i].x * weight(k) + vel[i].y * weight(k + 1) + vel[i].z * weight(k + 2);
        check += (pos[i].x - urand(i, 1)) / DT * weight(k + 3) + (pos[i].y - urand(i, 2)) / DT * weight(k + 4)
               + (pos[i].z - urand(i, 3)) / DT * weight(k + 5);
    }
    printf("TIME_MS %.3f\n", ms);
    printf("CHECK %.9e\n", check);
    cudaFree(dpos);
    cudaFree(dvel);
    free(pos);
    free(vel);
    return 0;
}
