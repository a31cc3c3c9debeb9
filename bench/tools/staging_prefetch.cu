// Does prefetching the next 4 KiB page of the user's memory speed up the staging crew?
// The hardware prefetchers stop at 4 KiB page boundaries, and a crew thread copying
// from 2 MiB pages ran 10-30% faster (staging_pages.cu, H100 machine, session 17), but
// the user's pages are not the runtime's to choose. Here N threads memcpy 256 MiB of
// pageable memory into a 64 MiB pinned pool (1 MiB jobs, cyclically), while the copy
// engine streams another pinned buffer to the device, as staging_pages.cu does, with
// each job copied:
//   memcpy       one memcpy (what the runtime does)
//   burst-D      per 4 KiB page: prefetch every line of the page D pages on, then memcpy
//                the page
//   spread-D     a 64-byte SSE2 loop that prefetches one line D pages on per line copied
//   huge-source  memcpy from 2 MiB pages (the upper bound)
// Rounds take turns; prints one line per case: PREFETCH variant threads GB/s (best of 5).
// Build: nvcc -O2 -arch=sm_90 staging_prefetch.cu
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <immintrin.h>
#include <sys/mman.h>
#include <thread>
#include <vector>
#include <cuda_runtime.h>
#include "harness.cuh"
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

static const size_t PAGE = 4096, LINE = 64;

// `limit`: the end of the source, past which nothing is prefetched.
static void burst(char *dst, const char *src, size_t len, size_t ahead, const char *limit) {
    for (size_t at = 0; at < len; at += PAGE) {
        const char *next = src + at + ahead * PAGE;
        for (size_t l = 0; l < PAGE && next + l < limit; l += LINE) _mm_prefetch(next + l, _MM_HINT_T0);
        size_t n = len - at < PAGE ? len - at : PAGE;
        memcpy(dst + at, src + at, n);
    }
}

static void spread(char *dst, const char *src, size_t len, size_t ahead, const char *limit) {
    size_t at = 0;
    for (; at + LINE <= len; at += LINE) {
        const char *next = src + at + ahead * PAGE;
        if (next < limit) _mm_prefetch(next, _MM_HINT_T0);
        __m128i a = _mm_loadu_si128((const __m128i *)(src + at));
        __m128i b = _mm_loadu_si128((const __m128i *)(src + at + 16));
        __m128i c = _mm_loadu_si128((const __m128i *)(src + at + 32));
        __m128i e = _mm_loadu_si128((const __m128i *)(src + at + 48));
        _mm_storeu_si128((__m128i *)(dst + at), a);
        _mm_storeu_si128((__m128i *)(dst + at + 16), b);
        _mm_storeu_si128((__m128i *)(dst + at + 32), c);
        _mm_storeu_si128((__m128i *)(dst + at + 48), e);
    }
    memcpy(dst + at, src + at, len - at);
}

int main() {
    const size_t bytes = 256ul << 20, pool = 64ul << 20, job = 1ul << 20;
    char *src_small = (char *)malloc(bytes); memset(src_small, 1, bytes);
    char *src_huge = huge_pages(bytes); memset(src_huge, 1, bytes);
    char *slots; CHECK(cudaMallocHost(&slots, pool)); memset(slots, 0, pool);
    char *dma_src; CHECK(cudaMallocHost(&dma_src, bytes)); memset(dma_src, 2, bytes);
    char *d; CHECK(cudaMalloc(&d, bytes));
    cudaStream_t s; CHECK(cudaStreamCreate(&s));
    struct Variant { const char *name; int kind; size_t ahead; };
    const Variant variants[] = {{"memcpy", 0, 0},  {"burst-1", 1, 1},  {"burst-2", 1, 2},
                                {"spread-1", 2, 1}, {"spread-2", 2, 2}, {"spread-4", 2, 4},
                                {"huge-source", 3, 0}};
    for (int round = 0; round < 3; round++)
        for (int n : {8, 12})
            for (const Variant &v : variants) {
                const char *src = v.kind == 3 ? src_huge : src_small;
                const char *limit = src + bytes;
                double best = 1e9;
                for (int r = 0; r < 5; r++) {
                    for (int k = 0; k < 4; k++) CHECK(cudaMemcpyAsync(d, dma_src, bytes, cudaMemcpyHostToDevice, s));
                    std::atomic<size_t> next{0};
                    double t0 = now();
                    std::vector<std::thread> crew;
                    for (int t = 0; t < n; t++) crew.emplace_back([&] {
                        for (size_t at; (at = next.fetch_add(job)) < bytes;) {
                            char *to = slots + at % pool;
                            switch (v.kind) {
                            case 1: burst(to, src + at, job, v.ahead, limit); break;
                            case 2: spread(to, src + at, job, v.ahead, limit); break;
                            default: memcpy(to, src + at, job);
                            }
                        }
                    });
                    for (auto &t : crew) t.join();
                    double t = now() - t0;
                    if (t < best) best = t;
                    CHECK(cudaStreamSynchronize(s));
                }
                printf("PREFETCH %-12s threads=%2d %.1f GB/s\n", v.name, n, bytes / best / 1e9);
            }
    return 0;
}
