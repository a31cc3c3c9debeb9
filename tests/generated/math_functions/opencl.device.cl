#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_x, ulong __accc_o_x, __global char *__accc_b_ex, ulong __accc_o_ex, __global char *__accc_b_fx, ulong __accc_o_fx, __global char *__accc_b_tr, ulong __accc_o_tr, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const double *restrict x = (__global const double *restrict)(__accc_b_x + __accc_o_x);
    __global double *ex = (__global double *)(__accc_b_ex + __accc_o_ex);
    __global const float *restrict fx = (__global const float *restrict)(__accc_b_fx + __accc_o_fx);
    __global double *tr = (__global double *)(__accc_b_tr + __accc_o_tr);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 20 "math_functions.c"
{
        double v = x[i];
        ex[i] = sqrt((double)(i * i)) + fabs(v) + floor(v) + ceil(v) + fmin(v, 1.0) + fmax(v, -1.0)
              + fmod(v, 3.0) + trunc(v) + round(v) + ldexp(v, 3);
        tr[i] = sin(v) + cos(v) + exp(v * 0.01) + log(fabs(v) + 1.0) + pow(fabs(v), 1.5)
              + tanh(v) + atan2(v, 3.0) + (double)(sin(fx[i]) + exp(fx[i]) + sqrt(fx[i]));
    }
    }
}
