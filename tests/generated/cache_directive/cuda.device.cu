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
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ in, float *out3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c16_0_0[516];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "cache_directive.c"
{

        { const long __accc_s16_0_0_0 = (i - 1) - 1 * (4 * (long)threadIdx.x); const long __accc_e16_0_0_0 = (3 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e16_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s16_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e16_0_0_0) { __accc_c16_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win16_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c16_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win16_0[4 * __accc_q] = __accc_x.x; __accc_win16_0[4 * __accc_q + 1] = __accc_x.y; __accc_win16_0[4 * __accc_q + 2] = __accc_x.z; __accc_win16_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
out3[i] = __accc_win16_0[1 * __accc_o + 0] + __accc_win16_0[1 * __accc_o + ((1))] + __accc_win16_0[1 * __accc_o + ((2))];
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h16_0_0_0 = (i - 1) - __accc_s16_0_0_0; const long __accc_h16_0_0_1 = (i) - __accc_s16_0_0_0; const long __accc_h16_0_0_2 = (i + 1) - __accc_s16_0_0_0;
out3[i] = __accc_c16_0_0[__accc_h16_0_0_0] + __accc_c16_0_0[__accc_h16_0_0_1] + __accc_c16_0_0[__accc_h16_0_0_2];
}
}
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const float *__restrict__ in, float *out5, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c24_0_0[516];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 23 "cache_directive.c"
{

            { const long __accc_s24_0_0_0 = (i - 2) - 1 * (4 * (long)threadIdx.x); const long __accc_e24_0_0_0 = (5 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e24_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s24_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e24_0_0_0) { __accc_c24_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win24_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c24_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win24_0[4 * __accc_q] = __accc_x.x; __accc_win24_0[4 * __accc_q + 1] = __accc_x.y; __accc_win24_0[4 * __accc_q + 2] = __accc_x.z; __accc_win24_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
            
#pragma unroll
for (int k = -2; k <= 2; k++)
                s += __accc_win24_0[1 * __accc_o + ((2) + (1) * k)];
            out5[i] = s;
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
            
#pragma unroll
for (int k = -2; k <= 2; k++)
                s += __accc_c24_0_0[((i + k) - __accc_s24_0_0_0)];
            out5[i] = s;
}
}
}
 }
        }
    }
}
