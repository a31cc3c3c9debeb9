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
__device__ int twice(int x);
__device__ int twice(int x)
{
    return 2 * x;
}
extern "C" __global__ void __accc_kernel_0_0_strips(const int *__restrict__ in, long __accc_in_d1, long __accc_delta_out, char *__accc_b_out, long __accc_out_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int *out = (int *)(__accc_b_out - __accc_delta_out);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        int __accc_carry0_0, __accc_carry0_1, __accc_carry0_2;
        if (__accc_r < __accc_re) {
            const long __accc_x0 = __accc_r;
            int j = (__accc_lo0 + __accc_x0 * __accc_st0);
            int i = (__accc_lo1 + __accc_x1 * __accc_st1);
            __accc_carry0_1 = in[((j)) * __accc_in_d1 + (i)];
            __accc_carry0_2 = in[((j - 1)) * __accc_in_d1 + (i)];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y, __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(in[((j + 1)) * __accc_in_d1 + (i)])));
        }
        __accc_carry0_0 = in[((j + 1)) * __accc_in_d1 + (i)];
#line 38 "row_prefetch.c"
out[((j)) * __accc_out_d1 + (i)] = __accc_carry0_2 + 2 * __accc_carry0_1 + __accc_carry0_0;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ in, long __accc_in_d1, long __accc_delta_out, char *__accc_b_out, long __accc_out_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int *out = (int *)(__accc_b_out - __accc_delta_out);
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 38 "row_prefetch.c"
out[((j)) * __accc_out_d1 + (i)] = in[((j - 1)) * __accc_in_d1 + (i)] + 2 * in[((j)) * __accc_in_d1 + (i)] + in[((j + 1)) * __accc_in_d1 + (i)];
    }
}

extern "C" __global__ void __accc_kernel_1_0_strips(int m, const int *__restrict__ a, int *b, int *__accc_p_biggest, int *__accc_a_biggest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int biggest = (-2147483647-1);
    __shared__ int __accc_red_biggest[4];
    int __accc_l = (int)threadIdx.x;
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        int __accc_carry0_0, __accc_carry0_1, __accc_carry0_2;
        if (__accc_r < __accc_re) {
            const long __accc_x0 = __accc_r;
            int j = (__accc_lo0 + __accc_x0 * __accc_st0);
            int i = (__accc_lo1 + __accc_x1 * __accc_st1);
            __accc_carry0_1 = a[j * m + i];
            __accc_carry0_2 = a[(j - 1) * m + i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y, __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(a[(j + 1) * m + i])));
        }
        __accc_carry0_0 = a[(j + 1) * m + i];
#line 58 "row_prefetch.c"
{
            b[j * m + i] = a[j * m + i + 1] + a[j * m + i - 1] + __accc_carry0_2 + __accc_carry0_0;
            int change = b[j * m + i] - 4 * __accc_carry0_1;
            if (change > biggest)
                biggest = change;
        }
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, biggest, __accc_s);
        biggest = (biggest > __accc_o ? biggest : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_biggest[__accc_l / 32] = biggest;
    __syncthreads();
    if (__accc_l < 32) {
        biggest = __accc_l < 4 ? __accc_red_biggest[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, biggest, __accc_s);
            biggest = (biggest > __accc_o ? biggest : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_biggest), biggest);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_biggest + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_biggest;
            *(volatile int *)__accc_a_biggest = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_biggest + 16)) = 0u;
            *__accc_p_biggest = (*__accc_p_biggest > __accc_t ? *__accc_p_biggest : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int m, const int *__restrict__ a, int *b, int *__accc_p_biggest, int *__accc_a_biggest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int biggest = (-2147483647-1);
    __shared__ int __accc_red_biggest[4];
    int __accc_l = (int)threadIdx.x;
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 58 "row_prefetch.c"
{
            b[j * m + i] = a[j * m + i + 1] + a[j * m + i - 1] + a[(j - 1) * m + i] + a[(j + 1) * m + i];
            int change = b[j * m + i] - 4 * a[j * m + i];
            if (change > biggest)
                biggest = change;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, biggest, __accc_s);
        biggest = (biggest > __accc_o ? biggest : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_biggest[__accc_l / 32] = biggest;
    __syncthreads();
    if (__accc_l < 32) {
        biggest = __accc_l < 4 ? __accc_red_biggest[__accc_l] : (-2147483647-1);
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, biggest, __accc_s);
            biggest = (biggest > __accc_o ? biggest : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)atomicMax(&(*__accc_a_biggest), biggest);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_biggest + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_biggest;
            *(volatile int *)__accc_a_biggest = (-2147483647-1);
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_biggest + 16)) = 0u;
            *__accc_p_biggest = (*__accc_p_biggest > __accc_t ? *__accc_p_biggest : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0_strips(int m, const int *__restrict__ a, int (*up)[700], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(a[(j - 1) * m + i])));
        }
#line 70 "row_prefetch.c"
up[j][i] = a[(j - 1) * m + i] - a[(j + 1) * m + i] + j;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int m, const int *__restrict__ a, int (*up)[700], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 70 "row_prefetch.c"
up[j][i] = a[(j - 1) * m + i] - a[(j + 1) * m + i] + j;
    }
}

extern "C" __global__ void __accc_kernel_3_0_strips(int m, const int *__restrict__ a, int (*by2)[700], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        int __accc_carry0_0, __accc_carry0_1, __accc_carry0_2;
        if (__accc_r < __accc_re) {
            const long __accc_x0 = __accc_r;
            int j = (__accc_lo0 + __accc_x0 * __accc_st0);
            int i = (__accc_lo1 + __accc_x1 * __accc_st1);
            __accc_carry0_1 = a[j * m + i];
            __accc_carry0_2 = a[(j - 2) * m + i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y, __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(a[(j + 2) * m + i])));
        }
        __accc_carry0_0 = a[(j + 2) * m + i];
#line 75 "row_prefetch.c"
by2[j][i] = __accc_carry0_2 + __accc_carry0_0 - __accc_carry0_1;
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(int m, const int *__restrict__ a, int (*by2)[700], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 75 "row_prefetch.c"
by2[j][i] = a[(j - 2) * m + i] + a[(j + 2) * m + i] - a[j * m + i];
    }
}

extern "C" __global__ void __accc_kernel_4_0_strips(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 89 "row_prefetch.c"
b[j * m + i] = a[j * m + i];
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 89 "row_prefetch.c"
b[j * m + i] = a[j * m + i];
    }
}

extern "C" __global__ void __accc_kernel_5_0_strips(int n, int m, const int *__restrict__ a, const int *__restrict__ w, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 3 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 3 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(a[j * m + i])));
        }
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(w[j * m + i])));
        }
#line 95 "row_prefetch.c"
{
            int below = j < n - 1 ? a[(j + 1) * m + i] : 0;
            b[j * m + i] += below - a[j * m + i] + w[j * m + i];
        }
        }
    }
}

extern "C" __global__ void __accc_kernel_5_0(int n, int m, const int *__restrict__ a, const int *__restrict__ w, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 95 "row_prefetch.c"
{
            int below = j < n - 1 ? a[(j + 1) * m + i] : 0;
            b[j * m + i] += below - a[j * m + i] + w[j * m + i];
        }
    }
}

extern "C" __global__ void __accc_kernel_6_0_strips(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            int k = j * m + i;
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(a[k + m])));
        }
#line 102 "row_prefetch.c"
{
            int k = j * m + i;
            b[k] += a[k - m] + a[k + m];
        }
        }
    }
}

extern "C" __global__ void __accc_kernel_6_0(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 102 "row_prefetch.c"
{
            int k = j * m + i;
            b[k] += a[k - m] + a[k + m];
        }
    }
}

extern "C" __global__ void __accc_kernel_7_0_strips(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 110 "row_prefetch.c"
b[j * m + i] += a[(j - 1) * m + i] - a[(j + 1) * m + i % 5];
        }
    }
}

extern "C" __global__ void __accc_kernel_7_0(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 110 "row_prefetch.c"
b[j * m + i] += a[(j - 1) * m + i] - a[(j + 1) * m + i % 5];
    }
}

extern "C" __global__ void __accc_kernel_8_0_strips(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 115 "row_prefetch.c"
b[j * m + i] += twice(a[(j - 1) * m + i]) - a[(j + 1) * m + i];
        }
    }
}

extern "C" __global__ void __accc_kernel_8_0(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 115 "row_prefetch.c"
b[j * m + i] += twice(a[(j - 1) * m + i]) - a[(j + 1) * m + i];
    }
}
