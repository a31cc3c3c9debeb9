#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
void scale_row(__global float *row, int n, float f);
void fill_rows(__global float (*m)[128], int r0, int nr);
void add_one(__global int *v, int n);
void scale_row(__global float *row, int n, float f)
{

    for (int j = 0; j < n; j++)
        row[j] = row[j] * f;
}
void fill_rows(__global float (*m)[128], int r0, int nr)
{

    for (int i = r0; i < r0 + nr; i++) {

        for (int j = 0; j < 128; j++)
            m[i][j] = (float)(i + j);
    }
}
void add_one(__global int *v, int n)
{

    { long __accc_tc31_4_0 = (long)((long)(n) - (long)(0)); if (__accc_tc31_4_0 < 0) __accc_tc31_4_0 = 0; for (long __accc_it31_4 = (long)get_global_id(0); __accc_it31_4 < __accc_tc31_4_0; __accc_it31_4 += (long)get_global_size(0)) { long __accc_r31_4 = __accc_it31_4; int i = (0) + __accc_r31_4 * (1); 
v[i] += 1;
} }
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_m, ulong __accc_o_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*m)[128] = (__global float (*)[128])(__accc_b_m + __accc_o_m);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int blk = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "routine_levels.c"
fill_rows(m, blk * 4, 4);
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_m, ulong __accc_o_m, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*m)[128] = (__global float (*)[128])(__accc_b_m + __accc_o_m);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 46 "routine_levels.c"
scale_row(m[i], 128, (float)(i % 3 + 1));
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_v, ulong __accc_o_v)
{
    __global int *v = (__global int *)(__accc_b_v + __accc_o_v);
    {
#line 49 "routine_levels.c"
add_one(v, 1000);
    }
}
