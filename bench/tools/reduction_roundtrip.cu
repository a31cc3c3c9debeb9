// reduction_roundtrip.cu -- what one Jacobi iteration pays around its max reduction, and
// which ways of moving the reduction's value cost less. Each iteration is the shape accc
// gives the benchmark: the host's initial value goes to the device, the stencil kernel
// combines its blocks' maxima into it with atomics, the value comes back, the host waits
// for it, then launches the copy-back kernel (which nothing waits for).
//
//   reduction_roundtrip [N [ITERS [ROUNDS]]]     (default 4096 1000 15)
//
// Variants, taking turns (one line each at the end: ROUNDTRIP <variant> min/median/max µs
// per iteration):
//   memcpy       upload and download by the copy engine, through pinned memory (accc today)
//   writevalue   upload by cuStreamWriteValue32 (the value travels in the command),
//                download by the copy engine
//   mapped       upload by cuStreamWriteValue32; the kernel's last block stores the value
//                into mapped pinned host memory (no copy after the kernel)
//   argument     no upload: the initial value is a kernel argument, and the last block
//                stores into mapped memory and resets the device accumulator
//   nowait       no reduction traffic and no wait: the two kernels back to back (the floor)
//   q-memcpy     as memcpy, but nothing waits inside the loop (accc with results
//                delivered later: the host waits while the copy-back kernel runs)
//   q-writevalue as q-memcpy, with the upload by cuStreamWriteValue32
#include <algorithm>
#include <chrono>
#include <vector>
#include <cstring>
#include <cuda.h>
#include "harness.cuh"

typedef CUresult (*write_value_t)(CUstream, CUdeviceptr, cuuint32_t, unsigned);
static write_value_t write_value32;

// Queue a 32-bit store of `value` at `p` on `s`, or end the program.
static void write32(cudaStream_t s, void *p, unsigned value)
{
    if (write_value32(s, (CUdeviceptr)p, value, 0) != CUDA_SUCCESS) {
        fprintf(stderr, "cuStreamWriteValue32 failed\n");
        exit(1);
    }
}

static double now_us()
{
    return std::chrono::duration<double, std::micro>(
               std::chrono::steady_clock::now().time_since_epoch()).count();
}

// Non-negative floats order as their bit patterns do.
__device__ void max_into(unsigned *acc, float v) { atomicMax(acc, __float_as_uint(v)); }

// One stencil sweep with max reduction. last != null: the block that finishes last
// combines the accumulator with `init`, stores the value into *host_out (mapped pinned)
// and, when reset, puts the accumulator and the counter back for the next launch.
__global__ void stencil(int n, const float *__restrict__ a, float *anew, unsigned *acc,
                        unsigned *done, float init, volatile float *host_out, bool reset)
{
    __shared__ float part[32];
    float err = 0.0f;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int j = 1 + blockIdx.y; j < n - 1; j += gridDim.y) {
        if (i >= 1 && i < n - 1) {
            float v = 0.25f * (a[j * n + i + 1] + a[j * n + i - 1] + a[(j - 1) * n + i] +
                               a[(j + 1) * n + i]);
            anew[j * n + i] = v;
            err = fmaxf(err, fabsf(v - a[j * n + i]));
        }
    }
    for (int o = 16; o > 0; o /= 2)
        err = fmaxf(err, __shfl_xor_sync(0xffffffffu, err, o));
    if ((threadIdx.x & 31) == 0)
        part[threadIdx.x / 32] = err;
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int w = 1; w < blockDim.x / 32; w++)
            err = fmaxf(err, part[w]);
        max_into(acc, err);
        if (host_out) {
            __threadfence();
            unsigned blocks = gridDim.x * gridDim.y;
            if (atomicAdd(done, 1u) == blocks - 1) {
                float v = fmaxf(init, __uint_as_float(atomicAdd(acc, 0u)));
                *host_out = v;
                __threadfence_system();
                if (reset) {
                    *acc = 0u;
                    *done = 0u;
                }
            }
        }
    }
}

__global__ void copy_back(int n, const float *__restrict__ anew, float *a)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int j = 1 + blockIdx.y; j < n - 1; j += gridDim.y)
        if (i >= 1 && i < n - 1)
            a[j * n + i] = anew[j * n + i];
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    int iters = argc > 2 ? atoi(argv[2]) : 1000;
    int sms = print_device();
    cudaDriverEntryPointQueryResult q;
    CHECK(cudaGetDriverEntryPoint("cuStreamWriteValue32", (void **)&write_value32,
                                  cudaEnableDefault, &q));
    if (!write_value32) {
        fprintf(stderr, "no cuStreamWriteValue32\n");
        return 1;
    }
    size_t bytes = (size_t)n * n * sizeof(float);
    float *a, *anew;
    unsigned *acc, *done;
    CHECK(cudaMalloc(&a, bytes));
    CHECK(cudaMalloc(&anew, bytes));
    CHECK(cudaMalloc(&acc, 4));
    CHECK(cudaMalloc(&done, 4));
    CHECK(cudaMemset(a, 0, bytes));
    CHECK(cudaMemset(anew, 0, bytes));
    CHECK(cudaMemset(acc, 0, 4));
    CHECK(cudaMemset(done, 0, 4));
    float *pinned;
    CHECK(cudaHostAlloc(&pinned, 64, cudaHostAllocMapped));
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    dim3 block(128), grid((n + 127) / 128, sms * 16 / ((n + 127) / 128) + 1);

    const char *variants[] = {"memcpy", "writevalue", "mapped", "argument", "nowait",
                              "q-memcpy", "q-writevalue"};
    const int nv = 7, rounds = argc > 3 ? atoi(argv[3]) : 15;
    std::vector<double> times[nv];
    for (int round = 0; round < rounds; round++)
        for (int vi = 0; vi < nv; vi++) {
            const char *v = variants[vi];
            volatile float host_err = 0.0f;
            double t0 = 0;
            for (int it = -20; it < iters; it++) {
                if (it == 0) {
                    CHECK(cudaStreamSynchronize(s));
                    t0 = now_us();
                }
                float init = 0.0f;
                if (!strcmp(v, "memcpy")) {
                    pinned[0] = init;
                    CHECK(cudaMemcpyAsync(acc, pinned, 4, cudaMemcpyHostToDevice, s));
                    stencil<<<grid, block, 0, s>>>(n, a, anew, acc, done, 0.0f, nullptr, false);
                    CHECK(cudaMemcpyAsync(pinned + 4, acc, 4, cudaMemcpyDeviceToHost, s));
                    CHECK(cudaStreamSynchronize(s));
                    host_err = pinned[4];
                } else if (!strcmp(v, "writevalue") || !strcmp(v, "mapped")) {
                    bool mapped = !strcmp(v, "mapped");
                    unsigned bits;
                    memcpy(&bits, &init, 4);
                    write32(s, acc, bits);
                    if (mapped)
                        write32(s, done, 0u);
                    stencil<<<grid, block, 0, s>>>(n, a, anew, acc, done, 0.0f,
                                                   mapped ? pinned + 8 : nullptr, false);
                    if (!mapped)
                        CHECK(cudaMemcpyAsync(pinned + 4, acc, 4, cudaMemcpyDeviceToHost, s));
                    CHECK(cudaStreamSynchronize(s));
                    host_err = mapped ? ((volatile float *)pinned)[8] : pinned[4];
                } else if (!strncmp(v, "q-", 2)) {
                    // as accc queues the loop when the host waits for `err` only while
                    // the copy-back kernel runs: nothing waits inside the loop here
                    if (!strcmp(v, "q-memcpy")) {
                        CHECK(cudaMemcpyAsync(acc, pinned, 4, cudaMemcpyHostToDevice, s));
                    } else {
                        write32(s, acc, 0u);
                    }
                    stencil<<<grid, block, 0, s>>>(n, a, anew, acc, done, 0.0f, nullptr, false);
                    CHECK(cudaMemcpyAsync(pinned + 4, acc, 4, cudaMemcpyDeviceToHost, s));
                } else if (!strcmp(v, "argument")) {
                    stencil<<<grid, block, 0, s>>>(n, a, anew, acc, done, init, pinned + 12, true);
                    CHECK(cudaStreamSynchronize(s));
                    host_err = ((volatile float *)pinned)[12];
                }
                copy_back<<<grid, block, 0, s>>>(n, anew, a);
                if (!strcmp(v, "nowait"))
                    stencil<<<grid, block, 0, s>>>(n, a, anew, acc, done, 0.0f, nullptr, false);
            }
            CHECK(cudaStreamSynchronize(s));
            CHECK(cudaGetLastError());
            times[vi].push_back((now_us() - t0) / iters);
            if (host_err != 0.0f)
                printf("unexpected max %g\n", (float)host_err);
        }
    for (int vi = 0; vi < nv; vi++) {
        std::sort(times[vi].begin(), times[vi].end());
        printf("ROUNDTRIP %-10s us/iteration over %d rounds: min %.2f median %.2f max %.2f\n",
               variants[vi], rounds, times[vi].front(), times[vi][rounds / 2], times[vi].back());
    }
    return 0;
}
