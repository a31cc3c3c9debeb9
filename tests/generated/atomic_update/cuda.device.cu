#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ double __accc_atomic_mul_double(double *p, double v) {
    union { unsigned long long b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
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
extern "C" __global__ void __accc_kernel_0_0(int *__accc_p_inc, int *__accc_p_pre, int *__accc_p_dec, int *__accc_p_add, int *__accc_p_sub, int *__accc_p_orv, int *__accc_p_andv, int *__accc_p_xorv, int *__accc_p_exprv, int *__accc_p_exprv2, float *__accc_p_fadd, double *__accc_p_dadd, double *__accc_p_dmul, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "atomic_update.c"
{

        if (__isLocal((const void *)&((*__accc_p_inc)))) { (*__accc_p_inc)++; } else { (void)atomicAdd(&((*__accc_p_inc)), 1); }

        if (__isLocal((const void *)&((*__accc_p_pre)))) { ++(*__accc_p_pre); } else { (void)atomicAdd(&((*__accc_p_pre)), 1); }

        if (__isLocal((const void *)&((*__accc_p_dec)))) { (*__accc_p_dec)--; } else { (void)atomicSub(&((*__accc_p_dec)), 1); }

        if (__isLocal((const void *)&((*__accc_p_add)))) { (*__accc_p_add) += i % 10; } else { (void)atomicAdd(&((*__accc_p_add)), (i % 10)); }

        if (__isLocal((const void *)&((*__accc_p_sub)))) { (*__accc_p_sub) -= 3; } else { (void)atomicSub(&((*__accc_p_sub)), (3)); }

        if (__isLocal((const void *)&((*__accc_p_orv)))) { (*__accc_p_orv) |= 1 << (i % 30); } else { (void)atomicOr(&((*__accc_p_orv)), (1 << (i % 30))); }

        if (__isLocal((const void *)&((*__accc_p_andv)))) { (*__accc_p_andv) &= ~(1 << (i % 7)); } else { (void)atomicAnd(&((*__accc_p_andv)), (~(1 << (i % 7)))); }

        if (__isLocal((const void *)&((*__accc_p_xorv)))) { (*__accc_p_xorv) ^= i; } else { (void)atomicXor(&((*__accc_p_xorv)), (i)); }

        if (__isLocal((const void *)&((*__accc_p_exprv)))) { (*__accc_p_exprv) = (*__accc_p_exprv) + 2; } else { (void)atomicAdd(&((*__accc_p_exprv)), (2)); }

        if (__isLocal((const void *)&((*__accc_p_exprv2)))) { (*__accc_p_exprv2) = 1 + (*__accc_p_exprv2); } else { (void)atomicAdd(&((*__accc_p_exprv2)), (1)); }

        if (__isLocal((const void *)&((*__accc_p_fadd)))) { (*__accc_p_fadd) += 0.5f; } else { (void)atomicAdd(&((*__accc_p_fadd)), (0.5f)); }

        if (__isLocal((const void *)&((*__accc_p_dadd)))) { (*__accc_p_dadd) += (double)(i % 4); } else { (void)atomicAdd(&((*__accc_p_dadd)), ((double)(i % 4))); }
        if (i % 1000 == 0) {

            if (__isLocal((const void *)&((*__accc_p_dmul)))) { (*__accc_p_dmul) *= 2.0; } else { (void)__accc_atomic_mul_double(&((*__accc_p_dmul)), (2.0)); }
        }
    }
    }
}
