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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int t;
#line 15 "private_scalar.c"
{
        t = a[i] * 2;
        b[i] = t + 1;
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ a, int *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int t;
        int u;
#line 23 "private_scalar.c"
{
            t = a[i] % 10;
            u = a[i] / 10;
            c[i] = t * 1000 + u;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int __accc_fp_tmp, int (*m)[40], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int tmp = __accc_fp_tmp;
#line 33 "private_scalar.c"
{

        { long __accc_tc35_8_0 = (long)((long long)(40) - (long long)(0)); if (__accc_tc35_8_0 < 0) __accc_tc35_8_0 = 0; for (long __accc_it35_8 = (long)threadIdx.x; __accc_it35_8 < __accc_tc35_8_0; __accc_it35_8 += (long)blockDim.x) { long __accc_r35_8 = __accc_it35_8; int j = (0) + __accc_r35_8 * (1); int tmp; 
{
            tmp = i * j;
            m[i][j] = tmp - j;
        }
} __syncthreads(); }
    }
    }
}
