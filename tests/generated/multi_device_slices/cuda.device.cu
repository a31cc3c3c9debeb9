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
extern "C" __global__ void __accc_kernel_0_0(long __accc_delta_in, char *__accc_b_in, long __accc_delta_out, char *__accc_b_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const double *__restrict__ in = (const double *__restrict__)(__accc_b_in - __accc_delta_in);
    double *out = (double *)(__accc_b_out - __accc_delta_out);
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        long i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "multi_device_slices.c"
out[i] = 0.5 * (in[i - 1] + in[i + 1]) + 0.125 * (in[i] - in[i - 1]);
    }
}
