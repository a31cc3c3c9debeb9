#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct pair;
struct view;
struct view { float *data; int n; };
struct pair { struct view v; float *arr[2]; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
float row_sum(__global float **rows, int r, int n);
void pick(__global float **out, __global float *a, int k);
__global float * clamp_at(__global float *a, int k, int n);
float row_sum(__global float **rows, int r, int n)
{
    __global float *row = rows[r];
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += row[k] + (*rows)[0];
    return s;
}
void pick(__global float **out, __global float *a, int k)
{
    *out = a + k;
}
__global float * clamp_at(__global float *a, int k, int n)
{
    __global float *r = ({
        if (k < 0)
            return a;
        a + (k < n ? k : n - 1);
    });
    return r;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*a)[4] = (__global float (*)[4])(__accc_b_a + __accc_o_a);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 57 "pointer_rows.c"
{
        __global float *tab[2] = {a[i], a[(i + 1) % 16]};
        __global float *grid[2][2] = {{b, b + 1}, {b + 2, b + 3}};
        float own[2] = {0.5f, 0.25f};
        float *mine = own;
        float **mp = &mine;
        __global float *p = b;
        pick(&p, b, i);
        struct pair q = {.v.data = own, .arr[1] = own};
        q.v.n = 1;
        out[i] = row_sum(tab, 0, 4) + row_sum(tab, 1, 2) + grid[1][i % 2][i % 4] + *p
                 + (*mp)[1] + q.v.data[q.v.n] + q.arr[1][0] + *clamp_at(b, i - 8, 16);
    }
    }
}
