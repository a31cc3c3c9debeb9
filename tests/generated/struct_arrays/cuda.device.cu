#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_6;
struct __accc_anon_7;
typedef struct __accc_anon_6 particle;
typedef struct __accc_anon_7 sparse_row;
struct __accc_anon_7 { int n; double val[64]; int idx[64]; };
struct __accc_anon_6 { float pos[3]; float vel[3]; int id; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(particle *p, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "struct_arrays.c"
for (int d = 0; d < 3; d++)
            p[i].pos[d] += 2.0f * p[i].vel[d];
    }
}

extern "C" __global__ void __accc_kernel_1_0(sparse_row *__accc_p_r, const double *__restrict__ x, double *__accc_p_dot, double *__accc_a_dot, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    double dot = 0;
    __shared__ double __accc_red_dot[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "struct_arrays.c"
dot += (*__accc_p_r).val[k] * x[(*__accc_p_r).idx[k]];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, dot, __accc_s);
        dot = dot + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_dot[__accc_l / 32] = dot;
    __syncthreads();
    if (__accc_l < 32) {
        dot = __accc_l < 4 ? __accc_red_dot[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, dot, __accc_s);
            dot = dot + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)atomicAdd(&(*__accc_a_dot), dot);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_dot + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            double __accc_t = *(volatile double *)__accc_a_dot;
            *(volatile double *)__accc_a_dot = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_dot + 16)) = 0u;
            *__accc_p_dot = *__accc_p_dot + __accc_t;
        }
    }
}
