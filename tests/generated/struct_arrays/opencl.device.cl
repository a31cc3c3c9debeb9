#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_6;
struct __accc_anon_7;
typedef struct __accc_anon_6 particle;
typedef struct __accc_anon_7 sparse_row;
struct __accc_anon_7 { int n; double val[64]; int idx[64]; };
struct __accc_anon_6 { float pos[3]; float vel[3]; int id; };
inline double __accc_atomic_add_double(volatile __global double *p, double v) {
    union { ulong b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_p, ulong __accc_o_p, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global particle *p = (__global particle *)(__accc_b_p + __accc_o_p);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "struct_arrays.c"
for (int d = 0; d < 3; d++)
            p[i].pos[d] += 2.0f * p[i].vel[d];
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_p_r, ulong __accc_o___accc_p_r, __global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b___accc_p_dot, ulong __accc_o___accc_p_dot, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global sparse_row *__accc_p_r = (__global sparse_row *)(__accc_b___accc_p_r + __accc_o___accc_p_r);
    __global const double *restrict x = (__global const double *restrict)(__accc_b_x + __accc_o_x);
    __global double *__accc_p_dot = (__global double *)(__accc_b___accc_p_dot + __accc_o___accc_p_dot);
    double dot__accc = 0;
    __local double __accc_red_dot[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int k = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "struct_arrays.c"
dot__accc += (*__accc_p_r).val[k] * x[(*__accc_p_r).idx[k]];
    }
    __accc_red_dot[__accc_l] = dot__accc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dot[__accc_l] = __accc_red_dot[__accc_l] + __accc_red_dot[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_double(&(*__accc_p_dot), __accc_red_dot[0]);
}
