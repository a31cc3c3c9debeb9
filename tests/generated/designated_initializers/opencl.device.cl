#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_10;
struct inner;
struct outer;
struct vec3;
struct words;
struct vec3 { int x; int y; int z; };
struct inner { int u; int v; };
struct outer { struct inner in; int w; };
struct words { int new; int class; int this; };
typedef struct __accc_anon_10 range;
struct __accc_anon_10 { double lo; double hi; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__constant const struct vec3 __accc_static_171_table[3] = {
        [2] = {.z = 9, .x = 7, .y = 8},
        [0] = {.y = 2, .x = 1, .z = 3},
        [1] = {4, 5, 6},
    };
int weigh(int i);
int weigh(int i)
{
    
    struct vec3 t = __accc_static_171_table[i % 3];
    return t.x + 10 * t.y + 100 * t.z;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b_spans, ulong __accc_o_spans, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    __global double *spans = (__global double *)(__accc_b_spans + __accc_o_spans);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "designated_initializers.c"
{

        struct vec3 a = {.z = i + 3, .x = i + 1, i + 2};

        struct outer o = {.w = 5, .in = {.v = i, .u = 2 * i}};
        struct outer p = {.w = 1, .in.u = i % 7};

        struct inner z = {i % 3, 4};
        struct outer q = {.w = 2, .in = z};

        struct words k = {.this = 3, .new = 1, .class = 2};

        range r = (range){.hi = i + 0.5, .lo = i - 0.25};

        int t[4] = {[3] = i, [1] = 2};
        out[i] = a.x + 2 * a.y + 3 * a.z + o.in.u - o.in.v + o.w + p.in.u + p.in.v + p.w
               + q.in.u * 3 + q.in.v + q.w
               + k.new * 100 + k.class * 10 + k.this + t[3] + t[1] + t[0] + weigh(i);
        spans[i] = r.hi - r.lo;
    }
    }
}
