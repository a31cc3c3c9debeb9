#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int scratch[4];
#line 16 "private_array.c"
{
        for (int k = 0; k < 4; k++)
            scratch[k] = in[(i + k) % 300];
        int s = 0;
        for (int k = 0; k < 4; k++)
            s += scratch[k] * (k + 1);
        out[i] = s;
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_in, ulong __accc_o_in, __global char *__accc_b_out2, ulong __accc_o_out2, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict in = (__global const int *restrict)(__accc_b_in + __accc_o_in);
    __global int *out2 = (__global int *)(__accc_b_out2 + __accc_o_out2);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int win[3];
#line 29 "private_array.c"
{
            win[0] = i > 0 ? in[i - 1] : 0;
            win[1] = in[i];
            win[2] = i < 300 - 1 ? in[i + 1] : 0;
            int mx = win[0];
            if (win[1] > mx) mx = win[1];
            if (win[2] > mx) mx = win[2];
            out2[i] = mx;
        }
    }
}
