#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
enum op { min__accc = 0, max__accc = 1, clamp__accc = 7 };
struct __accc_anon_6;
struct cfg;
struct cfg { int local__accc; int global__accc; float kernel__accc; };
typedef struct __accc_anon_6 float2__accc;
typedef uchar bool__accc;
typedef int class;
struct __accc_anon_6 { float x; float y; };
typedef float2__accc pair_alias;
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_p, ulong __accc_o_p, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float2__accc *restrict p = (__global const float2__accc *restrict)(__accc_b_p + __accc_o_p);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 31 "reserved_type_names.c"
{
        enum op o = i % 3 == 0 ? min__accc : (i % 3 == 1 ? max__accc : clamp__accc);
        float2__accc q = p[i];
        pair_alias r = {q.y, q.x};
        bool__accc odd = (bool__accc)(i & 1);
        class k = (class)sizeof(float2__accc);
        struct cfg c = {.local__accc = i, .global__accc = 3};
        c = (struct cfg){.local__accc = c.local__accc + c.global__accc, .kernel__accc = 2.0f};
        out[i] = (int)o * 1000 + (int)r.x * 10 + odd + k * 100 + c.local__accc * (int)c.kernel__accc;
    }
    }
}
