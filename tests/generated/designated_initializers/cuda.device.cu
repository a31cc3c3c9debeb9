#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_10;
struct inner;
struct outer;
struct vec3;
struct words;
struct vec3 { int x; int y; int z; };
struct inner { int u; int v; };
struct outer { struct inner in; int w; };
struct words { int new__accc; int class__accc; int this__accc; };
typedef struct __accc_anon_10 range;
struct __accc_anon_10 { double lo; double hi; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ int weigh(int i);
__device__ int weigh(int i)
{
    static const struct vec3 table[3] = {
        [2] = {.x = 7, .y = 8, .z = 9},
        [0] = {.x = 1, .y = 2, .z = 3},
        [1] = {4, 5, 6},
    };
    struct vec3 t = table[i % 3];
    return t.x + 10 * t.y + 100 * t.z;
}
extern "C" __global__ void __accc_kernel_0_0(int *out, double *spans, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "designated_initializers.c"
{

        struct vec3 a = {.x = i + 1, .y = i + 2, .z = i + 3};

        struct outer o = {.in = {.u = 2 * i, .v = i}, .w = 5};
        struct outer p = {.in.u = i % 7, .w = 1};

        struct inner z = {i % 3, 4};
        struct outer q = {.in = z, .w = 2};

        struct words k = {.new__accc = 1, .class__accc = 2, .this__accc = 3};

        range r = (range){.lo = i - 0.25, .hi = i + 0.5};

        int t[4] = {[3] = i, [1] = 2};
        out[i] = a.x + 2 * a.y + 3 * a.z + o.in.u - o.in.v + o.w + p.in.u + p.in.v + p.w
               + q.in.u * 3 + q.in.v + q.w
               + k.new__accc * 100 + k.class__accc * 10 + k.this__accc + t[3] + t[1] + t[0] + weigh(i);
        spans[i] = r.hi - r.lo;
    }
    }
}
