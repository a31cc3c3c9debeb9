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
extern "C" __global__ void __accc_kernel_0_0(double *d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 13 "deviceptr_enclosing.c"
d[i] = 3.0 * d[i];
    }
}

extern "C" __global__ void __accc_kernel_1_0(int n, const double *__restrict__ d, double *out)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 15 "deviceptr_enclosing.c"
for (int i = 0; i < n; i++) out[i] = d[i] + 0.5;
    }
}

extern "C" __global__ void __accc_kernel_2_0(double *p, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "deviceptr_enclosing.c"
p[i] = 2.0 * p[i];
    }
}

extern "C" __global__ void __accc_kernel_3_0(int *q, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "deviceptr_enclosing.c"
q[i] = i % 7;
    }
}

extern "C" __global__ void __accc_kernel_4_0(int *q)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 37 "deviceptr_enclosing.c"
{
      q[0] = 100;
    }
    }
}

extern "C" __global__ void __accc_kernel_5_0(const double *__restrict__ p, const double *__restrict__ host, double *out, const int *__restrict__ q, long *__accc_p_sum, long *__accc_a_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long sum = 0;
    __shared__ long __accc_red_sum[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "deviceptr_enclosing.c"
{
        out[i] = p[i] + host[i];
        sum += q[i];
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
