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
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ x, const float *__restrict__ y, const float *__restrict__ z, int m, const float *__restrict__ mass, float *fx, float *fy, float *fz, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c32_12_0[512][4];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "cache_auto_stage.c"
{
            float xi = (__accc_on ? (x[i]) : 0), yi = (__accc_on ? (y[i]) : 0), zi = (__accc_on ? (z[i]) : 0);
            float sx = (__accc_on ? (0.0f) : 0), sy = (__accc_on ? (0.0f) : 0), sz = (__accc_on ? (0.0f) : 0);
            { const long __accc_tlo32_12 = 0; const long __accc_thi32_12 = (m);
for (long __accc_t32_12 = __accc_tlo32_12; __accc_t32_12 < __accc_thi32_12; __accc_t32_12 += 512) { const int __accc_j032_12 = __accc_t32_12; { const long __accc_s32_12_0_0 = (__accc_j032_12); const long __accc_e32_12_0_0 = (__accc_thi32_12 - __accc_t32_12 < 512 ? __accc_thi32_12 - __accc_t32_12 : 512); const long __accc_s32_12_1_0 = (__accc_j032_12); const long __accc_e32_12_1_0 = (__accc_thi32_12 - __accc_t32_12 < 512 ? __accc_thi32_12 - __accc_t32_12 : 512); const long __accc_s32_12_2_0 = (__accc_j032_12); const long __accc_e32_12_2_0 = (__accc_thi32_12 - __accc_t32_12 < 512 ? __accc_thi32_12 - __accc_t32_12 : 512); const long __accc_s32_12_3_0 = (__accc_j032_12); const long __accc_e32_12_3_0 = (__accc_thi32_12 - __accc_t32_12 < 512 ? __accc_thi32_12 - __accc_t32_12 : 512); __syncthreads(); { float __accc_v0_0[2]; float __accc_v0_1[2]; float __accc_v0_2[2]; float __accc_v0_3[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e32_12_0_0) { __accc_v0_0[__accc_q] = x[__accc_s32_12_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = y[__accc_s32_12_1_0 + __accc_k0]; __accc_v0_2[__accc_q] = z[__accc_s32_12_2_0 + __accc_k0]; __accc_v0_3[__accc_q] = mass[__accc_s32_12_3_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e32_12_0_0) { __accc_c32_12_0[__accc_k0][0] = __accc_v0_0[__accc_q]; __accc_c32_12_0[__accc_k0][1] = __accc_v0_1[__accc_q]; __accc_c32_12_0[__accc_k0][2] = __accc_v0_2[__accc_q]; __accc_c32_12_0[__accc_k0][3] = __accc_v0_3[__accc_q]; } } } __syncthreads();
if (__accc_on) {
if (__accc_e32_12_0_0 == 512) {
#pragma unroll 8
for (int j = __accc_j032_12; j < __accc_j032_12 + 512; j++) {
                float dx = __accc_c32_12_0[((j) - __accc_s32_12_0_0)][0] - xi, dy = __accc_c32_12_0[((j) - __accc_s32_12_1_0)][1] - yi, dz = __accc_c32_12_0[((j) - __accc_s32_12_2_0)][2] - zi;
                sx += dx * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
                sy += dy * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
                sz += dz * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
            }
} else {
#pragma unroll 1
for (int j = __accc_j032_12; j < __accc_j032_12 + __accc_e32_12_0_0; j++) {
                float dx = __accc_c32_12_0[((j) - __accc_s32_12_0_0)][0] - xi, dy = __accc_c32_12_0[((j) - __accc_s32_12_1_0)][1] - yi, dz = __accc_c32_12_0[((j) - __accc_s32_12_2_0)][2] - zi;
                sx += dx * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
                sy += dy * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
                sz += dz * __accc_c32_12_0[((j) - __accc_s32_12_3_0)][3];
            }
}
}
 } }
}
            if (__accc_on) { fx[i] = sx; }
            if (__accc_on) { fy[i] = sy; }
            if (__accc_on) { fz[i] = sz; }
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(float (*__restrict__ body4)[4], int m, float *rows_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c47_12_0[512][4];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "cache_auto_stage.c"
{
            float px = (__accc_on ? (body4[i][0]) : 0), py = (__accc_on ? (body4[i][1]) : 0);
            float s = (__accc_on ? (0.0f) : 0);
            { const long __accc_tlo47_12 = 0; const long __accc_thi47_12 = (m);
for (long __accc_t47_12 = __accc_tlo47_12; __accc_t47_12 < __accc_thi47_12; __accc_t47_12 += 512) { const int __accc_j047_12 = __accc_t47_12; { const long __accc_s47_12_0_0 = (__accc_j047_12); const long __accc_e47_12_0_0 = (__accc_thi47_12 - __accc_t47_12 < 512 ? __accc_thi47_12 - __accc_t47_12 : 512); const long __accc_s47_12_0_1 = (0); const long __accc_e47_12_0_1 = 4; __syncthreads(); { float __accc_v0_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 4; __accc_r /= 4; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e47_12_0_0 && __accc_k1 < __accc_e47_12_0_1) { __accc_v0_0[__accc_q] = body4[__accc_s47_12_0_0 + __accc_k0][__accc_s47_12_0_1 + __accc_k1]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 8; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 4; __accc_r /= 4; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e47_12_0_0 && __accc_k1 < __accc_e47_12_0_1) { __accc_c47_12_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) { const long __accc_h47_12_0_0 = (0) - (0); const long __accc_h47_12_0_1 = (3) - (0); const long __accc_h47_12_0_2 = (1) - (0); const long __accc_h47_12_0_3 = (2) - (0);
if (__accc_e47_12_0_0 == 512) {
#pragma unroll 8
for (int j = __accc_j047_12; j < __accc_j047_12 + 512; j++) s += (__accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_0] - px) * __accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_1] + (__accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_2] - py) * __accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_3];
} else {
#pragma unroll 1
for (int j = __accc_j047_12; j < __accc_j047_12 + __accc_e47_12_0_0; j++) s += (__accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_0] - px) * __accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_1] + (__accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_2] - py) * __accc_c47_12_0[((j) - __accc_s47_12_0_0)][__accc_h47_12_0_3];
}
}
 } }
}
            if (__accc_on) { rows_sum[i] = s; }
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int m, const int *__restrict__ a, const int *__restrict__ v, long *gemv, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c55_12_0[512];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "cache_auto_stage.c"
{
            long s = (__accc_on ? (0) : 0);
            { const long __accc_tlo55_12 = 0; const long __accc_thi55_12 = (m);
for (long __accc_t55_12 = __accc_tlo55_12; __accc_t55_12 < __accc_thi55_12; __accc_t55_12 += 512) { const int __accc_j055_12 = __accc_t55_12; { const long __accc_s55_12_0_0 = (__accc_j055_12); const long __accc_e55_12_0_0 = (__accc_thi55_12 - __accc_t55_12 < 512 ? __accc_thi55_12 - __accc_t55_12 : 512); __syncthreads(); { int __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e55_12_0_0) { __accc_v0_0[__accc_q] = v[__accc_s55_12_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e55_12_0_0) { __accc_c55_12_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) {
if (__accc_e55_12_0_0 == 512) {
#pragma unroll 8
for (int j = __accc_j055_12; j < __accc_j055_12 + 512; j++) s += (long)a[i * m + j] * __accc_c55_12_0[((j) - __accc_s55_12_0_0)];
} else {
#pragma unroll 1
for (int j = __accc_j055_12; j < __accc_j055_12 + __accc_e55_12_0_0; j++) s += (long)a[i * m + j] * __accc_c55_12_0[((j) - __accc_s55_12_0_0)];
}
}
 } }
}
            if (__accc_on) { gemv[i] = s; }
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(int m, const int *__restrict__ v, long *ranks, long *__accc_p_total, long *__accc_a_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long total = 0;
    __shared__ long __accc_red_total[2];
    __shared__ int __accc_c64_12_0[128];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_b = (long)blockIdx.x * 64; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 64) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 64 ? (__accc_n) - (__accc_b) : 64;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 61 "cache_auto_stage.c"
{
            long r = (__accc_on ? (0) : 0);
            int vi = (__accc_on ? (v[i % m]) : 0);
            { const long __accc_tlo64_12 = 0; const long __accc_thi64_12 = (m);
for (long __accc_t64_12 = __accc_tlo64_12; __accc_t64_12 < __accc_thi64_12; __accc_t64_12 += 128) { const int __accc_j064_12 = __accc_t64_12; { const long __accc_s64_12_0_0 = (__accc_j064_12); const long __accc_e64_12_0_0 = (__accc_thi64_12 - __accc_t64_12 < 128 ? __accc_thi64_12 - __accc_t64_12 : 128); __syncthreads(); { int __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e64_12_0_0) { __accc_v0_0[__accc_q] = v[__accc_s64_12_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e64_12_0_0) { __accc_c64_12_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) {
if (__accc_e64_12_0_0 == 128) {
#pragma unroll 8
for (int j = __accc_j064_12; j < __accc_j064_12 + 128; j++) {
                if (__accc_c64_12_0[((j) - __accc_s64_12_0_0)] < vi)
                    r++;
            }
} else {
#pragma unroll 1
for (int j = __accc_j064_12; j < __accc_j064_12 + __accc_e64_12_0_0; j++) {
                if (__accc_c64_12_0[((j) - __accc_s64_12_0_0)] < vi)
                    r++;
            }
}
}
 } }
}
            if (__accc_on) { ranks[i] = r; }
            if (__accc_on) { total += r; }
        }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, total, __accc_s);
        total = total + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_total[__accc_l / 32] = total;
    __syncthreads();
    if (__accc_l < 32) {
        total = __accc_l < 2 ? __accc_red_total[__accc_l] : 0;
        for (int __accc_s = 1; __accc_s > 0; __accc_s >>= 1) {
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

extern "C" __global__ void __accc_kernel_4_0(int lo, int hi, const double *__restrict__ w, const int *__restrict__ v, long *window, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ double __accc_c75_12_0[512];
    __shared__ int __accc_c75_12_1[512];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 73 "cache_auto_stage.c"
{
            double s = (__accc_on ? (0.0) : 0);
            { const long __accc_tlo75_12 = lo; const long __accc_thi75_12 = (hi) + 1;
for (long __accc_t75_12 = __accc_tlo75_12; __accc_t75_12 < __accc_thi75_12; __accc_t75_12 += 512) { const int __accc_j075_12 = __accc_t75_12; { const long __accc_s75_12_0_0 = (__accc_j075_12); const long __accc_e75_12_0_0 = (__accc_thi75_12 - __accc_t75_12 < 512 ? __accc_thi75_12 - __accc_t75_12 : 512); const long __accc_s75_12_1_0 = (__accc_j075_12); const long __accc_e75_12_1_0 = (__accc_thi75_12 - __accc_t75_12 < 512 ? __accc_thi75_12 - __accc_t75_12 : 512); __syncthreads(); { double __accc_v0_0[2]; int __accc_v0_1[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e75_12_0_0) { __accc_v0_0[__accc_q] = w[__accc_s75_12_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = v[__accc_s75_12_1_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e75_12_0_0) { __accc_c75_12_0[__accc_k0] = __accc_v0_0[__accc_q]; __accc_c75_12_1[__accc_k0] = __accc_v0_1[__accc_q]; } } } __syncthreads();
if (__accc_on) {
if (__accc_e75_12_0_0 == 512) {
#pragma unroll 8
for (int j = __accc_j075_12; j < __accc_j075_12 + 512; j++) s += __accc_c75_12_0[((j) - __accc_s75_12_0_0)] * (i % 7) - __accc_c75_12_1[((j) - __accc_s75_12_1_0)];
} else {
#pragma unroll 1
for (int j = __accc_j075_12; j < __accc_j075_12 + __accc_e75_12_0_0; j++) s += __accc_c75_12_0[((j) - __accc_s75_12_0_0)] * (i % 7) - __accc_c75_12_1[((j) - __accc_s75_12_1_0)];
}
}
 } }
}
            if (__accc_on) { window[i] = (long)s; }
        }
    }
}

extern "C" __global__ void __accc_kernel_5_0(int m, const int *__restrict__ v, long *stops, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 81 "cache_auto_stage.c"
{
            long s = 0;
            for (int j = 0; j < m; j++) {
                if (v[j] == i)
                    break;
                s += v[j];
            }
            for (int j = 0; j < m - 1; j++)
                s += v[j + 1] - v[j];
            stops[i] = s;
        }
    }
}

extern "C" __global__ void __accc_kernel_6_0(int four, const int *__restrict__ v, int lo, long *short_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 95 "cache_auto_stage.c"
{
            long s = 0;
            int own[4] = {i, i + 1, 2 * i, 3};
            for (int j = 0; j < four; j++)
                s += own[j] * v[j];
            for (int j = 0; j < lo; j++)
                s += v[j] * (long)(i + 1);
            short_sum[i] = s;
        }
    }
}
