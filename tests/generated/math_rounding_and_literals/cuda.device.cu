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
extern "C" __global__ void __accc_kernel_0_0(long *r, long *q, long long *a, unsigned long long *u, double *s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 16 "math_rounding_and_literals.c"
{
        double x = i * 0.75 - 5.0;
        r[i] = lround(x) + 100 * lrint(x) + 10000 * (long)nearbyint(x);
        q[i] = llround((float)x) + 100 * lrintf((float)x) + 10000 * (long)nearbyintf((float)x);
        a[i] = llabs(i - 5LL) * 3LL + (i % 3 ? 1ll : -1LL);
        u[i] = (~0ull >> (i + 1)) + 0x10ULL;
        s[i] = scalbn(1.5, i - 4) + scalbnf(0.5f, i);
    }
    }
}
