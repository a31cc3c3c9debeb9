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
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ a)[1000], long long *sum, long long *lmin, double *dsum, int *imax, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ long long __accc_vred_s[4];
    __shared__ long long __accc_vred_m[4];
    __shared__ double __accc_vred_d[4];
    __shared__ int __accc_vred_x[4];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "vector_reduction_shapes.c"
{
        long long s = 1, m = 1000000;
        double d = 0.5;
        int x = -1000000;

        { long __accc_tc38_8_0 = (long)((long long)(1000) - (long long)(0)); if (__accc_tc38_8_0 < 0) __accc_tc38_8_0 = 0; long long __accc_save_s = s; s = 0; long long __accc_save_m = m; m = 9223372036854775807L; double __accc_save_d = d; d = 0; int __accc_save_x = x; x = (-2147483647-1); for (long __accc_it38_8 = (long)threadIdx.x; __accc_it38_8 < __accc_tc38_8_0; __accc_it38_8 += (long)blockDim.x) { long __accc_r38_8 = __accc_it38_8; int j = (0) + __accc_r38_8 * (1); 
{
            s += a[i][j];
            m = a[i][j] * 3LL < m ? a[i][j] * 3LL : m;
            d += a[i][j] * 0.25;
            x = a[i][j] > x ? a[i][j] : x;
        }
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_s[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_s[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = __accc_v + __accc_vred_s[__accc_w + __accc_k]; } s = __accc_save_s + __accc_v; __syncthreads(); } { int __accc_lane = (int)threadIdx.x; long long __accc_v = m; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = (__accc_v < __accc_o ? __accc_v : __accc_o); } if (__accc_lane % 32 == 0) __accc_vred_m[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_m[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = (__accc_v < __accc_vred_m[__accc_w + __accc_k] ? __accc_v : __accc_vred_m[__accc_w + __accc_k]); } m = (__accc_save_m < __accc_v ? __accc_save_m : __accc_v); __syncthreads(); } { int __accc_lane = (int)threadIdx.x; double __accc_v = d; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { double __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_d[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_d[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = __accc_v + __accc_vred_d[__accc_w + __accc_k]; } d = __accc_save_d + __accc_v; __syncthreads(); } { int __accc_lane = (int)threadIdx.x; int __accc_v = x; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { int __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = (__accc_v > __accc_o ? __accc_v : __accc_o); } if (__accc_lane % 32 == 0) __accc_vred_x[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_x[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = (__accc_v > __accc_vred_x[__accc_w + __accc_k] ? __accc_v : __accc_vred_x[__accc_w + __accc_k]); } x = (__accc_save_x > __accc_v ? __accc_save_x : __accc_v); __syncthreads(); } }
        sum[i] = s;
        lmin[i] = m;
        dsum[i] = d;
        imax[i] = x;
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*__restrict__ a)[1000], signed char *cmax, unsigned char *umin, short *ssum, _Bool *all, _Bool *any, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
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
#line 63 "vector_reduction_shapes.c"
{
        signed char c = -128;
        unsigned char u = 255;
        short s = 0;
        _Bool al = 1, an = 0;

        { long __accc_tc69_8_0 = (long)((long long)(1000) - (long long)(0)); if (__accc_tc69_8_0 < 0) __accc_tc69_8_0 = 0; signed char __accc_save_c = c; c = (-128); unsigned char __accc_save_u = u; u = 255; short __accc_save_s = s; s = 0; _Bool __accc_save_al = al; al = 1; _Bool __accc_save_an = an; an = 0; for (long __accc_it69_8 = (long)threadIdx.x; __accc_it69_8 < __accc_tc69_8_0; __accc_it69_8 += (long)blockDim.x) { long __accc_r69_8 = __accc_it69_8; int j = (0) + __accc_r69_8 * (1); 
{
            signed char v = (signed char)(a[i][j] % 100);
            c = v > c ? v : c;
            unsigned char w = (unsigned char)((a[i][j] + 500) % 251);
            u = w < u ? w : u;
            s += (short)(a[i][j] % 7);
            al = al && a[i][j] > -500 + i;
            an = an || a[i][j] == 499 - i;
        }
} { int __accc_lane = (int)threadIdx.x; signed char __accc_v = c; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { signed char __accc_o = (signed char)__shfl_xor_sync(0xffffffffu, (int)(__accc_v), __accc_s); __accc_v = (__accc_v > __accc_o ? __accc_v : __accc_o); } __accc_v = (signed char)__shfl_sync(0xffffffffu, (int)(__accc_v), 0); c = (__accc_save_c > __accc_v ? __accc_save_c : __accc_v); __syncthreads(); } { int __accc_lane = (int)threadIdx.x; unsigned char __accc_v = u; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { unsigned char __accc_o = (unsigned char)__shfl_xor_sync(0xffffffffu, (int)(__accc_v), __accc_s); __accc_v = (__accc_v < __accc_o ? __accc_v : __accc_o); } __accc_v = (unsigned char)__shfl_sync(0xffffffffu, (int)(__accc_v), 0); u = (__accc_save_u < __accc_v ? __accc_save_u : __accc_v); __syncthreads(); } { int __accc_lane = (int)threadIdx.x; short __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { short __accc_o = (short)__shfl_xor_sync(0xffffffffu, (int)(__accc_v), __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = (short)__shfl_sync(0xffffffffu, (int)(__accc_v), 0); s = __accc_save_s + __accc_v; __syncthreads(); } { int __accc_lane = (int)threadIdx.x; _Bool __accc_v = al; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { _Bool __accc_o = (_Bool)__shfl_xor_sync(0xffffffffu, (int)(__accc_v), __accc_s); __accc_v = __accc_v && __accc_o; } __accc_v = (_Bool)__shfl_sync(0xffffffffu, (int)(__accc_v), 0); al = __accc_save_al && __accc_v; __syncthreads(); } { int __accc_lane = (int)threadIdx.x; _Bool __accc_v = an; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { _Bool __accc_o = (_Bool)__shfl_xor_sync(0xffffffffu, (int)(__accc_v), __accc_s); __accc_v = __accc_v || __accc_o; } __accc_v = (_Bool)__shfl_sync(0xffffffffu, (int)(__accc_v), 0); an = __accc_save_an || __accc_v; __syncthreads(); } }
        cmax[i] = c;
        umin[i] = u;
        ssum[i] = s;
        all[i] = al;
        any[i] = an;
    }
    }
#undef threadIdx
#undef blockIdx
#undef gridDim
#undef blockDim
#undef __syncthreads
}

extern "C" __global__ void __accc_kernel_2_0(int (*__restrict__ a)[1000], long long *w16, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ long long __accc_vred_t[4];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 91 "vector_reduction_shapes.c"
{
        long long t = 0;

        { long __accc_tc94_8_0 = (long)((long long)(10) - (long long)(0)); if (__accc_tc94_8_0 < 0) __accc_tc94_8_0 = 0; long long __accc_save_t = t; t = 0; for (long __accc_b94_8 = 0; __accc_b94_8 < __accc_tc94_8_0; __accc_b94_8 += 8) { const long __accc_it94_8 = __accc_b94_8 + ((long)threadIdx.x / 16); const int __accc_won94_8 = __accc_it94_8 < __accc_tc94_8_0; long __accc_r94_8 = __accc_it94_8; int p = (0) + __accc_r94_8 * (1); 
{
            long long s = 0;
            if (__accc_won94_8) { s = p; }

            { long __accc_tc98_12_0 = __accc_won94_8 ? (long)((long long)(p * 100 + 100) - (long long)(p * 100)) : 0; if (__accc_tc98_12_0 < 0) __accc_tc98_12_0 = 0; long long __accc_save_s = s; s = 0; for (long __accc_it98_12 = ((long)threadIdx.x % 16); __accc_it98_12 < __accc_tc98_12_0; __accc_it98_12 += 16) { long __accc_r98_12 = __accc_it98_12; int j = (p * 100) + __accc_r98_12 * (1); 
s += a[i][j] * (p + 1);
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = s; for (int __accc_s = 8; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, __accc_lane % 32 / 16 * 16); s = __accc_save_s + __accc_v; __syncthreads(); } }
            if (__accc_won94_8) { t += s; }
        }
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = (__accc_lane % 16 == 0 ? t : 0); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_t[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_t[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = __accc_v + __accc_vred_t[__accc_w + __accc_k]; } t = __accc_save_t + __accc_v; __syncthreads(); } }
        w16[i] = t;
    }
    }
}

extern "C" __global__ void __accc_kernel_3_0(int (*__restrict__ a)[1000], long long *w8, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
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
#line 104 "vector_reduction_shapes.c"
{
        long long t = 0;

        { long __accc_tc107_8_0 = (long)((long long)(10) - (long long)(0)); if (__accc_tc107_8_0 < 0) __accc_tc107_8_0 = 0; long long __accc_save_t = t; t = 0; for (long __accc_b107_8 = 0; __accc_b107_8 < __accc_tc107_8_0; __accc_b107_8 += 4) { const long __accc_it107_8 = __accc_b107_8 + ((long)threadIdx.x / 8); const int __accc_won107_8 = __accc_it107_8 < __accc_tc107_8_0; long __accc_r107_8 = __accc_it107_8; int p = (0) + __accc_r107_8 * (1); 
{
            long long s = 0;
            if (__accc_won107_8) { s = p; }

            { long __accc_tc111_12_0 = __accc_won107_8 ? (long)((long long)(p * 100 + 100) - (long long)(p * 100)) : 0; if (__accc_tc111_12_0 < 0) __accc_tc111_12_0 = 0; long long __accc_save_s = s; s = 0; for (long __accc_it111_12 = ((long)threadIdx.x % 8); __accc_it111_12 < __accc_tc111_12_0; __accc_it111_12 += 8) { long __accc_r111_12 = __accc_it111_12; int j = (p * 100) + __accc_r111_12 * (1); 
s += a[i][j] * (p + 1);
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = s; for (int __accc_s = 4; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, __accc_lane % 32 / 8 * 8); s = __accc_save_s + __accc_v; __syncthreads(); } }
            if (__accc_won107_8) { t += s; }
        }
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = (__accc_lane % 8 == 0 ? t : 0); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); t = __accc_save_t + __accc_v; __syncthreads(); } }
        w8[i] = t;
    }
    }
#undef threadIdx
#undef blockIdx
#undef gridDim
#undef blockDim
#undef __syncthreads
}

extern "C" __global__ void __accc_kernel_4_0(int (*__restrict__ a)[1000], long long *w64, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ long long __accc_vred_t[4];
    __shared__ long long __accc_vred_s[4];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 117 "vector_reduction_shapes.c"
{
        long long t = 0;

        { long __accc_tc120_8_0 = (long)((long long)(10) - (long long)(0)); if (__accc_tc120_8_0 < 0) __accc_tc120_8_0 = 0; long long __accc_save_t = t; t = 0; for (long __accc_b120_8 = 0; __accc_b120_8 < __accc_tc120_8_0; __accc_b120_8 += 2) { const long __accc_it120_8 = __accc_b120_8 + ((long)threadIdx.x / 64); const int __accc_won120_8 = __accc_it120_8 < __accc_tc120_8_0; long __accc_r120_8 = __accc_it120_8; int p = (0) + __accc_r120_8 * (1); 
{
            long long s = 0;
            if (__accc_won120_8) { s = p; }

            { long __accc_tc124_12_0 = __accc_won120_8 ? (long)((long long)(p * 100 + 100) - (long long)(p * 100)) : 0; if (__accc_tc124_12_0 < 0) __accc_tc124_12_0 = 0; long long __accc_save_s = s; s = 0; for (long __accc_it124_12 = ((long)threadIdx.x % 64); __accc_it124_12 < __accc_tc124_12_0; __accc_it124_12 += 64) { long __accc_r124_12 = __accc_it124_12; int j = (p * 100) + __accc_r124_12 * (1); 
s += a[i][j] * (p + 1);
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_s[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 64 * 2; __accc_v = __accc_vred_s[__accc_w]; for (int __accc_k = 1; __accc_k < 2; __accc_k++) __accc_v = __accc_v + __accc_vred_s[__accc_w + __accc_k]; } s = __accc_save_s + __accc_v; __syncthreads(); } }
            if (__accc_won120_8) { t += s; }
        }
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = (__accc_lane % 64 == 0 ? t : 0); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_t[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_t[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = __accc_v + __accc_vred_t[__accc_w + __accc_k]; } t = __accc_save_t + __accc_v; __syncthreads(); } }
        w64[i] = t;
    }
    }
}

extern "C" __global__ void __accc_kernel_5_0(int (*__restrict__ a)[1000], long long *w48, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ long long __accc_vred_t[3];
    __shared__ long long __accc_vred_s[96];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 130 "vector_reduction_shapes.c"
{
        long long t = 0;

        { long __accc_tc133_8_0 = (long)((long long)(10) - (long long)(0)); if (__accc_tc133_8_0 < 0) __accc_tc133_8_0 = 0; long long __accc_save_t = t; t = 0; for (long __accc_b133_8 = 0; __accc_b133_8 < __accc_tc133_8_0; __accc_b133_8 += 2) { const long __accc_it133_8 = __accc_b133_8 + ((long)threadIdx.x / 48); const int __accc_won133_8 = __accc_it133_8 < __accc_tc133_8_0; long __accc_r133_8 = __accc_it133_8; int p = (0) + __accc_r133_8 * (1); 
{
            long long s = 0;
            if (__accc_won133_8) { s = p; }

            { long __accc_tc137_12_0 = __accc_won133_8 ? (long)((long long)(p * 100 + 100) - (long long)(p * 100)) : 0; if (__accc_tc137_12_0 < 0) __accc_tc137_12_0 = 0; long long __accc_save_s = s; s = 0; for (long __accc_it137_12 = ((long)threadIdx.x % 48); __accc_it137_12 < __accc_tc137_12_0; __accc_it137_12 += 48) { long __accc_r137_12 = __accc_it137_12; int j = (p * 100) + __accc_r137_12 * (1); 
s += a[i][j] * (p + 1);
} { int __accc_lane = (int)threadIdx.x; __accc_vred_s[__accc_lane] = s; __syncthreads(); for (int __accc_s = 32; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane % 48 < __accc_s && __accc_lane % 48 + __accc_s < 48) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; __syncthreads(); } s = __accc_save_s + __accc_vred_s[__accc_lane - __accc_lane % 48]; __syncthreads(); } }
            if (__accc_won133_8) { t += s; }
        }
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = (__accc_lane % 48 == 0 ? t : 0); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_t[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 96 * 3; __accc_v = __accc_vred_t[__accc_w]; for (int __accc_k = 1; __accc_k < 3; __accc_k++) __accc_v = __accc_v + __accc_vred_t[__accc_w + __accc_k]; } t = __accc_save_t + __accc_v; __syncthreads(); } }
        w48[i] = t;
    }
    }
}

extern "C" __global__ void __accc_kernel_6_0(int (*__restrict__ a)[1000], long long *wmax, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ long long __accc_vred_m[3];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 148 "vector_reduction_shapes.c"
{
        long long m = -1;

        { long __accc_tc151_8_0 = (long)((long long)(10) - (long long)(0)); if (__accc_tc151_8_0 < 0) __accc_tc151_8_0 = 0; long long __accc_save_m = m; m = (-9223372036854775807L-1); for (long __accc_b151_8 = 0; __accc_b151_8 < __accc_tc151_8_0; __accc_b151_8 += 3) { const long __accc_it151_8 = __accc_b151_8 + ((long)threadIdx.x / 32); const int __accc_won151_8 = __accc_it151_8 < __accc_tc151_8_0; long __accc_r151_8 = __accc_it151_8; int p = (0) + __accc_r151_8 * (1); 
{
            long long s = 0;

            { long __accc_tc154_12_0 = __accc_won151_8 ? (long)((long long)(p * 100 + 100) - (long long)(p * 100)) : 0; if (__accc_tc154_12_0 < 0) __accc_tc154_12_0 = 0; long long __accc_save_s = s; s = 0; for (long __accc_it154_12 = ((long)threadIdx.x % 32); __accc_it154_12 < __accc_tc154_12_0; __accc_it154_12 += 32) { long __accc_r154_12 = __accc_it154_12; int j = (p * 100) + __accc_r154_12 * (1); 
s += a[i][j];
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } __accc_v = __shfl_sync(0xffffffffu, __accc_v, 0); s = __accc_save_s + __accc_v; __syncthreads(); } }
            if (__accc_won151_8) { m = s > m ? s : m; }
        }
} { int __accc_lane = (int)threadIdx.x; long long __accc_v = (__accc_lane % 32 == 0 ? m : (-9223372036854775807L-1)); for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { long long __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = (__accc_v > __accc_o ? __accc_v : __accc_o); } if (__accc_lane % 32 == 0) __accc_vred_m[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 96 * 3; __accc_v = __accc_vred_m[__accc_w]; for (int __accc_k = 1; __accc_k < 3; __accc_k++) __accc_v = (__accc_v > __accc_vred_m[__accc_w + __accc_k] ? __accc_v : __accc_vred_m[__accc_w + __accc_k]); } m = (__accc_save_m > __accc_v ? __accc_save_m : __accc_v); __syncthreads(); } }
        wmax[i] = m;
    }
    }
}

extern "C" __global__ void __accc_kernel_7_0(int (*__restrict__ a)[1000], long long *odd, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ long long __accc_vred_s[40];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 160 "vector_reduction_shapes.c"
{
        long long s = 0;

        { long __accc_tc163_8_0 = (long)((long long)(1000) - (long long)(0)); if (__accc_tc163_8_0 < 0) __accc_tc163_8_0 = 0; long long __accc_save_s = s; s = 0; for (long __accc_it163_8 = (long)threadIdx.x; __accc_it163_8 < __accc_tc163_8_0; __accc_it163_8 += (long)blockDim.x) { long __accc_r163_8 = __accc_it163_8; int j = (0) + __accc_r163_8 * (1); 
s += a[i][j] & 1;
} { int __accc_lane = (int)threadIdx.x; __accc_vred_s[__accc_lane] = s; __syncthreads(); for (int __accc_s = 32; __accc_s > 0; __accc_s >>= 1) { if (__accc_lane < __accc_s && __accc_lane + __accc_s < 40) __accc_vred_s[__accc_lane] = __accc_vred_s[__accc_lane] + __accc_vred_s[__accc_lane + __accc_s]; __syncthreads(); } s = __accc_save_s + __accc_vred_s[0]; __syncthreads(); } }
        odd[i] = s;
    }
    }
}
