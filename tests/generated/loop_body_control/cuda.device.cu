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
extern "C" __global__ void __accc_kernel_0_0(int *out, const int *__restrict__ kind, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "loop_body_control.c"
{
        out[i] = 0;
        if (kind[i] == 5)
            continue;
        int v;
        switch (kind[i]) {
        case 0:
            v = i;
            break;
        case 1:
        case 2:
            v = 2 * i;
            break;
        default:
            v = -i;
            break;
        }
        int steps = 0, x = i + 1;
        while (x % 2 == 0) {
            x /= 2;
            steps++;
        }
        int d = 0, y = i;
        do {
            d++;
            y /= 10;
        } while (y > 0);
        if (i > 0 && (v % 3 == 0 || steps > 2))
            v += 1000;
        else if (d == 4)
            v -= 1000;
        out[i] = v + steps * 10 + d * 100000;
    }
    }
}
