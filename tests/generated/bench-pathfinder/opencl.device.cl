#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 37 "pathfinder.c"
w[i] = (float)i;
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_prev, ulong __accc_o_prev, int cols, int t, __global char *__accc_b_wall, ulong __accc_o_wall, __global char *__accc_b_next, ulong __accc_o_next, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict prev = (__global const int *restrict)(__accc_b_prev + __accc_o_prev);
    __global const int *restrict wall = (__global const int *restrict)(__accc_b_wall + __accc_o_wall);
    __global int *next = (__global int *)(__accc_b_next + __accc_o_next);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int c = (__accc_lo0 + __accc_it * __accc_st0);
#line 76 "pathfinder.c"
{
                int best = prev[c];
                if (c > 0 && prev[c - 1] < best)
                    best = prev[c - 1];
                if (c < cols - 1 && prev[c + 1] < best)
                    best = prev[c + 1];
                next[c] = wall[(size_t)t * cols + c] + best;
            }
    }
}
