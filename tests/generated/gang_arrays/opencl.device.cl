#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*out)[3] = (__global int (*)[3])(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 7 "gang_arrays.c"
{
    int tmp[5];

    for (int k = 0; k < 5; k++) tmp[k] = k + 1 + i;

    for (int j = 0; j < 3; j++) { int rs = 0; for (int k = 0; k < 5; k++) rs += tmp[k] * (j + 1); out[i][j] = rs; }
  }
    }
}
