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
__device__ int min3(int a, int b, int c);
__device__ int min3(int a, int b, int c)
{
    int m = a < b ? a : b;
    return m < c ? m : c;
}
extern "C" __global__ void __accc_kernel_0_0(const int written, const int steps, int *src, int top, const int *__restrict__ wall, int *dst, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c59_0_0[258];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int np = (__accc_lo0 + __accc_it * __accc_st0);
#line 55 "fcw_pathfinder.c"
{
            int lane = (__accc_on ? (np % 256) : 0);
            int col = (__accc_on ? (np / 256 * written - 6 + lane) : 0);
            int p = (__accc_on ? (col + 256) : 0);

            { const long __accc_s59_0_0_0 = ((p) - 1) - 1 * (long)threadIdx.x; const long __accc_e59_0_0_0 = (3 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e59_0_0_0) { __accc_v0_0[__accc_q] = ((__accc_s59_0_0_0 + __accc_k0 >= 0) ? src[__accc_s59_0_0_0 + __accc_k0] : 0); } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e59_0_0_0) { __accc_c59_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
{ const long __accc_h59_0_0_0 = 1 * (long)threadIdx.x + ((p - 1) - ((p) - 1)); const long __accc_h59_0_0_1 = 1 * (long)threadIdx.x + ((p) - ((p) - 1)); const long __accc_h59_0_0_2 = 1 * (long)threadIdx.x + ((p + 1) - ((p) - 1));
{
for (int s = 0; s < steps; s++) {
int ok = (__accc_on ? (lane > s && lane < 256 - 1 - s && col >= 0 && col < 100003) : 0);
int v = (__accc_on ? (0) : 0);
 if (__accc_on) { if (ok) {
                        int l = col > 0 ? __accc_c59_0_0[__accc_h59_0_0_0] : __accc_c59_0_0[__accc_h59_0_0_1];
                        int x = col < 100003 - 1 ? __accc_c59_0_0[__accc_h59_0_0_2] : __accc_c59_0_0[__accc_h59_0_0_1];
                        v = min3(l, __accc_c59_0_0[__accc_h59_0_0_1], x) + wall[(top + s + 1) * 100003 + col];
                    } }
{ const int __accc_p0 = (__accc_on) && (ok);
{ int __accc_cw = 0; if (__accc_p0) __accc_cw = (v); __syncthreads(); if (__accc_p0) (__accc_c59_0_0[__accc_h59_0_0_1] = (__accc_cw)); __syncthreads(); }
}
}
 if (__accc_on) { if (lane >= 6 && lane < 256 - 6 && col >= 0 && col < 100003)
                    dst[p] = __accc_c59_0_0[__accc_h59_0_0_1]; }
}

}
 __syncthreads(); }
        }
    }
}
