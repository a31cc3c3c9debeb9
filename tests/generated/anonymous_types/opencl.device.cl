#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
enum { RED = 0, GREEN = 5, BLUE = 6 };
enum shape { CIRCLE = -1, SQUARE = 4, TRIANGLE = 3 };
struct __accc_anon_6;
struct __accc_anon_9;
struct value;
struct __accc_anon_9 { int offset; float scale; };
struct value { int is_float; union { int i; float f; }; };
typedef uint color;
typedef struct __accc_anon_6 item;
struct __accc_anon_6 { enum shape shape; color paint; float size; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_c, ulong __accc_o_c, __global char *__accc_b_it, ulong __accc_o_it, struct __accc_anon_9 __accc_fp_params, __global char *__accc_b_v, ulong __accc_o_v, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const color *restrict c = (__global const color *restrict)(__accc_b_c + __accc_o_c);
    __global item *it = (__global item *)(__accc_b_it + __accc_o_it);
    __global struct value *v = (__global struct value *)(__accc_b_v + __accc_o_v);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        struct __accc_anon_9 params = __accc_fp_params;
#line 50 "anonymous_types.c"
{
        color k = c[i];
        enum shape s = it[i].shape;
        int w = (k == BLUE ? 100 : (int)k) + params.offset;
        if (s == CIRCLE)
            w += TRIANGLE;
        it[i].size = it[i].size * params.scale + (float)s;
        it[i].paint = k == RED ? GREEN : RED;
        if (v[i].is_float)
            v[i].f *= 2.0f;
        else
            v[i].i += w;
        out[i] = w;
    }
    }
}
