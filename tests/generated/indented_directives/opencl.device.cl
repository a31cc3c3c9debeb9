#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
void tally(__global int *count, int v);
void tally(__global int *count, int v)
{
 if (v % 3 == 0) {
  
  (void)atomic_add(&(*count), (1));
 }
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_a, ulong __accc_o_a, __global char *__accc_b___accc_p_total, ulong __accc_o___accc_p_total, __global char *__accc_b___accc_p_threes, ulong __accc_o___accc_p_threes, __global char *__accc_b___accc_p_last, ulong __accc_o___accc_p_last, __global char *__accc_b_captured, ulong __accc_o_captured, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *a = (__global int *)(__accc_b_a + __accc_o_a);
    __global int *__accc_p_total = (__global int *)(__accc_b___accc_p_total + __accc_o___accc_p_total);
    __global int *__accc_p_threes = (__global int *)(__accc_b___accc_p_threes + __accc_o___accc_p_threes);
    __global int *__accc_p_last = (__global int *)(__accc_b___accc_p_last + __accc_o___accc_p_last);
    __global int *captured = (__global int *)(__accc_b_captured + __accc_o_captured);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "indented_directives.c"
{
            a[i] = 2 * i;
            
            (void)atomic_add(&((*__accc_p_total)), (i));
            tally(&(*__accc_p_threes), i);
            int mine;
            
            mine = atomic_add(&((*__accc_p_last)), 1);
            captured[i] = mine;
            
            (void)atomic_xchg(&(a[0]), 0);
        }
    }
}
