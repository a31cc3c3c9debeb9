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
__device__ void tally(int *count, int v);
__device__ void tally(int *count, int v)
{
 if (v % 3 == 0) {
  
  if (__isLocal((const void *)&(*count))) { *count += 1; } else { (void)atomicAdd(&(*count), (1)); }
 }
}
extern "C" __global__ void __accc_kernel_0_0(int *a, int *__accc_p_total, int *__accc_p_threes, int *__accc_p_last, int *captured, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "indented_directives.c"
{
            a[i] = 2 * i;
            
            if (__isLocal((const void *)&((*__accc_p_total)))) { (*__accc_p_total) += i; } else { (void)atomicAdd(&((*__accc_p_total)), (i)); }
            tally(&(*__accc_p_threes), i);
            int mine;
            
            if (__isLocal((const void *)&((*__accc_p_last)))) { mine = (*__accc_p_last)++; } else { mine = atomicAdd(&((*__accc_p_last)), 1); }
            captured[i] = mine;
            
            if (__isLocal((const void *)&(a[0]))) { a[0] = 0; } else { (void)atomicExch(&(a[0]), 0); }
        }
    }
}
