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
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ x, const float *__restrict__ w, float *y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c18_0_0[150];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 17 "cache_impl_gang.c"
{

        { const long __accc_s18_0_0_0 = (i * 150); const long __accc_e18_0_0_0 = 150; __syncthreads(); { float __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 150 && __accc_k0 < __accc_e18_0_0_0) { __accc_v0_0[__accc_q] = x[__accc_s18_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 150 && __accc_k0 < __accc_e18_0_0_0) { __accc_c18_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
{
{

            { long __accc_tc21_12_0 = (long)((long long)(150) - (long long)(0)); if (__accc_tc21_12_0 < 0) __accc_tc21_12_0 = 0; for (long __accc_it21_12 = (long)threadIdx.x; __accc_it21_12 < __accc_tc21_12_0; __accc_it21_12 += (long)blockDim.x) { long __accc_r21_12 = __accc_it21_12; int j = (0) + __accc_r21_12 * (1); 
{
                float left = j > 0 ? __accc_c18_0_0[((i * 150 + j - 1) - (i * 150))] : 0.0f;
                y[i * 150 + j] = w[j] * __accc_c18_0_0[((i * 150 + j) - (i * 150))] + left;
            }
} __syncthreads(); }
        }
}
 }
    }
    }
}
