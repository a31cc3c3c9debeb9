#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
enum op { min__accc = 0, max__accc = 1, clamp = 7 };
struct __accc_anon_6;
struct cfg;
struct cfg { int local; int global; float kernel; };
typedef struct __accc_anon_6 float2__accc;
typedef unsigned char bool__accc;
typedef int class__accc;
struct __accc_anon_6 { float x; float y; };
typedef float2__accc pair_alias;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const float2__accc *__restrict__ p, int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "reserved_type_names.c"
{
        enum op o = i % 3 == 0 ? min__accc : (i % 3 == 1 ? max__accc : clamp);
        float2__accc q = p[i];
        pair_alias r = {q.y, q.x};
        bool__accc odd = (bool__accc)(i & 1);
        class__accc k = (class__accc)sizeof(float2__accc);
        struct cfg c = {.local = i, .global = 3};
        c = (struct cfg){.local = c.local + c.global, .kernel = 2.0f};
        out[i] = (int)o * 1000 + (int)r.x * 10 + odd + k * 100 + c.local * (int)c.kernel;
    }
    }
}
