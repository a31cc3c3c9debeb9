#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__constant  const char *const __constant __accc_static_171_words[3] = {"alpha", "be", "gamma"};
__constant  const char *const __constant __accc_static_172_first = "xyz";
__kernel void __accc_kernel_0_0(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 12 "static_const_pointers.c"
{
        
        
        __constant const char *w = __accc_static_171_words[i % 3];
        int n = 0;
        while (w[n] != '\0')
            n++;
        out[i] = n * 1000 + w[0] * 3 + __accc_static_172_first[i % 3];
    }
    }
}
