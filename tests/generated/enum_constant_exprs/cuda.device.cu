#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
enum lengths { ROW = sizeof(double[5]) / sizeof(double), COLUMNS = (sizeof(double[5]) / sizeof(double)) + 1, WRAPPED = 44 };
struct pair;
struct row;
struct row { int v[ROW]; };
struct pair { float x; float y; };
enum { PAIR_FLOATS = sizeof(struct pair) / sizeof(float), AFTER_PAIR = (sizeof(struct pair) / sizeof(float)) + 1, TWICE = AFTER_PAIR * 2 };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const struct row *__restrict__ rows, int (*out)[6], const float *__restrict__ a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "enum_constant_exprs.c"
{
        enum lengths which = i % 2 ? ROW : COLUMNS;
        int s = 0;
        for (int j = 0; j < ROW; j++)
            s += rows[i].v[j];
        out[i][0] = PAIR_FLOATS * 100 + AFTER_PAIR * 10 + TWICE;
        out[i][1] = (int)which;
        out[i][2] = WRAPPED;
        out[i][3] = (int)(sizeof(float [COLUMNS]) / sizeof(float)) + (int)a[COLUMNS - 1];
        out[i][4] = (int)sizeof(struct row);
        out[i][5] = s;
    }
    }
}
