#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ long long __accc_atomic_add_long_long(long long *p, long long v) {
    union { unsigned long long b; long long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(long long *__accc_p_down, long long *__accc_a_down, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long down = 0;
    __shared__ long long __accc_red_down[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        unsigned int u = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "loop_trip_counts.c"
down += u + 1;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, down, __accc_s);
        down = down + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_down[__accc_l / 32] = down;
    __syncthreads();
    if (__accc_l < 32) {
        down = __accc_l < 4 ? __accc_red_down[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, down, __accc_s);
            down = down + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_down), down);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_down + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_down;
            *(volatile long long *)__accc_a_down = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_down + 16)) = 0u;
            *__accc_p_down = *__accc_p_down + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_1_0(long long *__accc_p_bytes, long long *__accc_a_bytes, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long bytes = 0;
    __shared__ long long __accc_red_bytes[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        unsigned char c = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "loop_trip_counts.c"
bytes += c;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, bytes, __accc_s);
        bytes = bytes + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_bytes[__accc_l / 32] = bytes;
    __syncthreads();
    if (__accc_l < 32) {
        bytes = __accc_l < 4 ? __accc_red_bytes[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, bytes, __accc_s);
            bytes = bytes + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_bytes), bytes);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_bytes + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_bytes;
            *(volatile long long *)__accc_a_bytes = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_bytes + 16)) = 0u;
            *__accc_p_bytes = *__accc_p_bytes + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_2_0(long long *__accc_p_wraps, long long *__accc_a_wraps, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long wraps = 0;
    __shared__ long long __accc_red_wraps[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        unsigned int u = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "loop_trip_counts.c"
wraps += u % 7;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, wraps, __accc_s);
        wraps = wraps + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_wraps[__accc_l / 32] = wraps;
    __syncthreads();
    if (__accc_l < 32) {
        wraps = __accc_l < 4 ? __accc_red_wraps[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, wraps, __accc_s);
            wraps = wraps + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_wraps), wraps);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_wraps + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_wraps;
            *(volatile long long *)__accc_a_wraps = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_wraps + 16)) = 0u;
            *__accc_p_wraps = *__accc_p_wraps + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_3_0(long long *__accc_p_by3, long long *__accc_a_by3, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long by3 = 0;
    __shared__ long long __accc_red_by3[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "loop_trip_counts.c"
by3 += i;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, by3, __accc_s);
        by3 = by3 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_by3[__accc_l / 32] = by3;
    __syncthreads();
    if (__accc_l < 32) {
        by3 = __accc_l < 4 ? __accc_red_by3[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, by3, __accc_s);
            by3 = by3 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_by3), by3);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_by3 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_by3;
            *(volatile long long *)__accc_a_by3 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_by3 + 16)) = 0u;
            *__accc_p_by3 = *__accc_p_by3 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_4_0(long long *__accc_p_back5, long long *__accc_a_back5, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long back5 = 0;
    __shared__ long long __accc_red_back5[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "loop_trip_counts.c"
back5 += i;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, back5, __accc_s);
        back5 = back5 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_back5[__accc_l / 32] = back5;
    __syncthreads();
    if (__accc_l < 32) {
        back5 = __accc_l < 4 ? __accc_red_back5[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, back5, __accc_s);
            back5 = back5 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_back5), back5);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_back5 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_back5;
            *(volatile long long *)__accc_a_back5 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_back5 + 16)) = 0u;
            *__accc_p_back5 = *__accc_p_back5 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_5_0(long long *__accc_p_down4, long long *__accc_a_down4, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long down4 = 0;
    __shared__ long long __accc_red_down4[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        unsigned int u = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "loop_trip_counts.c"
down4 += u;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, down4, __accc_s);
        down4 = down4 + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_down4[__accc_l / 32] = down4;
    __syncthreads();
    if (__accc_l < 32) {
        down4 = __accc_l < 4 ? __accc_red_down4[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, down4, __accc_s);
            down4 = down4 + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_down4), down4);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_down4 + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_down4;
            *(volatile long long *)__accc_a_down4 = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_down4 + 16)) = 0u;
            *__accc_p_down4 = *__accc_p_down4 + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_6_0(long long *__accc_p_wide, long long *__accc_a_wide, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long wide = 0;
    __shared__ long long __accc_red_wide[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 46 "loop_trip_counts.c"
wide += i / 100000000;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, wide, __accc_s);
        wide = wide + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_wide[__accc_l / 32] = wide;
    __syncthreads();
    if (__accc_l < 32) {
        wide = __accc_l < 4 ? __accc_red_wide[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, wide, __accc_s);
            wide = wide + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_wide), wide);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_wide + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_wide;
            *(volatile long long *)__accc_a_wide = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_wide + 16)) = 0u;
            *__accc_p_wide = *__accc_p_wide + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_7_0(long long *__accc_p_wide_const, long long *__accc_a_wide_const, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long wide_const = 0;
    __shared__ long long __accc_red_wide_const[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "loop_trip_counts.c"
wide_const += i / 500000000;
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, wide_const, __accc_s);
        wide_const = wide_const + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_wide_const[__accc_l / 32] = wide_const;
    __syncthreads();
    if (__accc_l < 32) {
        wide_const = __accc_l < 4 ? __accc_red_wide_const[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, wide_const, __accc_s);
            wide_const = wide_const + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_wide_const), wide_const);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_wide_const + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_wide_const;
            *(volatile long long *)__accc_a_wide_const = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_wide_const + 16)) = 0u;
            *__accc_p_wide_const = *__accc_p_wide_const + __accc_t;
        }
    }
}

extern "C" __global__ void __accc_kernel_8_0_strips(int (*grid)[8], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + 128 - 1) / 128;
    const long __accc_nr = (long)gridDim.x / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;
    const long __accc_x1 = (long)blockIdx.x % __accc_ns * 128 + (long)threadIdx.x - __accc_f, __accc_r = (long)blockIdx.x / __accc_ns * __accc_per;
    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;
    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {
        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += (long)blockDim.y) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 58 "loop_trip_counts.c"
grid[i][j] = i * 10 + j;
        }
    }
}

extern "C" __global__ void __accc_kernel_8_0(int (*grid)[8], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_lo1, long __accc_st1, long __accc_tc1, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long __accc_sx = ((long)blockIdx.x * blockDim.x + threadIdx.x), __accc_sd = ((long)gridDim.x * blockDim.x), __accc_c = 0;
    long __accc_r1 = __accc_tc1 > 0 ? __accc_tc1 : 1;
    long __accc_x1 = __accc_sx % __accc_r1, __accc_d1 = __accc_sd % __accc_r1;
    __accc_sx /= __accc_r1;
    __accc_sd /= __accc_r1;
    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x), __accc_x1 += __accc_d1, __accc_c = __accc_x1 >= __accc_tc1, __accc_x1 -= __accc_c ? __accc_tc1 : 0, __accc_x0 += __accc_d0 + __accc_c) {
        int i = (__accc_lo0 + __accc_x0 * __accc_st0);
        int j = (__accc_lo1 + __accc_x1 * __accc_st1);
#line 58 "loop_trip_counts.c"
grid[i][j] = i * 10 + j;
    }
}

extern "C" __global__ void __accc_kernel_9_0(int (*__restrict__ grid)[8], long long *__accc_p_cells, long long *__accc_a_cells, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    long long cells = 0;
    __shared__ long long __accc_red_cells[4];
    int __accc_l = (int)threadIdx.x;
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int r = (__accc_lo0 + __accc_it * __accc_st0);
#line 64 "loop_trip_counts.c"
cells += grid[r][0] + grid[r][3] + grid[r][6] + grid[r][7];
    }
    for (int __accc_s = 16; __accc_s > 0; __accc_s >>= 1) {
        auto __accc_o = __shfl_down_sync(0xffffffffu, cells, __accc_s);
        cells = cells + __accc_o;
    }
    if (__accc_l % 32 == 0) __accc_red_cells[__accc_l / 32] = cells;
    __syncthreads();
    if (__accc_l < 32) {
        cells = __accc_l < 4 ? __accc_red_cells[__accc_l] : 0;
        for (int __accc_s = 2; __accc_s > 0; __accc_s >>= 1) {
            auto __accc_o = __shfl_down_sync(0xffffffffu, cells, __accc_s);
            cells = cells + __accc_o;
        }
    }
    if (__accc_l == 0) {
        (void)__accc_atomic_add_long_long(&(*__accc_a_cells), cells);
        __threadfence();
        if (atomicAdd(((unsigned *)((char *)__accc_a_cells + 16)), 1u) == gridDim.x - 1) {
            __threadfence();
            long long __accc_t = *(volatile long long *)__accc_a_cells;
            *(volatile long long *)__accc_a_cells = 0;
            *(volatile unsigned *)((unsigned *)((char *)__accc_a_cells + 16)) = 0u;
            *__accc_p_cells = *__accc_p_cells + __accc_t;
        }
    }
}
