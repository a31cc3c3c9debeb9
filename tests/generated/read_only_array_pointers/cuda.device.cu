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
__device__ float second_of(float *p);
__device__ float first_of(float *p);
__device__ float second_of(float *p)
{
    return p[1];
}
__device__ float first_of(float *p)
{
    return *p;
}
extern "C" __global__ void __accc_kernel_0_0(float *w, const float *__restrict__ plain, float *a, float *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "read_only_array_pointers.c"
{
        float *s = w;
        float *t = w + i;
        a[i] = s[i] * 2.0f + plain[i];
        b[i] = *t + (i > 0 ? *(t - 1) : 0.0f);
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(float *w, float *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "read_only_array_pointers.c"
c[i] = second_of(&w[i]) + first_of(w);
    }
}

extern "C" __global__ void __accc_kernel_2_0(float (*grid)[4], float *w, const float *__restrict__ plain, float *d, float *e, float *f, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 60 "read_only_array_pointers.c"
{
        float *row = grid[i];
        float *at = (i % 2 ? w + i : &w[i]);
        float *cast = (float *)plain;
        d[i] = row[0] + row[4 - 1];
        e[i] = *at;
        f[i] = cast[i] + plain[i];
    }
    }
}
