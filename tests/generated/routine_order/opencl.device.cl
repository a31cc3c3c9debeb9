#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int score(int x);
int digits(int x);
int weight(int x);
int score(int x)
{
    return weight(x) * 10 + digits(x);
}
int digits(int x)
{
    int d = 1;
    while (x >= 10) {
        x /= 10;
        d++;
    }
    return d;
}
int weight(int x)
{
    return digits(x * x) + x % 7;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_s, ulong __accc_o_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *s = (__global int *)(__accc_b_s + __accc_o_s);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 38 "routine_order.c"
s[i] = score(i * 37);
    }
}
