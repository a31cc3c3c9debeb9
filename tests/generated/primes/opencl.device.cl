#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int is_prime(int n);
int is_prime(int n)
{
    if (n < 2)
        return 0;
    if (n % 2 == 0)
        return n == 2;
    for (int d = 3; d * d <= n; d += 2)
        if (n % d == 0)
            return 0;
    return 1;
}
__kernel void __accc_kernel_0_0(const int limit, __global char *__accc_b___accc_p_count, ulong __accc_o___accc_p_count, __global char *__accc_b___accc_p_twins, ulong __accc_o___accc_p_twins, __global char *__accc_b___accc_p_largest, ulong __accc_o___accc_p_largest, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *__accc_p_count = (__global int *)(__accc_b___accc_p_count + __accc_o___accc_p_count);
    __global int *__accc_p_twins = (__global int *)(__accc_b___accc_p_twins + __accc_o___accc_p_twins);
    __global int *__accc_p_largest = (__global int *)(__accc_b___accc_p_largest + __accc_o___accc_p_largest);
    int count = 0;
    __local int __accc_red_count[128];
    int twins = 0;
    __local int __accc_red_twins[128];
    int largest = (-2147483647-1);
    __local int __accc_red_largest[128];
    int __accc_l = (int)get_local_id(0);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int n = (__accc_lo0 + __accc_it * __accc_st0);
#line 24 "primes.c"
{
        if (is_prime(n)) {
            count++;
            largest = n > largest ? n : largest;
            if (n + 2 < limit && is_prime(n + 2))
                twins++;
        }
    }
    }
    __accc_red_count[__accc_l] = count;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_count[__accc_l] = __accc_red_count[__accc_l] + __accc_red_count[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_count), __accc_red_count[0]);
    __accc_red_twins[__accc_l] = twins;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_twins[__accc_l] = __accc_red_twins[__accc_l] + __accc_red_twins[__accc_l + __accc_s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_add(&(*__accc_p_twins), __accc_red_twins[0]);
    __accc_red_largest[__accc_l] = largest;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int __accc_s = 64; __accc_s > 0; __accc_s >>= 1) {
        if (__accc_l < __accc_s && __accc_l + __accc_s < 128) __accc_red_largest[__accc_l] = (__accc_red_largest[__accc_l] > __accc_red_largest[__accc_l + __accc_s] ? __accc_red_largest[__accc_l] : __accc_red_largest[__accc_l + __accc_s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (__accc_l == 0) (void)atomic_max(&(*__accc_p_largest), __accc_red_largest[0]);
}
