// How fast pageable memory can be pinned in place (cudaHostRegister), whole and piece by
// piece with the copies queued behind, against the copy staging would save; then pinned by
// several threads at once, each pinning its own pieces and queueing their copies, unpinning
// them once copied. 256 MiB, touched first.
// Build: nvcc -O2 -arch=sm_90 pin_in_place.cu -o pin_in_place
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <chrono>
#include <thread>
#include <vector>
#include <cuda_runtime.h>
#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
int main() {
    size_t bytes = 256ul << 20;
    char *h = (char *)aligned_alloc(4096, bytes);
    memset(h, 1, bytes);
    char *d; CHECK(cudaMalloc(&d, bytes));
    CHECK(cudaFree(0));
    for (int r = 0; r < 3; r++) {
        double t0 = now();
        CHECK(cudaHostRegister(h, bytes, cudaHostRegisterDefault));
        double t1 = now();
        CHECK(cudaMemcpy(d, h, bytes, cudaMemcpyHostToDevice));
        double t2 = now();
        CHECK(cudaHostUnregister(h));
        double t3 = now();
        printf("whole: register %.3f ms (%.1f GB/s), copy %.3f ms (%.1f GB/s), unregister %.3f ms; all %.1f GB/s\n",
               (t1 - t0) * 1e3, bytes / (t1 - t0) / 1e9, (t2 - t1) * 1e3, bytes / (t2 - t1) / 1e9, (t3 - t2) * 1e3, bytes / (t3 - t0) / 1e9);
    }
    for (size_t piece : {8ul << 20, 32ul << 20}) {
        for (int r = 0; r < 2; r++) {
            double t0 = now();
            for (size_t at = 0; at < bytes; at += piece) {
                CHECK(cudaHostRegister(h + at, piece, cudaHostRegisterDefault));
                CHECK(cudaMemcpyAsync(d + at, h + at, piece, cudaMemcpyHostToDevice, 0));
            }
            CHECK(cudaDeviceSynchronize());
            double t1 = now();
            for (size_t at = 0; at < bytes; at += piece) CHECK(cudaHostUnregister(h + at));
            double t2 = now();
            printf("pieces of %zu MiB: register + copy %.3f ms (%.1f GB/s), unregister %.3f ms; all %.1f GB/s\n", piece >> 20,
                   (t1 - t0) * 1e3, bytes / (t1 - t0) / 1e9, (t2 - t1) * 1e3, bytes / (t2 - t0) / 1e9);
        }
    }
    cudaStream_t s; CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    for (int threads : {1, 2, 4, 8, 12})
        for (size_t piece : {4ul << 20, 16ul << 20, 64ul << 20}) {
            size_t n = bytes / piece;
            std::vector<cudaEvent_t> ev(n);
            for (auto &event : ev) CHECK(cudaEventCreateWithFlags(&event, cudaEventDisableTiming));
            for (int copy = 0; copy < 2; copy++) {
                double best = 1e9;
                for (int r = 0; r < 3; r++) {
                    double t0 = now();
                    std::vector<std::thread> crew;
                    for (int t = 0; t < threads; t++)
                        crew.emplace_back([&, t] {
                            for (size_t c = t; c < n; c += threads) {
                                CHECK(cudaHostRegister(h + c * piece, piece, cudaHostRegisterDefault));
                                if (copy) CHECK(cudaMemcpyAsync(d + c * piece, h + c * piece, piece, cudaMemcpyHostToDevice, s));
                                CHECK(cudaEventRecord(ev[c], s));
                            }
                            for (size_t c = t; c < n; c += threads) {
                                CHECK(cudaEventSynchronize(ev[c]));
                                CHECK(cudaHostUnregister(h + c * piece));
                            }
                        });
                    for (auto &t : crew) t.join();
                    best = std::min(best, now() - t0);
                }
                printf("%2d threads pinning %2zu MiB pieces%s: %.3f ms, %.1f GB/s\n", threads, piece >> 20,
                       copy ? ", copies queued" : " and unpinning them", best * 1e3, bytes / best / 1e9);
                fflush(stdout);
            }
            for (auto &event : ev) CHECK(cudaEventDestroy(event));
        }
    char *p; CHECK(cudaMallocHost(&p, bytes)); memset(p, 1, bytes);
    double t0 = now(); CHECK(cudaMemcpy(d, p, bytes, cudaMemcpyHostToDevice)); double t1 = now();
    printf("pinned copy: %.3f ms (%.1f GB/s)\n", (t1 - t0) * 1e3, bytes / (t1 - t0) / 1e9);
    return 0;
}
