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
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ a)[83], int (*b)[61], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_ei = (long)threadIdx.x / 16, __accc_ej = (long)threadIdx.x % 16;
    const long __accc_nt1 = (__accc_tc1 + 16 - 1) / 16, __accc_nt = (__accc_tc0 + 4 - 1) / 4 * __accc_nt1;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_nt; __accc_t += (long)gridDim.x) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 4 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 16 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 22 "tile_strips.c"
b[j][i] = a[i][j];
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*__restrict__ a)[83], long *__accc_p_sum, long *__accc_a_sum, int *__accc_p_hi, int *__accc_a_hi, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long sum = 0;
    __shared__ long __accc_red_sum[24];
    int hi = (-2147483647-1);
    __shared__ int __accc_red_hi[24];
    int __accc_l = (int)threadIdx.x;
    const long __accc_ei = (long)threadIdx.x / 8, __accc_ej = (long)threadIdx.x % 8;
    const long __accc_nt1 = (__accc_tc1 + 8 - 1) / 8, __accc_nt = (__accc_tc0 + 3 - 1) / 3 * __accc_nt1;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_nt; __accc_t += (long)gridDim.x) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 3 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 8 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 28 "tile_strips.c"
{
            sum += a[i][j] * (i + 1) - a[i - 1][j + 1];
            hi = a[i][j] + j > hi ? a[i][j] + j : hi;
        }
    }
    __accc_red_sum[__accc_l] = sum;
    __syncthreads();
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 24) __accc_red_sum[__accc_l] = __accc_red_sum[__accc_l] + __accc_red_sum[__accc_l + __accc_s];
        __syncthreads();
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_sum), (unsigned long long)((__accc_red_sum[0])));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_sum + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_sum;
            *(volatile long *)__accc_a_sum = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_sum + 16)) = 0u;
            *__accc_p_sum = *__accc_p_sum + __accc_t;
        }
    }
    __accc_red_hi[__accc_l] = hi;
    __syncthreads();
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 24) __accc_red_hi[__accc_l] = (__accc_red_hi[__accc_l] > __accc_red_hi[__accc_l + __accc_s] ? __accc_red_hi[__accc_l] : __accc_red_hi[__accc_l + __accc_s]);
        __syncthreads();
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_hi), __accc_red_hi[0]);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_hi + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_hi;
            *(volatile int *)__accc_a_hi = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_hi + 16)) = 0u;
            *__accc_p_hi = (*__accc_p_hi > __accc_t ? *__accc_p_hi : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int (*__restrict__ a)[83], int (*c)[83], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_ei = (long)threadIdx.x / 1, __accc_ej = (long)threadIdx.x % 1;
    const long __accc_nt1 = (__accc_tc1 + 1 - 1) / 1, __accc_nt = (__accc_tc0 + 7 - 1) / 7 * __accc_nt1;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_nt; __accc_t += (long)gridDim.x) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 7 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 1 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 36 "tile_strips.c"
c[i][j] = a[i][j] * 2 + (j > 0 ? a[i][j - 1] : 0);
    }
}

extern "C" __global__ void __accc_kernel_3_0(int (*__restrict__ a)[83], int (*d)[83], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_ei = (long)threadIdx.x / 32, __accc_ej = (long)threadIdx.x % 32;
    const long __accc_nt1 = (__accc_tc1 + 32 - 1) / 32, __accc_nt = (__accc_tc0 + 4 - 1) / 4 * __accc_nt1;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_nt; __accc_t += (long)gridDim.x) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 4 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 32 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 43 "tile_strips.c"
d[i][j] = a[61 - 1 - i][j] - i;
    }
}

extern "C" __global__ void __accc_kernel_3_1_strips(int (*__restrict__ a)[83], int (*e)[83], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 47 "tile_strips.c"
e[i][j] = a[i][83 - 1 - j] + j;
        }
    }
}

extern "C" __global__ void __accc_kernel_3_1(int (*__restrict__ a)[83], int (*e)[83], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 47 "tile_strips.c"
e[i][j] = a[i][83 - 1 - j] + j;
    }
}
