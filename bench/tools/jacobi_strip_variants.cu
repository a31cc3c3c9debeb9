// Why accc's column-strips kernel for jacobi's stencil (with its max-reduction) runs at about
// 63% of the copy bandwidth while a hand-written version of the same mapping reached 72%:
// accc's emitted kernel (bench/jacobi/jacobi.c at 4096^2, `accc --emit-dir`), verbatim, against
// the same text with one thing changed at a time.
//
//   emitted        accc's kernel as generated: `const float *__restrict__ A`, `float *Anew`
//   restrict       Anew `__restrict__` as well (the program declares both pointers restrict)
//   restrict-uN    the same with `#pragma unroll N` on the row loop
//   restrict-w256  the same with strips of 256 columns (blocks of 256 threads)
//   restrict-rR    the same with at most R rows per block (accc: 32)
//   loads-first-K  hand-written: K rows per step, every load of the K rows before any store
//   pipelined-D    hand-written: the leading read loaded into a register D iterations early
//   prefetch       emitted + a prefetch of the element two rows down (diagnostic)
//   prefetch-*     other distances (rows ahead of the leading read), L2, unrolled, 16 rows
//   no-reduction   restrict without the max-reduction (diagnostic: the reduction's cost)
//   *-warp-max     the block's reduction by warp shuffles instead of a tree in shared memory
//   *-int          the block's maximum into err by atomicMax/atomicMin on its bits
//   *-cas-always   the atomic as accc emitted it before session 12 (a CAS even when the
//                  maximum is already there)
//   rotated-D      the column's north and centre carried in registers from the row before
//                  (3 loads a row), the south prefetched D rows ahead
//   bulk-rows-R    each row's strip streamed into a ring of R rows in shared memory by one
//                  `cp.async.bulk` (the TMA) a row; -empty: slots freed per warp, not by a barrier
//   copy           the copy back (A = Anew) in the same frame, without and with a prefetch
//
// The grid is sized as accc's runtime sizes it. Every variant's Anew and err are compared bit
// for bit with the emitted kernel's. Build: nvcc -O3 -arch=sm_90 jacobi_strip_variants.cu
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <cuda_runtime.h>

#include "harness.cuh"


__device__ float atomic_max_float(float *p, float v)
{
    int old = __float_as_int(*p);
    while (__int_as_float(old) < v) {
        int seen = atomicCAS((int *)p, old, __float_as_int(v));
        if (seen == old) break;
        old = seen;
    }
    return __int_as_float(old);
}

// accc's strips frame: the block's err and reduction buffer, its column x1 in a strip of
// W (the first lane at a multiple of 32) and its range of rows [r, re)
#define STRIP_FRAME(W)                                                                      \
    __shared__ float red[W];                                                                \
    float err = -INFINITY;                                                                  \
    int l = (int)threadIdx.x;                                                               \
    const long f = st1 == 1 ? (lo1 & 31) : 0, ns = (f + tc1 + W - 1) / W;                  \
    const long nr = (long)gridDim.x / ns, per = (tc0 + nr - 1) / nr;                        \
    const long x1 = (long)blockIdx.x % ns * W + (long)threadIdx.x - f,                      \
               r = (long)blockIdx.x / ns * per;                                             \
    const long re = r + per < tc0 ? r + per : tc0;

// accc's helper before session 12: a compare-and-swap every time, reloading *p
__device__ float cas_always_max_float(float *p, float v)
{
    unsigned o, n;
    do {
        o = __float_as_uint(*p);
        n = __float_as_uint(__uint_as_float(o) > v ? __uint_as_float(o) : v);
    } while (atomicCAS((unsigned *)p, o, n) != o);
    return __uint_as_float(o);
}

// session 12: a maximum by the integer atomics, which need no answer (a fire-and-forget
// reduction in L2): a float's bits order as signed integers when it is not negative, and in
// reverse as unsigned integers when it is
__device__ float int_max_float(float *p, float v)
{
    return v >= 0 ? __int_as_float(atomicMax((int *)p, __float_as_int(v)))
                  : __uint_as_float(atomicMin((unsigned *)p, __float_as_uint(v)));
}

// the block's max-reduction of err as a tree in shared memory (log2 W barriers), then one
// atomic per block
#define TREE_MAX_WITH(W, ATOMIC)                                                            \
    red[l] = err;                                                                           \
    __syncthreads();                                                                        \
    for (int s = W / 2; s > 0; s >>= 1) {                                                   \
        if (l < s && l + s < W) red[l] = (red[l] > red[l + s] ? red[l] : red[l + s]);       \
        __syncthreads();                                                                    \
    }                                                                                       \
    if (l == 0) (void)ATOMIC(p_err, red[0]);
#define BLOCK_MAX(W) TREE_MAX_WITH(W, atomic_max_float)
#define TREE_MAX_CAS_ALWAYS(W) TREE_MAX_WITH(W, cas_always_max_float)
// the same by warp shuffles: each warp's maximum, one barrier, then the first warp's
#define WARP_MAX_WITH(W, ATOMIC)                                                            \
    for (int s = 16; s > 0; s >>= 1) {                                                      \
        float o_ = __shfl_down_sync(0xffffffffu, err, s);                                   \
        err = err > o_ ? err : o_;                                                          \
    }                                                                                       \
    if ((l & 31) == 0) red[l >> 5] = err;                                                   \
    __syncthreads();                                                                        \
    if (l < 32) {                                                                           \
        err = l < W / 32 ? red[l] : -INFINITY;                                              \
        for (int s = 16; s > 0; s >>= 1) {                                                  \
            float o_ = __shfl_down_sync(0xffffffffu, err, s);                               \
            err = err > o_ ? err : o_;                                                      \
        }                                                                                   \
        if (l == 0) (void)ATOMIC(p_err, err);                                               \
    }
#define WARP_MAX(W) WARP_MAX_WITH(W, atomic_max_float)
#define WARP_MAX_CAS_ALWAYS(W) WARP_MAX_WITH(W, cas_always_max_float)
#define WARP_MAX_INT(W) WARP_MAX_WITH(W, int_max_float)
#define NO_REDUCE(W)

// accc's strips frame around a row body: W columns per block, the block's rows walked by its
// threads (row loop stepping by blockDim.y, 1), the block reduction of err at the end.
#define STRIPS_KERNEL(NAME, ANEW_QUAL, W, UNROLL, REDUCE, BODY)                             \
    __global__ void NAME(int m, const float *__restrict__ A, float *ANEW_QUAL Anew,         \
                         float *p_err, long lo0, long st0, long tc0, long lo1, long st1,    \
                         long tc1)                                                          \
    {                                                                                       \
        STRIP_FRAME(W)                                                                      \
        if (x1 >= 0 && x1 < tc1) {                                                          \
            UNROLL                                                                          \
            for (long x0 = r; x0 < re; x0 += (long)blockDim.y) {                            \
                int j = (lo0 + x0 * st0);                                                   \
                int i = (lo1 + x1 * st1);                                                   \
                BODY                                                                        \
            }                                                                               \
        }                                                                                   \
        REDUCE(W)                                                                           \
    }

#define JACOBI_BODY                                                                         \
    {                                                                                       \
        Anew[j * m + i] = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1]                      \
                                   + A[(j - 1) * m + i] + A[(j + 1) * m + i]);              \
        err = fmaxf(err, fabsf(Anew[j * m + i] - A[j * m + i]));                            \
    }
#define PREFETCH_BODY_AT(LEVEL, ROW)                                                        \
    {                                                                                       \
        if (x0 + (ROW) - 1 < re)                                                            \
            asm volatile("prefetch.global." LEVEL " [%0];" ::"l"(&A[(j + (ROW)) * m + i]));  \
        JACOBI_BODY                                                                         \
    }
#define PREFETCH_BODY PREFETCH_BODY_AT("L1", 2)
#define PREFETCH_BODY_L2 PREFETCH_BODY_AT("L2", 2)
#define PREFETCH_BODY_3 PREFETCH_BODY_AT("L1", 3)
#define PREFETCH_BODY_4 PREFETCH_BODY_AT("L1", 4)
#define PREFETCH_BODY_L2_3 PREFETCH_BODY_AT("L2", 3)
#define PREFETCH_BODY_L2_4 PREFETCH_BODY_AT("L2", 4)
#define PREFETCH_BODY_L2_6 PREFETCH_BODY_AT("L2", 6)
#define PREFETCH_BODY_L2_LAST_3 PREFETCH_BODY_AT("L2::evict_last", 3)
// the leading reads of the walk's first AHEAD iterations after its first (row j + 1 at
// iteration r + k), which the body's prefetch does not reach
#define PROLOGUE(AHEAD)                                                                     \
    for (long k = 1; k <= (AHEAD) && r + k < re; k++) {                                     \
        int j = (lo0 + (r + k) * st0);                                                      \
        int i = (lo1 + x1 * st1);                                                           \
        asm volatile("prefetch.global.L1 [%0];" ::"l"(&A[(j + 1) * m + i]));                 \
    }
#define COPY_BODY A2[j * m + i] = A[j * m + i];
#define COPY_PREFETCH_BODY                                                                  \
    {                                                                                       \
        if (x0 + 1 < re)                                                                    \
            asm volatile("prefetch.global.L1 [%0];" ::"l"(&A[(j + 1) * m + i]));             \
        COPY_BODY                                                                           \
    }
#define NO_UNROLL
#define UNROLL(N) _Pragma(#N)

STRIPS_KERNEL(emitted, , 128, NO_UNROLL, BLOCK_MAX, JACOBI_BODY)
STRIPS_KERNEL(restricted, __restrict__, 128, NO_UNROLL, BLOCK_MAX, JACOBI_BODY)
STRIPS_KERNEL(restricted_u1, __restrict__, 128, UNROLL(unroll 1), BLOCK_MAX, JACOBI_BODY)
STRIPS_KERNEL(restricted_u2, __restrict__, 128, UNROLL(unroll 2), BLOCK_MAX, JACOBI_BODY)
STRIPS_KERNEL(restricted_u4, __restrict__, 128, UNROLL(unroll 4), BLOCK_MAX, JACOBI_BODY)
STRIPS_KERNEL(restricted_u8, __restrict__, 128, UNROLL(unroll 8), BLOCK_MAX, JACOBI_BODY)
STRIPS_KERNEL(restricted_w256, __restrict__, 256, NO_UNROLL, BLOCK_MAX, JACOBI_BODY)
STRIPS_KERNEL(restricted_w256_u4, __restrict__, 256, UNROLL(unroll 4), BLOCK_MAX, JACOBI_BODY)
STRIPS_KERNEL(prefetched, , 128, NO_UNROLL, BLOCK_MAX, PREFETCH_BODY)
STRIPS_KERNEL(restricted_prefetched, __restrict__, 128, NO_UNROLL, BLOCK_MAX, PREFETCH_BODY)
STRIPS_KERNEL(prefetched_l2, , 128, NO_UNROLL, BLOCK_MAX, PREFETCH_BODY_L2)
STRIPS_KERNEL(prefetched_3, , 128, NO_UNROLL, BLOCK_MAX, PREFETCH_BODY_3)
STRIPS_KERNEL(prefetched_4, , 128, NO_UNROLL, BLOCK_MAX, PREFETCH_BODY_4)
STRIPS_KERNEL(prefetched_u2, , 128, UNROLL(unroll 2), BLOCK_MAX, PREFETCH_BODY)
STRIPS_KERNEL(prefetched_no_reduction, , 128, NO_UNROLL, NO_REDUCE, PREFETCH_BODY)
STRIPS_KERNEL(prefetched_3_prologue, , 128, PROLOGUE(1), BLOCK_MAX, PREFETCH_BODY_3)
STRIPS_KERNEL(prefetched_4_prologue, , 128, PROLOGUE(2), BLOCK_MAX, PREFETCH_BODY_4)
STRIPS_KERNEL(prefetched_3_w256, , 256, NO_UNROLL, BLOCK_MAX, PREFETCH_BODY_3)
STRIPS_KERNEL(prefetched_l2_3, , 128, NO_UNROLL, BLOCK_MAX, PREFETCH_BODY_L2_3)
STRIPS_KERNEL(prefetched_l2_4, , 128, NO_UNROLL, BLOCK_MAX, PREFETCH_BODY_L2_4)
STRIPS_KERNEL(prefetched_l2_6, , 128, NO_UNROLL, BLOCK_MAX, PREFETCH_BODY_L2_6)
STRIPS_KERNEL(prefetched_l2_last_3, , 128, NO_UNROLL, BLOCK_MAX, PREFETCH_BODY_L2_LAST_3)
#define A2 Anew
STRIPS_KERNEL(copied, , 128, NO_UNROLL, NO_REDUCE, COPY_BODY)
STRIPS_KERNEL(copied_prefetched, , 128, NO_UNROLL, NO_REDUCE, COPY_PREFETCH_BODY)
STRIPS_KERNEL(restricted_no_reduction, __restrict__, 128, NO_UNROLL, NO_REDUCE, JACOBI_BODY)
// session 12: the reduction's cost behind the prefetch, and its form (tree or warp shuffles,
// accc's old always-CAS helper or one that stops when the maximum is already there)
STRIPS_KERNEL(prefetched_3_cas_always, , 128, NO_UNROLL, TREE_MAX_CAS_ALWAYS, PREFETCH_BODY_3)
STRIPS_KERNEL(prefetched_3_warp_max, , 128, NO_UNROLL, WARP_MAX, PREFETCH_BODY_3)
STRIPS_KERNEL(prefetched_3_warp_max_cas_always, , 128, NO_UNROLL, WARP_MAX_CAS_ALWAYS, PREFETCH_BODY_3)
STRIPS_KERNEL(prefetched_3_warp_max_int, , 128, NO_UNROLL, WARP_MAX_INT, PREFETCH_BODY_3)
STRIPS_KERNEL(prefetched_3_no_reduction, , 128, NO_UNROLL, NO_REDUCE, PREFETCH_BODY_3)
// ... with Anew stored evict-first, in strips of 64, 3 rows ahead
#define STREAM_PREFETCH_BODY                                                                \
    {                                                                                       \
        if (x0 + 2 < re) asm volatile("prefetch.global.L1 [%0];" ::"l"(&A[(j + 3) * m + i])); \
        float v = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1] + A[(j - 1) * m + i]         \
                           + A[(j + 1) * m + i]);                                           \
        __stcs(&Anew[j * m + i], v);                                                        \
        err = fmaxf(err, fabsf(v - A[j * m + i]));                                          \
    }
STRIPS_KERNEL(prefetched_3_stream, , 128, NO_UNROLL, WARP_MAX_INT, STREAM_PREFETCH_BODY)
STRIPS_KERNEL(prefetched_3_warp_max_int_w64, , 64, NO_UNROLL, WARP_MAX_INT, PREFETCH_BODY_3)
STRIPS_KERNEL(prefetched_4_warp_max_int, , 128, NO_UNROLL, WARP_MAX_INT, PREFETCH_BODY_4)

// hand-written: K rows per step, all of their loads before any of their stores
template <int K>
__global__ void loads_first(int m, const float *__restrict__ A, float *Anew, float *p_err, long lo0,
                            long st0, long tc0, long lo1, long st1, long tc1)
{
    STRIP_FRAME(128)
    if (x1 >= 0 && x1 < tc1) {
        int i = lo1 + x1;
        long x0 = r;
        for (; x0 + K - 1 < re; x0 += K) {
            float w[K], e[K], n[K], s[K], c[K];
#pragma unroll
            for (int u = 0; u < K; u++) {
                int j = lo0 + x0 + u;
                w[u] = A[j * m + i - 1]; e[u] = A[j * m + i + 1];
                n[u] = A[(j - 1) * m + i]; s[u] = A[(j + 1) * m + i]; c[u] = A[j * m + i];
            }
#pragma unroll
            for (int u = 0; u < K; u++) {
                int j = lo0 + x0 + u;
                float v = 0.25f * (e[u] + w[u] + n[u] + s[u]);
                Anew[j * m + i] = v;
                err = fmaxf(err, fabsf(v - c[u]));
            }
        }
        for (; x0 < re; x0++) {
            int j = lo0 + x0;
            JACOBI_BODY
        }
    }
    BLOCK_MAX(128)
}

// software pipelined: the leading read (row j + 1) of iteration x0 + D loaded into a
// register D iterations before its use (the prologue loads the first D), the body reading
// the register
template <int D>
__global__ void pipelined(int m, const float *__restrict__ A, float *Anew, float *p_err, long lo0,
                          long st0, long tc0, long lo1, long st1, long tc1)
{
    STRIP_FRAME(128)
    if (x1 >= 0 && x1 < tc1) {
        float q[D];
#pragma unroll
        for (int k = 0; k < D; k++)
            if (r + k < re) {
                int j = (lo0 + (r + k) * st0);
                int i = (lo1 + x1 * st1);
                q[k] = A[(j + 1) * m + i];
            }
        for (long x0 = r; x0 < re; x0 += (long)blockDim.y) {
            float south = q[0];
#pragma unroll
            for (int k = 0; k + 1 < D; k++) q[k] = q[k + 1];
            if (x0 + D < re) {
                int j = (lo0 + (x0 + D) * st0);
                int i = (lo1 + x1 * st1);
                q[D - 1] = A[(j + 1) * m + i];
            }
            int j = (lo0 + x0 * st0);
            int i = (lo1 + x1 * st1);
            Anew[j * m + i] = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1] + A[(j - 1) * m + i] + south);
            err = fmaxf(err, fabsf(Anew[j * m + i] - A[j * m + i]));
        }
    }
    BLOCK_MAX(128)
}

// session 12: the row's own neighbours (i - 1, i + 1) by warp shuffles of the centre
// element, loaded only by the lanes at a warp's or the range's edge (3 loads a row instead
// of 5); every thread of the block walks the rows so that whole warps shuffle.
// STREAM: Anew stored with the evict-first hint (__stcs).
template <bool STREAM>
__global__ void shuffled_neighbours(int m, const float *__restrict__ A, float *Anew, float *p_err,
                                    long lo0, long st0, long tc0, long lo1, long st1, long tc1)
{
    STRIP_FRAME(128)
    const bool in = x1 >= 0 && x1 < tc1;
    const int lane = l & 31;
    for (long x0 = r; x0 < re; x0 += (long)blockDim.y) {
        int j = (lo0 + x0 * st0);
        int i = (lo1 + x1 * st1);
        if (in && x0 + 2 < re) asm volatile("prefetch.global.L1 [%0];" ::"l"(&A[(j + 3) * m + i]));
        float c = in ? A[j * m + i] : 0.0f;
        float w = __shfl_up_sync(0xffffffffu, c, 1), e = __shfl_down_sync(0xffffffffu, c, 1);
        if (in) {
            if (lane == 0 || x1 == 0) w = A[j * m + i - 1];
            if (lane == 31 || x1 == tc1 - 1) e = A[j * m + i + 1];
            float v = 0.25f * (e + w + A[(j - 1) * m + i] + A[(j + 1) * m + i]);
            if (STREAM) __stcs(&Anew[j * m + i], v); else Anew[j * m + i] = v;
            err = fmaxf(err, fabsf(v - c));
        }
    }
    WARP_MAX_INT(128)
}


// session 12, diagnostic for a TELEPORT-like strips kernel: each warp streams its 32
// columns (and one halo column each side) of the rows it will need into a ring of rows in
// shared memory with cp.async, D rows ahead of the row it computes, and computes from the
// ring (no register of the warp waits for a load from memory: cp.async writes none).
template <int D>
__global__ void async_rows(int m, const float *__restrict__ A, float *Anew, float *p_err, long lo0,
                           long st0, long tc0, long lo1, long st1, long tc1)
{
    STRIP_FRAME(128)
    constexpr int RING = D + 3;
    __shared__ float ring[RING][4][34];
    const int w = l >> 5, lane = l & 31;
    const bool in = x1 >= 0 && x1 < tc1;
    const int i = (int)(lo1 + x1);
    const int j0 = (int)(lo0 + r), jlast = (int)(lo0 + re);  // rows j0 - 1 .. jlast are read
    auto fetch = [&](int row) {
        if (!in || row > jlast) return;
        float *slot = ring[(row - j0 + 1) % RING][w];
        const float *src = &A[(long)row * m + i];
        asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"((unsigned)__cvta_generic_to_shared(slot + lane + 1)), "l"(src));
        if (lane == 0 || x1 == 0)
            asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"((unsigned)__cvta_generic_to_shared(slot + lane)), "l"(src - 1));
        if (lane == 31 || x1 == tc1 - 1)
            asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"((unsigned)__cvta_generic_to_shared(slot + lane + 2)), "l"(src + 1));
    };
    // rows j0 - 1 .. j0 + 1 in one group, then one group a row up to j0 + D
    for (int row = j0 - 1; row <= j0 + 1; row++) fetch(row);
    asm volatile("cp.async.commit_group;");
    for (int row = j0 + 2; row <= j0 + D; row++) {
        fetch(row);
        asm volatile("cp.async.commit_group;");
    }
    for (long x0 = r; x0 < re; x0++) {
        const int j = (int)(lo0 + x0);
        fetch(j + 1 + D);
        asm volatile("cp.async.commit_group;");
        asm volatile("cp.async.wait_group %0;" ::"n"(D));
        __syncwarp();
        if (in) {
            const float *c = ring[(j - j0 + 1) % RING][w];
            float v = 0.25f * (c[lane + 2] + c[lane] + ring[(j - j0) % RING][w][lane + 1]
                               + ring[(j - j0 + 2) % RING][w][lane + 1]);
            Anew[(long)j * m + i] = v;
            err = fmaxf(err, fabsf(v - c[lane + 1]));
        }
        __syncwarp();
    }
    asm volatile("cp.async.wait_all;");
    WARP_MAX_INT(128)
}

// session 13: the column's rows carried in registers down the walk: row j's north and centre
// are the previous row's centre and south, so each row loads its south (prefetched AHEAD
// rows before) and its own i - 1, i + 1: 3 loads a row instead of 5
template <int AHEAD>
__global__ void rotated(int m, const float *__restrict__ A, float *Anew, float *p_err, long lo0,
                        long st0, long tc0, long lo1, long st1, long tc1)
{
    STRIP_FRAME(128)
    if (x1 >= 0 && x1 < tc1 && r < re) {
        const int i = (int)(lo1 + x1 * st1);
        int j = (int)(lo0 + r * st0);
        float north = A[(j - 1) * m + i], centre = A[j * m + i];
        for (long x0 = r; x0 < re; x0 += (long)blockDim.y) {
            j = (int)(lo0 + x0 * st0);
            if (x0 + AHEAD < re) asm volatile("prefetch.global.L1 [%0];" ::"l"(&A[(j + 1 + AHEAD) * m + i]));
            const float south = A[(j + 1) * m + i];
            const float v = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1] + north + south);
            Anew[j * m + i] = v;
            err = fmaxf(err, fabsf(v - centre));
            north = centre;
            centre = south;
        }
    }
    WARP_MAX_INT(128)
}

// session 13, the TELEPORT direction with bulk copies: thread 0 streams the block's strip of
// each row (its 128 columns and 4 more each side, clamped to the row; 16-byte aligned, which
// needs m % 4 == 0) into a ring of R rows in shared memory by one `cp.async.bulk` a row,
// completing on that slot's mbarrier; every thread computes from the ring. A slot is filled
// again once every thread is done with its row: after a barrier of the block (EMPTY false),
// or when the four warps have arrived on the slot's second mbarrier (EMPTY true), so that
// only the warp of thread 0 waits for the slowest.
__device__ __forceinline__ unsigned smem_addr(const void *p)
{
    return (unsigned)__cvta_generic_to_shared(p);
}
__device__ __forceinline__ void bar_init(unsigned long long *b, unsigned count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem_addr(b)), "r"(count));
}
__device__ __forceinline__ void bar_wait(unsigned long long *b, unsigned parity)
{
    asm volatile("{\n\t.reg .pred p;\n"
                 "W: mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
                 "@!p bra W;\n}" ::"r"(smem_addr(b)), "r"(parity) : "memory");
}
__device__ __forceinline__ void bar_arrive(unsigned long long *b)
{
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(smem_addr(b)) : "memory");
}
__device__ __forceinline__ void bulk_load(void *dst, const void *src, unsigned bytes, unsigned long long *b)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(smem_addr(b)), "r"(bytes) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 ::"r"(smem_addr(dst)), "l"(src), "r"(bytes), "r"(smem_addr(b)) : "memory");
}

template <int R, bool EMPTY>
__global__ void bulk_rows(int m, const float *__restrict__ A, float *Anew, float *p_err, long lo0,
                          long st0, long tc0, long lo1, long st1, long tc1)
{
    STRIP_FRAME(128)
    constexpr int H = 4, SPAN = 128 + 2 * H;  // the halo each side keeps 16-byte alignment
    __shared__ alignas(16) float ring[R][SPAN];
    __shared__ unsigned long long full[R], empty[R];
    const long c0 = lo1 + (long)blockIdx.x % ns * 128 - f;  // the column of thread 0
    const long from = c0 - H < 0 ? 0 : c0 - H, to = c0 + 128 + H > m ? m : c0 + 128 + H;
    const unsigned bytes = (unsigned)(to - from) * 4;
    const int j0 = (int)(lo0 + r), jl = (int)(lo0 + re);  // rows j0 - 1 .. jl are read
    // row q lives in slot (q - j0 + 1) % R, filled for the ((q - j0 + 1) / R)-th time
    auto issue = [&](int q) {
        if (q > jl) return;
        int k = q - j0 + 1, s = k % R;
        if (EMPTY && k >= R) bar_wait(&empty[s], (k / R - 1) & 1);
        bulk_load(&ring[s][from - (c0 - H)], &A[(long)q * m + from], bytes, &full[s]);
    };
    if (l == 0) {
        for (int s = 0; s < R; s++) {
            bar_init(&full[s], 1);
            bar_init(&empty[s], 4);
        }
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    __syncthreads();
    if (l == 0)
        for (int q = j0 - 1; q < j0 - 1 + R; q++) issue(q);
    const bool in = x1 >= 0 && x1 < tc1;
    for (int j = j0; j < jl; j++) {
        const int k = j - j0 + 1;  // ring index of row j
        if (j == j0) {
            bar_wait(&full[0], 0);
            bar_wait(&full[1 % R], 0);
        }
        bar_wait(&full[(k + 1) % R], ((k + 1) / R) & 1);
        if (in) {
            const float *c = ring[k % R] + H + l;
            float v = 0.25f * (c[1] + c[-1] + ring[(k - 1) % R][H + l] + ring[(k + 1) % R][H + l]);
            Anew[(long)j * m + lo1 + x1] = v;
            err = fmaxf(err, fabsf(v - c[0]));
        }
        // row j - 1 is done with: its slot takes row j - 1 + R
        if (EMPTY) {
            __syncwarp();
            if ((l & 31) == 0) bar_arrive(&empty[(k - 1) % R]);
            if (l == 0) issue(j - 1 + R);
        } else {
            __syncthreads();
            if (l == 0) issue(j - 1 + R);
        }
    }
    WARP_MAX_INT(128)
}

// the copy back with the blocks in reverse order (the last strip and range first), each
// walking its rows up when UP: it starts where a forward kernel before it ended
template <bool UP>
__global__ void copied_reversed(int m, const float *__restrict__ A, float *Anew, float *, long lo0,
                                long st0, long tc0, long lo1, long st1, long tc1)
{
    const long b = (long)gridDim.x - 1 - blockIdx.x;
    const long f = st1 == 1 ? (lo1 & 31) : 0, ns = (f + tc1 + 127) / 128;
    const long nr = (long)gridDim.x / ns, per = (tc0 + nr - 1) / nr;
    const long x1 = b % ns * 128 + (long)threadIdx.x - f, r = b / ns * per;
    const long re = r + per < tc0 ? r + per : tc0;
    if (x1 >= 0 && x1 < tc1) {
        for (long k = 0; k < re - r; k++) {
            long x0 = UP ? re - 1 - k : r + k;
            int j = (lo0 + x0 * st0);
            int i = (lo1 + x1 * st1);
            Anew[j * m + i] = A[j * m + i];
        }
    }
}


typedef void (*Kernel)(int, const float *, float *, float *, long, long, long, long, long, long);

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 50;
    // only the variants whose name contains one of these comma-separated words (the emitted
    // kernel always runs: the others are checked against it)
    const std::string only = argc > 2 ? argv[2] : "";
    auto chosen = [&](const char *name) {
        for (size_t at = 0, end; at <= only.size(); at = end + 1) {
            end = only.find(',', at);
            if (end == std::string::npos) end = only.size();
            if (std::string(name).find(only.substr(at, end - at)) != std::string::npos) return true;
        }
        return false;
    };
    const int N = 4096;
    const long size = (long)N * N;
    print_device();

    std::vector<float> h(size);
    for (long k = 0; k < size; k++) h[k] = hash01(k);
    float *a, *out, *err, *c0, *c1;
    CHECK(cudaMalloc(&a, size * 4));
    CHECK(cudaMalloc(&out, size * 4));
    CHECK(cudaMalloc(&c0, size * 4));
    CHECK(cudaMalloc(&c1, size * 4));
    CHECK(cudaMalloc(&err, 4));
    CHECK(cudaMemcpy(a, h.data(), size * 4, cudaMemcpyHostToDevice));

    cudaEvent_t e0, e1;
    CHECK(cudaEventCreate(&e0));
    CHECK(cudaEventCreate(&e1));
    auto time = [&](auto launch) {
        for (int w = 0; w < 3; w++) launch();
        CHECK(cudaGetLastError());
        CHECK(cudaEventRecord(e0));
        for (int r = 0; r < reps; r++) launch();
        CHECK(cudaEventRecord(e1));
        CHECK(cudaEventSynchronize(e1));
        float ms;
        CHECK(cudaEventElapsedTime(&ms, e0, e1));
        return ms * 1e3 / reps;
    };
    float copy_us = time([&] { CHECK(cudaMemcpyAsync(c1, c0, size * 4, cudaMemcpyDeviceToDevice)); });
    double copy_gbs = 2.0 * size * 4 / (copy_us * 1e-6) / 1e9;
    printf("cudaMemcpy D2D 64 MiB: %.2f us, %.1f GB/s\n", copy_us, copy_gbs);
    {
        // the suite's yardstick (bench/run.sh): 1 GiB device to device, bytes read + written
        const size_t big = 1ul << 30;
        char *p, *q;
        CHECK(cudaMalloc(&p, big));
        CHECK(cudaMalloc(&q, big));
        float us = time([&] { CHECK(cudaMemcpyAsync(q, p, big, cudaMemcpyDeviceToDevice)); });
        printf("cudaMemcpy D2D 1 GiB: %.1f GB/s\n", 2.0 * big / (us * 1e-6) / 1e9);
        CHECK(cudaFree(p));
        CHECK(cudaFree(q));
    }

    // the interior 1 .. N-2 of both dimensions, as jacobi.c's loops
    const long lo0 = 1, tc0 = N - 2, lo1 = 1, tc1 = N - 2;
    auto grid = [&](int w, long max_rows) {
        long ns = ((lo1 & 31) + tc1 + w - 1) / w;
        long rows = (tc0 * ns + 2047) / 2048;
        rows = rows < 1 ? 1 : rows > max_rows ? max_rows : rows;
        return ns * ((tc0 + rows - 1) / rows);
    };
    std::vector<float> got(size), want(size);
    float err_ref = 0;
    // check: 2 = Anew and err as the emitted kernel's, 1 = Anew only, 0 = Anew's interior is A's (copies)
    auto run = [&](const char *name, Kernel k, int w, long max_rows, int check) {
        if (k != (Kernel)emitted && !chosen(name)) return;
        long g = grid(w, max_rows);
        CHECK(cudaMemset(out, 0, size * 4));
        CHECK(cudaMemset(err, 0, 4));
        k<<<g, w>>>(N, a, out, err, lo0, 1, tc0, lo1, 1, tc1);
        CHECK(cudaDeviceSynchronize());
        float e;
        CHECK(cudaMemcpy(&e, err, 4, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(got.data(), out, size * 4, cudaMemcpyDeviceToHost));
        if (k == (Kernel)emitted) {
            want = got;
            err_ref = e;
        } else if (check == 0) {
            for (long r = lo0; r < lo0 + tc0; r++)
                if (memcmp(&got[r * N + lo1], &h[r * N + lo1], tc1 * 4) != 0) {
                    printf("MISMATCH %s at row %ld\n", name, r);
                    exit(1);
                }
        } else if (memcmp(got.data(), want.data(), size * 4) != 0 || (check == 2 && e != err_ref)) {
            printf("MISMATCH %s\n", name);
            exit(1);
        }
        float us = time([&] { k<<<g, w>>>(N, a, out, err, lo0, 1, tc0, lo1, 1, tc1); });
        double gbs = 8.0 * tc0 * tc1 / (us * 1e-6) / 1e9;
        printf("%-26s grid %5ld x %3d  %7.2f us  %7.1f GB/s  %5.1f%% of copy\n", name, g, w, us, gbs,
               100 * gbs / copy_gbs);
    };
    for (int pass = 0; pass < (reps > 5 ? 2 : 1); pass++) {
        run("emitted", emitted, 128, 32, 2);
        run("restrict", restricted, 128, 32, 2);
        run("restrict-u1", restricted_u1, 128, 32, 2);
        run("restrict-u2", restricted_u2, 128, 32, 2);
        run("restrict-u4", restricted_u4, 128, 32, 2);
        run("restrict-u8", restricted_u8, 128, 32, 2);
        run("restrict-w256", restricted_w256, 256, 32, 2);
        run("restrict-w256-u4", restricted_w256_u4, 256, 32, 2);
        run("restrict-r16", restricted, 128, 16, 2);
        run("restrict-r64", restricted, 128, 64, 2);
        run("loads-first-2", loads_first<2>, 128, 32, 2);
        run("loads-first-4", loads_first<4>, 128, 32, 2);
        run("prefetch", prefetched, 128, 32, 2);
        run("restrict-prefetch", restricted_prefetched, 128, 32, 2);
        run("prefetch-L2", prefetched_l2, 128, 32, 2);
        run("prefetch-row3", prefetched_3, 128, 32, 2);
        run("prefetch-row4", prefetched_4, 128, 32, 2);
        run("prefetch-u2", prefetched_u2, 128, 32, 2);
        run("prefetch-r16", prefetched, 128, 16, 2);
        run("prefetch-row3-r64", prefetched_3, 128, 64, 2);
        run("prefetch-row4-r64", prefetched_4, 128, 64, 2);
        run("prefetch-row3-prologue", prefetched_3_prologue, 128, 32, 2);
        run("prefetch-row3-prologue-r64", prefetched_3_prologue, 128, 64, 2);
        run("prefetch-row4-prologue", prefetched_4_prologue, 128, 32, 2);
        run("prefetch-row4-prologue-r64", prefetched_4_prologue, 128, 64, 2);
        run("prefetch-row3-w256", prefetched_3_w256, 256, 32, 2);
        run("prefetch-row3-w256-r64", prefetched_3_w256, 256, 64, 2);
        run("prefetch-L2-row3", prefetched_l2_3, 128, 32, 2);
        run("prefetch-L2-row4", prefetched_l2_4, 128, 32, 2);
        run("prefetch-L2-row6", prefetched_l2_6, 128, 32, 2);
        run("prefetch-L2-evict-last-row3", prefetched_l2_last_3, 128, 32, 2);
        run("pipelined-1", pipelined<1>, 128, 32, 2);
        run("pipelined-2", pipelined<2>, 128, 32, 2);
        run("pipelined-3", pipelined<3>, 128, 32, 2);
        run("pipelined-2-r64", pipelined<2>, 128, 64, 2);
        run("no-reduction", restricted_no_reduction, 128, 32, 1);
        run("prefetch-no-reduction", prefetched_no_reduction, 128, 32, 1);
        run("prefetch-row3-cas-always", prefetched_3_cas_always, 128, 32, 2);
        run("prefetch-row3-warp-max", prefetched_3_warp_max, 128, 32, 2);
        run("prefetch-row3-warp-max-cas-always", prefetched_3_warp_max_cas_always, 128, 32, 2);
        run("prefetch-row3-warp-max-r64", prefetched_3_warp_max, 128, 64, 2);
        run("prefetch-row3-warp-max-int", prefetched_3_warp_max_int, 128, 32, 2);
        run("prefetch-row3-warp-max-int-r64", prefetched_3_warp_max_int, 128, 64, 2);
        run("prefetch-row3-no-reduction", prefetched_3_no_reduction, 128, 32, 1);
        run("async-rows-2", async_rows<2>, 128, 32, 2);
        run("async-rows-3", async_rows<3>, 128, 32, 2);
        run("async-rows-4", async_rows<4>, 128, 32, 2);
        run("async-rows-6", async_rows<6>, 128, 32, 2);
        run("async-rows-4-r64", async_rows<4>, 128, 64, 2);
        run("shuffled-neighbours", shuffled_neighbours<false>, 128, 32, 2);
        run("shuffled-neighbours-stream", shuffled_neighbours<true>, 128, 32, 2);
        run("prefetch-row3-warp-max-int-stream", prefetched_3_stream, 128, 32, 2);
        run("prefetch-row3-warp-max-int-w64", prefetched_3_warp_max_int_w64, 64, 32, 2);
        run("prefetch-row4-warp-max-int", prefetched_4_warp_max_int, 128, 32, 2);
        run("rotated-2", rotated<2>, 128, 32, 2);
        run("rotated-3", rotated<3>, 128, 32, 2);
        run("rotated-2-r64", rotated<2>, 128, 64, 2);
        run("bulk-rows-4", bulk_rows<4, false>, 128, 32, 2);
        run("bulk-rows-6", bulk_rows<6, false>, 128, 32, 2);
        run("bulk-rows-8", bulk_rows<8, false>, 128, 32, 2);
        run("bulk-rows-12", bulk_rows<12, false>, 128, 32, 2);
        run("bulk-rows-8-empty", bulk_rows<8, true>, 128, 32, 2);
        run("bulk-rows-12-empty", bulk_rows<12, true>, 128, 32, 2);
        run("bulk-rows-8-r64", bulk_rows<8, false>, 128, 64, 2);
        run("copy", copied, 128, 32, 0);
        run("copy-prefetch", copied_prefetched, 128, 32, 0);
    }
    // The program's context: each stencil (A -> out) followed by the copy back (out -> A),
    // as jacobi.c runs them, each timed alone by its own pair of events; then the stencil
    // alone again on an A of zeros (most of jacobi's grid in its first sweeps).
    {
        long g = grid(128, 32);
        std::vector<cudaEvent_t> ev(4 * reps);
        for (auto &e : ev) CHECK(cudaEventCreate(&e));
        CHECK(cudaMemcpy(c0, a, size * 4, cudaMemcpyDeviceToDevice));
        // the stencil and the copy `back` in turn, each timed alone: prints both means
        auto alternate = [&](const char *label, Kernel stencil, Kernel back, long max_rows = 32) {
            if (!chosen(label)) return;
            long gs = grid(128, max_rows);  // the stencil's grid; the copy back's stays g
            for (int r = 0; r < reps; r++) {
                CHECK(cudaEventRecord(ev[4 * r]));
                stencil<<<gs, 128>>>(N, c0, out, err, lo0, 1, tc0, lo1, 1, tc1);
                CHECK(cudaEventRecord(ev[4 * r + 1]));
                CHECK(cudaEventRecord(ev[4 * r + 2]));
                back<<<g, 128>>>(N, out, c0, err, lo0, 1, tc0, lo1, 1, tc1);
                CHECK(cudaEventRecord(ev[4 * r + 3]));
            }
            CHECK(cudaDeviceSynchronize());
            float st = 0, cp = 0, ms;
            for (int r = 0; r < reps; r++) {
                CHECK(cudaEventElapsedTime(&ms, ev[4 * r], ev[4 * r + 1]));
                st += ms;
                CHECK(cudaEventElapsedTime(&ms, ev[4 * r + 2], ev[4 * r + 3]));
                cp += ms;
            }
            printf("%s: stencil %.2f us, copy back %.2f us\n", label, st * 1e3 / reps,
                   cp * 1e3 / reps);
        };
        alternate("alternating, prefetch-row3", prefetched_3, copied);
        alternate("alternating, prefetch-row3-cas-always", prefetched_3_cas_always, copied);
        alternate("alternating, prefetch-row3-warp-max", prefetched_3_warp_max, copied);
        alternate("alternating, prefetch-row3-warp-max-cas-always", prefetched_3_warp_max_cas_always, copied);
        alternate("alternating, prefetch-row3-warp-max-int", prefetched_3_warp_max_int, copied);
        alternate("alternating, prefetch-row3-warp-max-int, stencil r64", prefetched_3_warp_max_int, copied, 64);
        alternate("alternating, prefetch-row3-no-reduction", prefetched_3_no_reduction, copied);
        alternate("alternating, async-rows-2", async_rows<2>, copied);
        alternate("alternating, async-rows-3", async_rows<3>, copied);
        alternate("alternating, async-rows-4", async_rows<4>, copied);
        alternate("alternating, async-rows-6", async_rows<6>, copied);
        alternate("alternating, async-rows-4, stencil r64", async_rows<4>, copied, 64);
        alternate("alternating, shuffled-neighbours", shuffled_neighbours<false>, copied);
        alternate("alternating, shuffled-neighbours-stream", shuffled_neighbours<true>, copied);
        alternate("alternating, prefetch-row3-warp-max-int-stream", prefetched_3_stream, copied);
        alternate("alternating, prefetch-row4-warp-max-int", prefetched_4_warp_max_int, copied);
        alternate("alternating, rotated-2", rotated<2>, copied);
        alternate("alternating, rotated-3", rotated<3>, copied);
        alternate("alternating, rotated-2, stencil r64", rotated<2>, copied, 64);
        alternate("alternating, bulk-rows-6", bulk_rows<6, false>, copied);
        alternate("alternating, bulk-rows-8", bulk_rows<8, false>, copied);
        alternate("alternating, bulk-rows-12", bulk_rows<12, false>, copied);
        alternate("alternating, bulk-rows-8-empty", bulk_rows<8, true>, copied);
        alternate("alternating, bulk-rows-12-empty", bulk_rows<12, true>, copied);
        alternate("alternating, prefetch-row3-warp-max-int again", prefetched_3_warp_max_int, copied);
        // the copy back taking the blocks in reverse order, rows walked down / up
        alternate("alternating, copy back in reverse block order, rows down", prefetched_3, copied_reversed<false>);
        alternate("alternating, copy back in reverse block order, rows up", prefetched_3, copied_reversed<true>);
        CHECK(cudaMemset(c0, 0, size * 4));
        float us = time([&] { prefetched_3<<<g, 128>>>(N, c0, out, err, lo0, 1, tc0, lo1, 1, tc1); });
        printf("zeros: stencil (prefetch-row3) %.2f us\n", us);
    }
    return 0;
}
