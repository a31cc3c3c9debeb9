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
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ a)[70], int (*t)[100], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_ei = (long)threadIdx.x / 8, __accc_ej = (long)threadIdx.x % 8;
    const long __accc_nt1 = (__accc_tc1 + 8 - 1) / 8, __accc_nt = (__accc_tc0 + 8 - 1) / 8 * __accc_nt1;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_nt; __accc_t += (long)gridDim.x) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 8 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 8 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 18 "tile.c"
t[j][i] = a[i][j];
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*__restrict__ a)[70], int (*u)[70], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_ei = (long)threadIdx.x / 32, __accc_ej = (long)threadIdx.x % 32;
    const long __accc_nt1 = (__accc_tc1 + 32 - 1) / 32, __accc_nt = (__accc_tc0 + 4 - 1) / 4 * __accc_nt1;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_nt; __accc_t += (long)gridDim.x) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 4 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 32 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 23 "tile.c"
u[i][j] = a[i][j] * 2;
    }
}

extern "C" __global__ void __accc_kernel_2_0(int (*__restrict__ a)[70], int (*w)[70], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_ei = (long)threadIdx.x / 3, __accc_ej = (long)threadIdx.x % 3;
    const long __accc_nt1 = (__accc_tc1 + 3 - 1) / 3, __accc_nt = (__accc_tc0 + 7 - 1) / 7 * __accc_nt1;
    for (long __accc_t = (long)blockIdx.x; __accc_t < __accc_nt; __accc_t += (long)gridDim.x) {
        const long __accc_x0 = __accc_t / __accc_nt1 * 7 + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * 3 + __accc_ej;
        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 31 "tile.c"
w[i][j] = a[i][j] + 1;
    }
}
