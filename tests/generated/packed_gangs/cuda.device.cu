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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ row_start, const long long *__restrict__ val, const int *__restrict__ col, const long long *__restrict__ x, long long *y, long long *top, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    // 4 gangs a block, one per warp: the built-ins below are the warp's.
    const uint3 __accc_gang_lane = make_uint3(threadIdx.x % 32, 0, 0);
    const uint3 __accc_gang = make_uint3(blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, 0, 0);
    const dim3 __accc_gangs(gridDim.x * (blockDim.x / 32)), __accc_gang_size(32);
#define threadIdx __accc_gang_lane
#define blockIdx __accc_gang
#define gridDim __accc_gangs
#define blockDim __accc_gang_size
#define __syncthreads() __syncwarp()
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "packed_gangs.c"
{
        long long s = 0, m = -1000000;

        { long __accc_tc43_8_0 = (long)((long long)(row_start[i + 1]) - (long long)(row_start[i])); if (__accc_tc43_8_0 < 0) __accc_tc43_8_0 = 0; long long __accc_save_s = s; s = 0; long long __accc_save_m = m; m = (-9223372036854775807L-1); for (long __accc_it43_8 = (long)threadIdx.x; __accc_it43_8 < __accc_tc43_8_0; __accc_it43_8 += (long)blockDim.x) { long __accc_r43_8 = __accc_it43_8; int k = (row_start[i]) + __accc_r43_8 * (1); 
{
            long long p = val[k] * x[col[k]];
            s += p;
            m = p > m ? p : m;
        }
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); s = __accc_save_s + __accc_v; __syncthreads(); } { int __accc_lane = (int)threadIdx.x; long long __accc_v = m; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = (__accc_v > __accc_o ? __accc_v : __accc_o); } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); m = (__accc_save_m > __accc_v ? __accc_save_m : __accc_v); __syncthreads(); } }
        y[i] = s;
        top[i] = m;
    }
    }
#undef threadIdx
#undef blockIdx
#undef gridDim
#undef blockDim
#undef __syncthreads
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ row_start, const long long *__restrict__ val, const int *__restrict__ col, const long long *__restrict__ x, long long *few, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    // 4 gangs a block, one per warp: the built-ins below are the warp's.
    const uint3 __accc_gang_lane = make_uint3(threadIdx.x % 32, 0, 0);
    const uint3 __accc_gang = make_uint3(blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, 0, 0);
    const dim3 __accc_gangs(gridDim.x * (blockDim.x / 32)), __accc_gang_size(32);
#define threadIdx __accc_gang_lane
#define blockIdx __accc_gang
#define gridDim __accc_gangs
#define blockDim __accc_gang_size
#define __syncthreads() __syncwarp()
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "packed_gangs.c"
{
            long long s = 0;

            { long __accc_tc60_12_0 = (long)((long long)(row_start[i + 501]) - (long long)(row_start[i + 500])); if (__accc_tc60_12_0 < 0) __accc_tc60_12_0 = 0; long long __accc_save_s = s; s = 0; for (long __accc_it60_12 = (long)threadIdx.x; __accc_it60_12 < __accc_tc60_12_0; __accc_it60_12 += (long)blockDim.x) { long __accc_r60_12 = __accc_it60_12; int k = (row_start[i + 500]) + __accc_r60_12 * (1); 
s += val[k] * x[col[k]];
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); s = __accc_save_s + __accc_v; __syncthreads(); } }
            few[i] = s;
        }
    }
#undef threadIdx
#undef blockIdx
#undef gridDim
#undef blockDim
#undef __syncthreads
}

extern "C" __global__ void __accc_kernel_2_0(int nnz, const long long *__restrict__ val, long long *twice, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    // 4 gangs a block, one per warp: the built-ins below are the warp's.
    const uint3 __accc_gang_lane = make_uint3(threadIdx.x % 32, 0, 0);
    const uint3 __accc_gang = make_uint3(blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, 0, 0);
    const dim3 __accc_gangs(gridDim.x * (blockDim.x / 32)), __accc_gang_size(32);
#define threadIdx __accc_gang_lane
#define blockIdx __accc_gang
#define gridDim __accc_gangs
#define blockDim __accc_gang_size
#define __syncthreads() __syncwarp()
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 69 "packed_gangs.c"
{
        long long t = 0;

        { long __accc_tc72_8_0 = (long)((long long)(2) - (long long)(0)); if (__accc_tc72_8_0 < 0) __accc_tc72_8_0 = 0; long long __accc_save_t = t; t = 0; for (long __accc_b72_8 = 0; __accc_b72_8 < __accc_tc72_8_0; __accc_b72_8 += 2) { const long __accc_it72_8 = __accc_b72_8 + ((long)threadIdx.x / 16); const int __accc_won72_8 = __accc_it72_8 < __accc_tc72_8_0; long __accc_r72_8 = __accc_it72_8; int w = (0) + __accc_r72_8 * (1); 
{
            long long s = 0;

            { long __accc_tc75_12_0 = __accc_won72_8 ? (long)((long long)(40) - (long long)(0)) : 0; if (__accc_tc75_12_0 < 0) __accc_tc75_12_0 = 0; long long __accc_save_s = s; s = 0; for (long __accc_it75_12 = ((long)threadIdx.x % 16); __accc_it75_12 < __accc_tc75_12_0; __accc_it75_12 += 16) { long __accc_r75_12 = __accc_it75_12; int k = (0) + __accc_r75_12 * (1); 
s += val[(i * 7 + w * 40 + k) % nnz];
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = s; for (int __accc_s = 8; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, __accc_lane % 32 / 16 * 16); s = __accc_save_s + __accc_v; __syncthreads(); } }
            if (__accc_won72_8) { t += s; }
        }
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = (__accc_lane % 16 == 0 ? t : 0); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); t = __accc_save_t + __accc_v; __syncthreads(); } }
        long long bias = 0;

        for (int b = 0; b < 3; b++) bias += b * i;
        twice[i] = 2 * t + bias;
    }
    }
#undef threadIdx
#undef blockIdx
#undef gridDim
#undef blockDim
#undef __syncthreads
}
