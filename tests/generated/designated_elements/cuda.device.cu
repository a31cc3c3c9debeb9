#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct hasu;
struct in;
struct named;
struct pt;
struct s;
union w;
struct in { int u; int v; };
struct s { int x; int a[3]; struct in m; int k; };
struct pt { int x; int y; };
struct named { char name[6]; int q; };
union w { int i; float f; };
struct hasu { union w w; int k; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ int elements(int i);
__device__ int elements(int i)
{
    struct s e = {.a = {[0] = i + 1, [2] = 5}, .m.v = 1, .k = i};
    struct pt arr[3] = {[0].x = 3, [2] = {.x = 4, .y = i}};
    return e.a[0] + e.a[1] + e.a[2] * e.k + e.m.u + e.m.v + arr[0].x * arr[2].y + arr[1].y + arr[2].x;
}
extern "C" __global__ void __accc_kernel_0_0(int (*out)[9], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "designated_elements.c"
{
        struct s e1 = {.a = {[0] = i, [2] = 1}, .k = 2};
        struct s e2 = {.x = i, .m = {.u = 4, .v = 2}};
        struct s e3 = {.x = i, .m = {.u = 1, .v = 2}};
        struct s e4 = {.a = {[1] = i, [2] = 7}, .k = 3};
        struct s e5 = {.x = 5, .a = { [2] = i }, .k = 1};
        struct s e6 = {.m = {.u = i, .v = 6}, .k = 9};
        struct named nm = {.name = "abc", .q = i};
        struct hasu hu = {.w.i = 9, .k = i};
        out[i][0] = e1.a[0] + e1.a[1] * 10 + e1.a[2] * 100 + e1.k * 1000 + e1.x + e1.m.u;
        out[i][1] = e2.x + e2.m.u * 10 + e2.m.v * 100 + e2.a[1] + e2.k;
        out[i][2] = e3.x + e3.m.u * 10 + e3.m.v * 100 + e3.k;
        out[i][3] = e4.a[0] + e4.a[1] * 10 + e4.a[2] * 100 + e4.k * 1000 + e4.x;
        out[i][4] = e5.a[2] + e5.x * 10 + e5.k * 100 + e5.a[0];
        out[i][5] = e6.m.u + e6.m.v * 10 + e6.k * 100 + e6.x;
        out[i][6] = nm.q + nm.name[2] + nm.name[3] + nm.name[5];
        out[i][7] = hu.k + hu.w.i;
        out[i][8] = elements(i);
    }
    }
}
