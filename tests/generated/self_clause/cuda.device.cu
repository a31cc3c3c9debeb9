#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
enum { acc_device_host = 2 };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, int *b, int *__accc_p_host_runs, int *__accc_a_host_runs, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int host_runs = 0;
    __shared__ int __accc_red_host_runs[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "self_clause.c"
{
        b[i] = a[i] + 1;
        host_runs += acc_on_device(acc_device_host) ? 1 : 0;
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, host_runs, __accc_s);
        host_runs = host_runs + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_host_runs[__accc_l / 32] = host_runs;
    __syncthreads();
    if (__accc_l < 32) {
        host_runs = __accc_l < 4 ? __accc_red_host_runs[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, host_runs, __accc_s);
            host_runs = host_runs + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_host_runs), host_runs);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_host_runs + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_host_runs;
            *(volatile int *)__accc_a_host_runs = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_host_runs + 16)) = 0u;
            *__accc_p_host_runs = *__accc_p_host_runs + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ a, int *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 30 "self_clause.c"
c[i] = 3 * a[i];
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ a, long *__accc_p_total)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 34 "self_clause.c"
for (int i = 0; i < 256; i++)
        (*__accc_p_total) += a[i];
    }
}

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ a, int *d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "self_clause.c"
d[i] = a[i] - 1;
    }
}

extern "C" __global__ void __accc_kernel_4_0(int *e, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 47 "self_clause.c"
e[i] = i * i;
    }
}
