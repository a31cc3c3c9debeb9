#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct pair;
struct pair { int local__accc; int global__accc; };
inline long __accc_atomic_add_long(volatile __global long *p, long v) {
    union { ulong b; long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        ulong seen = atom_cmpxchg((volatile __global ulong *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int min__accc(int a, int b);
int max__accc(int a, int b);
int clamp__accc(int x, int lo, int hi, __global int *length__accc);
int min__accc(int a, int b)
{
    return a < b ? a : b;
}
int max__accc(int a, int b)
{
    return a > b ? a : b;
}
int clamp__accc(int x, int lo, int hi, __global int *length__accc)
{
    return min__accc(max__accc(x, lo), hi) + length__accc[x % 500] % 2;
}
__kernel void __accc_kernel_0_0(int barrier__accc, int get_global_id__accc, int threadIdx, int blockDim, int int2__accc, int float4__accc, struct pair __accc_fp_kernel, __global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b_sign__accc, ulong __accc_o_sign__accc, __global char *__accc_b_length__accc, ulong __accc_o_length__accc, __global char *__accc_b___accc_p_dot, ulong __accc_o___accc_p_dot, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    __global const int *restrict sign__accc = (__global const int *restrict)(__accc_b_sign__accc + __accc_o_sign__accc);
    __global int *length__accc = (__global int *)(__accc_b_length__accc + __accc_o_length__accc);
    __global long *__accc_p_dot = (__global long *)(__accc_b___accc_p_dot + __accc_o___accc_p_dot);
    long dot__accc = 0;
    __local long __accc_red_dot[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int mix__accc = (__accc_lo0 + __accc_it * __accc_st0);
        struct pair kernel__accc = __accc_fp_kernel;
#line 51 "reserved_names.c"
{
        int step__accc[3] = {mix__accc, barrier__accc, get_global_id__accc};
        int select__accc = clamp__accc(mix__accc, 100, 400, length__accc) + step__accc[1] * step__accc[2];
        out[mix__accc] = select__accc + threadIdx * blockDim + int2__accc * float4__accc + kernel__accc.local__accc - kernel__accc.global__accc;
        dot__accc += (long)out[mix__accc] * sign__accc[mix__accc];
    }
    }
    __accc_red_dot[__accc_l] = dot__accc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_dot[__accc_l] = __accc_red_dot[__accc_l] + __accc_red_dot[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)__accc_atomic_add_long(&(*__accc_p_dot), __accc_red_dot[0]);
}
