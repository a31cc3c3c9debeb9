#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ double __accc_atomic_max_double(double *p, double v) {
    long long bits = __double_as_longlong(v);
    if (bits >= 0) return __longlong_as_double(atomicMax((long long *)p, bits));
    return __longlong_as_double((long long)atomicMin((unsigned long long *)p, (unsigned long long)bits));
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0_strips(double (*__restrict__ A)[64], double (*Anew)[64], double *__accc_p_err, double *__accc_a_err, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double err = -INFINITY;
    __shared__ double __accc_red_err[4];
    int __accc_l = (int)threadIdx.x;
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        double __accc_carry0_0, __accc_carry0_1, __accc_carry0_2;
        if (__accc_r < __accc_re) {
            const long __accc_x0 = __accc_r;
            int j = (__accc_lo0 + __accc_x0 * __accc_st0);
            int i = (__accc_lo1 + __accc_x1 * __accc_st1);
            __accc_carry0_1 = A[j][i];
            __accc_carry0_2 = A[j - 1][i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y, __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(A[j + 1][i])));
        }
        __accc_carry0_0 = A[j + 1][i];
#line 36 "jacobi.c"
{
                    Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + __accc_carry0_2 + __accc_carry0_0);
                    err = fmax(err, fabs(Anew[j][i] - __accc_carry0_1));
                }
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, err, __accc_s);
        err = (err > __accc_o ? err : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_err[__accc_l / 32] = err;
    __syncthreads();
    if (__accc_l < 32) {
        err = __accc_l < 4 ? __accc_red_err[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, err, __accc_s);
            err = (err > __accc_o ? err : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_double(&(*__accc_a_err), err);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_err + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_err;
            *(volatile double *)__accc_a_err = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_err + 16)) = 0u;
            *__accc_p_err = (*__accc_p_err > __accc_t ? *__accc_p_err : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_0_0(double (*__restrict__ A)[64], double (*Anew)[64], double *__accc_p_err, double *__accc_a_err, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double err = -INFINITY;
    __shared__ double __accc_red_err[4];
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
#line 36 "jacobi.c"
{
                    Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
                    err = fmax(err, fabs(Anew[j][i] - A[j][i]));
                }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, err, __accc_s);
        err = (err > __accc_o ? err : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_err[__accc_l / 32] = err;
    __syncthreads();
    if (__accc_l < 32) {
        err = __accc_l < 4 ? __accc_red_err[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, err, __accc_s);
            err = (err > __accc_o ? err : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_double(&(*__accc_a_err), err);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_err + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_err;
            *(volatile double *)__accc_a_err = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_err + 16)) = 0u;
            *__accc_p_err = (*__accc_p_err > __accc_t ? *__accc_p_err : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0_strips(double (*__restrict__ Anew)[64], double (*A)[64], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 44 "jacobi.c"
A[j][i] = Anew[j][i];
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(double (*__restrict__ Anew)[64], double (*A)[64], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 44 "jacobi.c"
A[j][i] = Anew[j][i];
    }
}
