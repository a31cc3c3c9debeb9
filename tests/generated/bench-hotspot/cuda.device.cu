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
extern "C" __global__ void __accc_kernel_0_0(float *w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 50 "hotspot.c"
w[i] = (float)i;
    }
}

extern "C" __global__ void __accc_kernel_1_0_strips(int cols, const float *__restrict__ t, int rows, float cy, float cx, float cz, float cp, const float *__restrict__ power, float *u, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int r = (__accc_lo0 + __accc_x0 * __accc_st0);
        int c = (__accc_lo1 + __accc_x1 * __accc_st1);
        if (__accc_x0 + 3 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 3 * (long)blockDim.y;
            int r = (__accc_lo0 + __accc_ahead * __accc_st0);
            int k = r * cols + c;
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(t[k])));
        }
        if (__accc_x0 + 2 * (long)blockDim.y < __accc_re) {
            const long __accc_ahead = __accc_x0 + 2 * (long)blockDim.y;
            int r = (__accc_lo0 + __accc_ahead * __accc_st0);
            int k = r * cols + c;
            asm volatile("prefetch.global.L1 [%0];" :: "l"(&(power[k])));
        }
#line 102 "hotspot.c"
{
                    int k = r * cols + c;
                    float tc = t[k];
                    float tn = r > 0 ? t[k - cols] : tc;
                    float ts = r < rows - 1 ? t[k + cols] : tc;
                    float tw = c > 0 ? t[k - 1] : tc;
                    float te = c < cols - 1 ? t[k + 1] : tc;
                    u[k] = tc + cy * (tn + ts - 2.0f * tc) + cx * (te + tw - 2.0f * tc)
                         + cz * (80.0f - tc) + cp * power[k];
                }
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int cols, const float *__restrict__ t, int rows, float cy, float cx, float cz, float cp, const float *__restrict__ power, float *u, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int r = (__accc_lo0 + __accc_x0 * __accc_st0);
        int c = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 102 "hotspot.c"
{
                    int k = r * cols + c;
                    float tc = t[k];
                    float tn = r > 0 ? t[k - cols] : tc;
                    float ts = r < rows - 1 ? t[k + cols] : tc;
                    float tw = c > 0 ? t[k - 1] : tc;
                    float te = c < cols - 1 ? t[k + 1] : tc;
                    u[k] = tc + cy * (tn + ts - 2.0f * tc) + cx * (te + tw - 2.0f * tc)
                         + cz * (80.0f - tc) + cp * power[k];
                }
    }
}
