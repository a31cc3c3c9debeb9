#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b___accc_p_n1, ulong __accc_o___accc_p_n1, __global char *__accc_b_out1, ulong __accc_o_out1, __global char *__accc_b___accc_p_n2, ulong __accc_o___accc_p_n2, __global char *__accc_b_out2, ulong __accc_o_out2, __global char *__accc_b___accc_p_n3, ulong __accc_o___accc_p_n3, __global char *__accc_b_out3, ulong __accc_o_out3, __global char *__accc_b___accc_p_n4, ulong __accc_o___accc_p_n4, __global char *__accc_b_out4, ulong __accc_o_out4, __global char *__accc_b___accc_p_ticket_sum, ulong __accc_o___accc_p_ticket_sum, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global int *__accc_p_n1 = (__global int *)(__accc_b___accc_p_n1 + __accc_o___accc_p_n1);
    __global int *out1 = (__global int *)(__accc_b_out1 + __accc_o_out1);
    __global int *__accc_p_n2 = (__global int *)(__accc_b___accc_p_n2 + __accc_o___accc_p_n2);
    __global int *out2 = (__global int *)(__accc_b_out2 + __accc_o_out2);
    __global int *__accc_p_n3 = (__global int *)(__accc_b___accc_p_n3 + __accc_o___accc_p_n3);
    __global int *out3 = (__global int *)(__accc_b_out3 + __accc_o_out3);
    __global int *__accc_p_n4 = (__global int *)(__accc_b___accc_p_n4 + __accc_o___accc_p_n4);
    __global int *out4 = (__global int *)(__accc_b_out4 + __accc_o_out4);
    __global int *__accc_p_ticket_sum = (__global int *)(__accc_b___accc_p_ticket_sum + __accc_o___accc_p_ticket_sum);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 26 "atomic_capture.c"
{
        if (in[i] < 10) {
            int slot;

            slot = atomic_add(&((*__accc_p_n1)), 1);
            out1[slot] = i;
        }
        if (in[i] >= 90) {
            int slot;

            slot = atomic_add(&((*__accc_p_n2)), (1));
            out2[slot] = i;
        }
        if (in[i] % 25 == 0) {
            int slot;

            slot = ((int)(atomic_add(&((*__accc_p_n3)), 1) + 1));
            out3[slot - 1] = i;
        }
        if (in[i] == 50) {
            int slot;

            slot = ((int)(atomic_add(&((*__accc_p_n4)), 1) + 1));
            out4[slot - 1] = i;
            int t;

            t = ((int)(atomic_add(&((*__accc_p_ticket_sum)), (1)) + (1)));
            (void)t;
        }
    }
    }
}
