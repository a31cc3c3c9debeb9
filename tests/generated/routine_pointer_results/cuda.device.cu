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
__device__ float * at(float *a, int i);
__device__ float * larger(float *a, float *b);
__device__ float row_sum(float (*m)[4], int r);
__device__ float * row_of(float (*m)[4], int r);
__device__ float * at(float *a, int i)
{ return a + i; }
__device__ float * larger(float *a, float *b)
{ return *a >= *b ? a : b; }
__device__ float row_sum(float (*m)[4], int r)
{
    float s = 0;
    for (int j = 0; j < 4; j++)
        s += m[r][j];
    return s;
}
__device__ float * row_of(float (*m)[4], int r)
{ return m[r]; }
extern "C" __global__ void __accc_kernel_0_0(float (*m)[4], float *a, float *b, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "routine_pointer_results.c"
{
        float local[2][4];
        for (int j = 0; j < 4; j++) {
            local[0][j] = m[i][j] * 0.5f;
            local[1][j] = 1.0f;
        }
        *at(a, i) += 1.0f;
        float *q = at(local[0], 1);
        *q += 10.0f;
        float *big = larger(&local[0][0], &local[0][3]);
        float *r = row_of(m, i);
        out[i] = row_sum(m, i) + row_sum(local, 0) + row_sum(local, 1) + *big + r[2]
                 + *larger(&b[i], &b[(i + 1) % 256]);
    }
    }
}
