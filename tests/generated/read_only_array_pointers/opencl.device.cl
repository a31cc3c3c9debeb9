#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
float second_of(__global float *p);
float first_of(__global float *p);
float second_of(__global float *p)
{
    return p[1];
}
float first_of(__global float *p)
{
    return *p;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_plain, ulong __accc_o_plain, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    __global const float *restrict plain = (__global const float *restrict)(__accc_b_plain + __accc_o_plain);
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 41 "read_only_array_pointers.c"
{
        __global float *s = w;
        __global float *t = w + i;
        a[i] = s[i] * 2.0f + plain[i];
        b[i] = *t + (i > 0 ? *(t - 1) : 0.0f);
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    __global float *c = (__global float *)(__accc_b_c + __accc_o_c);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "read_only_array_pointers.c"
c[i] = second_of(&w[i]) + first_of(w);
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_grid, ulong __accc_o_grid, __global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_plain, ulong __accc_o_plain, __global char *__accc_b_d, ulong __accc_o_d, __global char *__accc_b_e, ulong __accc_o_e, __global char *__accc_b_f, ulong __accc_o_f, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*grid)[4] = (__global float (*)[4])(__accc_b_grid + __accc_o_grid);
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    __global const float *restrict plain = (__global const float *restrict)(__accc_b_plain + __accc_o_plain);
    __global float *d = (__global float *)(__accc_b_d + __accc_o_d);
    __global float *e = (__global float *)(__accc_b_e + __accc_o_e);
    __global float *f = (__global float *)(__accc_b_f + __accc_o_f);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 60 "read_only_array_pointers.c"
{
        __global float *row = grid[i];
        __global float *at = (i % 2 ? w + i : &w[i]);
        __global float *cast = (__global float *)plain;
        d[i] = row[0] + row[4 - 1];
        e[i] = *at;
        f[i] = cast[i] + plain[i];
    }
    }
}
