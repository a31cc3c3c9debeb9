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
extern "C" __global__ void __accc_kernel_0_0(float (*m)[4], const float *__restrict__ flat, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "pointer_to_array_locals.c"
{
        float (*row)[4] = &m[i];
        float mine[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
        float (*own)[4] = mine;
        float (*cast)[4] = (float (*)[4])flat;
        float s = 0;
        for (int j = 0; j < 4; j++)
            s += (*row)[j] + own[i % 2][j] + cast[i][j];
        out[i] = s;
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(float (*m)[4], float *out2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "pointer_to_array_locals.c"
{
        float (*pair[2])[4];
        pair[0] = &m[i];
        pair[1] = &m[(i + 1) % 256];
        out2[i] = (*pair[0])[0] * 2.0f + (*pair[1])[4 - 1];
    }
    }
}
