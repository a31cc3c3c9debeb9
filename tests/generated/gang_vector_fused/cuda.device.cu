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
extern "C" __global__ void __accc_kernel_0_0_strips(float (*__restrict__ grid)[1200], float (*out)[1200], float *__accc_p_biggest, float *__accc_a_biggest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float biggest = -INFINITY;
    __shared__ float __accc_red_biggest[4];
    int __accc_l = (int)threadIdx.x;
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
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(grid[j + 1][i])));
        }
#line 26 "gang_vector_fused.c"
{
            float v = 0.25f * (grid[j - 1][i] + grid[j + 1][i] + grid[j][i - 1] + grid[j][i + 1]);
            out[j][i] = v;
            biggest = v > biggest ? v : biggest;
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
        biggest = __accc_l < 4 ? __accc_red_biggest[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, biggest, __accc_s);
            biggest = (biggest > __accc_o ? biggest : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_float(&(*__accc_a_biggest), biggest);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_biggest + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_biggest;
            *(volatile float *)__accc_a_biggest = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_biggest + 16)) = 0u;
            *__accc_p_biggest = (*__accc_p_biggest > __accc_t ? *__accc_p_biggest : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_0_0(float (*__restrict__ grid)[1200], float (*out)[1200], float *__accc_p_biggest, float *__accc_a_biggest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    float biggest = -INFINITY;
    __shared__ float __accc_red_biggest[4];
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
#line 26 "gang_vector_fused.c"
{
            float v = 0.25f * (grid[j - 1][i] + grid[j + 1][i] + grid[j][i - 1] + grid[j][i + 1]);
            out[j][i] = v;
            biggest = v > biggest ? v : biggest;
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, biggest, __accc_s);
        biggest = (biggest > __accc_o ? biggest : __accc_o);
    }
    if (__accc_l % 32 == 0) __accc_red_biggest[__accc_l / 32] = biggest;
    __syncthreads();
    if (__accc_l < 32) {
        biggest = __accc_l < 4 ? __accc_red_biggest[__accc_l] : -INFINITY;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, biggest, __accc_s);
            biggest = (biggest > __accc_o ? biggest : __accc_o);
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_max_float(&(*__accc_a_biggest), biggest);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_biggest + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            float __accc_t = *(volatile float *)__accc_a_biggest;
            *(volatile float *)__accc_a_biggest = -INFINITY;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_biggest + 16)) = 0u;
            *__accc_p_biggest = (*__accc_p_biggest > __accc_t ? *__accc_p_biggest : __accc_t);
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(float (*__restrict__ grid)[1200], float (*out)[1200], long *__accc_p_total, long *__accc_a_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
        int j = (__accc_lo0 + __accc_x0 * __accc_st0);
        int i = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 44 "gang_vector_fused.c"
{
            float s = 0.0f;
            for (int k = 0; k < 8; k++)
                s += grid[j][(i + k) % 1200];
            out[j][i] = s;
            total += (long)s;
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

extern "C" __global__ void __accc_kernel_2_0(float *rowmax, float (*out)[1200], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 60 "gang_vector_fused.c"
{
        rowmax[j] = (float)j;

        { long __accc_tc63_8_0 = (long)((long long)(1200) - (long long)(0)); if (__accc_tc63_8_0 < 0) __accc_tc63_8_0 = 0; for (long __accc_it63_8 = (long)threadIdx.x; __accc_it63_8 < __accc_tc63_8_0; __accc_it63_8 += (long)blockDim.x) { long __accc_r63_8 = __accc_it63_8; int i = (0) + __accc_r63_8 * (1); 
out[j][i] = out[j][i] + rowmax[j];
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_3_0(int (*tri)[300], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 75 "gang_vector_fused.c"
{ long __accc_tc75_8_0 = (long)((long long)(j) - (long long)(0) + 1); if (__accc_tc75_8_0 < 0) __accc_tc75_8_0 = 0; for (long __accc_it75_8 = (long)threadIdx.x; __accc_it75_8 < __accc_tc75_8_0; __accc_it75_8 += (long)blockDim.x) { long __accc_r75_8 = __accc_it75_8; int i = (0) + __accc_r75_8 * (1); 
tri[j][i] = i + j;
} __syncthreads(); }
    }
}
