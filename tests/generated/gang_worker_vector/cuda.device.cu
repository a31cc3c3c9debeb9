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
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ a)[45][133], long (*rowsum)[45], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "gang_worker_vector.c"
{

        { long __accc_tc18561_0 = (long)((long long)(45) - (long long)(0)); if (__accc_tc18561_0 < 0) __accc_tc18561_0 = 0; for (long __accc_b18561 = 0; __accc_b18561 < __accc_tc18561_0; __accc_b18561 += 4) { const long __accc_it18561 = __accc_b18561 + ((long)threadIdx.x / 32); const int __accc_won18561 = __accc_it18561 < __accc_tc18561_0; long __accc_r18561 = __accc_it18561; int j = (0) + __accc_r18561 * (1); 
{
            long s = 0;
            if (__accc_won18561) { s = 1; }

            { long __accc_tc18716_0 = __accc_won18561 ? (long)((long long)(133) - (long long)(0)) : 0; if (__accc_tc18716_0 < 0) __accc_tc18716_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it18716 = ((long)threadIdx.x % 32); __accc_it18716 < __accc_tc18716_0; __accc_it18716 += 32) { long __accc_r18716 = __accc_it18716; int k = (0) + __accc_r18716 * (1); 
s += a[i][j][k];
} { int __accc_lane = (int)threadIdx.x; long __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); s = __accc_save_s + __accc_v; __syncthreads(); } }
            if (__accc_won18561) { rowsum[i][j] = s * 2; }
        }
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*__restrict__ a)[45][133], long *gangsum, long *both, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ long __accc_vred_g[3];
    __shared__ long __accc_vred_b[3];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "gang_worker_vector.c"
{
        long g = 0;
        long b = 0;

        { long __accc_tc19081_0 = (long)((long long)(45) - (long long)(0)); if (__accc_tc19081_0 < 0) __accc_tc19081_0 = 0; long __accc_save_g = g; g = 0; for (long __accc_b19081 = 0; __accc_b19081 < __accc_tc19081_0; __accc_b19081 += 3) { const long __accc_it19081 = __accc_b19081 + ((long)threadIdx.x / 32); const int __accc_won19081 = __accc_it19081 < __accc_tc19081_0; long __accc_r19081 = __accc_it19081; int j = (0) + __accc_r19081 * (1); 
{
            long s = 0;

            { long __accc_tc19217_0 = __accc_won19081 ? (long)((long long)(133) - (long long)(0)) : 0; if (__accc_tc19217_0 < 0) __accc_tc19217_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it19217 = ((long)threadIdx.x % 32); __accc_it19217 < __accc_tc19217_0; __accc_it19217 += 32) { long __accc_r19217 = __accc_it19217; int k = (0) + __accc_r19217 * (1); 
s += a[i][j][k] * ((k * k) % 7 + j);
} { int __accc_lane = (int)threadIdx.x; long __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); s = __accc_save_s + __accc_v; __syncthreads(); } }
            if (__accc_won19081) { g += s; }
        }
} { int __accc_lane = (int)threadIdx.x; long __accc_v = (__accc_lane % 32 == 0 ? g : 0); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_g[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 96 * 3; __accc_v = __accc_vred_g[__accc_w]; for (int __accc_k = 1; __accc_k < 3; __accc_k++) __accc_v = __accc_v + __accc_vred_g[__accc_w + __accc_k]; } g = __accc_save_g + __accc_v; __syncthreads(); } }
        gangsum[i] = g;

        { long __accc_tc19433_0 = (long)((long long)(45) - (long long)(0)); if (__accc_tc19433_0 < 0) __accc_tc19433_0 = 0; long __accc_save_b = b; b = (-9223372036854775807L-1); for (long __accc_b19433 = 0; __accc_b19433 < __accc_tc19433_0; __accc_b19433 += 3) { const long __accc_it19433 = __accc_b19433 + ((long)threadIdx.x / 32); const int __accc_won19433 = __accc_it19433 < __accc_tc19433_0; long __accc_r19433 = __accc_it19433; int j = (0) + __accc_r19433 * (1); 
{

            { long __accc_tc19547_0 = __accc_won19433 ? (long)((long long)(133) - (long long)(0)) : 0; if (__accc_tc19547_0 < 0) __accc_tc19547_0 = 0; long __accc_save_b = b; b = (-9223372036854775807L-1); for (long __accc_it19547 = ((long)threadIdx.x % 32); __accc_it19547 < __accc_tc19547_0; __accc_it19547 += 32) { long __accc_r19547 = __accc_it19547; int k = (0) + __accc_r19547 * (1); 
b = a[i][j][k] * (j + 1) - i * k > b ? a[i][j][k] * (j + 1) - i * k : b;
} { int __accc_lane = (int)threadIdx.x; long __accc_v = b; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = (__accc_v > __accc_o ? __accc_v : __accc_o); } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); b = (__accc_save_b > __accc_v ? __accc_save_b : __accc_v); __syncthreads(); } }
        }
} { int __accc_lane = (int)threadIdx.x; long __accc_v = (__accc_lane % 32 == 0 ? b : (-9223372036854775807L-1)); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = (__accc_v > __accc_o ? __accc_v : __accc_o); } if (__accc_lane % 32 == 0) __accc_vred_b[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 96 * 3; __accc_v = __accc_vred_b[__accc_w]; for (int __accc_k = 1; __accc_k < 3; __accc_k++) __accc_v = (__accc_v > __accc_vred_b[__accc_w + __accc_k] ? __accc_v : __accc_vred_b[__accc_w + __accc_k]); } b = (__accc_save_b > __accc_v ? __accc_save_b : __accc_v); __syncthreads(); } }
        both[i] = b;
    }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int (*__restrict__ a)[45][133], int (*scaled)[45][133], int (*tri)[45], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 68 "gang_worker_vector.c"
{

        { long __accc_tc19928_0 = (long)((long long)(45) - (long long)(0)); if (__accc_tc19928_0 < 0) __accc_tc19928_0 = 0; for (long __accc_b19928 = 0; __accc_b19928 < __accc_tc19928_0; __accc_b19928 += 8) { const long __accc_it19928 = __accc_b19928 + ((long)threadIdx.x / 16); const int __accc_won19928 = __accc_it19928 < __accc_tc19928_0; long __accc_r19928 = __accc_it19928; int j = (0) + __accc_r19928 * (1); 
{
            int c = 0;

            { long __accc_tc20048_0 = __accc_won19928 ? (long)((long long)(133) - (long long)(0)) : 0; if (__accc_tc20048_0 < 0) __accc_tc20048_0 = 0; for (long __accc_it20048 = ((long)threadIdx.x % 16); __accc_it20048 < __accc_tc20048_0; __accc_it20048 += 16) { long __accc_r20048 = __accc_it20048; int k = (0) + __accc_r20048 * (1); 
scaled[i][j][k] = a[i][j][k] * 3;
} __syncthreads(); }

            { long __accc_tc20209_0 = __accc_won19928 ? (long)((long long)(133) - (long long)(j)) : 0; if (__accc_tc20209_0 < 0) __accc_tc20209_0 = 0; int __accc_save_c = c; c = 0; for (long __accc_it20209 = ((long)threadIdx.x % 16); __accc_it20209 < __accc_tc20209_0; __accc_it20209 += 16) { long __accc_r20209 = __accc_it20209; int k = (j) + __accc_r20209 * (1); 
c += scaled[i][j][133 - 1 - k + j] > 0;
} { int __accc_lane = (int)threadIdx.x; int __accc_v = c; for (int __accc_s = 8; __accc_s > 0; __accc_s >>= 1) { int __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, __accc_lane % 32 / 16 * 16); c = __accc_save_c + __accc_v; __syncthreads(); } }
            if (__accc_won19928) { tri[i][j] = c; }
        }
} __syncthreads(); }
    }
    }
}
