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

        { long __accc_tc31_8_0 = (long)((long long)(45) - (long long)(0)); if (__accc_tc31_8_0 < 0) __accc_tc31_8_0 = 0; for (long __accc_b31_8 = 0; __accc_b31_8 < __accc_tc31_8_0; __accc_b31_8 += 4) { const long __accc_it31_8 = __accc_b31_8 + ((long)threadIdx.x / 32); const int __accc_won31_8 = __accc_it31_8 < __accc_tc31_8_0; long __accc_r31_8 = __accc_it31_8; int j = (0) + __accc_r31_8 * (1); 
{
            long s = 0;
            if (__accc_won31_8) { s = 1; }

            { long __accc_tc35_12_0 = __accc_won31_8 ? (long)((long long)(133) - (long long)(0)) : 0; if (__accc_tc35_12_0 < 0) __accc_tc35_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it35_12 = ((long)threadIdx.x % 32); __accc_it35_12 < __accc_tc35_12_0; __accc_it35_12 += 32) { long __accc_r35_12 = __accc_it35_12; int k = (0) + __accc_r35_12 * (1); 
s += a[i][j][k];
} { int __accc_lane = (int)threadIdx.x; long __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); s = __accc_save_s + __accc_v; __syncthreads(); } }
            if (__accc_won31_8) { rowsum[i][j] = s * 2; }
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

        { long __accc_tc48_8_0 = (long)((long long)(45) - (long long)(0)); if (__accc_tc48_8_0 < 0) __accc_tc48_8_0 = 0; long __accc_save_g = g; g = 0; for (long __accc_b48_8 = 0; __accc_b48_8 < __accc_tc48_8_0; __accc_b48_8 += 3) { const long __accc_it48_8 = __accc_b48_8 + ((long)threadIdx.x / 32); const int __accc_won48_8 = __accc_it48_8 < __accc_tc48_8_0; long __accc_r48_8 = __accc_it48_8; int j = (0) + __accc_r48_8 * (1); 
{
            long s = 0;

            { long __accc_tc51_12_0 = __accc_won48_8 ? (long)((long long)(133) - (long long)(0)) : 0; if (__accc_tc51_12_0 < 0) __accc_tc51_12_0 = 0; long __accc_save_s = s; s = 0; for (long __accc_it51_12 = ((long)threadIdx.x % 32); __accc_it51_12 < __accc_tc51_12_0; __accc_it51_12 += 32) { long __accc_r51_12 = __accc_it51_12; int k = (0) + __accc_r51_12 * (1); 
s += a[i][j][k] * ((k * k) % 7 + j);
} { int __accc_lane = (int)threadIdx.x; long __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); s = __accc_save_s + __accc_v; __syncthreads(); } }
            if (__accc_won48_8) { g += s; }
        }
} { int __accc_lane = (int)threadIdx.x; long __accc_v = (__accc_lane % 32 == 0 ? g : 0); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_g[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 96 * 3; __accc_v = __accc_vred_g[__accc_w]; for (int __accc_k = 1; __accc_k < 3; __accc_k++) __accc_v = __accc_v + __accc_vred_g[__accc_w + __accc_k]; } g = __accc_save_g + __accc_v; __syncthreads(); } }
        gangsum[i] = g;

        { long __accc_tc57_8_0 = (long)((long long)(45) - (long long)(0)); if (__accc_tc57_8_0 < 0) __accc_tc57_8_0 = 0; long __accc_save_b = b; b = (-9223372036854775807L-1); for (long __accc_b57_8 = 0; __accc_b57_8 < __accc_tc57_8_0; __accc_b57_8 += 3) { const long __accc_it57_8 = __accc_b57_8 + ((long)threadIdx.x / 32); const int __accc_won57_8 = __accc_it57_8 < __accc_tc57_8_0; long __accc_r57_8 = __accc_it57_8; int j = (0) + __accc_r57_8 * (1); 
{

            { long __accc_tc59_12_0 = __accc_won57_8 ? (long)((long long)(133) - (long long)(0)) : 0; if (__accc_tc59_12_0 < 0) __accc_tc59_12_0 = 0; long __accc_save_b = b; b = (-9223372036854775807L-1); for (long __accc_it59_12 = ((long)threadIdx.x % 32); __accc_it59_12 < __accc_tc59_12_0; __accc_it59_12 += 32) { long __accc_r59_12 = __accc_it59_12; int k = (0) + __accc_r59_12 * (1); 
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

        { long __accc_tc70_8_0 = (long)((long long)(45) - (long long)(0)); if (__accc_tc70_8_0 < 0) __accc_tc70_8_0 = 0; for (long __accc_b70_8 = 0; __accc_b70_8 < __accc_tc70_8_0; __accc_b70_8 += 8) { const long __accc_it70_8 = __accc_b70_8 + ((long)threadIdx.x / 16); const int __accc_won70_8 = __accc_it70_8 < __accc_tc70_8_0; long __accc_r70_8 = __accc_it70_8; int j = (0) + __accc_r70_8 * (1); 
{
            int c = 0;

            { long __accc_tc73_12_0 = __accc_won70_8 ? (long)((long long)(133) - (long long)(0)) : 0; if (__accc_tc73_12_0 < 0) __accc_tc73_12_0 = 0; for (long __accc_it73_12 = ((long)threadIdx.x % 16); __accc_it73_12 < __accc_tc73_12_0; __accc_it73_12 += 16) { long __accc_r73_12 = __accc_it73_12; int k = (0) + __accc_r73_12 * (1); 
scaled[i][j][k] = a[i][j][k] * 3;
} __syncthreads(); }

            { long __accc_tc76_12_0 = __accc_won70_8 ? (long)((long long)(133) - (long long)(j)) : 0; if (__accc_tc76_12_0 < 0) __accc_tc76_12_0 = 0; int __accc_save_c = c; c = 0; for (long __accc_it76_12 = ((long)threadIdx.x % 16); __accc_it76_12 < __accc_tc76_12_0; __accc_it76_12 += 16) { long __accc_r76_12 = __accc_it76_12; int k = (j) + __accc_r76_12 * (1); 
c += scaled[i][j][133 - 1 - k + j] > 0;
} { int __accc_lane = (int)threadIdx.x; int __accc_v = c; for (int __accc_s = 8; __accc_s > 0; __accc_s >>= 1) { int __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, __accc_lane % 32 / 16 * 16); c = __accc_save_c + __accc_v; __syncthreads(); } }
            if (__accc_won70_8) { tri[i][j] = c; }
        }
} __syncthreads(); }
    }
    }
}
