// Staging with slots small enough to stay in the host's caches: each of T threads owns two
// pinned slots of P bytes and moves its own share of the pieces (piece t, t+T, t+2T ...)
// by itself: wait for the slot's event, memcpy into it, queue the copy, record the event
// (to the device); queue the copy of its next piece, wait, copy out (from the device). No
// thread hands work to another. 256 MiB of pageable memory, touched first; every variant
// alternates with a pinned copy of the same size, and the best of REPS is reported as a
// fraction of the best pinned copy.
// Build: nvcc -O2 -arch=sm_90 staging_ring.cu -o staging_ring
// Run: staging_ring [REPS] [THREADS,...] [PIECE_KIB,...]
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <emmintrin.h>
#include <string>
#include <thread>
#include <vector>
#include <cuda_runtime.h>
#define CHECK(x) do { cudaError_t err_ = (x); if (err_ != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(err_)); exit(1); } } while (0)
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

static void stream_copy(char *dst, const char *src, size_t len) {
    size_t i = 0;
    for (; i + 16 <= len; i += 16) _mm_stream_si128((__m128i *)(dst + i), _mm_loadu_si128((const __m128i *)(src + i)));
    memcpy(dst + i, src + i, len - i);
    _mm_sfence();
}

struct Ring {
    int threads;
    size_t piece;
    char *pool;
    std::vector<cudaEvent_t> events;
    cudaStream_t stream;
    // One transfer at a time: the main thread bumps `round`; each thread runs its share and
    // counts itself into `finished`.
    std::atomic<int> round{0}, finished{0};
    bool to_device, streaming_in;
    char *host, *dev;
    size_t bytes;
    std::vector<std::thread> crew;

    void share(int t) {
        size_t n = (bytes + piece - 1) / piece;
        auto slot = [&](int k) { return (size_t)(2 * t + (k & 1)); };
        auto len = [&](size_t c) { return std::min(piece, bytes - c * piece); };
        if (to_device) {
            int k = 0;
            for (size_t c = t; c < n; c += threads, k++) {
                size_t s = slot(k);
                CHECK(cudaEventSynchronize(events[s]));
                if (streaming_in) stream_copy(pool + s * piece, host + c * piece, len(c));
                else memcpy(pool + s * piece, host + c * piece, len(c));
                CHECK(cudaMemcpyAsync(dev + c * piece, pool + s * piece, len(c), cudaMemcpyHostToDevice, stream));
                CHECK(cudaEventRecord(events[s], stream));
            }
        } else {
            auto fetch = [&](size_t c, int k) {
                size_t s = slot(k);
                CHECK(cudaMemcpyAsync(pool + s * piece, dev + c * piece, len(c), cudaMemcpyDeviceToHost, stream));
                CHECK(cudaEventRecord(events[s], stream));
            };
            int k = 0;
            if ((size_t)t < n) fetch(t, 0);
            for (size_t c = t; c < n; c += threads, k++) {
                if (c + threads < n) fetch(c + threads, k + 1);
                size_t s = slot(k);
                CHECK(cudaEventSynchronize(events[s]));
                stream_copy(host + c * piece, pool + s * piece, len(c));
            }
        }
    }

    Ring(int threads, size_t piece, cudaStream_t stream) : threads(threads), piece(piece), events(2 * threads), stream(stream) {
        CHECK(cudaMallocHost(&pool, 2 * threads * piece));
        memset(pool, 0, 2 * threads * piece);
        for (auto &e : events) CHECK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
        for (int t = 0; t < threads; t++)
            crew.emplace_back([this, t] {
                int seen = 0;
                for (;;) {
                    int r;
                    while ((r = round.load(std::memory_order_acquire)) == seen) _mm_pause();
                    if (r < 0) return;
                    seen = r;
                    share(t);
                    finished.fetch_add(1, std::memory_order_acq_rel);
                }
            });
    }
    void run(bool to_dev, bool nt_in, char *h, char *d, size_t n) {
        to_device = to_dev, streaming_in = nt_in, host = h, dev = d, bytes = n;
        finished.store(0);
        round.fetch_add(1, std::memory_order_acq_rel);
        while (finished.load(std::memory_order_acquire) < threads) _mm_pause();
        CHECK(cudaStreamSynchronize(stream));
    }
    ~Ring() {
        round.store(-1);
        for (auto &t : crew) t.join();
        for (auto &e : events) CHECK(cudaEventDestroy(e));
        CHECK(cudaFreeHost(pool));
    }
};

static std::vector<long> list(const char *arg, std::vector<long> fallback) {
    if (!arg) return fallback;
    std::vector<long> v;
    for (const char *p = arg; *p;) {
        v.push_back(strtol(p, (char **)&p, 10));
        if (*p == ',') p++;
    }
    return v;
}

int main(int argc, char **argv) {
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    auto thread_counts = list(argc > 2 ? argv[2] : nullptr, {8, 12, 15});
    auto piece_kib = list(argc > 3 ? argv[3] : nullptr, {256, 512, 1024, 2048});
    const size_t bytes = 256ul << 20;
    char *host = (char *)malloc(bytes);
    for (size_t i = 0; i < bytes; i++) host[i] = (char)(i * 13);
    char *pinned; CHECK(cudaMallocHost(&pinned, bytes)); memcpy(pinned, host, bytes);
    char *dev; CHECK(cudaMalloc(&dev, bytes));
    cudaStream_t stream; CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    auto pinned_copy = [&](bool to_dev) {
        double t0 = now();
        if (to_dev) CHECK(cudaMemcpyAsync(dev, pinned, bytes, cudaMemcpyHostToDevice, stream));
        else CHECK(cudaMemcpyAsync(pinned, dev, bytes, cudaMemcpyDeviceToHost, stream));
        CHECK(cudaStreamSynchronize(stream));
        return now() - t0;
    };
    for (long threads : thread_counts)
        for (long kib : piece_kib) {
            Ring ring((int)threads, (size_t)kib << 10, stream);
            for (int dir = 0; dir < 3; dir++) {
                bool to_dev = dir < 2, nt_in = dir == 1;
                ring.run(to_dev, nt_in, host, dev, bytes); // warm-up
                double best = 1e9, best_pinned = 1e9;
                for (int r = 0; r < reps; r++) {
                    best_pinned = std::min(best_pinned, pinned_copy(to_dev));
                    double t0 = now();
                    ring.run(to_dev, nt_in, host, dev, bytes);
                    best = std::min(best, now() - t0);
                }
                printf("%-26s %2ld threads, %4ld KiB pieces (pool %5.1f MiB): %5.1f GB/s, pinned %5.1f GB/s: %5.1f%%\n",
                       dir == 0 ? "to the device" : dir == 1 ? "to the device, nt stores" : "from the device", threads, kib,
                       2.0 * threads * kib / 1024, bytes / best / 1e9, bytes / best_pinned / 1e9, 100 * best_pinned / best);
                fflush(stdout);
            }
        }
    // The data arrived intact (the last run of each direction moved every byte).
    std::vector<char> back(bytes);
    CHECK(cudaMemcpy(back.data(), dev, bytes, cudaMemcpyDeviceToHost));
    size_t bad = 0;
    for (size_t i = 0; i < bytes; i++) bad += back[i] != (char)(i * 13) || host[i] != (char)(i * 13);
    printf("mismatches: %zu\n", bad);
    return bad != 0;
}
