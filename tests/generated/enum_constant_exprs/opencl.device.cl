#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
enum lengths { ROW = sizeof(double[5]) / sizeof(double), COLUMNS = (sizeof(double[5]) / sizeof(double)) + 1, WRAPPED = 44 };
struct pair;
struct row;
struct row { int v[ROW]; };
struct pair { float x; float y; };
enum { PAIR_FLOATS = sizeof(struct pair) / sizeof(float), AFTER_PAIR = (sizeof(struct pair) / sizeof(float)) + 1, TWICE = AFTER_PAIR * 2 };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_rows, ulong __accc_o_rows, __global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const struct row *restrict rows = (__global const struct row *restrict)(__accc_b_rows + __accc_o_rows);
    __global int (*out)[6] = (__global int (*)[6])(__accc_b_out + __accc_o_out);
    __global const float *restrict a = (__global const float *restrict)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "enum_constant_exprs.c"
{
        enum lengths which = i % 2 ? ROW : COLUMNS;
        int s = 0;
        for (int j = 0; j < ROW; j++)
            s += rows[i].v[j];
        out[i][0] = PAIR_FLOATS * 100 + AFTER_PAIR * 10 + TWICE;
        out[i][1] = (int)which;
        out[i][2] = WRAPPED;
        out[i][3] = (int)(sizeof(float [COLUMNS]) / sizeof(float)) + (int)a[COLUMNS - 1];
        out[i][4] = (int)sizeof(struct row);
        out[i][5] = s;
    }
    }
}
