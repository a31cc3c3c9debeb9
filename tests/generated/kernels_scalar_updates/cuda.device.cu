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
extern "C" __global__ void __accc_kernel_0_0(int *mask, const int *__restrict__ visited, int *cost, int *updating, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int tid = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "kernels_scalar_updates.c"
{
      if (mask[tid]) {
        mask[tid] = 0;
        for (int c = 2 * tid + 1; c <= 2 * tid + 2 && c < 200; c++) {
          if (!visited[c]) {
            cost[c] = cost[tid] + 1;
            updating[c] = 1;
          }
        }
      }
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *updating, int *mask, int *visited, int *__accc_p_stop, int *__accc_a_stop, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int stop = 0;
    __shared__ int __accc_red_stop[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int tid = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "kernels_scalar_updates.c"
{
      if (updating[tid]) {
        mask[tid] = 1;
        visited[tid] = 1;
        stop = stop | 1;
        updating[tid] = 0;
      }
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, stop, __accc_s);
        stop = stop | __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_stop[__accc_l / 32] = stop;
    __syncthreads();
    if (__accc_l < 32) {
        stop = __accc_l < 4 ? __accc_red_stop[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, stop, __accc_s);
            stop = stop | __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicOr(&(*__accc_a_stop), stop);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_stop + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_stop;
            *(volatile int *)__accc_a_stop = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_stop + 16)) = 0u;
            *__accc_p_stop = *__accc_p_stop | __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ vals, int *__accc_p_flag, int *__accc_a_flag, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int flag = 0;
    __shared__ int __accc_red_flag[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 58 "kernels_scalar_updates.c"
if (vals[i] > 99) flag = flag | 2;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, flag, __accc_s);
        flag = flag | __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_flag[__accc_l / 32] = flag;
    __syncthreads();
    if (__accc_l < 32) {
        flag = __accc_l < 4 ? __accc_red_flag[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, flag, __accc_s);
            flag = flag | __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicOr(&(*__accc_a_flag), flag);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_flag + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_flag;
            *(volatile int *)__accc_a_flag = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_flag + 16)) = 0u;
            *__accc_p_flag = *__accc_p_flag | __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const int *__restrict__ vals, int *__accc_p_any_odd, int *__accc_a_any_odd, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int any_odd = 0;
    __shared__ int __accc_red_any_odd[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 62 "kernels_scalar_updates.c"
{
    int c = vals[i] & 1;
    any_odd |= c;
  }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, any_odd, __accc_s);
        any_odd = any_odd | __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_any_odd[__accc_l / 32] = any_odd;
    __syncthreads();
    if (__accc_l < 32) {
        any_odd = __accc_l < 4 ? __accc_red_any_odd[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, any_odd, __accc_s);
            any_odd = any_odd | __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicOr(&(*__accc_a_any_odd), any_odd);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_any_odd + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_any_odd;
            *(volatile int *)__accc_a_any_odd = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_any_odd + 16)) = 0u;
            *__accc_p_any_odd = *__accc_p_any_odd | __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(const int *__restrict__ vals, int *__accc_p_found, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 70 "kernels_scalar_updates.c"
if (vals[i] == 0) (*__accc_p_found) = i;
    }
}

extern "C" __global__ void __accc_kernel_5_0(const int *__restrict__ vals, int *__accc_p_mx)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 76 "kernels_scalar_updates.c"
for (int i = 0; i < 200; i++)
      if (vals[i] > (*__accc_p_mx)) (*__accc_p_mx) = vals[i];
    }
}
