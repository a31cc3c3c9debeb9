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
__device__ int report(int i, float v);
__device__ int report(int i, float v)
{
    if (i == 5)
        printf("routine: i=%d v=%.1f\n", i, v);
    return i * 2;
}
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ a, int *__accc_p_count, double *__accc_p_scale)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 31 "device_printf.c"
{
        float half = a[3];
        printf("serial: count=%d half=%.2f scale=%f\n", (*__accc_p_count), half, (*__accc_p_scale));
        printf("serial: %s %c 0x%x [%5d] %% %-3d|\n", "literal", 'z', 255, (*__accc_p_count), 7);
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const float *__restrict__ a, int *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 38 "device_printf.c"
{
        if (i == 0)
            printf("loop: i=%d a=%g\n", i, a[64 - 1]);
        b[i] = report(i, a[i]);
    }
    }
}
