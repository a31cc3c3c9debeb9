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

        { long __accc_tc33_8_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc33_8_0 < 0) __accc_tc33_8_0 = 0; for (long __accc_it33_8 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it33_8 < __accc_tc33_8_0; __accc_it33_8 += __accc_g1 * (long)blockDim.x) { long __accc_r33_8 = __accc_it33_8; int j = (0) + __accc_r33_8 * (1); 
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

        { long __accc_tc46_8_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc46_8_0 < 0) __accc_tc46_8_0 = 0; for (long __accc_it46_8 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it46_8 < __accc_tc46_8_0; __accc_it46_8 += __accc_g1 * (long)blockDim.x) { long __accc_r46_8 = __accc_it46_8; int j = (0) + __accc_r46_8 * (1); 
b[i][j] = 2 * a[i][j];
} __syncthreads(); }

        { long __accc_tc49_8_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc49_8_0 < 0) __accc_tc49_8_0 = 0; for (long __accc_it49_8 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it49_8 < __accc_tc49_8_0; __accc_it49_8 += __accc_g1 * (long)blockDim.x) { long __accc_r49_8 = __accc_it49_8; int j = (0) + __accc_r49_8 * (1); 
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

        { long __accc_tc67_8_0 = (long)((long long)((i * 8 + 1 < 300 ? i * 8 + 1 : 300)) - (long long)(0)); if (__accc_tc67_8_0 < 0) __accc_tc67_8_0 = 0; for (long __accc_it67_8 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it67_8 < __accc_tc67_8_0; __accc_it67_8 += __accc_g1 * (long)blockDim.x) { long __accc_r67_8 = __accc_it67_8; int j = (0) + __accc_r67_8 * (1); 
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

        { long __accc_tc80_8_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc80_8_0 < 0) __accc_tc80_8_0 = 0; for (long __accc_it80_8 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it80_8 < __accc_tc80_8_0; __accc_it80_8 += __accc_g1 * (long)blockDim.x) { long __accc_r80_8 = __accc_it80_8; int j = (0) + __accc_r80_8 * (1); 
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

        { long __accc_tc87_8_1 = (long)((long long)(300 / 10) - (long long)(0)); if (__accc_tc87_8_1 < 0) __accc_tc87_8_1 = 0; long __accc_tc87_8_0 = (long)((long long)(5) - (long long)(0)); if (__accc_tc87_8_0 < 0) __accc_tc87_8_0 = 0; for (long __accc_it87_8 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it87_8 < __accc_tc87_8_1 * __accc_tc87_8_0; __accc_it87_8 += __accc_g1 * (long)blockDim.x) { long __accc_r87_8 = __accc_it87_8; int j = (0) + (__accc_r87_8 % __accc_tc87_8_1) * (1); __accc_r87_8 /= __accc_tc87_8_1; int k = (0) + __accc_r87_8 * (1); 
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

        { long __accc_tc104_8_0 = (long)((long long)(37) - (long long)(0)); if (__accc_tc104_8_0 < 0) __accc_tc104_8_0 = 0; for (long __accc_it104_8 = ((long)blockIdx.x / __accc_g1) % __accc_g2; __accc_it104_8 < __accc_tc104_8_0; __accc_it104_8 += __accc_g2) { long __accc_r104_8 = __accc_it104_8; int i = (0) + __accc_r104_8 * (1); 
{

            { long __accc_tc106_12_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc106_12_0 < 0) __accc_tc106_12_0 = 0; for (long __accc_it106_12 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it106_12 < __accc_tc106_12_0; __accc_it106_12 += __accc_g1 * (long)blockDim.x) { long __accc_r106_12 = __accc_it106_12; int j = (0) + __accc_r106_12 * (1); 
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

        { long __accc_tc119_8_0 = (long)((long long)(37) - (long long)(0)); if (__accc_tc119_8_0 < 0) __accc_tc119_8_0 = 0; for (long __accc_it119_8 = ((long)blockIdx.x / __accc_g1) % __accc_g2; __accc_it119_8 < __accc_tc119_8_0; __accc_it119_8 += __accc_g2) { long __accc_r119_8 = __accc_it119_8; int i = (0) + __accc_r119_8 * (1); 
{
            head[i] = 2 * i;

            { long __accc_tc122_12_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc122_12_0 < 0) __accc_tc122_12_0 = 0; for (long __accc_it122_12 = ((long)blockIdx.x % __accc_g1) * (long)blockDim.x + (long)threadIdx.x; __accc_it122_12 < __accc_tc122_12_0; __accc_it122_12 += __accc_g1 * (long)blockDim.x) { long __accc_r122_12 = __accc_it122_12; int j = (0) + __accc_r122_12 * (1); 
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

        { long __accc_tc140_8_0 = (long)((long long)((i * 8 + 1 < 300 ? i * 8 + 1 : 300)) - (long long)(0)); if (__accc_tc140_8_0 < 0) __accc_tc140_8_0 = 0; for (long __accc_it140_8 = (long)threadIdx.x; __accc_it140_8 < __accc_tc140_8_0; __accc_it140_8 += (long)blockDim.x) { long __accc_r140_8 = __accc_it140_8; int j = (0) + __accc_r140_8 * (1); 
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

        { long __accc_tc152_8_0 = (long)((long long)(300) - (long long)(0)); if (__accc_tc152_8_0 < 0) __accc_tc152_8_0 = 0; int __accc_save_s = s; s = 0; for (long __accc_it152_8 = (long)threadIdx.x; __accc_it152_8 < __accc_tc152_8_0; __accc_it152_8 += (long)blockDim.x) { long __accc_r152_8 = __accc_it152_8; int j = (0) + __accc_r152_8 * (1); 
s += a[i][j] % 7;
} { int __accc_lane = (int)threadIdx.x; int __accc_v = s; for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) { int __accc_o = __shfl_xor_sync(0xffffffffu, __accc_v, __accc_s); __accc_v = __accc_v + __accc_o; } if (__accc_lane % 32 == 0) __accc_vred_s[__accc_lane / 32] = __accc_v; __syncthreads(); { const int __accc_w = __accc_lane / 128 * 4; __accc_v = __accc_vred_s[__accc_w]; for (int __accc_k = 1; __accc_k < 4; __accc_k++) __accc_v = __accc_v + __accc_vred_s[__accc_w + __accc_k]; } s = __accc_save_s + __accc_v; __syncthreads(); } }
        rowsum[i] = s;
    }
    }
}
