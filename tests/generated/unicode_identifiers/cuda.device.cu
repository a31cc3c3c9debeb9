#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct r__accc_ue9_gion;
struct r__accc_ue9_gion { int d__accc_ue9_but; int fin; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ int carr__accc_ue9_(int x);
__device__ int carr__accc_ue9_(int x)
{ return x * x; }
extern "C" __global__ void __accc_kernel_0_0(struct r__accc_ue9_gion __accc_fp_zone, int *__accc_ue9_cart, long *__accc_p_somme, long *__accc_a_somme, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long somme = 0;
    __shared__ long __accc_red_somme[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int __accc_u3b9_ = (__accc_lo0 + __accc_it * __accc_st0);
        struct r__accc_ue9_gion zone = __accc_fp_zone;
#line 17 "unicode_identifiers.c"
{
        __accc_ue9_cart[__accc_u3b9_] = carr__accc_ue9_(__accc_u3b9_ - zone.d__accc_ue9_but);
        if (__accc_u3b9_ >= zone.d__accc_ue9_but && __accc_u3b9_ < zone.fin) somme += __accc_ue9_cart[__accc_u3b9_];
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, somme, __accc_s);
        somme = somme + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_somme[__accc_l / 32] = somme;
    __syncthreads();
    if (__accc_l < 32) {
        somme = __accc_l < 4 ? __accc_red_somme[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, somme, __accc_s);
            somme = somme + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)(long)atomicAdd((unsigned long long *)&(*__accc_a_somme), (unsigned long long)((somme)));
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_somme + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long __accc_t = *(volatile long *)__accc_a_somme;
            *(volatile long *)__accc_a_somme = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_somme + 16)) = 0u;
            *__accc_p_somme = *__accc_p_somme + __accc_t;
        }
    }
}
