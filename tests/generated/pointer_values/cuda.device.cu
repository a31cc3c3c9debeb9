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
extern "C" __global__ void __accc_kernel_0_0(float *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 28 "pointer_values.c"
{
            float *b = a;
            b[i] = b[i] * 2.0f + 1.0f;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(float *m, float *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "pointer_values.c"
{
            const float *row = m + i * 8;
            float s = 0;
            for (int j = 0; j < 8; j++)
                s += row[j];
            a[i] += s;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(float * host_only, float * none, float * a, int *flags, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 44 "pointer_values.c"
flags[i] = (host_only != 
# 44 "pointer_values.c" 3 4
                                    ((void *)0)
# 44 "pointer_values.c"
                                        ) + 2 * (none == 
# 44 "pointer_values.c" 3 4
                                                         ((void *)0)
# 44 "pointer_values.c"
                                                             ) + (!none ? 4 : 0) + (a ? 8 : 0);
    }
}
