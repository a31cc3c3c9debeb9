// The staging crew's ceiling on a GPU host: N threads memcpy 256 MiB of pageable memory into a
// 64 MiB pinned pool (1 MiB jobs, cyclically), alone and while the copy engine streams another
// pinned buffer to the device. Build: nvcc -O2 -arch=sm_90 staging_crew.cu -o staging_crew
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <chrono>
#include <thread>
#include <vector>
#include <atomic>
#include <cuda_runtime.h>
#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
int main() {
    const size_t bytes = 256ul << 20, pool = 64ul << 20, job = 1ul << 20;
    char *src = (char *)malloc(bytes); memset(src, 1, bytes);
    char *slots; CHECK(cudaMallocHost(&slots, pool)); memset(slots, 0, pool);
    char *dma_src; CHECK(cudaMallocHost(&dma_src, bytes)); memset(dma_src, 2, bytes);
    char *d; CHECK(cudaMalloc(&d, bytes));
    cudaStream_t s; CHECK(cudaStreamCreate(&s));
    for (int with_dma = 0; with_dma < 2; with_dma++) {
        for (int n : {4, 8, 12, 16}) {
            double best = 1e9;
            for (int r = 0; r < 3; r++) {
                if (with_dma) for (int k = 0; k < 4; k++) CHECK(cudaMemcpyAsync(d, dma_src, bytes, cudaMemcpyHostToDevice, s));
                std::atomic<size_t> next{0};
                double t0 = now();
                std::vector<std::thread> crew;
                for (int t = 0; t < n; t++) crew.emplace_back([&] {
                    for (size_t at; (at = next.fetch_add(job)) < bytes;) memcpy(slots + at % pool, src + at, job);
                });
                for (auto &t : crew) t.join();
                double t = now() - t0;
                if (t < best) best = t;
                CHECK(cudaStreamSynchronize(s));
            }
            printf("%s, %2d threads: %.1f GB/s\n", with_dma ? "with the copy engine reading pinned memory" : "alone", n, bytes / best / 1e9);
        }
    }
    return 0;
}
