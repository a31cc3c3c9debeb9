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
__device__ void scale_row(float *row, int n, float f);
__device__ void fill_rows(float (*m)[128], int r0, int nr);
__device__ void add_one(int *v, int n);
__device__ void scale_row(float *row, int n, float f)
{

    for (int j = 0; j < n; j++)
        row[j] = row[j] * f;
}
__device__ void fill_rows(float (*m)[128], int r0, int nr)
{

    for (int i = r0; i < r0 + nr; i++) {

        for (int j = 0; j < 128; j++)
            m[i][j] = (float)(i + j);
    }
}
__device__ void add_one(int *v, int n)
{

    { long __accc_tc31_4_0 = (long)((long long)(n) - (long long)(0)); if (__accc_tc31_4_0 < 0) __accc_tc31_4_0 = 0; for (long __accc_it31_4 = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it31_4 < __accc_tc31_4_0; __accc_it31_4 += ((long)gridDim.x * blockDim.x)) { long __accc_r31_4 = __accc_it31_4; int i = (0) + __accc_r31_4 * (1); 
v[i] += 1;
} }
}
extern "C" __global__ void __accc_kernel_0_0(float (*m)[128], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int blk = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "routine_levels.c"
fill_rows(m, blk * 4, 4);
    }
}

extern "C" __global__ void __accc_kernel_1_0(float (*m)[128], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 46 "routine_levels.c"
scale_row(m[i], 128, (float)(i % 3 + 1));
    }
}

extern "C" __global__ void __accc_kernel_2_0(int *v)
{
    __ACCC_ENTER_GRID();
    {
#line 49 "routine_levels.c"
add_one(v, 1000);
    }
}
