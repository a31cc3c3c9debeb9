#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
enum { virtual = 1, friend = 2, quad__accc = 4, uniform__accc = 8 };
struct class;
struct kernel__accc;
struct node;
union template;
struct kernel__accc { int global__accc; int local__accc; int constant__accc; int half__accc; };
union template { int this; float float2__accc; };
struct node { int and; int or; int not; int xor; int new; int delete; int read_only__accc; int write_only__accc; int pipe__accc; };
typedef int typename;
typedef float float2x2__accc;
typedef struct class namespace;
struct class { int public; int private__accc; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int bitand(int compl, int not_eq, int or);
typename not(typename xor, __global namespace *or, struct kernel__accc local__accc, union template u);
int kernel__accc(int global__accc, int local__accc, int constant__accc, int private__accc, int half__accc, int float2__accc);
typename not__as_p(typename xor, namespace *or, struct kernel__accc local__accc, union template u);
int bitand(int compl, int not_eq, int or)
{
    return (compl & not_eq) | or;
}
typename not(typename xor, __global namespace *or, struct kernel__accc local__accc, union template u)
{
    typename and = xor;
    if (and > 3)
        goto throw;
    and += or->public * local__accc.half__accc;
throw:
    return and + local__accc.global__accc + local__accc.constant__accc + u.this + virtual + quad__accc;
}
int kernel__accc(int global__accc, int local__accc, int constant__accc, int private__accc, int half__accc, int float2__accc)
{
    return global__accc + local__accc + constant__accc * private__accc + half__accc - float2__accc;
}
typename not__as_p(typename xor, namespace *or, struct kernel__accc local__accc, union template u)
{
    typename and = xor;
    if (and > 3)
        goto throw;
    and += or->public * local__accc.half__accc;
throw:
    return and + local__accc.global__accc + local__accc.constant__accc + u.this + virtual + quad__accc;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_constant__accc, ulong __accc_o_constant__accc, __global char *__accc_b_mutable, ulong __accc_o_mutable, namespace __accc_fp_obj, struct kernel__accc __accc_fp_kk, union template __accc_fp_tt, float2x2__accc scale, struct node __accc_fp_nd, __global char *__accc_b_and, ulong __accc_o_and, int and_eq, int or_eq, int xor_eq, int bitor, int class, int new, int delete, int try, int catch, int explicit, int nullptr, int protected, int using, int export, int decltype, int constexpr, int typeid, int noexcept, int static_cast, int char16_t, int wchar_t, int concept, int requires, int co_await, int read_write__accc, int write_only__accc, int sampler_t__accc, int event_t__accc, int bool2__accc, int image2d_t__accc, int alignas, __global char *__accc_b___accc_p_or, ulong __accc_o___accc_p_or, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict constant__accc = (__global const int *restrict)(__accc_b_constant__accc + __accc_o_constant__accc);
    __global const int *restrict mutable = (__global const int *restrict)(__accc_b_mutable + __accc_o_mutable);
    __global int *and = (__global int *)(__accc_b_and + __accc_o_and);
    __global int *__accc_p_or = (__global int *)(__accc_b___accc_p_or + __accc_o___accc_p_or);
    int or = 0;
    __local int __accc_red_or[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int this = (__accc_lo0 + __accc_it * __accc_st0);
        int private__accc;
        namespace obj = __accc_fp_obj;
        struct kernel__accc kk = __accc_fp_kk;
        union template tt = __accc_fp_tt;
        struct node nd = __accc_fp_nd;
#line 83 "reserved_words.c"
{
        int compl = this;
        private__accc = constant__accc[this] + mutable[this];
        and[this] = not__as_p(this % 7, &obj, kk, tt) + private__accc * (int)scale + obj.private__accc
                     + bitand(compl, 6, nd.or) + kernel__accc(1, 2, 3, 4, 5, 6) + friend + uniform__accc
                     + nd.and + nd.not + nd.xor + nd.new + nd.delete + nd.read_only__accc
                     + nd.write_only__accc + nd.pipe__accc;
        int words = and_eq + or_eq + xor_eq + bitor + class + new + delete + try + catch
                    + explicit + nullptr + protected + using + export + decltype + constexpr
                    + typeid + noexcept + static_cast + char16_t + wchar_t + concept + requires
                    + co_await + read_write__accc + write_only__accc + sampler_t__accc + event_t__accc + bool2__accc + image2d_t__accc + alignas;
        or += and[this] + words;
    }
    }
    __accc_red_or[__accc_l] = or;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_or[__accc_l] = __accc_red_or[__accc_l] + __accc_red_or[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_or), __accc_red_or[0]);
}
