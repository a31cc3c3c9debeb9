#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ int is_prime(int n);
__device__ int is_prime(int n)
{
    if (n < 2)
        return 0;
    if (n % 2 == 0)
        return n == 2;
    for (int d = 3; d * d <= n; d += 2)
        if (n % d == 0)
            return 0;
    return 1;
}
extern "C" __global__ void __accc_kernel_0_0(const int limit, int *__accc_p_count, int *__accc_a_count, int *__accc_p_twins, int *__accc_a_twins, int *__accc_p_largest, int *__accc_a_largest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int count = 0;
    __shared__ int __accc_red_count[4];
    int twins = 0;
    __shared__ int __accc_red_twins[4];
    int largest = (-2147483647-1);
    __shared__ int __accc_red_largest[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int n = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "primes.c"
{
        if (is_prime(n)) {
            count++;
            largest = n > largest ? n : largest;
            if (n + 2 < limit && is_prime(n + 2))
                twins++;
        }
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, count, __accc_s);
        count = count + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_count[__accc_l / 32] = count;
    __syncthreads();
    if (__accc_l < 32) {
        count = __accc_l < 4 ? __accc_red_count[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, count, __accc_s);
            count = count + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_count), count);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_count + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_count;
            *(volatile int *)__accc_a_count = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_count + 16)) = 0u;
            *__accc_p_count = *__accc_p_count + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, twins, __accc_s);
        twins = twins + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_twins[__accc_l / 32] = twins;
    __syncthreads();
    if (__accc_l < 32) {
        twins = __accc_l < 4 ? __accc_red_twins[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, twins, __accc_s);
            twins = twins + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_twins), twins);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_twins + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_twins;
            *(volatile int *)__accc_a_twins = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_twins + 16)) = 0u;
            *__accc_p_twins = *__accc_p_twins + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, largest, __accc_s);
        largest = (largest > __accc_o ? largest : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_largest[__accc_l / 32] = largest;
    __syncthreads();
    if (__accc_l < 32) {
        largest = __accc_l < 4 ? __accc_red_largest[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, largest, __accc_s);
            largest = (largest > __accc_o ? largest : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_largest), largest);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_largest + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_largest;
            *(volatile int *)__accc_a_largest = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_largest + 16)) = 0u;
            *__accc_p_largest = (*__accc_p_largest > __accc_t ? *__accc_p_largest : __accc_t);
        }
    }
}
