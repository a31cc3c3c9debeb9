// cuda_runtime.h of "cudasim": runs the benchmarks' hand-written CUDA files on
// the CPU, for checking them where there is no GPU (bench/check.sh).  Only the
// subset those files use: kernels with __syncthreads and __shfl_xor_sync,
// static __shared__ arrays, __constant__ variables, float4/dim3, cudaMalloc /
// cudaMemcpy / cudaMemcpyToSymbol / events.  Not a performance model.
//
// Each block runs alone; each of its threads is a fiber (ucontext) with its
// own stack, so a thread keeps its registers and locals across barriers and
// __shared__ (defined as static) is the block's shared memory.  Barriers and
// warp shuffles switch between the fibers.  Kernel launches `k<<<g, b>>>(...)`
// are rewritten into cudasim_launch(g, b, lambda) by cudasim.sh.
#pragma once
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ucontext.h>
#include <vector>

#define __global__
#define __device__
#define __host__
#define __constant__
#define __shared__ static
#define __forceinline__ inline
#define __launch_bounds__(...)
#define __align__(n) __attribute__((aligned(n)))

struct dim3 {
    unsigned x, y, z;
    dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};
struct uint3 {
    unsigned x, y, z;
};
struct __attribute__((aligned(16))) float4 {
    float x, y, z, w;
};
static inline float4 make_float4(float x, float y, float z, float w) { return float4{x, y, z, w}; }
static inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
template <class T> static inline T __ldg(const T *p) { return *p; }
static inline int min(int a, int b) { return a < b ? a : b; }
static inline int max(int a, int b) { return a > b ? a : b; }

namespace cudasim {
struct Fiber {
    ucontext_t ctx;
    uint3 tid;
    unsigned lin;
    bool done;
};
struct Barrier {
    unsigned arrived = 0, gen = 0;
};
inline Fiber *cur = nullptr;
inline ucontext_t sched;
inline dim3 block_idx, block_dim, grid_dim;
inline Barrier block_bar;
inline std::vector<Barrier> warp_bar;
inline std::vector<double> shfl_slot;
inline unsigned long long stalls = 0;

inline void yield()
{
    swapcontext(&cur->ctx, &sched);
}
inline void wait(Barrier &b, unsigned count)
{
    unsigned g = b.gen;
    if (++b.arrived == count) {
        b.arrived = 0;
        b.gen++;
        stalls = 0;
        return;
    }
    while (b.gen == g) {
        if (++stalls > 10000000ull) {
            fprintf(stderr, "cudasim: deadlock at a barrier\n");
            exit(70);
        }
        yield();
    }
}
inline unsigned nthreads() { return block_dim.x * block_dim.y * block_dim.z; }
inline unsigned warp_size_of(unsigned w)
{
    unsigned n = nthreads();
    return n - 32 * w < 32 ? n - 32 * w : 32;
}
}  // namespace cudasim

#define threadIdx (cudasim::cur->tid)
#define blockIdx (cudasim::block_idx)
#define blockDim (cudasim::block_dim)
#define gridDim (cudasim::grid_dim)

static inline void __syncthreads() { cudasim::wait(cudasim::block_bar, cudasim::nthreads()); }

template <class T> static inline T __shfl_xor_sync(unsigned, T v, int lane_mask)
{
    using namespace cudasim;
    unsigned me = cur->lin, w = me / 32;
    shfl_slot[me] = (double)v;
    wait(warp_bar[w], warp_size_of(w));
    unsigned other = 32 * w + ((me % 32) ^ (unsigned)lane_mask);
    T r = other < nthreads() ? (T)shfl_slot[other] : v;
    wait(warp_bar[w], warp_size_of(w));
    return r;
}

namespace cudasim {
template <class F> struct Job {
    static inline F *fn;
    static void entry()
    {
        (*fn)();
        cur->done = true;
        swapcontext(&cur->ctx, &sched);
    }
};

template <class F> void launch(dim3 g, dim3 b, F f)
{
    grid_dim = g;
    block_dim = b;
    unsigned n = nthreads();
    const size_t stack = 64 * 1024;
    static std::vector<char> stacks;
    if (stacks.size() < n * stack)
        stacks.resize(n * stack);
    std::vector<Fiber> fib(n);
    warp_bar.assign((n + 31) / 32, Barrier());
    shfl_slot.assign(n, 0.0);
    Job<F>::fn = &f;
    for (unsigned bz = 0; bz < g.z; bz++)
        for (unsigned by = 0; by < g.y; by++)
            for (unsigned bx = 0; bx < g.x; bx++) {
                block_idx = dim3(bx, by, bz);
                block_bar = Barrier();
                for (unsigned t = 0; t < n; t++) {
                    Fiber &fb = fib[t];
                    fb.lin = t;
                    fb.tid = uint3{t % b.x, (t / b.x) % b.y, t / (b.x * b.y)};
                    fb.done = false;
                    getcontext(&fb.ctx);
                    fb.ctx.uc_stack.ss_sp = &stacks[t * stack];
                    fb.ctx.uc_stack.ss_size = stack;
                    fb.ctx.uc_link = nullptr;
                    makecontext(&fb.ctx, (void (*)())Job<F>::entry, 0);
                }
                unsigned left = n;
                while (left) {
                    for (unsigned t = 0; t < n; t++) {
                        if (fib[t].done)
                            continue;
                        cur = &fib[t];
                        swapcontext(&sched, &fib[t].ctx);
                        if (fib[t].done)
                            left--;
                    }
                }
                cur = nullptr;
            }
}
}  // namespace cudasim

#define cudasim_launch(g, b, f) cudasim::launch(dim3(g), dim3(b), f)

// ---- runtime API subset ----
typedef int cudaError_t;
enum { cudaSuccess = 0 };
enum cudaMemcpyKind { cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice };
struct cudasim_event {
    double ms;
};
typedef cudasim_event *cudaEvent_t;
static inline const char *cudaGetErrorString(cudaError_t) { return "cudasim error"; }
static inline cudaError_t cudaGetLastError() { return cudaSuccess; }
static inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }
template <class T> static inline cudaError_t cudaMalloc(T **p, size_t bytes)
{
    *p = (T *)aligned_alloc(256, (bytes + 255) / 256 * 256);
    // Fresh device memory is not zero: poison it.
    if (*p)
        memset((void *)*p, 0xA5, bytes);
    return *p ? cudaSuccess : 2;
}
static inline cudaError_t cudaFree(void *p)
{
    free(p);
    return cudaSuccess;
}
static inline cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind)
{
    memcpy(d, s, n);
    return cudaSuccess;
}
template <class T> static inline cudaError_t cudaMemcpyToSymbol(T &sym, const void *s, size_t n)
{
    memcpy((void *)&sym, s, n);
    return cudaSuccess;
}
static inline cudaError_t cudaEventCreate(cudaEvent_t *e)
{
    *e = new cudasim_event{0};
    return cudaSuccess;
}
static inline cudaError_t cudaEventRecord(cudaEvent_t e, int = 0)
{
    e->ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
    return cudaSuccess;
}
static inline cudaError_t cudaEventSynchronize(cudaEvent_t) { return cudaSuccess; }
static inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b)
{
    *ms = (float)(b->ms - a->ms);
    return cudaSuccess;
}
