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
extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ w)[16], int *r1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 48 "cache_seqloop.c"
{
            int s = 0;
            for (int t = 0; t < 12; t++) {

                s += w[t][i % 16] * (i % 7) + w[t][(i + 5) % 16];
            }
            r1[i] = s;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(int (*__restrict__ h)[304], int *r2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 58 "cache_seqloop.c"
{
            int s = 0;
            for (int t = 0; t < 12; t++) {

                for (int d = -2; d <= 2; d++)
                    s += h[t][i + d] * (d + 3);
            }
            r2[i - 2] = s;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(int (*st)[8], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 69 "cache_seqloop.c"
{

            for (int t = 0; t < 12; t++) {

                for (int k = 0; k < 8; k++)
                    st[i][k] = (st[i][k] * 7 + st[i][(k + 3) % 8] + t) % 997;
            }
        }
    }
}
