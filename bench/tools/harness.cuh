// What the tools of bench/tools share: failing loudly on a CUDA error, the device's name,
// the same pseudo-random inputs in every tool, and host memory in 2 MiB pages.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>
#include <cuda_runtime.h>

#define CHECK(x)                                                                      \
    do {                                                                              \
        cudaError_t e_ = (x);                                                         \
        if (e_ != cudaSuccess) {                                                      \
            fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
            exit(1);                                                                  \
        }                                                                             \
    } while (0)

// a value in [0, 1) that depends only on k
static float hash01(long k)
{
    unsigned x = (unsigned)(k * 2654435761u) ^ 0x9e3779b9u;
    x ^= x >> 15; x *= 0x85ebca6bu; x ^= x >> 13;
    return (x & 0xffffff) / 16777216.0f;
}

// prints "device: NAME, N SMs" and returns N
static int print_device()
{
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s, %d SMs\n", prop.name, prop.multiProcessorCount);
    return prop.multiProcessorCount;
}

// `bytes` of host memory on 2 MiB-aligned transparent huge pages (MADV_HUGEPAGE: the
// pages are huge where the host's setting is `madvise` or `always`)
static char *huge_pages(size_t bytes)
{
    const size_t align = 2ul << 20;
    char *p = (char *)mmap(nullptr, bytes + align, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) { perror("mmap"); exit(1); }
    char *a = (char *)(((uintptr_t)p + align - 1) & ~(align - 1));
    if (madvise(a, bytes, MADV_HUGEPAGE) != 0) perror("madvise(MADV_HUGEPAGE)");
    return a;
}
