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
extern "C" __global__ void __accc_kernel_0_0_strips(double (*m)[8], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 72 "update_noncontiguous.c"
m[i][j] = 2;
        }
    }
}

extern "C" __global__ void __accc_kernel_0_0(double (*m)[8], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 72 "update_noncontiguous.c"
m[i][j] = 2;
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*t)[4][4], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_lo2, long __accc_st2, long __accc_tc2, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r2 = __accc_tc2 > 0 ? __accc_tc2 : 1;
    long __accc_x2 = __accc_sx % __accc_r2, __accc_d2 = __accc_sd % __accc_r2;
    __accc_sx /= __accc_r2;
    __accc_sd /= __accc_r2;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x2 += __accc_d2, __accc_c = __accc_x2 >= __accc_tc2, __accc_x2 -= __accc_c ? __accc_tc2 : 0, __accc_x1 += __accc_d1 + __accc_c, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
        int k = (__accc_lo2 + __accc_x2 * __accc_st2);
#line 104 "update_noncontiguous.c"
t[i][j][k] = 100 * i + 10 * j + k;
    }
}
