#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct pair;
struct view;
struct view { float *data; int n; };
struct pair { struct view v; float *arr[2]; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ float row_sum(float **rows, int r, int n);
__device__ void pick(float **out, float *a, int k);
__device__ float * clamp_at(float *a, int k, int n);
__device__ float row_sum(float **rows, int r, int n)
{
    float *row = rows[r];
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += row[k] + (*rows)[0];
    return s;
}
__device__ void pick(float **out, float *a, int k)
{
    *out = a + k;
}
__device__ float * clamp_at(float *a, int k, int n)
{
    float *r = ({
        if (k < 0)
            return a;
        a + (k < n ? k : n - 1);
    });
    return r;
}
extern "C" __global__ void __accc_kernel_0_0(float (*a)[4], float *b, float *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "pointer_rows.c"
{
        float *tab[2] = {a[i], a[(i + 1) % 16]};
        float *grid[2][2] = {{b, b + 1}, {b + 2, b + 3}};
        float own[2] = {0.5f, 0.25f};
        float *mine = own;
        float **mp = &mine;
        float *p = b;
        pick(&p, b, i);
        struct pair q = {.v.data = own, .arr[1] = own};
        q.v.n = 1;
        out[i] = row_sum(tab, 0, 4) + row_sum(tab, 1, 2) + grid[1][i % 2][i % 4] + *p
                 + (*mp)[1] + q.v.data[q.v.n] + q.arr[1][0] + *clamp_at(b, i - 8, 16);
    }
    }
}
