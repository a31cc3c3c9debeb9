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
extern "C" __global__ void __accc_kernel_0_0_strips(int (*__restrict__ m)[150], long *__accc_p_total, long *__accc_a_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long total = 0;
    __shared__ long __accc_red_total[4];
    int __accc_l = (int)threadIdx.x;
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 23 "reduction_nested.c"
total += m[i][j];
        }
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
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_total), (unsigned long long)((total)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_total + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_total;
            *(volatile long *)__accc_a_total = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_total + 16)) = 0u;
            *__accc_p_total = *__accc_p_total + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ m)[150], long *__accc_p_total, long *__accc_a_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long total = 0;
    __shared__ long __accc_red_total[4];
    int __accc_l = (int)threadIdx.x;
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 23 "reduction_nested.c"
total += m[i][j];
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
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_total), (unsigned long long)((total)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_total + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_total;
            *(volatile long *)__accc_a_total = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_total + 16)) = 0u;
            *__accc_p_total = *__accc_p_total + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0_strips(int (*__restrict__ m)[150], int *__accc_p_mx, int *__accc_a_mx, int *__accc_p_mn, int *__accc_a_mn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int mx = (-2147483647-1);
    __shared__ int __accc_red_mx[4];
    int mn = 2147483647;
    __shared__ int __accc_red_mn[4];
    int __accc_l = (int)threadIdx.x;
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 29 "reduction_nested.c"
{
            mx = m[i][j] > mx ? m[i][j] : mx;
            mn = m[i][j] < mn ? m[i][j] : mn;
        }
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, mx, __accc_s);
        mx = (mx > __accc_o ? mx : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_mx[__accc_l / 32] = mx;
    __syncthreads();
    if (__accc_l < 32) {
        mx = __accc_l < 4 ? __accc_red_mx[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, mx, __accc_s);
            mx = (mx > __accc_o ? mx : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_mx), mx);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_mx + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_mx;
            *(volatile int *)__accc_a_mx = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_mx + 16)) = 0u;
            *__accc_p_mx = (*__accc_p_mx > __accc_t ? *__accc_p_mx : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, mn, __accc_s);
        mn = (mn < __accc_o ? mn : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_mn[__accc_l / 32] = mn;
    __syncthreads();
    if (__accc_l < 32) {
        mn = __accc_l < 4 ? __accc_red_mn[__accc_l] : 2147483647;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, mn, __accc_s);
            mn = (mn < __accc_o ? mn : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMin(&(*__accc_a_mn), mn);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_mn + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_mn;
            *(volatile int *)__accc_a_mn = 2147483647;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_mn + 16)) = 0u;
            *__accc_p_mn = (*__accc_p_mn < __accc_t ? *__accc_p_mn : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*__restrict__ m)[150], int *__accc_p_mx, int *__accc_a_mx, int *__accc_p_mn, int *__accc_a_mn, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int mx = (-2147483647-1);
    __shared__ int __accc_red_mx[4];
    int mn = 2147483647;
    __shared__ int __accc_red_mn[4];
    int __accc_l = (int)threadIdx.x;
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 29 "reduction_nested.c"
{
            mx = m[i][j] > mx ? m[i][j] : mx;
            mn = m[i][j] < mn ? m[i][j] : mn;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, mx, __accc_s);
        mx = (mx > __accc_o ? mx : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_mx[__accc_l / 32] = mx;
    __syncthreads();
    if (__accc_l < 32) {
        mx = __accc_l < 4 ? __accc_red_mx[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, mx, __accc_s);
            mx = (mx > __accc_o ? mx : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_mx), mx);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_mx + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_mx;
            *(volatile int *)__accc_a_mx = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_mx + 16)) = 0u;
            *__accc_p_mx = (*__accc_p_mx > __accc_t ? *__accc_p_mx : __accc_t);
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, mn, __accc_s);
        mn = (mn < __accc_o ? mn : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_mn[__accc_l / 32] = mn;
    __syncthreads();
    if (__accc_l < 32) {
        mn = __accc_l < 4 ? __accc_red_mn[__accc_l] : 2147483647;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, mn, __accc_s);
            mn = (mn < __accc_o ? mn : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMin(&(*__accc_a_mn), mn);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_mn + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_mn;
            *(volatile int *)__accc_a_mn = 2147483647;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_mn + 16)) = 0u;
            *__accc_p_mn = (*__accc_p_mn < __accc_t ? *__accc_p_mn : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0_strips(int (*__restrict__ m)[150], long *__accc_p_pos, long *__accc_a_pos, long *__accc_p_neg, long *__accc_a_neg, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long pos = 0;
    __shared__ long __accc_red_pos[4];
    long neg = 0;
    __shared__ long __accc_red_neg[4];
    int __accc_l = (int)threadIdx.x;
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 40 "reduction_nested.c"
{
                if (m[i][j] > 0)
                    pos += m[i][j];
                else
                    neg += m[i][j];
            }
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, pos, __accc_s);
        pos = pos + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_pos[__accc_l / 32] = pos;
    __syncthreads();
    if (__accc_l < 32) {
        pos = __accc_l < 4 ? __accc_red_pos[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, pos, __accc_s);
            pos = pos + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_pos), (unsigned long long)((pos)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_pos + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_pos;
            *(volatile long *)__accc_a_pos = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_pos + 16)) = 0u;
            *__accc_p_pos = *__accc_p_pos + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, neg, __accc_s);
        neg = neg + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_neg[__accc_l / 32] = neg;
    __syncthreads();
    if (__accc_l < 32) {
        neg = __accc_l < 4 ? __accc_red_neg[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, neg, __accc_s);
            neg = neg + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_neg), (unsigned long long)((neg)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_neg + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_neg;
            *(volatile long *)__accc_a_neg = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_neg + 16)) = 0u;
            *__accc_p_neg = *__accc_p_neg + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int (*__restrict__ m)[150], long *__accc_p_pos, long *__accc_a_pos, long *__accc_p_neg, long *__accc_a_neg, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long pos = 0;
    __shared__ long __accc_red_pos[4];
    long neg = 0;
    __shared__ long __accc_red_neg[4];
    int __accc_l = (int)threadIdx.x;
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 40 "reduction_nested.c"
{
                if (m[i][j] > 0)
                    pos += m[i][j];
                else
                    neg += m[i][j];
            }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, pos, __accc_s);
        pos = pos + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_pos[__accc_l / 32] = pos;
    __syncthreads();
    if (__accc_l < 32) {
        pos = __accc_l < 4 ? __accc_red_pos[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, pos, __accc_s);
            pos = pos + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_pos), (unsigned long long)((pos)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_pos + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_pos;
            *(volatile long *)__accc_a_pos = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_pos + 16)) = 0u;
            *__accc_p_pos = *__accc_p_pos + __accc_t;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, neg, __accc_s);
        neg = neg + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_neg[__accc_l / 32] = neg;
    __syncthreads();
    if (__accc_l < 32) {
        neg = __accc_l < 4 ? __accc_red_neg[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, neg, __accc_s);
            neg = neg + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_neg), (unsigned long long)((neg)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_neg + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_neg;
            *(volatile long *)__accc_a_neg = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_neg + 16)) = 0u;
            *__accc_p_neg = *__accc_p_neg + __accc_t;
        }
    }
}
