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
__constant__ float __accc_k53_0_1_w[7];
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ w, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c53_0_0[520];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 52 "cache_window.c"
{

        { const long __accc_s53_0_0_0 = (i - 3) - 1 * (4 * (long)threadIdx.x); const long __accc_e53_0_0_0 = (7 + 1 * (__accc_w - 1)); const long __accc_s53_0_1_0 = (0); const long __accc_e53_0_1_0 = 7; __syncthreads(); { float __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e53_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s53_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e53_0_0_0) { __accc_c53_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win53_0[12];
#pragma unroll
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c53_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win53_0[4 * __accc_q] = __accc_x.x; __accc_win53_0[4 * __accc_q + 1] = __accc_x.y; __accc_win53_0[4 * __accc_q + 2] = __accc_x.z; __accc_win53_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
        
#pragma unroll
for (int k = -3; k <= 3; k++)
            s += __accc_k53_0_1_w[((k + 3) - (0))] * __accc_win53_0[1 * __accc_o + ((3) + (1) * k)];
        out[i] = s;
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
        
#pragma unroll
for (int k = -3; k <= 3; k++)
            s += __accc_k53_0_1_w[((k + 3) - (0))] * __accc_c53_0_0[((i + k) - __accc_s53_0_0_0)];
        out[i] = s;
}
}
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c85_0_0[1028];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 84 "cache_window.c"
{

        { const long __accc_s85_0_0_0 = (2 * i) - 2 * (4 * (long)threadIdx.x); const long __accc_e85_0_0_0 = (5 + 2 * (__accc_w - 1)); __syncthreads(); {
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 1028; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e85_0_0_0) { __accc_c85_0_0[__accc_k0] = in[__accc_s85_0_0_0 + __accc_k0]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win85_0[12];
#pragma unroll
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c85_0_0 + 8 * (long)threadIdx.x))[__accc_q]; __accc_win85_0[4 * __accc_q] = __accc_x.x; __accc_win85_0[4 * __accc_q + 1] = __accc_x.y; __accc_win85_0[4 * __accc_q + 2] = __accc_x.z; __accc_win85_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
        
#pragma unroll
for (int k = 0; k < 5; k++)
            s += (float)(k + 1) * __accc_win85_0[2 * __accc_o + ((1) * k)];
        out[i] = s;
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
        
#pragma unroll
for (int k = 0; k < 5; k++)
            s += (float)(k + 1) * __accc_c85_0_0[((2 * i + k) - __accc_s85_0_0_0)];
        out[i] = s;
}
}
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ xi, long __accc_delta_yi, char *__accc_b_yi, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int *yi = (int *)(__accc_b_yi - __accc_delta_yi);
    __shared__ __align__(16) int __accc_c98_0_0[516];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 97 "cache_window.c"
{

        { const long __accc_s98_0_0_0 = (i - 1) - 1 * (4 * (long)threadIdx.x); const long __accc_e98_0_0_0 = (3 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e98_0_0_0) { __accc_v0_0[__accc_q] = xi[__accc_s98_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e98_0_0_0) { __accc_c98_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { int __accc_win98_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = ((const int4 *)(__accc_c98_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win98_0[4 * __accc_q] = __accc_x.x; __accc_win98_0[4 * __accc_q + 1] = __accc_x.y; __accc_win98_0[4 * __accc_q + 2] = __accc_x.z; __accc_win98_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
yi[i] = __accc_win98_0[1 * __accc_o + 0] + 2 * __accc_win98_0[1 * __accc_o + ((1))] - 3 * __accc_win98_0[1 * __accc_o + ((2))];
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h98_0_0_0 = (i - 1) - __accc_s98_0_0_0; const long __accc_h98_0_0_1 = (i) - __accc_s98_0_0_0; const long __accc_h98_0_0_2 = (i + 1) - __accc_s98_0_0_0;
yi[i] = __accc_c98_0_0[__accc_h98_0_0_0] + 2 * __accc_c98_0_0[__accc_h98_0_0_1] - 3 * __accc_c98_0_0[__accc_h98_0_0_2];
}
}
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c122_0_0[520];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 121 "cache_window.c"
{

        { const long __accc_s122_0_0_0 = (i) - 1 * (4 * (long)threadIdx.x); const long __accc_e122_0_0_0 = (6 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e122_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s122_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e122_0_0_0) { __accc_c122_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win122_0[12];
#pragma unroll
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c122_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win122_0[4 * __accc_q] = __accc_x.x; __accc_win122_0[4 * __accc_q + 1] = __accc_x.y; __accc_win122_0[4 * __accc_q + 2] = __accc_x.z; __accc_win122_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
        
#pragma unroll
for (int j = 0; j < 2; j++)
            
#pragma unroll
for (int k = 0; k < 3; k++)
                s += (float)(j + 1) * __accc_win122_0[1 * __accc_o + ((3) * j + (1) * k)];
        out[i] = s;
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
        
#pragma unroll
for (int j = 0; j < 2; j++)
            
#pragma unroll
for (int k = 0; k < 3; k++)
                s += (float)(j + 1) * __accc_c122_0_0[((i + 3 * j + k) - __accc_s122_0_0_0)];
        out[i] = s;
}
}
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_4_0(const float *__restrict__ in, long *__accc_p_total, long *__accc_a_total, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long total = 0;
    __shared__ long __accc_red_total[4];
    __shared__ __align__(16) float __accc_c137_0_0[516];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 136 "cache_window.c"
{

        { const long __accc_s137_0_0_0 = (i - 1) - 1 * (4 * (long)threadIdx.x); const long __accc_e137_0_0_0 = (3 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e137_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s137_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e137_0_0_0) { __accc_c137_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win137_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c137_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win137_0[4 * __accc_q] = __accc_x.x; __accc_win137_0[4 * __accc_q + 1] = __accc_x.y; __accc_win137_0[4 * __accc_q + 2] = __accc_x.z; __accc_win137_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
total += (long)(__accc_win137_0[1 * __accc_o + 0] + __accc_win137_0[1 * __accc_o + ((1))] + __accc_win137_0[1 * __accc_o + ((2))]);
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h137_0_0_0 = (i - 1) - __accc_s137_0_0_0; const long __accc_h137_0_0_1 = (i) - __accc_s137_0_0_0; const long __accc_h137_0_0_2 = (i + 1) - __accc_s137_0_0_0;
total += (long)(__accc_c137_0_0[__accc_h137_0_0_0] + __accc_c137_0_0[__accc_h137_0_0_1] + __accc_c137_0_0[__accc_h137_0_0_2]);
}
}
}
 }
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

extern "C" __global__ void __accc_kernel_5_0(int r, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c150_0_0[130];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 149 "cache_window.c"
{

        { const long __accc_s150_0_0_0 = (i) - 1 * (long)threadIdx.x; const long __accc_e150_0_0_0 = (3 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e150_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s150_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e150_0_0_0) { __accc_c150_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) { const long __accc_h150_0_0_0 = 1 * (long)threadIdx.x + ((i + r) - (i)); const long __accc_h150_0_0_1 = 1 * (long)threadIdx.x + ((i + 2) - (i));
out[i] = __accc_c150_0_0[__accc_h150_0_0_0] + __accc_c150_0_0[__accc_h150_0_0_1];
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_6_0(const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c161_0_0[129];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 160 "cache_window.c"
{

        { const long __accc_s161_0_0_0 = (i - 1) + 1 * (long)threadIdx.x - 1 * (__accc_w - 1); const long __accc_e161_0_0_0 = (2 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 129 && __accc_k0 < __accc_e161_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s161_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 129 && __accc_k0 < __accc_e161_0_0_0) { __accc_c161_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) { const long __accc_h161_0_0_0 = (i - 1) - __accc_s161_0_0_0; const long __accc_h161_0_0_1 = (i) - __accc_s161_0_0_0;
out[i] = __accc_c161_0_0[__accc_h161_0_0_0] - __accc_c161_0_0[__accc_h161_0_0_1];
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_7_0(const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c178_0_0[520];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 177 "cache_window.c"
{

            { const long __accc_s178_0_0_0 = (i - 3) - 1 * (4 * (long)threadIdx.x); const long __accc_e178_0_0_0 = (7 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e178_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s178_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e178_0_0_0) { __accc_c178_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win178_0[12];
#pragma unroll
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c178_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win178_0[4 * __accc_q] = __accc_x.x; __accc_win178_0[4 * __accc_q + 1] = __accc_x.y; __accc_win178_0[4 * __accc_q + 2] = __accc_x.z; __accc_win178_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
            
#pragma unroll
for (int k = -3; k <= 3; k++)
                s += __accc_win178_0[1 * __accc_o + ((3) + (1) * k)];
            out[i] = s;
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
            
#pragma unroll
for (int k = -3; k <= 3; k++)
                s += __accc_c178_0_0[((i + k) - __accc_s178_0_0_0)];
            out[i] = s;
}
}
}
 }
        }
    }
}
