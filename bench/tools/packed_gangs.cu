// A gang of one warp per row (`parallel loop gang vector_length(32)` with a `loop vector
// reduction` inside, as in vector_reductions.c's rows32): accc's kernel text as it emits it,
// launched one warp a block, against the same text with G gangs packed into each block (each
// warp its own gang: its lane, gang index and gang count redefined, its barriers warp-wide).
// Blocks of one warp cap an SM at 32 blocks = 1024 threads, half of its threads. Also both
// kernels (and rows128's, blocks of 4 warps) on fewer blocks, each striding over the rows.
// Build: nvcc -O3 -arch=sm_90 packed_gangs.cu -o packed_gangs
// Run: packed_gangs [REPS]
#include "harness.cuh"
#include <vector>

#define ROWS 65536
#define COLS 512

// The body as accc emits it for vector_reductions.c's rows32 kernel (session 13).
#define ROWS32_BODY                                                                                      \
    for (long it = (long)blockIdx.x; it < n; it += (long)gridDim.x) {                                     \
        int i = (int)it;                                                                                  \
        float s = 0.0f;                                                                                   \
        {                                                                                                 \
            long tc = 512;                                                                                \
            float save = s;                                                                               \
            s = 0;                                                                                        \
            for (long k = (long)threadIdx.x; k < tc; k += (long)blockDim.x) {                             \
                int j = (int)k;                                                                           \
                s += a[(long)i * 512 + j];                                                                \
            }                                                                                             \
            {                                                                                             \
                float v = s;                                                                              \
                for (int d = 16; d > 0; d >>= 1) v += __shfl_xor_sync(0xffffffffu, v, d);                 \
                v = __shfl_sync(0xffffffffu, v, 0);                                                       \
                s = save + v;                                                                             \
                __syncthreads();                                                                          \
            }                                                                                             \
        }                                                                                                 \
        sum[i] = s;                                                                                       \
    }

extern "C" __global__ void rows32(const float *__restrict__ a, float *sum, long n) { ROWS32_BODY }

// The same text, each warp a gang: the built-in indices it reads are redefined for the warp.
extern "C" __global__ void rows32_packed(const float *__restrict__ a, float *sum, long n)
{
    const unsigned gangs_per_block = blockDim.x / 32;
    const uint3 lane = make_uint3(threadIdx.x % 32, 0, 0);
    const uint3 gang = make_uint3(blockIdx.x * gangs_per_block + threadIdx.x / 32, 0, 0);
    const dim3 gangs(gridDim.x * gangs_per_block), lanes(32);
#define threadIdx lane
#define blockIdx gang
#define gridDim gangs
#define blockDim lanes
#define __syncthreads() __syncwarp()
    ROWS32_BODY
#undef threadIdx
#undef blockIdx
#undef gridDim
#undef blockDim
#undef __syncthreads
}

// vector_reductions.c's rows128 kernel as accc emits it (session 13): blocks of 4 warps,
// the row's sum and max combined by shuffles and one value per warp in shared memory.
extern "C" __global__ void rows128(const float *__restrict__ a, float *sum, float *top, long n)
{
    __shared__ float vs[4], vm[4];
    for (long it = (long)blockIdx.x; it < n; it += (long)gridDim.x) {
        int i = (int)it;
        float s = 0.0f, m = -1.0f;
        {
            float save_s = s, save_m = m;
            s = 0;
            m = -INFINITY;
            for (long k = (long)threadIdx.x; k < 512; k += (long)blockDim.x) {
                float v = a[(long)i * 512 + k];
                s += v;
                m = v > m ? v : m;
            }
            int lane = (int)threadIdx.x;
            float v = s;
            for (int d = 16; d > 0; d >>= 1) v += __shfl_xor_sync(0xffffffffu, v, d);
            if (lane % 32 == 0) vs[lane / 32] = v;
            __syncthreads();
            v = vs[0];
            for (int w = 1; w < 4; w++) v += vs[w];
            s = save_s + v;
            __syncthreads();
            v = m;
            for (int d = 16; d > 0; d >>= 1) { float o = __shfl_xor_sync(0xffffffffu, v, d); v = v > o ? v : o; }
            if (lane % 32 == 0) vm[lane / 32] = v;
            __syncthreads();
            v = vm[0];
            for (int w = 1; w < 4; w++) v = v > vm[w] ? v : vm[w];
            m = save_m > v ? save_m : v;
            __syncthreads();
        }
        sum[i] = s;
        top[i] = m;
    }
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 50;
    int sms = print_device();
    std::vector<float> h((size_t)ROWS * COLS);
    for (size_t k = 0; k < h.size(); k++) h[k] = (float)((k * 7919) % 1009) * 0.125f;
    float *a, *sum, *top;
    CHECK(cudaMalloc(&a, h.size() * sizeof(float)));
    CHECK(cudaMalloc(&sum, ROWS * sizeof(float)));
    CHECK(cudaMalloc(&top, ROWS * sizeof(float)));
    CHECK(cudaMemcpy(a, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice));
    std::vector<float> expect(ROWS), got(ROWS);
    for (int i = 0; i < ROWS; i++) {
        double s = 0;
        for (int j = 0; j < COLS; j++) s += h[(size_t)i * COLS + j];
        expect[i] = (float)s;
    }
    cudaEvent_t t0, t1;
    CHECK(cudaEventCreate(&t0));
    CHECK(cudaEventCreate(&t1));
    // kernel, gangs packed into a block (rows32 only), blocks (0: one a gang iteration)
    struct Case { const char *kernel; int packed; int blocks_per_sm; };
    const Case cases[] = {
        {"rows32", 1, 0}, {"rows32", 1, 32}, {"rows32", 2, 0}, {"rows32", 4, 0}, {"rows32", 4, 8},
        {"rows32", 4, 16}, {"rows32", 8, 0}, {"rows128", 1, 0}, {"rows128", 1, 8}, {"rows128", 1, 16},
    };
    for (int round = 0; round < 3; round++)
        for (const Case &c : cases) {
            bool wide = c.kernel[4] == '1';
            int per_block = wide ? 1 : c.packed;
            int blocks = c.blocks_per_sm ? sms * c.blocks_per_sm : (ROWS + per_block - 1) / per_block;
            auto launch = [&] {
                if (wide) rows128<<<blocks, 128>>>(a, sum, top, ROWS);
                else if (c.packed == 1) rows32<<<blocks, 32>>>(a, sum, ROWS);
                else rows32_packed<<<blocks, 32 * c.packed>>>(a, sum, ROWS);
            };
            launch();
            CHECK(cudaDeviceSynchronize());
            CHECK(cudaEventRecord(t0));
            for (int r = 0; r < reps; r++) launch();
            CHECK(cudaEventRecord(t1));
            CHECK(cudaEventSynchronize(t1));
            float ms;
            CHECK(cudaEventElapsedTime(&ms, t0, t1));
            CHECK(cudaMemcpy(got.data(), sum, ROWS * sizeof(float), cudaMemcpyDeviceToHost));
            int bad = 0;
            for (int i = 0; i < ROWS; i++) bad += fabsf(got[i] - expect[i]) > 1e-3f * fabsf(expect[i]) + 1e-3f;
            double us = ms * 1e3 / reps;
            printf("%-7s %2d gang%s a block of %3d threads, %5d blocks: %7.2f us, %5.2f TB/s read%s\n", c.kernel,
                   per_block, per_block == 1 ? " " : "s", wide ? 128 : 32 * c.packed, blocks, us,
                   (double)ROWS * COLS * sizeof(float) / (us * 1e-6) / 1e12, bad ? " WRONG" : "");
        }
    return 0;
}
