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
extern "C" __global__ void __accc_kernel_0_0_strips(double (*__restrict__ g)[600], long __accc_delta_h, char *__accc_b_h, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double (*h)[600] = (double (*)[600])(__accc_b_h - __accc_delta_h);
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        double __accc_carry0_0, __accc_carry0_1, __accc_carry0_2;
        double __accc_carry1_0, __accc_carry1_1, __accc_carry1_2;
        double __accc_carry2_0, __accc_carry2_1, __accc_carry2_2;
        if (__accc_r < __accc_re) {
            const long __accc_x0 = __accc_r;
            int j = (__accc_lo0 + __accc_x0 * __accc_st0);
            int i = (__accc_lo1 + __accc_x1 * __accc_st1);
            __accc_carry0_1 = g[j][i - 1];
            __accc_carry0_2 = g[j - 1][i - 1];
            __accc_carry1_1 = g[j][i];
            __accc_carry1_2 = g[j - 1][i];
            __accc_carry2_1 = g[j][i + 1];
            __accc_carry2_2 = g[j - 1][i + 1];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y, __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0, __accc_carry1_2 = __accc_carry1_1, __accc_carry1_1 = __accc_carry1_0, __accc_carry2_2 = __accc_carry2_1, __accc_carry2_1 = __accc_carry2_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(g[j + 1][i - 1])));
        }
        __accc_carry0_0 = g[j + 1][i - 1];
        __accc_carry1_0 = g[j + 1][i];
        __accc_carry2_0 = g[j + 1][i + 1];
#line 56 "row_registers.c"
h[j][i] = 0.125 * (__accc_carry0_2 + __accc_carry1_2 + __accc_carry2_2 + __accc_carry0_1
                               + __accc_carry2_1 + __accc_carry0_0 + __accc_carry1_0 + __accc_carry2_0)
                      - __accc_carry1_1;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_0(double (*__restrict__ g)[600], long __accc_delta_h, char *__accc_b_h, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double (*h)[600] = (double (*)[600])(__accc_b_h - __accc_delta_h);
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 56 "row_registers.c"
h[j][i] = 0.125 * (g[j - 1][i - 1] + g[j - 1][i] + g[j - 1][i + 1] + g[j][i - 1]
                               + g[j][i + 1] + g[j + 1][i - 1] + g[j + 1][i] + g[j + 1][i + 1])
                      - g[j][i];
    }
}

extern "C" __global__ void __accc_kernel_1_0_strips(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        int __accc_carry0_0, __accc_carry0_1, __accc_carry0_2, __accc_carry0_3, __accc_carry0_4;
        if (__accc_r < __accc_re) {
            const long __accc_x0 = __accc_r;
            int j = (__accc_lo0 + __accc_x0 * __accc_st0);
            int i = (__accc_lo1 + __accc_x1 * __accc_st1);
            __accc_carry0_1 = a[(j + 1) * m + i];
            __accc_carry0_2 = a[j * m + i];
            __accc_carry0_3 = a[(j - 1) * m + i];
            __accc_carry0_4 = a[(j - 2) * m + i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y, __accc_carry0_4 = __accc_carry0_3, __accc_carry0_3 = __accc_carry0_2, __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(a[(j + 2) * m + i])));
        }
        __accc_carry0_0 = a[(j + 2) * m + i];
#line 66 "row_registers.c"
b[j * m + i] = __accc_carry0_4 - 2 * __accc_carry0_3 + 3 * __accc_carry0_2
                           - 4 * __accc_carry0_1 + 5 * __accc_carry0_0;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 66 "row_registers.c"
b[j * m + i] = a[(j - 2) * m + i] - 2 * a[(j - 1) * m + i] + 3 * a[j * m + i]
                           - 4 * a[(j + 1) * m + i] + 5 * a[(j + 2) * m + i];
    }
}

extern "C" __global__ void __accc_kernel_2_0_strips(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
            __accc_carry0_2 = a[(j + 1) * m + i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y, __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(a[(j - 1) * m + i])));
        }
        __accc_carry0_0 = a[(j - 1) * m + i];
#line 74 "row_registers.c"
b[j * m + i] += __accc_carry0_2 - 3 * __accc_carry0_1 + 7 * __accc_carry0_0;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 74 "row_registers.c"
b[j * m + i] += a[(j + 1) * m + i] - 3 * a[j * m + i] + 7 * a[(j - 1) * m + i];
    }
}

extern "C" __global__ void __accc_kernel_3_0_strips(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
            {
                int k = j * m + i;
                __accc_carry0_1 = a[k];
            }
            {
                int k = j * m + i;
                __accc_carry0_2 = a[k - m];
            }
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y, __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            int k = j * m + i;
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(a[k + m])));
        }
        {
            int k = j * m + i;
            __accc_carry0_0 = a[k + m];
        }
#line 81 "row_registers.c"
{
            int k = j * m + i;
            int north = __accc_carry0_2;
            b[k] = north + 2 * __accc_carry0_1 + __accc_carry0_0 + (i % 3 == 0 ? __accc_carry0_2 : -1);
        }
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 81 "row_registers.c"
{
            int k = j * m + i;
            int north = a[k - m];
            b[k] = north + 2 * a[k] + a[k + m] + (i % 3 == 0 ? a[k - m] : -1);
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0_strips(int m, const int *__restrict__ a, const int *__restrict__ c, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        int __accc_carry0_0, __accc_carry0_1, __accc_carry0_2;
        int __accc_carry1_0, __accc_carry1_1;
        if (__accc_r < __accc_re) {
            const long __accc_x0 = __accc_r;
            int j = (__accc_lo0 + __accc_x0 * __accc_st0);
            int i = (__accc_lo1 + __accc_x1 * __accc_st1);
            __accc_carry0_1 = a[j * m + i];
            __accc_carry0_2 = a[(j - 1) * m + i];
            __accc_carry1_1 = c[j * m + i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y, __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0, __accc_carry1_1 = __accc_carry1_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(a[(j + 1) * m + i])));
        }
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(c[(j + 1) * m + i])));
        }
        __accc_carry0_0 = a[(j + 1) * m + i];
        __accc_carry1_0 = c[(j + 1) * m + i];
#line 90 "row_registers.c"
b[j * m + i] += __accc_carry0_2 * __accc_carry1_0 - __accc_carry0_1 * __accc_carry1_1
                            + __accc_carry0_0;
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(int m, const int *__restrict__ a, const int *__restrict__ c, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 90 "row_registers.c"
b[j * m + i] += a[(j - 1) * m + i] * c[(j + 1) * m + i] - a[j * m + i] * c[j * m + i]
                            + a[(j + 1) * m + i];
    }
}

extern "C" __global__ void __accc_kernel_5_0_strips(int n, int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 99 "row_registers.c"
b[j * m + i] += (j < n - 1 ? a[(j + 1) * m + i] : 0) - a[j * m + i];
        }
    }
}

extern "C" __global__ void __accc_kernel_5_0(int n, int m, const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 99 "row_registers.c"
b[j * m + i] += (j < n - 1 ? a[(j + 1) * m + i] : 0) - a[j * m + i];
    }
}
