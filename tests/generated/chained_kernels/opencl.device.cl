#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const uint *restrict b = (__global const uint *restrict)(__accc_b_b + __accc_o_b);
    __global uint *a = (__global uint *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "chained_kernels.c"
{
            unsigned x = b[i];
            for (int k = 0; k < i / 64; k++)
                x = x * 1664525u + 1013904223u;
            a[i] = x;
        }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const uint *restrict a = (__global const uint *restrict)(__accc_b_a + __accc_o_a);
    __global uint *c = (__global uint *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 34 "chained_kernels.c"
c[i] = a[65536 - 1 - i] ^ (unsigned)i;
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_src, ulong __accc_o_src, int s, __global char *__accc_b_dst, ulong __accc_o_dst, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const uint *restrict src = (__global const uint *restrict)(__accc_b_src + __accc_o_src);
    __global uint *dst = (__global uint *)(__accc_b_dst + __accc_o_dst);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 40 "chained_kernels.c"
{
                unsigned left = src[(i + 65536 - 1) % 65536], right = src[(i + 1) % 65536];
                dst[i] = src[i] + (left >> 3) + (right << 1) + (unsigned)s;
            }
    }
}
