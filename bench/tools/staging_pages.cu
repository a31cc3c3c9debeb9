// Does the page size of the staging crew's memory matter? N threads memcpy 256 MiB of
// pageable memory into a 64 MiB pinned pool (1 MiB jobs, cyclically), as staging_crew.cu,
// while the copy engine streams another pinned buffer to the device, for each pair of
//   pool:   cudaMallocHost (what the runtime uses) | 2 MiB-aligned mmap with
//           MADV_HUGEPAGE, then cudaHostRegister
//   source: malloc | 2 MiB-aligned mmap with MADV_HUGEPAGE
// Prints the host's transparent-huge-page setting, then one line per case: PAGES pool
// source threads GB/s (best of 5). Build: nvcc -O2 -arch=sm_90 staging_pages.cu
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/mman.h>
#include <thread>
#include <vector>
#include <cuda_runtime.h>
#include "harness.cuh"
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

static void show(const char *path) {
    FILE *f = fopen(path, "r");
    char line[256] = "?";
    if (f) { if (!fgets(line, sizeof line, f)) line[0] = 0; fclose(f); }
    printf("%s: %s", path, line);
}

int main() {
    const size_t bytes = 256ul << 20, pool = 64ul << 20, job = 1ul << 20;
    show("/sys/kernel/mm/transparent_hugepage/enabled");
    show("/sys/kernel/mm/transparent_hugepage/defrag");
    char *src_small = (char *)malloc(bytes); memset(src_small, 1, bytes);
    char *src_huge = huge_pages(bytes); memset(src_huge, 1, bytes);
    char *pool_small; CHECK(cudaMallocHost(&pool_small, pool)); memset(pool_small, 0, pool);
    char *pool_huge = huge_pages(pool); CHECK(cudaHostRegister(pool_huge, pool, cudaHostRegisterDefault));
    char *dma_src; CHECK(cudaMallocHost(&dma_src, bytes)); memset(dma_src, 2, bytes);
    char *d; CHECK(cudaMalloc(&d, bytes));
    cudaStream_t s; CHECK(cudaStreamCreate(&s));
    for (int round = 0; round < 2; round++)
        for (int p = 0; p < 2; p++)
            for (int q = 0; q < 2; q++)
                for (int n : {1, 12}) {
                    char *slots = p ? pool_huge : pool_small, *src = q ? src_huge : src_small;
                    double best = 1e9;
                    for (int r = 0; r < 5; r++) {
                        for (int k = 0; k < 4; k++) CHECK(cudaMemcpyAsync(d, dma_src, bytes, cudaMemcpyHostToDevice, s));
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
                    printf("PAGES pool=%s source=%s threads=%2d %.1f GB/s\n", p ? "huge" : "4k",
                           q ? "huge" : "4k", n, bytes / best / 1e9);
                }
    return 0;
}
