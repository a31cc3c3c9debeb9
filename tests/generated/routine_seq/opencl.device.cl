#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int gcd(int a, int b);
int lcm(int a, int b);
double poly(__global const double *c, int n, double x);
int collatz_steps(long n);
int gcd(int a, int b)
{
    while (b != 0) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}
int lcm(int a, int b)
{
    return a / gcd(a, b) * b;
}
double poly(__global const double *c, int n, double x)
{
    double r = 0.0;
    for (int k = n - 1; k >= 0; k--)
        r = r * x + c[k];
    return r;
}
int collatz_steps(long n)
{
    int s = 0;
    while (n != 1) {
        n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
        s++;
    }
    return s;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_g, ulong __accc_o_g, __global char *__accc_b_l, ulong __accc_o_l, __global char *__accc_b_steps, ulong __accc_o_steps, __global char *__accc_b_coef, ulong __accc_o_coef, __global char *__accc_b_p, ulong __accc_o_p, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *g = (__global int *)(__accc_b_g + __accc_o_g);
    __global int *l = (__global int *)(__accc_b_l + __accc_o_l);
    __global int *steps = (__global int *)(__accc_b_steps + __accc_o_steps);
    __global const double *coef = (__global const double *)(__accc_b_coef + __accc_o_coef);
    __global double *p = (__global double *)(__accc_b_p + __accc_o_p);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 54 "routine_seq.c"
{
        g[i] = gcd(i + 1, 360);
        l[i] = lcm(i + 1, 12);
        steps[i] = collatz_steps(i + 1);
        p[i] = poly(coef, 4, (double)(i % 8) * 0.5);
    }
    }
}
