#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_out, ulong __accc_o_out, __global char *__accc_b_kind, ulong __accc_o_kind, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *out = (__global int *)(__accc_b_out + __accc_o_out);
    __global const int *restrict kind = (__global const int *restrict)(__accc_b_kind + __accc_o_kind);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 15 "loop_body_control.c"
{
        out[i] = 0;
        if (kind[i] == 5)
            continue;
        int v;
        switch (kind[i]) {
        case 0:
            v = i;
            break;
        case 1:
        case 2:
            v = 2 * i;
            break;
        default:
            v = -i;
            break;
        }
        int steps = 0, x = i + 1;
        while (x % 2 == 0) {
            x /= 2;
            steps++;
        }
        int d = 0, y = i;
        do {
            d++;
            y /= 10;
        } while (y > 0);
        if (i > 0 && (v % 3 == 0 || steps > 2))
            v += 1000;
        else if (d == 4)
            v -= 1000;
        out[i] = v + steps * 10 + d * 100000;
    }
    }
}
