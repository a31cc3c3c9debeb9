#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ long long __accc_atomic_add_long_long(long long *p, long long v) {
    union { unsigned long long b; long long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, int step, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "deferred_constructs.c"
b[i] = a[i] + step;
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ b, int step, int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "deferred_constructs.c"
a[i] = b[i] - step + 1;
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "deferred_constructs.c"
b[i] = 2 * a[i];
    }
}

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 52 "deferred_constructs.c"
b[i] = a[i] + 5;
    }
}

extern "C" __global__ void __accc_kernel_4_0(const int *__restrict__ b, int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 55 "deferred_constructs.c"
a[i] = b[i] * 3;
    }
}

extern "C" __global__ void __accc_kernel_5_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 61 "deferred_constructs.c"
a[i] -= 1;
    }
}

extern "C" __global__ void __accc_kernel_6_0(const int *__restrict__ a, long long *__accc_p_total, long long *__accc_a_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long total = 0;
    __shared__ long long __accc_red_total[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "deferred_constructs.c"
total += a[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, total, __accc_s);
        total = total + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_total[__accc_l / 32] = total;
    __syncthreads();
    if (__accc_l < 32) {
        total = __accc_l < 4 ? __accc_red_total[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, total, __accc_s);
            total = total + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_total), total);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_total + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_total;
            *(volatile long long *)__accc_a_total = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_total + 16)) = 0u;
            *__accc_p_total = *__accc_p_total + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_7_0(const int *__restrict__ a, int round, int *t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 74 "deferred_constructs.c"
t[i] = a[i] + round;
    }
}

extern "C" __global__ void __accc_kernel_8_0(const int *__restrict__ t, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 77 "deferred_constructs.c"
b[i] = t[i] * 2;
    }
}

extern "C" __global__ void __accc_kernel_9_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 87 "deferred_constructs.c"
a[i] = i * 7;
    }
}

extern "C" __global__ void __accc_kernel_10_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 95 "deferred_constructs.c"
a[i] += 1;
    }
}
