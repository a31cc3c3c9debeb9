#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_6;
typedef struct __accc_anon_6 stats;
struct __accc_anon_6 { long count; double weight; int maxv; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0_strips(int (*__restrict__ img)[120], int (*hist)[8], stats *__accc_p_st, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int y = (__accc_lo0 + __accc_x0 * __accc_st0);
        int x = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 27 "atomic_struct.c"
{
            int v = img[y][x];

            if (__isLocal((const void *)&(hist[v / 8][(x + y) % 8]))) { hist[v / 8][(x + y) % 8] += 1; } else { (void)atomicAdd(&(hist[v / 8][(x + y) % 8]), (1)); }

            if (__isLocal((const void *)&((*__accc_p_st).count))) { (*__accc_p_st).count++; } else { (void)(long)atomicAdd((unsigned long long *)&((*__accc_p_st).count), (unsigned long long)((1))); }

            if (__isLocal((const void *)&((*__accc_p_st).weight))) { (*__accc_p_st).weight += 0.25 * v; } else { (void)atomicAdd(&((*__accc_p_st).weight), (0.25 * v)); }
        }
        }
    }
}

extern "C" __global__ void __accc_kernel_0_0(int (*__restrict__ img)[120], int (*hist)[8], stats *__accc_p_st, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int y = (__accc_lo0 + __accc_x0 * __accc_st0);
        int x = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 27 "atomic_struct.c"
{
            int v = img[y][x];

            if (__isLocal((const void *)&(hist[v / 8][(x + y) % 8]))) { hist[v / 8][(x + y) % 8] += 1; } else { (void)atomicAdd(&(hist[v / 8][(x + y) % 8]), (1)); }

            if (__isLocal((const void *)&((*__accc_p_st).count))) { (*__accc_p_st).count++; } else { (void)(long)atomicAdd((unsigned long long *)&((*__accc_p_st).count), (unsigned long long)((1))); }

            if (__isLocal((const void *)&((*__accc_p_st).weight))) { (*__accc_p_st).weight += 0.25 * v; } else { (void)atomicAdd(&((*__accc_p_st).weight), (0.25 * v)); }
        }
    }
}
