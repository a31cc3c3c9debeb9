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
extern "C" __global__ void __accc_kernel_0_0(int *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "macros_in_pragmas.c"
a[i] = i % 64;
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "macros_in_pragmas.c"
b[i] = (3 * i);
    }
}

extern "C" __global__ void __accc_kernel_2_0(int *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "macros_in_pragmas.c"
c[i] = (i % 5);
    }
}

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ a, long *__accc_p_sa, long *__accc_a_sa, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long sa = 0;
    __shared__ long __accc_red_sa[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 35 "macros_in_pragmas.c"
sa += a[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, sa, __accc_s);
        sa = sa + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_sa[__accc_l / 32] = sa;
    __syncthreads();
    if (__accc_l < 32) {
        sa = __accc_l < 4 ? __accc_red_sa[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, sa, __accc_s);
            sa = sa + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_sa), (unsigned long long)((sa)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_sa + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_sa;
            *(volatile long *)__accc_a_sa = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_sa + 16)) = 0u;
            *__accc_p_sa = *__accc_p_sa + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(const int *__restrict__ b, long *__accc_p_sb, long *__accc_a_sb, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long sb = 0;
    __shared__ long __accc_red_sb[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "macros_in_pragmas.c"
sb += b[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, sb, __accc_s);
        sb = sb + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_sb[__accc_l / 32] = sb;
    __syncthreads();
    if (__accc_l < 32) {
        sb = __accc_l < 4 ? __accc_red_sb[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, sb, __accc_s);
            sb = sb + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_sb), (unsigned long long)((sb)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_sb + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_sb;
            *(volatile long *)__accc_a_sb = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_sb + 16)) = 0u;
            *__accc_p_sb = *__accc_p_sb + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_5_0(const int *__restrict__ c, long *__accc_p_sc, long *__accc_a_sc, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long sc = 0;
    __shared__ long __accc_red_sc[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "macros_in_pragmas.c"
sc += c[i];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, sc, __accc_s);
        sc = sc + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_sc[__accc_l / 32] = sc;
    __syncthreads();
    if (__accc_l < 32) {
        sc = __accc_l < 4 ? __accc_red_sc[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, sc, __accc_s);
            sc = sc + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_sc), (unsigned long long)((sc)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_sc + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_sc;
            *(volatile long *)__accc_a_sc = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_sc + 16)) = 0u;
            *__accc_p_sc = *__accc_p_sc + __accc_t;
        }
    }
}
