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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ a, int *p, int *__accc_p_total)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 15 "serial_construct.c"
{
        int run = 0;
        for (int i = 0; i < 100; i++) {
            run += a[i];
            p[i] = run;
        }
        (*__accc_p_total) = run;
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *fib)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 26 "serial_construct.c"
for (int i = 0; i < 40; i++)
        fib[i] = i;
    }
}

extern "C" __global__ void __accc_kernel_2_0(int *fib)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 30 "serial_construct.c"
{
        fib[0] = 0;
        fib[1] = 1;

        for (int i = 2; i < 40; i++)
            fib[i] = fib[i - 1] + fib[i - 2];
    }
    }
}
