#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__global float * at(__global float *a, int i);
__global float * larger(__global float *a, __global float *b);
float row_sum(__global float (*m)[4], int r);
__global float * row_of(__global float (*m)[4], int r);
float * at__as_p(float *a, int i);
float * larger__as_pp(float *a, float *b);
float row_sum__as_p(float (*m)[4], int r);
__global float * at(__global float *a, int i)
{ return a + i; }
__global float * larger(__global float *a, __global float *b)
{ return *a >= *b ? a : b; }
float row_sum(__global float (*m)[4], int r)
{
    float s = 0;
    for (int j = 0; j < 4; j++)
        s += m[r][j];
    return s;
}
__global float * row_of(__global float (*m)[4], int r)
{ return m[r]; }
float * at__as_p(float *a, int i)
{ return a + i; }
float * larger__as_pp(float *a, float *b)
{ return *a >= *b ? a : b; }
float row_sum__as_p(float (*m)[4], int r)
{
    float s = 0;
    for (int j = 0; j < 4; j++)
        s += m[r][j];
    return s;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_m, ulong __accc_o_m, __global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*m)[4] = (__global float (*)[4])(__accc_b_m + __accc_o_m);
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 36 "routine_pointer_results.c"
{
        float local__accc[2][4];
        for (int j = 0; j < 4; j++) {
            local__accc[0][j] = m[i][j] * 0.5f;
            local__accc[1][j] = 1.0f;
        }
        *at(a, i) += 1.0f;
        float *q = at__as_p(local__accc[0], 1);
        *q += 10.0f;
        float *big = larger__as_pp(&local__accc[0][0], &local__accc[0][3]);
        __global float *r = row_of(m, i);
        out[i] = row_sum(m, i) + row_sum__as_p(local__accc, 0) + row_sum__as_p(local__accc, 1) + *big + r[2]
                 + *larger(&b[i], &b[(i + 1) % 256]);
    }
    }
}
