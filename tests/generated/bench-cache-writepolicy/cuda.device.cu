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
#line 42 "writepolicy.c"
w[i] = (float)i;
    }
}

extern "C" __global__ void __accc_kernel_1_0(int sparse, int freq, float *out, const float *__restrict__ in, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c58_0_0[130];
    __shared__ float __accc_c58_0_1[128];
    __shared__ unsigned char __accc_d58_0_1[128];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 56 "writepolicy.c"
{



        { const long __accc_s58_0_0_0 = (i) - 1 * (long)threadIdx.x; const long __accc_e58_0_0_0 = (3 + 1 * (__accc_w - 1)); const long __accc_s58_0_1_0 = (i) - 1 * (long)threadIdx.x; const long __accc_e58_0_1_0 = (1 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[2]; float __accc_v1_0[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e58_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s58_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e58_0_1_0) { __accc_v1_0[__accc_q] = out[__accc_s58_0_1_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 130 && __accc_k0 < __accc_e58_0_0_0) { __accc_c58_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e58_0_1_0) { __accc_c58_0_1[__accc_k0] = __accc_v1_0[__accc_q]; __accc_d58_0_1[__accc_k0] = 0; } } } __syncthreads();
if (__accc_on) { const long __accc_h58_0_1_0 = 1 * (long)threadIdx.x + ((i) - (i)); const long __accc_h58_0_0_1 = 1 * (long)threadIdx.x + ((i + 1) - (i)); const long __accc_h58_0_0_2 = 1 * (long)threadIdx.x + ((i + 2) - (i));
if (!sparse || i % 64 == 0) {
            for (int s = 0; s < freq; s++) {
                if (!sparse || s % 64 == 0)
                    (__accc_d58_0_1[__accc_h58_0_1_0] = 1, __accc_c58_0_1[__accc_h58_0_1_0] = (0.5f * __accc_c58_0_1[__accc_h58_0_1_0] + (__accc_c58_0_0[__accc_h58_0_1_0] + __accc_c58_0_0[__accc_h58_0_0_1] + __accc_c58_0_0[__accc_h58_0_0_2]) * ((float)((s) % 4 + 1) * 0.25f)));
            }
        }
}
 __syncthreads();
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 128; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e58_0_1_0) { if (__accc_d58_0_1[__accc_k0]) out[__accc_s58_0_1_0 + __accc_k0] = __accc_c58_0_1[__accc_k0]; } } __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_2_0(float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 75 "writepolicy.c"
if (out[i] < -1.0f)
            out[i] = 0.0f;
    }
}

extern "C" __global__ void __accc_kernel_3_0(float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 83 "writepolicy.c"
out[i] = (float)(i % 8);
    }
}
