#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct tagged;
struct tagged { char tag; char c __attribute__((aligned(__alignof__(size_t)))); short s __attribute__((aligned(__alignof__(double)))); int v; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global struct tagged *a = (__global struct tagged *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 25 "aligned_by_type.c"
a[i].v = a[i].c * 10 + a[i].s + (int)sizeof(struct tagged);
    }
}
