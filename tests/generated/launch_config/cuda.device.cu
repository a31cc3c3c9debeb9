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
extern "C" __global__ void __accc_kernel_0_0(long *__accc_p_s1, long *__accc_a_s1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s1 = 0;
    __shared__ long __accc_red_s1[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 17 "launch_config.c"
s1 += i % 7;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s1, __accc_s);
        s1 = s1 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s1[__accc_l / 32] = s1;
    __syncthreads();
    if (__accc_l < 32) {
        s1 = __accc_l < 4 ? __accc_red_s1[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s1, __accc_s);
            s1 = s1 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s1), (unsigned long long)((s1)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s1 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s1;
            *(volatile long *)__accc_a_s1 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s1 + 16)) = 0u;
            *__accc_p_s1 = *__accc_p_s1 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "launch_config.c"
a[i] = i & 15;
    }
}

extern "C" __global__ void __accc_kernel_2_0(long *__accc_p_s3, long *__accc_a_s3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s3 = 0;
    __shared__ long __accc_red_s3[1];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "launch_config.c"
s3 += (i * i) % 11;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s3, __accc_s);
        s3 = s3 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s3[__accc_l / 32] = s3;
    __syncthreads();
    if (__accc_l < 32) {
        s3 = __accc_l < 1 ? __accc_red_s3[__accc_l] : 0;
        for (int __accc_s = 0; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s3, __accc_s);
            s3 = s3 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s3), (unsigned long long)((s3)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s3 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s3;
            *(volatile long *)__accc_a_s3 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s3 + 16)) = 0u;
            *__accc_p_s3 = *__accc_p_s3 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(long *__accc_p_s4, long *__accc_a_s4, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s4 = 0;
    __shared__ long __accc_red_s4[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "launch_config.c"
s4 += i;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s4, __accc_s);
        s4 = s4 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s4[__accc_l / 32] = s4;
    __syncthreads();
    if (__accc_l < 32) {
        s4 = __accc_l < 4 ? __accc_red_s4[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s4, __accc_s);
            s4 = s4 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s4), (unsigned long long)((s4)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s4 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s4;
            *(volatile long *)__accc_a_s4 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s4 + 16)) = 0u;
            *__accc_p_s4 = *__accc_p_s4 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(long *__accc_p_s5, long *__accc_a_s5, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long s5 = 0;
    __shared__ long __accc_red_s5[32];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "launch_config.c"
s5 += i % 5;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s5, __accc_s);
        s5 = s5 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s5[__accc_l / 32] = s5;
    __syncthreads();
    if (__accc_l < 32) {
        s5 = __accc_l < 32 ? __accc_red_s5[__accc_l] : 0;
        for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s5, __accc_s);
            s5 = s5 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_s5), (unsigned long long)((s5)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s5 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_s5;
            *(volatile long *)__accc_a_s5 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s5 + 16)) = 0u;
            *__accc_p_s5 = *__accc_p_s5 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_5_0(int (*w)[512], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 47 "launch_config.c"
{

        { long __accc_tc49_8_0 = (long)((long long)(8) - (long long)(0)); if (__accc_tc49_8_0 < 0) __accc_tc49_8_0 = 0; for (long __accc_b49_8 = 0; __accc_b49_8 < __accc_tc49_8_0; __accc_b49_8 += 4) { const long __accc_it49_8 = __accc_b49_8 + ((long)threadIdx.x / 64); const int __accc_won49_8 = __accc_it49_8 < __accc_tc49_8_0; long __accc_r49_8 = __accc_it49_8; int k = (0) + __accc_r49_8 * (1); 
{

            { long __accc_tc51_12_0 = __accc_won49_8 ? (long)((long long)(64) - (long long)(0)) : 0; if (__accc_tc51_12_0 < 0) __accc_tc51_12_0 = 0; for (long __accc_it51_12 = ((long)threadIdx.x % 64); __accc_it51_12 < __accc_tc51_12_0; __accc_it51_12 += 64) { long __accc_r51_12 = __accc_it51_12; int i = (0) + __accc_r51_12 * (1); 
w[j][k * 64 + i] = (j + k + i) % 9;
} __syncthreads(); }
        }
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_6_0(int (*w)[512], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 56 "launch_config.c"
{

        { long __accc_tc58_8_0 = (long)((long long)(4) - (long long)(0)); if (__accc_tc58_8_0 < 0) __accc_tc58_8_0 = 0; for (long __accc_b58_8 = 0; __accc_b58_8 < __accc_tc58_8_0; __accc_b58_8 += 8) { const long __accc_it58_8 = __accc_b58_8 + ((long)threadIdx.x / 128); const int __accc_won58_8 = __accc_it58_8 < __accc_tc58_8_0; long __accc_r58_8 = __accc_it58_8; int k = (0) + __accc_r58_8 * (1); 
{

            { long __accc_tc60_12_0 = __accc_won58_8 ? (long)((long long)(128) - (long long)(0)) : 0; if (__accc_tc60_12_0 < 0) __accc_tc60_12_0 = 0; for (long __accc_it60_12 = ((long)threadIdx.x % 128); __accc_it60_12 < __accc_tc60_12_0; __accc_it60_12 += 128) { long __accc_r60_12 = __accc_it60_12; int i = (0) + __accc_r60_12 * (1); 
w[j][k * 128 + i] += i % 3;
} __syncthreads(); }
        }
} __syncthreads(); }
    }
    }
}
