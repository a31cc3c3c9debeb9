// How fast pageable memory can be pinned in place (cudaHostRegister), whole and piece by
// piece with the copies queued behind, against the copy staging would save; 256 MiB, touched
// first. Build: nvcc -O2 -arch=sm_90 pin_in_place.cu -o pin_in_place
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <chrono>
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
    char *p; CHECK(cudaMallocHost(&p, bytes)); memset(p, 1, bytes);
    double t0 = now(); CHECK(cudaMemcpy(d, p, bytes, cudaMemcpyHostToDevice)); double t1 = now();
    printf("pinned copy: %.3f ms (%.1f GB/s)\n", (t1 - t0) * 1e3, bytes / (t1 - t0) / 1e9);
    return 0;
}
