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
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ a, float *tmp, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 21 "data_region.c"
tmp[i] = a[i] * 2.0f;
    }
}

extern "C" __global__ void __accc_kernel_1_0(const float *__restrict__ tmp, float *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "data_region.c"
b[i] = tmp[i] + 1.0f;
    }
}

extern "C" __global__ void __accc_kernel_2_0(float *c, const float *__restrict__ b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "data_region.c"
c[i] = c[i] + b[i];
    }
}

extern "C" __global__ void __accc_kernel_3_0(const float *__restrict__ c, float *__accc_p_total, float *__accc_a_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float total = 0;
    __shared__ float __accc_red_total[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "data_region.c"
total += c[i];
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
        (void)atomicAdd(&(*__accc_a_total), total);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_total + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_total;
            *(volatile float *)__accc_a_total = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_total + 16)) = 0u;
            *__accc_p_total = *__accc_p_total + __accc_t;
        }
    }
}
