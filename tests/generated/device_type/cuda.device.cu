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
extern "C" __global__ void __accc_kernel_0_0(float *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "device_type.c"
a[i] = (float)(i % 32);
    }
}

extern "C" __global__ void __accc_kernel_1_0(const float *__restrict__ a, float *__accc_p_s, float *__accc_a_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float s = 0;
    __shared__ float __accc_red_s[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "device_type.c"
s += a[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, s, __accc_s);
        s = s + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_s[__accc_l / 32] = s;
    __syncthreads();
    if (__accc_l < 32) {
        s = __accc_l < 4 ? __accc_red_s[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, s, __accc_s);
            s = s + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_s), s);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_s + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_s;
            *(volatile float *)__accc_a_s = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_s + 16)) = 0u;
            *__accc_p_s = *__accc_p_s + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int *__accc_p_t, int *__accc_a_t, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int t = 0;
    __shared__ int __accc_red_t[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "device_type.c"
t += i;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, t, __accc_s);
        t = t + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_t[__accc_l / 32] = t;
    __syncthreads();
    if (__accc_l < 32) {
        t = __accc_l < 4 ? __accc_red_t[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, t, __accc_s);
            t = t + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_t), t);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_t + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_t;
            *(volatile int *)__accc_a_t = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_t + 16)) = 0u;
            *__accc_p_t = *__accc_p_t + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(int (*w)[256], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "device_type.c"
{

        { long __accc_tc43_8_0 = (long)((long long)(8) - (long long)(0)); if (__accc_tc43_8_0 < 0) __accc_tc43_8_0 = 0; for (long __accc_b43_8 = 0; __accc_b43_8 < __accc_tc43_8_0; __accc_b43_8 += 8) { const long __accc_it43_8 = __accc_b43_8 + ((long)threadIdx.x / 32); const int __accc_won43_8 = __accc_it43_8 < __accc_tc43_8_0; long __accc_r43_8 = __accc_it43_8; int k = (0) + __accc_r43_8 * (1); 
{

            { long __accc_tc45_12_0 = __accc_won43_8 ? (long)((long long)(32) - (long long)(0)) : 0; if (__accc_tc45_12_0 < 0) __accc_tc45_12_0 = 0; for (long __accc_it45_12 = ((long)threadIdx.x % 32); __accc_it45_12 < __accc_tc45_12_0; __accc_it45_12 += 32) { long __accc_r45_12 = __accc_it45_12; int i = (0) + __accc_r45_12 * (1); 
w[j][k * 32 + i] = j + k + i;
} __syncthreads(); }
        }
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_4_0(int (*w)[256], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 50 "device_type.c"
{

        { long __accc_tc52_8_0 = (long)((long long)(4) - (long long)(0)); if (__accc_tc52_8_0 < 0) __accc_tc52_8_0 = 0; for (long __accc_b52_8 = 0; __accc_b52_8 < __accc_tc52_8_0; __accc_b52_8 += 4) { const long __accc_it52_8 = __accc_b52_8 + ((long)threadIdx.x / 64); const int __accc_won52_8 = __accc_it52_8 < __accc_tc52_8_0; long __accc_r52_8 = __accc_it52_8; int k = (0) + __accc_r52_8 * (1); 
{

            { long __accc_tc54_12_0 = __accc_won52_8 ? (long)((long long)(64) - (long long)(0)) : 0; if (__accc_tc54_12_0 < 0) __accc_tc54_12_0 = 0; for (long __accc_it54_12 = ((long)threadIdx.x % 64); __accc_it54_12 < __accc_tc54_12_0; __accc_it54_12 += 64) { long __accc_r54_12 = __accc_it54_12; int i = (0) + __accc_r54_12 * (1); 
w[j][k * 64 + i] *= 2;
} __syncthreads(); }
        }
} __syncthreads(); }
    }
    }
}
