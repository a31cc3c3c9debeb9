// What the kernel-timing tools of bench/tools share: failing loudly on a CUDA error, the
// device's name, and the same pseudo-random inputs in every tool.
#pragma once
#include <cstdio>
#include <cstdlib>
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
