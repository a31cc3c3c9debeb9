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
extern "C" __global__ void __accc_kernel_0_0(float *a, float *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c25_0_0[258];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "cache_split_pointer_declaration.c"
{

        { long __accc_tc22_8_0 = (long)((long long)(256 - 1) - (long long)(1)); if (__accc_tc22_8_0 < 0) __accc_tc22_8_0 = 0; for (long __accc_b22_8 = 0; __accc_b22_8 < __accc_tc22_8_0; __accc_b22_8 += 256) { const long __accc_it22_8 = __accc_b22_8 + (long)threadIdx.x; const int __accc_on_x = __accc_it22_8 < __accc_tc22_8_0; const int __accc_on = __accc_on_x; const long __accc_w = (__accc_tc22_8_0) - (__accc_b22_8) < 256 ? (__accc_tc22_8_0) - (__accc_b22_8) : 256; long __accc_r22_8 = __accc_it22_8; int i = (1) + __accc_r22_8 * (1); 
{
            float own[2] = {1.0f, (float)j};
            float *p = (__accc_on ? (&a[j * 256 + i]) : 0), *q = (__accc_on ? (own) : 0), scale = (__accc_on ? (0.5f) : 0);

            { const long __accc_s25_0_0_0 = (j * 256 + i - 1) - 1 * (long)threadIdx.x; const long __accc_e25_0_0_0 = (3 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e25_0_0_0) { __accc_v0_0[__accc_q] = a[__accc_s25_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e25_0_0_0) { __accc_c25_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) { const long __accc_h25_0_0_0 = 1 * (long)threadIdx.x + ((j * 256 + i - 1) - (j * 256 + i - 1)); const long __accc_h25_0_0_1 = 1 * (long)threadIdx.x + ((j * 256 + i + 1) - (j * 256 + i - 1));
b[j * 256 + i] = scale * (p[0] + __accc_c25_0_0[__accc_h25_0_0_0] + __accc_c25_0_0[__accc_h25_0_0_1]) + q[0] * q[1];
}
 }
        }
} __syncthreads(); }
    }
    }
}
