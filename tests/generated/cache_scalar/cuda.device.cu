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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ w, const int *__restrict__ in, int __accc_fp_scale, int *out1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c25_0_0[136];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int scale = __accc_fp_scale;
#line 24 "cache_scalar.c"
{

            { const long __accc_s25_0_0_0 = (i) - 1 * (long)threadIdx.x; const long __accc_e25_0_0_0 = (9 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 136 && __accc_k0 < __accc_e25_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s25_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 136 && __accc_k0 < __accc_e25_0_0_0) { __accc_c25_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) {
int s = 0;
            for (int k = 0; k <= 2 * 4; k++)
                s += w[k] * __accc_c25_0_0[(1 * (long)threadIdx.x + ((i + k) - (i)))];
            out1[i] = s * scale;
}
 }
        }
    }
}

__constant__ int __accc_k34_0_1_w[9];
extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ in, const int *__restrict__ w, int *out2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) int __accc_c34_0_0[520];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "cache_scalar.c"
{

            { const long __accc_s34_0_0_0 = (i) - 1 * (4 * (long)threadIdx.x); const long __accc_e34_0_0_0 = (9 + 1 * (__accc_w - 1)); const long __accc_s34_0_1_0 = (0); const long __accc_e34_0_1_0 = 9; __syncthreads(); { int __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e34_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s34_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 520 && __accc_k0 < __accc_e34_0_0_0) { __accc_c34_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { int __accc_win34_0[12];
#pragma unroll
for (int __accc_q = 0; __accc_q < 3; __accc_q++) { const int4 __accc_x = ((const int4 *)(__accc_c34_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win34_0[4 * __accc_q] = __accc_x.x; __accc_win34_0[4 * __accc_q + 1] = __accc_x.y; __accc_win34_0[4 * __accc_q + 2] = __accc_x.z; __accc_win34_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{ const long __accc_h__accc_k34_0_1_w_0 = (0) - (0);
int best = __accc_win34_0[1 * __accc_o + 0] * __accc_k34_0_1_w[__accc_h__accc_k34_0_1_w_0];
            
#pragma unroll
for (int k = 1; k <= 2 * 4; k++)
                if (__accc_win34_0[1 * __accc_o + ((1) * k)] * __accc_k34_0_1_w[((k) - (0))] > best)
                    best = __accc_win34_0[1 * __accc_o + ((1) * k)] * __accc_k34_0_1_w[((k) - (0))];
            out2[i] = best;
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h34_0_0_0 = (i) - __accc_s34_0_0_0; const long __accc_h__accc_k34_0_1_w_1 = (0) - (0);
int best = __accc_c34_0_0[__accc_h34_0_0_0] * __accc_k34_0_1_w[__accc_h__accc_k34_0_1_w_1];
            
#pragma unroll
for (int k = 1; k <= 2 * 4; k++)
                if (__accc_c34_0_0[((i + k) - __accc_s34_0_0_0)] * __accc_k34_0_1_w[((k) - (0))] > best)
                    best = __accc_c34_0_0[((i + k) - __accc_s34_0_0_0)] * __accc_k34_0_1_w[((k) - (0))];
            out2[i] = best;
}
}
}
 }
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ in, int *out3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "cache_scalar.c"
{
            int h = i % 3;
            for (int k = 0; k < 5; k++) {

                h = h * 2 + in[i + k];
            }
            out3[i] = h;
        }
    }
}
