#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b_flat, ulong __accc_o_flat, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*m)[4] = (__global float (*)[4])(__accc_b_m + __accc_o_m);
    __global const float *restrict flat = (__global const float *restrict)(__accc_b_flat + __accc_o_flat);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "pointer_to_array_locals.c"
{
        __global float (*row)[4] = &m[i];
        float mine[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
        float (*own)[4] = mine;
        __global float (*cast)[4] = (__global float (*)[4])flat;
        float s = 0;
        for (int j = 0; j < 4; j++)
            s += (*row)[j] + own[i % 2][j] + cast[i][j];
        out[i] = s;
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b_out2, ulong __accc_o_out2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*m)[4] = (__global float (*)[4])(__accc_b_m + __accc_o_m);
    __global float *out2 = (__global float *)(__accc_b_out2 + __accc_o_out2);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "pointer_to_array_locals.c"
{
        __global float (*pair[2])[4];
        pair[0] = &m[i];
        pair[1] = &m[(i + 1) % 256];
        out2[i] = (*pair[0])[0] * 2.0f + (*pair[1])[4 - 1];
    }
    }
}
