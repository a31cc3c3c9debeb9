#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ float __accc_atomic_max_float(float *p, float v) {
    int bits = __float_as_int(v);
    if (bits >= 0) return __int_as_float(atomicMax((int *)p, bits));
    return __int_as_float((int)atomicMin((unsigned int *)p, (unsigned int)bits));
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(float *w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "jacobi.c"
w[i] = (float)i;
    }
}

extern "C" __global__ void __accc_kernel_1_0_strips(int m, const float *__restrict__ A, float *Anew, float *__accc_p_err, float *__accc_a_err, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float err = -INFINITY;
    __shared__ float __accc_red_err[4];
    int __accc_l = (int)threadIdx.x;
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        float __accc_carry0_0, __accc_carry0_1, __accc_carry0_2;
        if (__accc_r < __accc_re) {
            const long __accc_x0 = __accc_r;
            int j = (__accc_lo0 + __accc_x0 * __accc_st0);
            int i = (__accc_lo1 + __accc_x1 * __accc_st1);
            __accc_carry0_1 = A[j * m + i];
            __accc_carry0_2 = A[(j - 1) * m + i];
        }
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y, __accc_carry0_2 = __accc_carry0_1, __accc_carry0_1 = __accc_carry0_0) {
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int j = (__accc_lo0 + __accc_ahead * __accc_st0);
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(A[(j + 1) * m + i])));
        }
        __accc_carry0_0 = A[(j + 1) * m + i];
#line 89 "jacobi.c"
{
                    Anew[j * m + i] = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1]
                                             + __accc_carry0_2 + __accc_carry0_0);
                    err = fmaxf(err, fabsf(Anew[j * m + i] - __accc_carry0_1));
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
        (void)__accc_atomic_max_float(&(*__accc_a_err), err);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_err + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_err;
            *(volatile float *)__accc_a_err = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_err + 16)) = 0u;
            *__accc_p_err = (*__accc_p_err > __accc_t ? *__accc_p_err : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int m, const float *__restrict__ A, float *Anew, float *__accc_p_err, float *__accc_a_err, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float err = -INFINITY;
    __shared__ float __accc_red_err[4];
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
#line 89 "jacobi.c"
{
                    Anew[j * m + i] = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1]
                                             + A[(j - 1) * m + i] + A[(j + 1) * m + i]);
                    err = fmaxf(err, fabsf(Anew[j * m + i] - A[j * m + i]));
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
        (void)__accc_atomic_max_float(&(*__accc_a_err), err);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_err + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_err;
            *(volatile float *)__accc_a_err = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_err + 16)) = 0u;
            *__accc_p_err = (*__accc_p_err > __accc_t ? *__accc_p_err : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0_strips(int m, const float *__restrict__ Anew, float *A, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 98 "jacobi.c"
A[j * m + i] = Anew[j * m + i];
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int m, const float *__restrict__ Anew, float *A, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 98 "jacobi.c"
A[j * m + i] = Anew[j * m + i];
    }
}
