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
extern "C" __global__ void __accc_kernel_0_0_strips(const double *__restrict__ a, const double *__restrict__ b, double (*c)[17], double *d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 30 "collapse_force_intervening.c"
{
        double s = a[i] * 2.0;
        {
            c[i][j] = s + b[j];
        }
        d[i] = s - 1.0;
    }
        }
    }
}

extern "C" __global__ void __accc_kernel_0_0(const double *__restrict__ a, const double *__restrict__ b, double (*c)[17], double *d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
#line 30 "collapse_force_intervening.c"
{
        double s = a[i] * 2.0;
        {
            c[i][j] = s + b[j];
        }
        d[i] = s - 1.0;
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*v)[17][5], int (*w)[17], int *u, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_lo2, long __accc_st2, long __accc_tc2, long __accc_n)
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
#line 40 "collapse_force_intervening.c"
{
        int base = i * 1000;
        {
            int row = base + j * 10;
            
v[i][j][k] = row + k;
            w[i][j] = row;
        }
        u[i] = base / 1000;
    }
    }
}

extern "C" __global__ void __accc_kernel_2_0_strips(const double *__restrict__ a, double *f, const double *__restrict__ b, double (*e)[17], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
        double t;
#line 57 "collapse_force_intervening.c"
{
            t = a[i] + 1.0;
            f[i] = t * t;
            
e[i][j] = t * b[j];
        }
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const double *__restrict__ a, double *f, const double *__restrict__ b, double (*e)[17], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
        double t;
#line 57 "collapse_force_intervening.c"
{
            t = a[i] + 1.0;
            f[i] = t * t;
            
e[i][j] = t * b[j];
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const double *__restrict__ a, const double *__restrict__ b, double (*g)[17], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ double __accc_vred_sum[4];
    long __accc_sx = (long)blockIdx.x, __accc_sd = (long)gridDim.x, __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x, __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 70 "collapse_force_intervening.c"
{
            double scale = a[i];
            {
                double sum = 0.0;

                { long __accc_tc75_16_0 = (long)((long long)(5) - (long long)(0)); if (__accc_tc75_16_0 < 0) __accc_tc75_16_0 = 0; double __accc_save_sum = sum; sum = 0; for (long __accc_it75_16 = (long)threadIdx.x; __accc_it75_16 < __accc_tc75_16_0; __accc_it75_16 += (long)blockDim.x) { long __accc_r75_16 = __accc_it75_16; int k = (0) + __accc_r75_16 * (1); 
sum += scale * (k + 1);
} { int __accc_lane = (int)threadIdx.x; double __accc_v = sum; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { double __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_sum[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_sum[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = __accc_v + __accc_vred_sum[__accc_w + __accc_k]; } sum = __accc_save_sum + __accc_v; __syncthreads(); } }
                g[i][j] = sum + b[j];
            }
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0_strips(float (*wide)[700], float *edge, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int r = (__accc_lo0 + __accc_x0 * __accc_st0);
        int x = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 84 "collapse_force_intervening.c"
{
        float offset = 0.5f * r;
        
wide[r][x] = offset + x;
        edge[r] = offset;
    }
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(float (*wide)[700], float *edge, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
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
        int x = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 84 "collapse_force_intervening.c"
{
        float offset = 0.5f * r;
        
wide[r][x] = offset + x;
        edge[r] = offset;
    }
    }
}
