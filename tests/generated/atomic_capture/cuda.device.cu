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
extern "C" __global__ void __accc_kernel_0_0(const int *__restrict__ in, int *__accc_p_n1, int *out1, int *__accc_p_n2, int *out2, int *__accc_p_n3, int *out3, int *__accc_p_n4, int *out4, int *__accc_p_ticket_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "atomic_capture.c"
{
        if (in[i] < 10) {
            int slot;

            if (__isLocal((const void *)&((*__accc_p_n1)))) { slot = (*__accc_p_n1)++; } else { slot = atomicAdd(&((*__accc_p_n1)), 1); }
            out1[slot] = i;
        }
        if (in[i] >= 90) {
            int slot;

            if (__isLocal((const void *)&((*__accc_p_n2)))) { {
                slot = (*__accc_p_n2);
                (*__accc_p_n2) += 1;
            } } else { slot = atomicAdd(&((*__accc_p_n2)), (1)); }
            out2[slot] = i;
        }
        if (in[i] % 25 == 0) {
            int slot;

            if (__isLocal((const void *)&((*__accc_p_n3)))) { {
                (*__accc_p_n3)++;
                slot = (*__accc_p_n3);
            } } else { slot = ((int)(atomicAdd(&((*__accc_p_n3)), 1) + 1)); }
            out3[slot - 1] = i;
        }
        if (in[i] == 50) {
            int slot;

            if (__isLocal((const void *)&((*__accc_p_n4)))) { slot = ++(*__accc_p_n4); } else { slot = ((int)(atomicAdd(&((*__accc_p_n4)), 1) + 1)); }
            out4[slot - 1] = i;
            int t;

            if (__isLocal((const void *)&((*__accc_p_ticket_sum)))) { t = (*__accc_p_ticket_sum) += 1; } else { t = ((int)(atomicAdd(&((*__accc_p_ticket_sum)), (1)) + (1))); }
            (void)t;
        }
    }
    }
}
