#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ int __accc_atomic_subfrom_int(int *p, int v) {
    union { unsigned int b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v - o.v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ double __accc_atomic_divinto_double(double *p, double v) {
    union { unsigned long long b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v / o.v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ unsigned int __accc_atomic_shlby_unsigned_int(unsigned int *p, unsigned int v) {
    union { unsigned int b; unsigned int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v << o.v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(int *__accc_p_x, double *__accc_p_y, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 7 "atomic_reversed.c"
{

    if (__isLocal((const void *)&((*__accc_p_x)))) { (*__accc_p_x) = 10 - (*__accc_p_x); } else { (void)__accc_atomic_subfrom_int(&((*__accc_p_x)), (10)); }

    if (__isLocal((const void *)&((*__accc_p_y)))) { (*__accc_p_y) = 2.0 / (*__accc_p_y); } else { (void)__accc_atomic_divinto_double(&((*__accc_p_y)), (2.0)); }
  }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int *__accc_p_w, int *__accc_p_c1, unsigned int *__accc_p_z, int *__accc_p_c2)
{
    __ACCC_ENTER_GRID();
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) == 0) {
#line 15 "atomic_reversed.c"
{

    if (__isLocal((const void *)&((*__accc_p_w)))) { (*__accc_p_c1) = (*__accc_p_w) = 100 - (*__accc_p_w); } else { (*__accc_p_c1) = ((int)((100) - __accc_atomic_subfrom_int(&((*__accc_p_w)), (100)))); }

    if (__isLocal((const void *)&((*__accc_p_z)))) { (*__accc_p_z) = 3u << (*__accc_p_z); } else { (void)__accc_atomic_shlby_unsigned_int(&((*__accc_p_z)), (3u)); }

    if (__isLocal((const void *)&((*__accc_p_w)))) { { (*__accc_p_c2) = (*__accc_p_w); (*__accc_p_w) = 7 - (*__accc_p_w); } } else { (*__accc_p_c2) = __accc_atomic_subfrom_int(&((*__accc_p_w)), (7)); }
  }
    }
}
