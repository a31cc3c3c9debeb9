// launch.cu -- launch latency of an empty kernel <<<1, 1>>>, REPS times
// (default 10000).  "sync": cudaDeviceSynchronize after each launch, like an
// OpenACC region without async; "async": all launches, then one synchronize.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CK(call)                                                                   \
    do {                                                                           \
        cudaError_t e_ = (call);                                                   \
        if (e_ != cudaSuccess) {                                                   \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,          \
                    cudaGetErrorString(e_));                                       \
            exit(1);                                                               \
        }                                                                          \
    } while (0)

__global__ void empty() {}

static double now_ms()
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 10000;
    if (reps < 1)
        reps = 1;
    CK(cudaFree(0));
    for (int r = 0; r < 10; r++)
        empty<<<1, 1>>>();
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());

    double t0 = now_ms();
    for (int r = 0; r < reps; r++) {
        empty<<<1, 1>>>();
        CK(cudaDeviceSynchronize());
    }
    double t1 = now_ms();
    for (int r = 0; r < reps; r++)
        empty<<<1, 1>>>();
    CK(cudaDeviceSynchronize());
    double t2 = now_ms();
    CK(cudaGetLastError());

    printf("TIME_MS %.3f\n", t2 - t0);
    printf("LAUNCH_SYNC_US %.3f\n", (t1 - t0) * 1e3 / reps);
    printf("LAUNCH_ASYNC_US %.3f\n", (t2 - t1) * 1e3 / reps);
    return 0;
}
