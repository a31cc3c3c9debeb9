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
extern "C" __global__ void __accc_kernel_0_0(long long *r, double *d, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "device_compiler_accepts.c"
{
        r[i] = llround((double)((unsigned)i)) + lround((double)(i)) * 100 + (long long)lrint((double)(i / 2));
        d[i] = sqrt((double)(i * i)) + pow((double)(i), (double)(2)) + ldexp((double)(i), 3) + fmaf((float)(i), (float)(2), (float)(1)) + floorf((float)(i / 3));
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *t, int *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int buf[4];
#line 22 "device_compiler_accepts.c"
{
        int p = i;
        buf[1] = i;

        if (__isLocal((const void *)&(p))) { p += 2; } else { (void)atomicAdd(&(p), (2)); }

        if (__isLocal((const void *)&(buf[1]))) { buf[1]++; } else { (void)atomicAdd(&(buf[1]), 1); }
        int old;

        if (__isLocal((const void *)&(p))) { old = p++; } else { old = atomicAdd(&(p), 1); }
        t[i] = p + buf[1];
        c[i] = old;
    }
    }
}
