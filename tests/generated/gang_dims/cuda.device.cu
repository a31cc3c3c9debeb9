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
extern "C" __global__ void __accc_kernel_0_0(long __accc_g1, int (*a)[300], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x / (__accc_g1)); __accc_it < __accc_n; __accc_it += ((long)gridDim.x / (__accc_g1))) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "gang_dims.c"
{

        { long __accc_tc18486_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc18486_0 < 0) __accc_tc18486_0 = 0; for (long __accc_it18486 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it18486 < __accc_tc18486_0; __accc_it18486 += __accc_g1 * (long)blockDim.x) { long __accc_r18486 = __accc_it18486; int j = (0) + __accc_r18486 * (1); 
a[i][j] = i * 300 + j;
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(long __accc_g1, int *head, int (*__restrict__ a)[300], int (*b)[300], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x / (__accc_g1)); __accc_it < __accc_n; __accc_it += ((long)gridDim.x / (__accc_g1))) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "gang_dims.c"
{
        head[i] = -i;

        { long __accc_tc18862_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc18862_0 < 0) __accc_tc18862_0 = 0; for (long __accc_it18862 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it18862 < __accc_tc18862_0; __accc_it18862 += __accc_g1 * (long)blockDim.x) { long __accc_r18862 = __accc_it18862; int j = (0) + __accc_r18862 * (1); 
b[i][j] = 2 * a[i][j];
} __syncthreads(); }

        { long __accc_tc19001_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc19001_0 < 0) __accc_tc19001_0 = 0; for (long __accc_it19001 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it19001 < __accc_tc19001_0; __accc_it19001 += __accc_g1 * (long)blockDim.x) { long __accc_r19001 = __accc_it19001; int j = (0) + __accc_r19001 * (1); 
b[i][j] += 1;
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_2_0(long __accc_g1, int (*t)[300], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x / (__accc_g1)); __accc_it < __accc_n; __accc_it += ((long)gridDim.x / (__accc_g1))) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "gang_dims.c"
{

        { long __accc_tc19605_0 = (long)((long long)((i * 8 + 1 < 300 ? i * 8 + 1 : 300)) - (long long)(0)); if (__accc_tc19605_0 < 0) __accc_tc19605_0 = 0; for (long __accc_it19605 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it19605 < __accc_tc19605_0; __accc_it19605 += __accc_g1 * (long)blockDim.x) { long __accc_r19605 = __accc_it19605; int j = (0) + __accc_r19605 * (1); 
t[i][j] = i + j;
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_3_0(long __accc_g1, int (*a)[300], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x / (__accc_g1)); __accc_it < __accc_n; __accc_it += ((long)gridDim.x / (__accc_g1))) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 78 "gang_dims.c"
{

        { long __accc_tc20082_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc20082_0 < 0) __accc_tc20082_0 = 0; for (long __accc_it20082 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it20082 < __accc_tc20082_0; __accc_it20082 += __accc_g1 * (long)blockDim.x) { long __accc_r20082 = __accc_it20082; int j = (0) + __accc_r20082 * (1); 
a[i][j] *= 3;
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_4_0(long __accc_g1, int (*c3)[5][30], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x / (__accc_g1)); __accc_it < __accc_n; __accc_it += ((long)gridDim.x / (__accc_g1))) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 85 "gang_dims.c"
{

        { long __accc_tc20419_1 = (long)((long long)(300 / 10) - (long long)(0)); if (__accc_tc20419_1 < 0) __accc_tc20419_1 = 0; long __accc_tc20419_0 = (long)((long long)(5) - (long long)(0)); if (__accc_tc20419_0 < 0) __accc_tc20419_0 = 0; for (long __accc_it20419 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it20419 < __accc_tc20419_1 * __accc_tc20419_0; __accc_it20419 += __accc_g1 * (long)blockDim.x) { long __accc_r20419 = __accc_it20419; int j = (0) + (__accc_r20419 % __accc_tc20419_1) * (1); __accc_r20419 /= __accc_tc20419_1; int k = (0) + __accc_r20419 * (1); 
c3[i][k][j] = i * 1000 + k * 100 + j;
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_5_0(long __accc_g1, long __accc_g2, int (*v3)[37][300], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x / (__accc_g1 * __accc_g2)); __accc_it < __accc_n; __accc_it += ((long)gridDim.x / (__accc_g1 * __accc_g2))) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 102 "gang_dims.c"
{

        { long __accc_tc21026_0 = (long)((long long)(37) - (long long)(0)); if (__accc_tc21026_0 < 0) __accc_tc21026_0 = 0; for (long __accc_it21026 = ((long)blockIdx.x / __accc_g1) % __accc_g2; __accc_it21026 < __accc_tc21026_0; __accc_it21026 += __accc_g2) { long __accc_r21026 = __accc_it21026; int i = (0) + __accc_r21026 * (1); 
{

            { long __accc_tc21135_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc21135_0 < 0) __accc_tc21135_0 = 0; for (long __accc_it21135 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it21135 < __accc_tc21135_0; __accc_it21135 += __accc_g1 * (long)blockDim.x) { long __accc_r21135 = __accc_it21135; int j = (0) + __accc_r21135 * (1); 
v3[k][i][j] = k * 100000 + i * 1000 + j;
} __syncthreads(); }
        }
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_6_0(long __accc_g1, long __accc_g2, int *head, int (*v3)[37][300], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x / (__accc_g1 * __accc_g2)); __accc_it < __accc_n; __accc_it += ((long)gridDim.x / (__accc_g1 * __accc_g2))) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 117 "gang_dims.c"
{

        { long __accc_tc21681_0 = (long)((long long)(37) - (long long)(0)); if (__accc_tc21681_0 < 0) __accc_tc21681_0 = 0; for (long __accc_it21681 = ((long)blockIdx.x / __accc_g1) % __accc_g2; __accc_it21681 < __accc_tc21681_0; __accc_it21681 += __accc_g2) { long __accc_r21681 = __accc_it21681; int i = (0) + __accc_r21681 * (1); 
{
            head[i] = 2 * i;

            { long __accc_tc21819_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc21819_0 < 0) __accc_tc21819_0 = 0; for (long __accc_it21819 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it21819 < __accc_tc21819_0; __accc_it21819 += __accc_g1 * (long)blockDim.x) { long __accc_r21819 = __accc_it21819; int j = (0) + __accc_r21819 * (1); 
v3[k][i][j] += 1;
} __syncthreads(); }
        }
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_7_0(int (*t)[300], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 138 "gang_dims.c"
{

        { long __accc_tc22392_0 = (long)((long long)((i * 8 + 1 < 300 ? i * 8 + 1 : 300)) - (long long)(0)); if (__accc_tc22392_0 < 0) __accc_tc22392_0 = 0; for (long __accc_it22392 = (long)threadIdx.x; __accc_it22392 < __accc_tc22392_0; __accc_it22392 += (long)blockDim.x) { long __accc_r22392 = __accc_it22392; int j = (0) + __accc_r22392 * (1); 
t[i][j] -= i;
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_8_0(int (*__restrict__ a)[300], int *rowsum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ int __accc_vred_s[4];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 149 "gang_dims.c"
{
        int s = 0;

        { long __accc_tc22919_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc22919_0 < 0) __accc_tc22919_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it22919 = (long)threadIdx.x; __accc_it22919 < __accc_tc22919_0; __accc_it22919 += (long)blockDim.x) { long __accc_r22919 = __accc_it22919; int j = (0) + __accc_r22919 * (1); 
s += a[i][j] % 7;
} { int __accc_lane = (int)threadIdx.x; int __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { int __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_s[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_s[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = __accc_v + __accc_vred_s[__accc_w + __accc_k]; } s = __accc_save_s + __accc_v; __syncthreads(); } }
        rowsum[i] = s;
    }
    }
}
