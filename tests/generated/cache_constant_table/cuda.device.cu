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
__constant__ float __accc_k19_0_1_wt[7];
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ wt, const float *__restrict__ in, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c19_0_0[520];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 18 "cache_constant_table.c"
{

        { const long __accc_s19_0_0_0 = (i - 3) - 1 * (4 * (long)threadIdx.x); const long __accc_e19_0_0_0 = (7 + 1 * (__accc_w - 1)); const long __accc_s19_0_1_0 = (0); const long __accc_e19_0_1_0 = 7; __syncthreads(); { float __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e19_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s19_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e19_0_0_0) { __accc_c19_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win19_0[12];
#pragma unroll
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c19_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win19_0[4 * __accc_q] = __accc_x.x; __accc_win19_0[4 * __accc_q + 1] = __accc_x.y; __accc_win19_0[4 * __accc_q + 2] = __accc_x.z; __accc_win19_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
float s = 0.0f;
        
#pragma unroll
for (int k = -3; k <= 3; k++)
            s += __accc_k19_0_1_wt[((k + 3) - (0))] * __accc_win19_0[1 * __accc_o + ((3) + (1) * k)];
        out[i] += s;
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) {
float s = 0.0f;
        
#pragma unroll
for (int k = -3; k <= 3; k++)
            s += __accc_k19_0_1_wt[((k + 3) - (0))] * __accc_c19_0_0[((i + k) - __accc_s19_0_0_0)];
        out[i] += s;
}
}
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int step, float *w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "cache_constant_table.c"
w[k] = (float)((k + step) % (2 * 3 + 1) + 1);
    }
}
