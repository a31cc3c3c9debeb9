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
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ M)[45], const int *__restrict__ x, int *y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_vred_s[4];
    __shared__ int __accc_c26_0_0[1][45];
    __shared__ int __accc_c26_0_1[45];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int r = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "cache_gang_row.c"
{

            { const long __accc_s26_0_0_0 = (r); const long __accc_e26_0_0_0 = 1; const long __accc_s26_0_0_1 = (0); const long __accc_e26_0_0_1 = 45; const long __accc_s26_0_1_0 = (0); const long __accc_e26_0_1_0 = 45; __syncthreads(); { int __accc_v0_0[1]; int __accc_v1_0[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 45; __accc_r /= 45; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e26_0_0_0 && __accc_k1 < __accc_e26_0_0_1) { __accc_v0_0[__accc_q] = M[__accc_s26_0_0_0 + __accc_k0][__accc_s26_0_0_1 + __accc_k1]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e26_0_1_0) { __accc_v1_0[__accc_q] = x[__accc_s26_0_1_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 45; __accc_r /= 45; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e26_0_0_0 && __accc_k1 < __accc_e26_0_0_1) { __accc_c26_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e26_0_1_0) { __accc_c26_0_1[__accc_k0] = __accc_v1_0[__accc_q]; } } } __syncthreads();
{ const long __accc_h26_0_0_0 = (r) - (r);
int s = 0;

            { long __accc_tc29_12_0 = (long)((long long)(45) - (long long)(0)); if (__accc_tc29_12_0 < 0) __accc_tc29_12_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it29_12 = (long)threadIdx.x; __accc_it29_12 < __accc_tc29_12_0; __accc_it29_12 += (long)blockDim.x) { long __accc_r29_12 = __accc_it29_12; int c = (0) + __accc_r29_12 * (1); 
s += __accc_c26_0_0[__accc_h26_0_0_0][((c) - (0))] * __accc_c26_0_1[((c) - (0))];
} { int __accc_lane = (int)threadIdx.x; int __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { int __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_s[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_s[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = __accc_v + __accc_vred_s[__accc_w + __accc_k]; } s = __accc_save_s + __accc_v; __syncthreads(); } }
            y[r] = s;
}
 }
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*__restrict__ M)[45], const int *__restrict__ x, int (*Z)[45], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c36_0_0[1][45];
    __shared__ unsigned char __accc_d36_0_0[1][45];
    __shared__ int __accc_c36_0_1[1][45];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int r = (__accc_lo0 + __accc_it * __accc_st0);
#line 35 "cache_gang_row.c"
{


            { const long __accc_s36_0_0_0 = (r); const long __accc_e36_0_0_0 = 1; const long __accc_s36_0_0_1 = (0); const long __accc_e36_0_0_1 = 45; const long __accc_s36_0_1_0 = (r); const long __accc_e36_0_1_0 = 1; const long __accc_s36_0_1_1 = (0); const long __accc_e36_0_1_1 = 45; __syncthreads(); { int __accc_v0_0[1]; int __accc_v0_1[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 45; __accc_r /= 45; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e36_0_0_0 && __accc_k1 < __accc_e36_0_0_1) { __accc_v0_0[__accc_q] = Z[__accc_s36_0_0_0 + __accc_k0][__accc_s36_0_0_1 + __accc_k1]; __accc_v0_1[__accc_q] = M[__accc_s36_0_1_0 + __accc_k0][__accc_s36_0_1_1 + __accc_k1]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 45; __accc_r /= 45; const int __accc_k0 = __accc_r; if (__accc_f < 45 && __accc_k0 < __accc_e36_0_0_0 && __accc_k1 < __accc_e36_0_0_1) { __accc_c36_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; __accc_d36_0_0[__accc_k0][__accc_k1] = 0; __accc_c36_0_1[__accc_k0][__accc_k1] = __accc_v0_1[__accc_q]; } } } __syncthreads();
{ const long __accc_h36_0_0_0 = (r) - (r);
{ long __accc_tc38_12_0 = (long)((long long)(45) - (long long)(0)); if (__accc_tc38_12_0 < 0) __accc_tc38_12_0 = 0; for (long __accc_it38_12 = (long)threadIdx.x; __accc_it38_12 < __accc_tc38_12_0; __accc_it38_12 += (long)blockDim.x) { long __accc_r38_12 = __accc_it38_12; int c = (0) + __accc_r38_12 * (1); 
(__accc_d36_0_0[__accc_h36_0_0_0][((c) - (0))] = 1, __accc_c36_0_0[__accc_h36_0_0_0][((c) - (0))] = (__accc_c36_0_1[__accc_h36_0_0_0][((c) - (0))] * x[c] + __accc_c36_0_1[__accc_h36_0_0_0][((45 - 1 - c) - (0))]));
} __syncthreads(); }
}
 __syncthreads();
#pragma unroll
 for (int __accc_f = (int)((long)threadIdx.x); __accc_f < 45; __accc_f += 128) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 45; __accc_r /= 45; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e36_0_0_0 && __accc_k1 < __accc_e36_0_0_1) { if (__accc_d36_0_0[__accc_k0][__accc_k1]) Z[__accc_s36_0_0_0 + __accc_k0][__accc_s36_0_0_1 + __accc_k1] = __accc_c36_0_0[__accc_k0][__accc_k1]; } } __syncthreads(); }
        }
    }
}
