#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_6;
typedef struct __accc_anon_6 cell;
struct __accc_anon_6 { float v[4]; int tag; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__constant const float __accc_static_178_scale[2] = {1.0f, 0.5f};
__constant const int __accc_static_193_bonus[3] = {0, 10, 20};
float sum(__global const float *x, int n);
float weighted(__global const float *x, __global const float *w, int n);
int length__accc(__global const char *s);
int length__accc__as_c(__constant const char *s);
float sum__as_l(__local const float *x, int n);
float weighted__as_pg(const float *x, __global const float *w, int n);
float sum__as_p(const float *x, int n);
float sum(__global const float *x, int n)
{
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += x[k];
    return s;
}
float weighted(__global const float *x, __global const float *w, int n)
{
    
    return sum(x, n) * __accc_static_178_scale[0] + sum(w, n) * __accc_static_178_scale[1];
}
int length__accc(__global const char *s)
{
    int n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}
int length__accc__as_c(__constant const char *s)
{
    int n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}
float sum__as_l(__local const float *x, int n)
{
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += x[k];
    return s;
}
float weighted__as_pg(const float *x, __global const float *w, int n)
{
    
    return sum__as_p(x, n) * __accc_static_178_scale[0] + sum(w, n) * __accc_static_178_scale[1];
}
float sum__as_p(const float *x, int n)
{
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += x[k];
    return s;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b_cells, ulong __accc_o_cells, __global char *__accc_b_b, ulong __accc_o_b, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    __global const cell *restrict cells = (__global const cell *restrict)(__accc_b_cells + __accc_o_cells);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 58 "address_spaces.c"
{
        
        __constant const char *name = "accc";
        __constant const char *words[3] = {"one", "three", "eleven"};
        __global const float *ends[2] = {&a[0], &a[256 - 1]};
        float local__accc[4] = {1.0f, 2.0f, 3.0f, (float)i};
        __global const float *p = &a[i];
        float *q = local__accc;
        __global const float *w = cells[i].v;
        __global const float *r = (i % 2) ? &a[i] : &b[i];
        __global const float *end = (__global const float *)(a + 256);
        if (i + 4 <= 256)
            p = end - 4;
        q[0] += p[0];
        out[i] = weighted__as_pg(q, w, 4) + weighted(w, w, 4) + sum(r, 1) + (float)__accc_static_193_bonus[cells[i].tag] +
                 (float)length__accc__as_c(name) + (float)length__accc__as_c("x") + (float)length__accc__as_c(words[i % 3]) +
                 ends[i % 2][0];
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_grid, ulong __accc_o_grid, __global char *__accc_b_rows, ulong __accc_o_rows, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float (*grid)[8] = (__global float (*)[8])(__accc_b_grid + __accc_o_grid);
    __global float *rows = (__global float *)(__accc_b_rows + __accc_o_rows);
    __local float shared_row[8];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 80 "address_spaces.c"
{

        { long __accc_tc82_8_0 = (long)((long)(8) - (long)(0)); if (__accc_tc82_8_0 < 0) __accc_tc82_8_0 = 0; for (long __accc_it82_8 = (long)get_local_id(0); __accc_it82_8 < __accc_tc82_8_0; __accc_it82_8 += (long)get_local_size(0)) { long __accc_r82_8 = __accc_it82_8; int j = (0) + __accc_r82_8 * (1); 
shared_row[j] = grid[i][j] * 2.0f;
} barrier(CLK_LOCAL_MEM_FENCE); }
        __local float *s = shared_row;

        { long __accc_tc86_8_0 = (long)((long)(8) - (long)(0)); if (__accc_tc86_8_0 < 0) __accc_tc86_8_0 = 0; for (long __accc_it86_8 = (long)get_local_id(0); __accc_it86_8 < __accc_tc86_8_0; __accc_it86_8 += (long)get_local_size(0)) { long __accc_r86_8 = __accc_it86_8; int j = (0) + __accc_r86_8 * (1); 
grid[i][j] = s[j] + sum__as_l(shared_row, 4);
} barrier(CLK_LOCAL_MEM_FENCE); }
        rows[i] = s[1] + grid[i][0];
    }
    }
}
