// Host-to-device copies of 256 MiB of pinned memory cut into 8 MiB pieces that take turns
// on 1, 2 or 3 streams: does a second copy engine raise the link's rate? And the same
// while 12 host threads copy memory (the staging crew's load on host memory). Last, the
// CUDA driver's own path for pageable memory, for reference.
// Build: nvcc -O2 -o copy_engines copy_engines.cu -lpthread
#include "harness.cuh"
#include <atomic>
#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

static double now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static double h2d(char *host, char *dev, size_t bytes, size_t piece, std::vector<cudaStream_t> &s) {
    double t0 = now();
    for (size_t off = 0, j = 0; off < bytes; off += piece, j++)
        CHECK(cudaMemcpyAsync(dev + off, host + off, piece, cudaMemcpyHostToDevice, s[j % s.size()]));
    for (auto x : s) CHECK(cudaStreamSynchronize(x));
    return bytes / (now() - t0) / 1e9;
}

int main() {
    print_device();
    int engines = 0;
    CHECK(cudaDeviceGetAttribute(&engines, cudaDevAttrAsyncEngineCount, 0));
    printf("async engines: %d\n", engines);
    const size_t bytes = 256ul << 20, piece = 8ul << 20;
    char *host, *dev;
    CHECK(cudaMallocHost(&host, bytes));
    CHECK(cudaMalloc(&dev, bytes));
    memset(host, 7, bytes);
    std::vector<cudaStream_t> all(3);
    for (auto &x : all) CHECK(cudaStreamCreateWithFlags(&x, cudaStreamNonBlocking));
    // the crew's load: 12 threads copying 64 MiB buffers round and round
    std::atomic<bool> busy{false}, quit{false};
    std::vector<std::thread> crew;
    for (int t = 0; t < 12; t++)
        crew.emplace_back([&] {
            std::vector<char> a(64 << 20, 1), b(64 << 20);
            while (!quit) {
                if (busy) memcpy(b.data(), a.data(), a.size());
                else std::this_thread::yield();
            }
        });
    for (int loaded = 0; loaded < 2; loaded++) {
        busy = loaded;
        for (int round = 0; round < 3; round++)
            for (int k = 1; k <= 3; k++) {
                std::vector<cudaStream_t> s(all.begin(), all.begin() + k);
                double best = 0;
                for (int r = 0; r < 7; r++) best = std::max(best, h2d(host, dev, bytes, piece, s));
                printf("%s streams=%d round=%d best_gbs=%.2f\n", loaded ? "loaded" : "idle", k, round, best);
            }
    }
    // the driver's own path for pageable memory (cudaMemcpy from malloc'd memory)
    busy = false;
    char *pageable = (char *)malloc(bytes);
    memset(pageable, 7, bytes);
    for (int round = 0; round < 3; round++) {
        double best = 0;
        for (int r = 0; r < 7; r++) {
            double t0 = now();
            CHECK(cudaMemcpy(dev, pageable, bytes, cudaMemcpyHostToDevice));
            best = std::max(best, bytes / (now() - t0) / 1e9);
        }
        printf("driver pageable h2d round=%d best_gbs=%.2f\n", round, best);
    }
    quit = true;
    for (auto &t : crew) t.join();
    return 0;
}
