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
extern "C" __global__ void __accc_kernel_0_0(int *__accc_p_limit, double *__accc_p_dlimit, const int *__restrict__ a, int *over, double *scaled, int *__accc_p_found, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 21 "atomic_read_write.c"
{
        int lim;

        if (__isLocal((const void *)&((*__accc_p_limit)))) { lim = (*__accc_p_limit); } else { lim = atomicAdd(&((*__accc_p_limit)), 0); }
        double dl;

        if (__isLocal((const void *)&((*__accc_p_dlimit)))) { dl = (*__accc_p_dlimit); } else { dl = atomicAdd(&((*__accc_p_dlimit)), 0); }
        over[i] = a[i] > lim;
        scaled[i] = a[i] * dl;
        if (a[i] == 4998) {

            if (__isLocal((const void *)&((*__accc_p_found)))) { (*__accc_p_found) = 1; } else { (void)atomicExch(&((*__accc_p_found)), 1); }
        }
    }
    }
}
