#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct box;
struct pair;
struct span;
struct span { int lo; int hi; };
struct pair { struct span v; int k; };
struct box { int tag; struct pair p; struct span extra; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ int measure(int i);
__device__ int measure(int i)
{
    struct box b = {.tag = 3, .p = {.v = {.lo = i, .hi = i + 5}, .k = 2}, .extra.lo = 1};
    return (b.p.v.hi - b.p.v.lo) * b.p.k + b.tag + b.extra.lo + b.extra.hi;
}
extern "C" __global__ void __accc_kernel_0_0(int *out, long *__accc_p_sum, long *__accc_a_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long sum = 0;
    __shared__ long __accc_red_sum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "designated_nested.c"
{
        struct pair q = {.v = {.lo = i, .hi = 2 * i}, .k = 7};
        struct pair r = {.v = {.lo = 1, .hi = 4}, .k = i % 5};
        out[i] = q.v.hi - q.v.lo + q.k + r.k * (r.v.hi - r.v.lo) + measure(i);
        sum += out[i];
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, sum, __accc_s);
        sum = sum + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_sum[__accc_l / 32] = sum;
    __syncthreads();
    if (__accc_l < 32) {
        sum = __accc_l < 4 ? __accc_red_sum[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, sum, __accc_s);
            sum = sum + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_sum), (unsigned long long)((sum)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_sum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_sum;
            *(volatile long *)__accc_a_sum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_sum + 16)) = 0u;
            *__accc_p_sum = *__accc_p_sum + __accc_t;
        }
    }
}
