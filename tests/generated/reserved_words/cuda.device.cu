#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
enum { virtual__accc = 1, friend__accc = 2, quad = 4, uniform = 8 };
struct class__accc;
struct kernel;
struct node;
union template__accc;
struct kernel { int global; int local; int constant; int half; };
union template__accc { int this__accc; float float2; };
struct node { int and__accc; int or__accc; int not__accc; int xor__accc; int new__accc; int delete__accc; int read_only; int write_only; int pipe; };
typedef int typename__accc;
typedef float float2x2;
typedef struct class__accc namespace__accc;
struct class__accc { int public__accc; int private__accc; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ int bitand__accc(int compl__accc, int not_eq__accc, int or__accc);
__device__ typename__accc not__accc(typename__accc xor__accc, namespace__accc *or__accc, struct kernel local, union template__accc u);
__device__ int kernel(int global, int local, int constant, int private__accc, int half, int float2__accc);
__device__ int bitand__accc(int compl__accc, int not_eq__accc, int or__accc)
{
    return (compl__accc & not_eq__accc) | or__accc;
}
__device__ typename__accc not__accc(typename__accc xor__accc, namespace__accc *or__accc, struct kernel local, union template__accc u)
{
    typename__accc and__accc = xor__accc;
    if (and__accc > 3)
        goto throw__accc;
    and__accc += or__accc->public__accc * local.half;
throw__accc:
    return and__accc + local.global + local.constant + u.this__accc + virtual__accc + quad;
}
__device__ int kernel(int global, int local, int constant, int private__accc, int half, int float2__accc)
{
    return global + local + constant * private__accc + half - float2__accc;
}
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ constant, const int *__restrict__ mutable__accc, namespace__accc __accc_fp_obj, struct kernel __accc_fp_kk, union template__accc __accc_fp_tt, float2x2 scale, struct node __accc_fp_nd, int *and__accc, int and_eq__accc, int or_eq__accc, int xor_eq__accc, int bitor__accc, int class__accc, int new__accc, int delete__accc, int try__accc, int catch__accc, int explicit__accc, int nullptr__accc, int protected__accc, int using__accc, int export__accc, int decltype__accc, int constexpr__accc, int typeid__accc, int noexcept__accc, int static_cast__accc, int char16_t__accc, int wchar_t__accc, int concept__accc, int requires__accc, int co_await__accc, int read_write, int write_only, int sampler_t, int event_t, int bool2, int image2d_t, int alignas__accc, int *__accc_p_or, int *__accc_a_or, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    int or__accc = 0;
    __shared__ int __accc_red_or[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int this__accc = (__accc_lo0 + __accc_it * __accc_st0);
        int private__accc;
        namespace__accc obj = __accc_fp_obj;
        struct kernel kk = __accc_fp_kk;
        union template__accc tt = __accc_fp_tt;
        struct node nd = __accc_fp_nd;
#line 83 "reserved_words.c"
{
        int compl__accc = this__accc;
        private__accc = constant[this__accc] + mutable__accc[this__accc];
        and__accc[this__accc] = not__accc(this__accc % 7, &obj, kk, tt) + private__accc * (int)scale + obj.private__accc
                     + bitand__accc(compl__accc, 6, nd.or__accc) + kernel(1, 2, 3, 4, 5, 6) + friend__accc + uniform
                     + nd.and__accc + nd.not__accc + nd.xor__accc + nd.new__accc + nd.delete__accc + nd.read_only
                     + nd.write_only + nd.pipe;
        int words = and_eq__accc + or_eq__accc + xor_eq__accc + bitor__accc + class__accc + new__accc + delete__accc + try__accc + catch__accc
                    + explicit__accc + nullptr__accc + protected__accc + using__accc + export__accc + decltype__accc + constexpr__accc
                    + typeid__accc + noexcept__accc + static_cast__accc + char16_t__accc + wchar_t__accc + concept__accc + requires__accc
                    + co_await__accc + read_write + write_only + sampler_t + event_t + bool2 + image2d_t + alignas__accc;
        or__accc += and__accc[this__accc] + words;
    }
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, or__accc, __accc_s);
        or__accc = or__accc + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_or[__accc_l / 32] = or__accc;
    __syncthreads();
    if (__accc_l < 32) {
        or__accc = __accc_l < 4 ? __accc_red_or[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, or__accc, __accc_s);
            or__accc = or__accc + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_or), or__accc);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_or + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            int __accc_t = *(volatile int *)__accc_a_or;
            *(volatile int *)__accc_a_or = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_or + 16)) = 0u;
            *__accc_p_or = *__accc_p_or + __accc_t;
        }
    }
}
