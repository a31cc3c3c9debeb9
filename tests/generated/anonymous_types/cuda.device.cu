#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
enum { RED = 0, GREEN = 5, BLUE = 6 };
enum shape { CIRCLE = -1, SQUARE = 4, TRIANGLE = 3 };
struct __accc_anon_6;
struct __accc_anon_9;
struct value;
struct __accc_anon_9 { int offset; float scale; };
struct value { int is_float; union { int i; float f; }; };
typedef unsigned int color;
typedef struct __accc_anon_6 item;
struct __accc_anon_6 { enum shape shape; color paint; float size; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const color *__restrict__ c, item *it, struct __accc_anon_9 __accc_fp_params, struct value *v, int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        struct __accc_anon_9 params = __accc_fp_params;
#line 50 "anonymous_types.c"
{
        color k = c[i];
        enum shape s = it[i].shape;
        int w = (k == BLUE ? 100 : (int)k) + params.offset;
        if (s == CIRCLE)
            w += TRIANGLE;
        it[i].size = it[i].size * params.scale + (float)s;
        it[i].paint = k == RED ? GREEN : RED;
        if (v[i].is_float)
            v[i].f *= 2.0f;
        else
            v[i].i += w;
        out[i] = w;
    }
    }
}
