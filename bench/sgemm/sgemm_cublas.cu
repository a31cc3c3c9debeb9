// sgemm_cublas.cu -- the practical limit for sgemm: the same product through
// cuBLAS's cublasSgemm (plain FP32, cuBLAS's default math mode, no TF32).
// cuBLAS is opened at run time (dlopen), so this builds without its headers
// and libraries; give its path in $CUBLAS_LIB (default: libcublas.so.13, then
// libcublas.so.12 from the loader's search path).  If it cannot be opened the
// program prints SKIP and exits with status 3.
//
// usage: sgemm_cublas [N [REPS]]          defaults 2048 10
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
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

static unsigned hash32(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU;
    x ^= x >> 15; x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}
static float urand(unsigned i, unsigned seed) { return (hash32(i ^ (seed * 0x9e3779b9U)) >> 8) * (1.0f / 16777216.0f); }
static double weight(size_t i) { return (hash32((unsigned)i ^ 0x5bd1e995U) >> 8) * (2.0 / 16777216.0) - 1.0; }

// The few cuBLAS v2 entry points used, declared by their documented C signatures.
typedef void *blas_handle;
typedef int (*create_fn)(blas_handle *);
typedef int (*destroy_fn)(blas_handle);
typedef int (*sgemm_fn)(blas_handle, int, int, int, int, int, const float *, const float *, int,
                        const float *, int, const float *, float *, int);
#define OP_N 0

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2048;
    int reps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 1 || reps < 1) {
        fprintf(stderr, "usage: sgemm_cublas [N [REPS]]\n");
        return 2;
    }
    const char *env = getenv("CUBLAS_LIB");
    void *lib = NULL;
    if (env && *env)
        lib = dlopen(env, RTLD_NOW);
    if (!lib)
        lib = dlopen("libcublas.so.13", RTLD_NOW);
    if (!lib)
        lib = dlopen("libcublas.so.12", RTLD_NOW);
    if (!lib) {
        printf("SKIP cuBLAS not found (%s)\n", dlerror());
        return 3;
    }
    create_fn create = (create_fn)dlsym(lib, "cublasCreate_v2");
    destroy_fn destroy = (destroy_fn)dlsym(lib, "cublasDestroy_v2");
    sgemm_fn sgemm = (sgemm_fn)dlsym(lib, "cublasSgemm_v2");
    if (!create || !destroy || !sgemm) {
        printf("SKIP cuBLAS entry points missing\n");
        return 3;
    }

    size_t size = (size_t)n * n;
    float *A = (float *)malloc(size * sizeof(float));
    float *B = (float *)malloc(size * sizeof(float));
    float *C = (float *)malloc(size * sizeof(float));
    if (!A || !B || !C) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++) {
        A[k] = urand((unsigned)k, 1);
        B[k] = urand((unsigned)k, 2);
        C[k] = -1.0f;
    }
    printf("BENCH sgemm %d x %d x %d, %d repetitions (cuBLAS)\n", n, n, n, reps);

    CK(cudaFree(0));
    blas_handle h;
    if (create(&h) != 0) {
        fprintf(stderr, "cublasCreate failed\n");
        return 1;
    }
    float *dA, *dB, *dC;
    CK(cudaMalloc(&dA, size * sizeof(float)));
    CK(cudaMalloc(&dB, size * sizeof(float)));
    CK(cudaMalloc(&dC, size * sizeof(float)));
    CK(cudaMemcpy(dA, A, size * sizeof(float), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dB, B, size * sizeof(float), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dC, C, size * sizeof(float), cudaMemcpyHostToDevice));

    // Row-major C = A B is column-major C^T = B^T A^T: swap the operands.
    const float one = 1.0f, zero = 0.0f;
    if (sgemm(h, OP_N, OP_N, n, n, n, &one, dB, n, dA, n, &zero, dC, n) != 0) {   // warm-up
        fprintf(stderr, "cublasSgemm failed\n");
        return 1;
    }
    CK(cudaDeviceSynchronize());

    cudaEvent_t ev0, ev1;
    CK(cudaEventCreate(&ev0));
    CK(cudaEventCreate(&ev1));
    CK(cudaEventRecord(ev0));
    for (int r = 0; r < reps; r++)
        if (sgemm(h, OP_N, OP_N, n, n, n, &one, dB, n, dA, n, &zero, dC, n) != 0) {
            fprintf(stderr, "cublasSgemm failed\n");
            return 1;
        }
    CK(cudaEventRecord(ev1));
    CK(cudaEventSynchronize(ev1));
    CK(cudaGetLastError());
    float ms;
    CK(cudaEventElapsedTime(&ms, ev0, ev1));

    CK(cudaMemcpy(C, dC, size * sizeof(float), cudaMemcpyDeviceToHost));
    double check = 0.0;
    for (size_t k = 0; k < size; k++)
        check += C[k] * weight(k);
    printf("TIME_MS %.3f\n", ms);
    printf("CHECK %.9e\n", check);
    destroy(h);
    cudaFree(dA);
    cudaFree(dB);
    cudaFree(dC);
    free(A);
    free(B);
    free(C);
    return 0;
}
