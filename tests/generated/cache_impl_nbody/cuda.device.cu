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
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ px, const float *__restrict__ py, const float *__restrict__ m, float *ax, float *ay, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(8) float __accc_c23_0_0[32][2];
    __shared__ float __accc_c23_0_2[32];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 19 "cache_impl_nbody.c"
{
        float fx = (__accc_on ? (0.0f) : 0), fy = (__accc_on ? (0.0f) : 0);
        float xi = (__accc_on ? (px[i]) : 0), yi = (__accc_on ? (py[i]) : 0);
        for (int t = 0; t < 480; t += 32) {

            { const long __accc_s23_0_0_0 = (t); const long __accc_e23_0_0_0 = 32; const long __accc_s23_0_1_0 = (t); const long __accc_e23_0_1_0 = 32; const long __accc_s23_0_2_0 = (t); const long __accc_e23_0_2_0 = 32; __syncthreads(); { float __accc_v0_0[1]; float __accc_v0_1[1]; float __accc_v0_2[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 32 && __accc_k0 < __accc_e23_0_0_0) { __accc_v0_0[__accc_q] = px[__accc_s23_0_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = py[__accc_s23_0_1_0 + __accc_k0]; __accc_v0_2[__accc_q] = m[__accc_s23_0_2_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 32 && __accc_k0 < __accc_e23_0_0_0) { __accc_c23_0_0[__accc_k0][0] = __accc_v0_0[__accc_q]; __accc_c23_0_0[__accc_k0][1] = __accc_v0_1[__accc_q]; __accc_c23_0_2[__accc_k0] = __accc_v0_2[__accc_q]; } } } __syncthreads();
if (__accc_on) {
{
                for (int k = 0; k < 32; k++) {
                    float dx = __accc_c23_0_0[((t + k) - (t))][0] - xi, dy = __accc_c23_0_0[((t + k) - (t))][1] - yi;
                    float r2 = dx * dx + dy * dy + 0.01f;
                    float inv = __accc_c23_0_2[((t + k) - (t))] / (r2 * sqrtf(r2));
                    fx += dx * inv;
                    fy += dy * inv;
                }
            }
}
 }
        }
        if (__accc_on) { ax[i] = fx; }
        if (__accc_on) { ay[i] = fy; }
    }
    }
}
