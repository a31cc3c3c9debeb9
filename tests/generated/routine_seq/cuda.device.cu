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
__device__ int gcd(int a, int b);
__device__ int lcm(int a, int b);
__device__ double poly(const double *c, int n, double x);
__device__ int collatz_steps(long n);
__device__ int gcd(int a, int b)
{
    while (b != 0) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}
__device__ int lcm(int a, int b)
{
    return a / gcd(a, b) * b;
}
__device__ double poly(const double *c, int n, double x)
{
    double r = 0.0;
    for (int k = n - 1; k >= 0; k--)
        r = r * x + c[k];
    return r;
}
__device__ int collatz_steps(long n)
{
    int s = 0;
    while (n != 1) {
        n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
        s++;
    }
    return s;
}
extern "C" __global__ void __accc_kernel_0_0(int *g, int *l, int *steps, const double *coef, double *p, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 54 "routine_seq.c"
{
        g[i] = gcd(i + 1, 360);
        l[i] = lcm(i + 1, 12);
        steps[i] = collatz_steps(i + 1);
        p[i] = poly(coef, 4, (double)(i % 8) * 0.5);
    }
    }
}
