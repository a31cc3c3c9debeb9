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
extern "C" __global__ void __accc_kernel_0_0(const double *__restrict__ x, double *ex, const float *__restrict__ fx, double *tr, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "math_functions.c"
{
        double v = x[i];
        ex[i] = sqrt((double)(i * i)) + fabs(v) + floor(v) + ceil(v) + fmin(v, 1.0) + fmax(v, -1.0)
              + fmod(v, 3.0) + trunc(v) + round(v) + ldexp(v, 3);
        tr[i] = sin(v) + cos(v) + exp(v * 0.01) + log(fabs(v) + 1.0) + pow(fabs(v), 1.5)
              + tanh(v) + atan2(v, 3.0) + (double)(sinf(fx[i]) + expf(fx[i]) + sqrtf(fx[i]));
    }
    }
}
