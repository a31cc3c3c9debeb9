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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ in, int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) int __accc_c17_0_0[516];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "cache_pointers.c"
{

        { const long __accc_s17_0_0_0 = (i - 2) - 1 * (4 * (long)threadIdx.x); const long __accc_e17_0_0_0 = (5 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e17_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s17_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e17_0_0_0) { __accc_c17_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { int __accc_win17_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = ((const int4 *)(__accc_c17_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win17_0[4 * __accc_q] = __accc_x.x; __accc_win17_0[4 * __accc_q + 1] = __accc_x.y; __accc_win17_0[4 * __accc_q + 2] = __accc_x.z; __accc_win17_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
out[i] = __accc_win17_0[1 * __accc_o + 0] + 2 * __accc_win17_0[1 * __accc_o + ((1))] + 3 * __accc_win17_0[1 * __accc_o + ((2))] + 2 * __accc_win17_0[1 * __accc_o + ((3))] + __accc_win17_0[1 * __accc_o + ((4))];
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h17_0_0_0 = (i - 2) - __accc_s17_0_0_0; const long __accc_h17_0_0_1 = (i - 1) - __accc_s17_0_0_0; const long __accc_h17_0_0_2 = (i) - __accc_s17_0_0_0; const long __accc_h17_0_0_3 = (i + 1) - __accc_s17_0_0_0; const long __accc_h17_0_0_4 = (i + 2) - __accc_s17_0_0_0;
out[i] = __accc_c17_0_0[__accc_h17_0_0_0] + 2 * __accc_c17_0_0[__accc_h17_0_0_1] + 3 * __accc_c17_0_0[__accc_h17_0_0_2] + 2 * __accc_c17_0_0[__accc_h17_0_0_3] + __accc_c17_0_0[__accc_h17_0_0_4];
}
}
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ in, int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) int __accc_c26_0_0[516];
    for (long __accc_b = (long)blockIdx.x * 512; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 512) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 512 ? (__accc_n) - (__accc_b) : 512;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "cache_pointers.c"
{

        { const long __accc_s26_0_0_0 = (i) - 1 * (4 * (long)threadIdx.x); const long __accc_e26_0_0_0 = (2 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e26_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s26_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 128; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 516 && __accc_k0 < __accc_e26_0_0_0) { __accc_c26_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { int __accc_win26_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = ((const int4 *)(__accc_c26_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win26_0[4 * __accc_q] = __accc_x.x; __accc_win26_0[4 * __accc_q + 1] = __accc_x.y; __accc_win26_0[4 * __accc_q + 2] = __accc_x.z; __accc_win26_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
out[i] = __accc_win26_0[1 * __accc_o + ((1))] - __accc_win26_0[1 * __accc_o + 0];
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h26_0_0_0 = (i + 1) - __accc_s26_0_0_0; const long __accc_h26_0_0_1 = (i) - __accc_s26_0_0_0;
out[i] = __accc_c26_0_0[__accc_h26_0_0_0] - __accc_c26_0_0[__accc_h26_0_0_1];
}
}
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const int *__restrict__ in, int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) int __accc_c35_0_0[132];
    for (long __accc_b = (long)blockIdx.x * 128; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 128) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 128 ? (__accc_n) - (__accc_b) : 128;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "cache_pointers.c"
{

        { const long __accc_s35_0_0_0 = (i - 1) - 1 * (4 * (long)threadIdx.x); const long __accc_e35_0_0_0 = (3 + 1 * (__accc_w - 1)); __syncthreads(); { int __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 32; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 132 && __accc_k0 < __accc_e35_0_0_0) { __accc_v0_0[__accc_q] = in[__accc_s35_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 32; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 132 && __accc_k0 < __accc_e35_0_0_0) { __accc_c35_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { int __accc_win35_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int4 __accc_x = ((const int4 *)(__accc_c35_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win35_0[4 * __accc_q] = __accc_x.x; __accc_win35_0[4 * __accc_q + 1] = __accc_x.y; __accc_win35_0[4 * __accc_q + 2] = __accc_x.z; __accc_win35_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
out[i] = __accc_win35_0[1 * __accc_o + 0] * __accc_win35_0[1 * __accc_o + ((2))] - __accc_win35_0[1 * __accc_o + ((1))];
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h35_0_0_0 = (i - 1) - __accc_s35_0_0_0; const long __accc_h35_0_0_1 = (i + 1) - __accc_s35_0_0_0; const long __accc_h35_0_0_2 = (i) - __accc_s35_0_0_0;
out[i] = __accc_c35_0_0[__accc_h35_0_0_0] * __accc_c35_0_0[__accc_h35_0_0_1] - __accc_c35_0_0[__accc_h35_0_0_2];
}
}
}
 }
    }
    }
}

extern "C" __global__ void __accc_kernel_3_0(int (*__restrict__ g)[29], int (*r)[29], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_c46_0_0[128][3][3];
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int y = (__accc_lo0 + __accc_x0 * __accc_st0);
        int x = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 45 "cache_pointers.c"
{

            { const long __accc_s46_0_0_0 = (y - 1); const long __accc_e46_0_0_0 = 3; const long __accc_s46_0_0_1 = (x - 1); const long __accc_e46_0_0_1 = 3; { }
#pragma unroll
 for (int __accc_f = (int)(0); __accc_f < 9; __accc_f += 1) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 3; __accc_r /= 3; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e46_0_0_0 && __accc_k1 < __accc_e46_0_0_1) { __accc_c46_0_0[(int)threadIdx.x][__accc_k0][__accc_k1] = g[__accc_s46_0_0_0 + __accc_k0][__accc_s46_0_0_1 + __accc_k1]; } }
{ const long __accc_h46_0_0_0 = (y - 1) - (y - 1); const long __accc_h46_0_0_1 = (x) - (x - 1); const long __accc_h46_0_0_2 = (y + 1) - (y - 1); const long __accc_h46_0_0_3 = (y) - (y - 1); const long __accc_h46_0_0_4 = (x - 1) - (x - 1); const long __accc_h46_0_0_5 = (x + 1) - (x - 1);
r[y][x] = __accc_c46_0_0[(int)threadIdx.x][__accc_h46_0_0_0][__accc_h46_0_0_1] + __accc_c46_0_0[(int)threadIdx.x][__accc_h46_0_0_2][__accc_h46_0_0_1] - __accc_c46_0_0[(int)threadIdx.x][__accc_h46_0_0_3][__accc_h46_0_0_4] - __accc_c46_0_0[(int)threadIdx.x][__accc_h46_0_0_3][__accc_h46_0_0_5] + 4 * __accc_c46_0_0[(int)threadIdx.x][__accc_h46_0_0_3][__accc_h46_0_0_1];
}
 }
        }
    }
}
