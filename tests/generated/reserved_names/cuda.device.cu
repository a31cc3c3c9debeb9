#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct pair;
struct pair { int local; int global; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ int min__accc(int a, int b);
__device__ int max__accc(int a, int b);
__device__ int clamp(int x, int lo, int hi, int *length);
__device__ int min__accc(int a, int b)
{
    return a < b ? a : b;
}
__device__ int max__accc(int a, int b)
{
    return a > b ? a : b;
}
__device__ int clamp(int x, int lo, int hi, int *length)
{
    return min__accc(max__accc(x, lo), hi) + length[x % 500] % 2;
}
extern "C" __global__ void __accc_kernel_0_0(int barrier, int get_global_id, int threadIdx__accc, int blockDim__accc, int int2__accc, int float4__accc, struct pair __accc_fp_kernel, int *out, const int *__restrict__ sign, int *length, long *__accc_p_dot, long *__accc_a_dot, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long dot = 0;
    __shared__ long __accc_red_dot[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int mix = (__accc_lo0 + __accc_it * __accc_st0);
        struct pair kernel = __accc_fp_kernel;
#line 51 "reserved_names.c"
{
        int step[3] = {mix, barrier, get_global_id};
        int select = clamp(mix, 100, 400, length) + step[1] * step[2];
        out[mix] = select + threadIdx__accc * blockDim__accc + int2__accc * float4__accc + kernel.local - kernel.global;
        dot += (long)out[mix] * sign[mix];
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dot, __accc_s);
        dot = dot + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_dot[__accc_l / 32] = dot;
    __syncthreads();
    if (__accc_l < 32) {
        dot = __accc_l < 4 ? __accc_red_dot[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dot, __accc_s);
            dot = dot + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_dot), (unsigned long long)((dot)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dot + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_dot;
            *(volatile long *)__accc_a_dot = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dot + 16)) = 0u;
            *__accc_p_dot = *__accc_p_dot + __accc_t;
        }
    }
}
