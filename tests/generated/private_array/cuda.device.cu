#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ in, int *out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int scratch[4];
#line 16 "private_array.c"
{
        for (int k = 0; k < 4; k++)
            scratch[k] = in[(i + k) % 300];
        int s = 0;
        for (int k = 0; k < 4; k++)
            s += scratch[k] * (k + 1);
        out[i] = s;
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(const int *__restrict__ in, int *out2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int win[3];
#line 29 "private_array.c"
{
            win[0] = i > 0 ? in[i - 1] : 0;
            win[1] = in[i];
            win[2] = i < 300 - 1 ? in[i + 1] : 0;
            int mx = win[0];
            if (win[1] > mx) mx = win[1];
            if (win[2] > mx) mx = win[2];
            out2[i] = mx;
        }
    }
}
