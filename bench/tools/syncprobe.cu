// syncprobe.cu -- where the time of a synchronous empty launch goes (driver API, as
// accc's runtime uses it). One process per scheduling mode of the primary context:
//   syncprobe auto|spin|yield|block [REPS]
// Prints one line per measurement: PROBE <mode> <what> <microseconds per operation>.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <chrono>
#include <cuda.h>
#include <cuda_runtime.h>

#define CK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(e_)); exit(1);} } while (0)
#define DK(call) do { CUresult e_ = (call); if (e_ != CUDA_SUCCESS) { \
    fprintf(stderr, "%s: error %d\n", #call, (int)e_); exit(1);} } while (0)

__global__ void empty_k() {}
__global__ void args_k(long a, long b, long c, long d, float *p) { if (a < 0) p[b] = c + d; }
__global__ void flag_k(volatile unsigned *flag, unsigned v) { __threadfence_system(); *flag = v; }

static double now_us() {
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// driver entry points without linking libcuda
#define DRV(name, ...) typedef CUresult (*name##_t)(__VA_ARGS__); static name##_t p_##name;
DRV(cuLaunchKernel, CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **)
DRV(cuStreamSynchronize, CUstream)
DRV(cuStreamQuery, CUstream)
DRV(cuStreamCreate, CUstream *, unsigned)
DRV(cuCtxPushCurrent, CUcontext)
DRV(cuCtxPopCurrent, CUcontext *)
DRV(cuCtxGetCurrent, CUcontext *)
DRV(cuCtxSynchronize)
DRV(cuStreamWriteValue32, CUstream, CUdeviceptr, cuuint32_t, unsigned)
DRV(cuMemAlloc, CUdeviceptr *, size_t)
DRV(cuMemFree, CUdeviceptr)
DRV(cuMemcpyHtoDAsync, CUdeviceptr, const void *, size_t, CUstream)
DRV(cuMemcpyDtoHAsync, void *, CUdeviceptr, size_t, CUstream)
DRV(cuMemsetD32Async, CUdeviceptr, unsigned, size_t, CUstream)
DRV(cuPointerGetAttribute, void *, CUpointer_attribute, CUdeviceptr)
DRV(cuEventCreate, CUevent *, unsigned)
DRV(cuEventRecord, CUevent, CUstream)
DRV(cuEventSynchronize, CUevent)
DRV(cuMemHostGetDevicePointer, CUdeviceptr *, void *, unsigned)
static void load(void **p, const char *name) {
    cudaDriverEntryPointQueryResult q;
    CK(cudaGetDriverEntryPointByVersion(name, p, 12000, cudaEnableDefault, &q));
    if (!*p) { fprintf(stderr, "no %s\n", name); exit(1); }
}
#define LOAD(name) load((void **)&p_##name, #name)

static const char *mode;
static int reps;
static void report(const char *what, double t0, double t1, int n) {
    printf("PROBE %s %-40s %8.3f\n", mode, what, (t1 - t0) / n);
    fflush(stdout);
}

int main(int argc, char **argv) {
    mode = argc > 1 ? argv[1] : "auto";
    reps = argc > 2 ? atoi(argv[2]) : 20000;
    unsigned flags = cudaDeviceScheduleAuto;
    if (!strcmp(mode, "spin")) flags = cudaDeviceScheduleSpin;
    if (!strcmp(mode, "yield")) flags = cudaDeviceScheduleYield;
    if (!strcmp(mode, "block")) flags = cudaDeviceScheduleBlockingSync;
    CK(cudaSetDeviceFlags(flags | cudaDeviceMapHost));
    CK(cudaFree(0));
    LOAD(cuLaunchKernel); LOAD(cuStreamSynchronize); LOAD(cuStreamQuery); LOAD(cuStreamCreate);
    LOAD(cuCtxPushCurrent); LOAD(cuCtxPopCurrent); LOAD(cuCtxGetCurrent); LOAD(cuCtxSynchronize);
    LOAD(cuStreamWriteValue32); LOAD(cuMemAlloc); LOAD(cuMemFree); LOAD(cuMemcpyHtoDAsync);
    LOAD(cuMemcpyDtoHAsync); LOAD(cuMemsetD32Async); LOAD(cuPointerGetAttribute); LOAD(cuEventCreate);
    LOAD(cuEventRecord); LOAD(cuEventSynchronize); LOAD(cuMemHostGetDevicePointer);
    CUfunction fe, fa, ff;
    CK(cudaGetFuncBySymbol(&fe, (const void *)empty_k));
    CK(cudaGetFuncBySymbol(&fa, (const void *)args_k));
    CK(cudaGetFuncBySymbol(&ff, (const void *)flag_k));
    CUcontext ctx;
    DK(p_cuCtxGetCurrent(&ctx));
    CUstream s;
    DK(p_cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
    for (int i = 0; i < 100; i++) DK(p_cuLaunchKernel(fe, 1, 1, 1, 1, 1, 1, 0, s, 0, 0));
    DK(p_cuStreamSynchronize(s));
    double t0, t1;

    t0 = now_us();
    for (int i = 0; i < reps; i++) { empty_k<<<1, 1>>>(); CK(cudaDeviceSynchronize()); }
    t1 = now_us(); report("rt <<<>>> + cudaDeviceSynchronize", t0, t1, reps);

    t0 = now_us();
    for (int i = 0; i < reps; i++) { DK(p_cuLaunchKernel(fe, 1, 1, 1, 1, 1, 1, 0, s, 0, 0)); DK(p_cuStreamSynchronize(s)); }
    t1 = now_us(); report("cuLaunchKernel + cuStreamSynchronize", t0, t1, reps);

    t0 = now_us();
    for (int i = 0; i < reps; i++) { DK(p_cuLaunchKernel(fe, 1, 1, 1, 1, 1, 1, 0, s, 0, 0)); DK(p_cuCtxSynchronize()); }
    t1 = now_us(); report("cuLaunchKernel + cuCtxSynchronize", t0, t1, reps);

    t0 = now_us();
    for (int i = 0; i < reps; i++) {
        DK(p_cuLaunchKernel(fe, 1, 1, 1, 1, 1, 1, 0, s, 0, 0));
        CUresult r;
        while ((r = p_cuStreamQuery(s)) == CUDA_ERROR_NOT_READY) {}
        DK(r);
    }
    t1 = now_us(); report("cuLaunchKernel + cuStreamQuery spin", t0, t1, reps);

    CUevent ev, evb;
    DK(p_cuEventCreate(&ev, CU_EVENT_DISABLE_TIMING));
    DK(p_cuEventCreate(&evb, CU_EVENT_DISABLE_TIMING | CU_EVENT_BLOCKING_SYNC));
    t0 = now_us();
    for (int i = 0; i < reps; i++) { DK(p_cuLaunchKernel(fe, 1, 1, 1, 1, 1, 1, 0, s, 0, 0)); DK(p_cuEventRecord(ev, s)); DK(p_cuEventSynchronize(ev)); }
    t1 = now_us(); report("launch + eventRecord + eventSynchronize", t0, t1, reps);

    // Stream memory operation: the stream writes a sequence number into mapped pinned
    // memory after the kernel; the host spins on it.
    volatile unsigned *flag;
    CK(cudaHostAlloc((void **)&flag, 64, cudaHostAllocMapped));
    *flag = 0;
    CUdeviceptr dflag;
    DK(p_cuMemHostGetDevicePointer(&dflag, (void *)flag, 0));
    bool memops = true;
    {
        CUresult r = p_cuStreamWriteValue32(s, dflag, 1, 0);
        if (r != CUDA_SUCCESS) { printf("PROBE %s cuStreamWriteValue32 unsupported (%d)\n", mode, (int)r); memops = false; }
        else DK(p_cuStreamSynchronize(s));
    }
    if (memops) {
        t0 = now_us();
        for (int i = 0; i < reps; i++) {
            unsigned v = (unsigned)i + 2;
            DK(p_cuLaunchKernel(fe, 1, 1, 1, 1, 1, 1, 0, s, 0, 0));
            DK(p_cuStreamWriteValue32(s, dflag, v, 0));
            while (*flag != v) {}
        }
        t1 = now_us(); report("launch + streamWriteValue32 + host spin", t0, t1, reps);
        DK(p_cuStreamSynchronize(s));
    }
    {
        t0 = now_us();
        for (int i = 0; i < reps; i++) {
            unsigned v = (unsigned)i + 1000000;
            void *params[] = {(void *)&dflag, &v};
            DK(p_cuLaunchKernel(ff, 1, 1, 1, 1, 1, 1, 0, s, params, 0));
            while (*flag != v) {}
        }
        t1 = now_us(); report("flag-writing kernel + host spin", t0, t1, reps);
        DK(p_cuStreamSynchronize(s));
    }

    // CPU cost of API calls (no waiting)
    t0 = now_us();
    for (int i = 0; i < reps; i++) DK(p_cuLaunchKernel(fe, 1, 1, 1, 1, 1, 1, 0, s, 0, 0));
    t1 = now_us(); DK(p_cuStreamSynchronize(s)); report("cuLaunchKernel alone (queued, 0 args)", t0, t1, reps);
    {
        long a = 1, b = 2, c = 3, d = 4; float *p = 0;
        void *params[] = {&a, &b, &c, &d, &p};
        t0 = now_us();
        for (int i = 0; i < reps; i++) DK(p_cuLaunchKernel(fa, 1, 1, 1, 1, 1, 1, 0, s, params, 0));
        t1 = now_us(); DK(p_cuStreamSynchronize(s)); report("cuLaunchKernel alone (queued, 5 args)", t0, t1, reps);
    }
    t0 = now_us();
    for (int i = 0; i < reps; i++) DK(p_cuStreamSynchronize(s));
    t1 = now_us(); report("cuStreamSynchronize of an idle stream", t0, t1, reps);
    t0 = now_us();
    for (int i = 0; i < reps; i++) { CUcontext c; DK(p_cuCtxPushCurrent(ctx)); DK(p_cuCtxPopCurrent(&c)); }
    t1 = now_us(); report("cuCtxPushCurrent + cuCtxPopCurrent", t0, t1, reps);
    t0 = now_us();
    for (int i = 0; i < reps; i++) { CUcontext c; DK(p_cuCtxGetCurrent(&c)); }
    t1 = now_us(); report("cuCtxGetCurrent", t0, t1, reps);
    {
        unsigned t; int x;
        t0 = now_us();
        for (int i = 0; i < reps; i++) p_cuPointerGetAttribute(&t, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)&x);
        t1 = now_us(); report("cuPointerGetAttribute (pageable)", t0, t1, reps);
    }
    int n2 = reps / 10;
    t0 = now_us();
    for (int i = 0; i < n2; i++) { CUdeviceptr p; DK(p_cuMemAlloc(&p, 8)); DK(p_cuMemFree(p)); }
    t1 = now_us(); report("cuMemAlloc + cuMemFree 8 B", t0, t1, n2);
    CUdeviceptr dv;
    DK(p_cuMemAlloc(&dv, 64));
    float hv = 1.0f;
    t0 = now_us();
    for (int i = 0; i < reps; i++) { DK(p_cuMemcpyHtoDAsync(dv, &hv, 4, s)); DK(p_cuStreamSynchronize(s)); }
    t1 = now_us(); report("HtoD 4 B pageable + sync", t0, t1, reps);
    t0 = now_us();
    for (int i = 0; i < reps; i++) { DK(p_cuMemcpyHtoDAsync(dv, &hv, 4, s)); }
    t1 = now_us(); DK(p_cuStreamSynchronize(s)); report("HtoD 4 B pageable queued", t0, t1, reps);
    t0 = now_us();
    for (int i = 0; i < reps; i++) { DK(p_cuMemsetD32Async(dv, 7, 1, s)); }
    t1 = now_us(); DK(p_cuStreamSynchronize(s)); report("memsetD32 queued", t0, t1, reps);
    t0 = now_us();
    for (int i = 0; i < reps; i++) { DK(p_cuMemcpyDtoHAsync(&hv, dv, 4, s)); DK(p_cuStreamSynchronize(s)); }
    t1 = now_us(); report("DtoH 4 B pageable + sync", t0, t1, reps);
    t0 = now_us();
    for (int i = 0; i < reps; i++) { DK(p_cuMemcpyDtoHAsync(&hv, dv, 4, s)); }
    t1 = now_us(); DK(p_cuStreamSynchronize(s)); report("DtoH 4 B pageable (no sync)", t0, t1, reps);
    float *pin;
    CK(cudaMallocHost((void **)&pin, 64));
    t0 = now_us();
    for (int i = 0; i < reps; i++) { DK(p_cuMemcpyDtoHAsync(pin, dv, 4, s)); DK(p_cuStreamSynchronize(s)); }
    t1 = now_us(); report("DtoH 4 B pinned + sync", t0, t1, reps);
    // a reduction region as accc does it today vs batched
    {
        long a = 1, b = 2, c = 3, d = 4; float *p = (float *)dv;
        void *params[] = {&a, &b, &c, &d, &p};
        t0 = now_us();
        for (int i = 0; i < reps; i++) {
            DK(p_cuMemcpyHtoDAsync(dv, &hv, 4, s)); DK(p_cuStreamSynchronize(s));
            DK(p_cuLaunchKernel(fa, 1, 1, 1, 1, 1, 1, 0, s, params, 0)); DK(p_cuStreamSynchronize(s));
            DK(p_cuMemcpyDtoHAsync(&hv, dv, 4, s)); DK(p_cuStreamSynchronize(s));
        }
        t1 = now_us(); report("reduction: H2D+sync, launch+sync, D2H+sync", t0, t1, reps);
        t0 = now_us();
        for (int i = 0; i < reps; i++) {
            DK(p_cuMemcpyHtoDAsync(dv, &hv, 4, s));
            DK(p_cuLaunchKernel(fa, 1, 1, 1, 1, 1, 1, 0, s, params, 0));
            DK(p_cuMemcpyDtoHAsync(&hv, dv, 4, s)); DK(p_cuStreamSynchronize(s));
        }
        t1 = now_us(); report("reduction: H2D, launch, D2H pageable, sync", t0, t1, reps);
        t0 = now_us();
        for (int i = 0; i < reps; i++) {
            DK(p_cuMemsetD32Async(dv, 0, 1, s));
            DK(p_cuLaunchKernel(fa, 1, 1, 1, 1, 1, 1, 0, s, params, 0));
            DK(p_cuMemcpyDtoHAsync(pin, dv, 4, s)); DK(p_cuStreamSynchronize(s));
        }
        t1 = now_us(); report("reduction: memset, launch, D2H pinned, sync", t0, t1, reps);
    }
    return 0;
}
