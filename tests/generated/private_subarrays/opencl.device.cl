#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int buf[8];
#line 17 "private_subarrays.c"
{
    for (int k = 0; k < 8; k++) buf[k] = i + k;
    out[i] = buf[8 - 1] + buf[0];
  }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b___accc_fp_buf, ulong __accc_o___accc_fp_buf, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const int *restrict __accc_fp_buf = (__global const int *restrict)(__accc_b___accc_fp_buf + __accc_o___accc_fp_buf);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int buf[8]; for (unsigned long __accc_k = 0; __accc_k < sizeof(buf); __accc_k++) ((char *)buf)[__accc_k] = ((const __global char *)__accc_fp_buf)[__accc_k];
#line 26 "private_subarrays.c"
{
    out[i] = buf[i % 8] + buf[(i + 3) % 8] + i;
  }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int mat[4][8];
#line 33 "private_subarrays.c"
{
    for (int r = 0; r < 4; r++)
      for (int k = 0; k < 8; k++) mat[r][k] = i * r + k;
    out[i] = mat[3][8 - 1];
  }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
        int buf[8];
#line 44 "private_subarrays.c"
{
      for (int k = 0; k < 8; k++) buf[k] = i * k;
      out[i] = buf[2];
    }
    }
}

__kernel void __accc_kernel_4_0(__global char *__accc_b_buf, ulong __accc_o_buf, __global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *buf = (__global int *)(__accc_b_buf + __accc_o_buf);
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 53 "private_subarrays.c"
{
    int t = 0;

    for (int j = 0; j < 3; j++) {
      buf[0] = i;
      buf[3] = j;
      t += buf[0] + buf[3];
    }
    out[i] = t;
  }
    }
}
