#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_6;
typedef struct __accc_anon_6 cell;
struct __accc_anon_6 { float v[4]; int tag; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ float sum(const float *x, int n);
__device__ float weighted(const float *x, const float *w, int n);
__device__ int length(const char *s);
__device__ float sum(const float *x, int n)
{
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += x[k];
    return s;
}
__device__ float weighted(const float *x, const float *w, int n)
{
    static const float scale[2] = {1.0f, 0.5f};
    return sum(x, n) * scale[0] + sum(w, n) * scale[1];
}
__device__ int length(const char *s)
{
    int n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}
extern "C" __global__ void __accc_kernel_0_0(float *a, const cell *__restrict__ cells, float *b, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 58 "address_spaces.c"
{
        static const int bonus[3] = {0, 10, 20};
        const char *name = "accc";
        const char *words[3] = {"one", "three", "eleven"};
        const float *ends[2] = {&a[0], &a[256 - 1]};
        float local[4] = {1.0f, 2.0f, 3.0f, (float)i};
        const float *p = &a[i];
        float *q = local;
        const float *w = cells[i].v;
        const float *r = (i % 2) ? &a[i] : &b[i];
        const float *end = (const float *)(a + 256);
        if (i + 4 <= 256)
            p = end - 4;
        q[0] += p[0];
        out[i] = weighted(q, w, 4) + weighted(w, w, 4) + sum(r, 1) + (float)bonus[cells[i].tag] +
                 (float)length(name) + (float)length("x") + (float)length(words[i % 3]) +
                 ends[i % 2][0];
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(float (*grid)[8], float *rows, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float shared_row[8];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 80 "address_spaces.c"
{

        { long __accc_tc82_8_0 = (long)((long long)(8) - (long long)(0)); if (__accc_tc82_8_0 < 0) __accc_tc82_8_0 = 0; for (long __accc_it82_8 = (long)threadIdx.x; __accc_it82_8 < __accc_tc82_8_0; __accc_it82_8 += (long)blockDim.x) { long __accc_r82_8 = __accc_it82_8; int j = (0) + __accc_r82_8 * (1); 
shared_row[j] = grid[i][j] * 2.0f;
} __syncthreads(); }
        float *s = shared_row;

        { long __accc_tc86_8_0 = (long)((long long)(8) - (long long)(0)); if (__accc_tc86_8_0 < 0) __accc_tc86_8_0 = 0; for (long __accc_it86_8 = (long)threadIdx.x; __accc_it86_8 < __accc_tc86_8_0; __accc_it86_8 += (long)blockDim.x) { long __accc_r86_8 = __accc_it86_8; int j = (0) + __accc_r86_8 * (1); 
grid[i][j] = s[j] + sum(shared_row, 4);
} __syncthreads(); }
        rows[i] = s[1] + grid[i][0];
    }
    }
}
