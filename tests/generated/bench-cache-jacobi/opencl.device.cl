#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 33 "jacobi.c"
w[i] = (float)i;
    }
}

__kernel void __accc_kernel_1_0(int n, __global char *__accc_b_in, ulong __accc_o_in, long __accc_in_d1, __global char *__accc_b_out, ulong __accc_o_out, long __accc_out_d1, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n, long __accc_ct)
{
    __global const float *restrict in = (__global const float *restrict)(__accc_b_in + __accc_o_in);
    __global float *out = (__global float *)(__accc_b_out + __accc_o_out);
    __local float __accc_c47_0_0[66][34];
    const long __accc_lx = (long)get_local_id(0) % 32, __accc_ly = (long)get_local_id(0) / 32;
    const long __accc_tiles = (__accc_n + 64 - 1) / 64 * __accc_ct;
    for (long __accc_t = (long)get_group_id(0); __accc_t < __accc_tiles; __accc_t += (long)get_num_groups(0)) {
        const long __accc_gb = __accc_t / __accc_ct * 64, __accc_cb = __accc_t % __accc_ct * 32;
        const long __accc_it = __accc_gb + __accc_ly; const int __accc_on_y = __accc_it < __accc_n; const long __accc_wy = __accc_n - __accc_gb < 64 ? __accc_n - __accc_gb : 64;
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "jacobi.c"
{

        { long __accc_tc45_8_0 = (long)((long)(n - 1) - (long)(1)); if (__accc_tc45_8_0 < 0) __accc_tc45_8_0 = 0; for (long __accc_b45_8 = __accc_cb; __accc_b45_8 < __accc_tc45_8_0; __accc_b45_8 += __accc_ct * 32) { const long __accc_it45_8 = __accc_b45_8 + __accc_lx; const int __accc_on_x = __accc_it45_8 < __accc_tc45_8_0; const int __accc_on = __accc_on_y && __accc_on_x; const long __accc_w = (__accc_tc45_8_0) - (__accc_b45_8) < 32 ? (__accc_tc45_8_0) - (__accc_b45_8) : 32; long __accc_r45_8 = __accc_it45_8; int i = (1) + __accc_r45_8 * (1); 
{



            { const long __accc_s47_0_0_0 = (j - 1) - 1 * __accc_ly; const long __accc_e47_0_0_0 = (3 + 1 * (__accc_wy - 1)); const long __accc_s47_0_0_1 = (i - 1) - 1 * __accc_lx; const long __accc_e47_0_0_1 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { for (int __accc_f = (int)((long)get_local_id(0)); __accc_f < 2244; __accc_f += 256) { int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 34; __accc_r /= 34; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e47_0_0_0 && __accc_k1 < __accc_e47_0_0_1) { __accc_c47_0_0[__accc_k0][__accc_k1] = in[((__accc_s47_0_0_0 + __accc_k0)) * __accc_in_d1 + (__accc_s47_0_0_1 + __accc_k1)]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on_x && __accc_gb + __accc_ly * 8 + 7 < __accc_n) {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = 1;
if (__accc_on) {
out[((j)) * __accc_out_d1 + (i)] = 0.2f * __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))][(1 * __accc_lx + ((i) - (i - 1)))] +
                        0.15f * (__accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j - 1) - (j - 1)))][(1 * __accc_lx + ((i) - (i - 1)))] + __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j + 1) - (j - 1)))][(1 * __accc_lx + ((i) - (i - 1)))] + __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))][(1 * __accc_lx + ((i - 1) - (i - 1)))] + __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))][(1 * __accc_lx + ((i + 1) - (i - 1)))]) +
                        0.05f * (__accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j - 1) - (j - 1)))][(1 * __accc_lx + ((i - 1) - (i - 1)))] + __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j - 1) - (j - 1)))][(1 * __accc_lx + ((i + 1) - (i - 1)))] + __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j + 1) - (j - 1)))][(1 * __accc_lx + ((i - 1) - (i - 1)))] +
                              __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j + 1) - (j - 1)))][(1 * __accc_lx + ((i + 1) - (i - 1)))]);
}
}
} else {
for (int __accc_rr = 0; __accc_rr < 8; __accc_rr++) { const long __accc_it = __accc_gb + __accc_ly * 8 + __accc_rr * 1; int j = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_on_x && __accc_it < __accc_n;
if (__accc_on) {
out[((j)) * __accc_out_d1 + (i)] = 0.2f * __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))][(1 * __accc_lx + ((i) - (i - 1)))] +
                        0.15f * (__accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j - 1) - (j - 1)))][(1 * __accc_lx + ((i) - (i - 1)))] + __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j + 1) - (j - 1)))][(1 * __accc_lx + ((i) - (i - 1)))] + __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))][(1 * __accc_lx + ((i - 1) - (i - 1)))] + __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j) - (j - 1)))][(1 * __accc_lx + ((i + 1) - (i - 1)))]) +
                        0.05f * (__accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j - 1) - (j - 1)))][(1 * __accc_lx + ((i - 1) - (i - 1)))] + __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j - 1) - (j - 1)))][(1 * __accc_lx + ((i + 1) - (i - 1)))] + __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j + 1) - (j - 1)))][(1 * __accc_lx + ((i - 1) - (i - 1)))] +
                              __accc_c47_0_0[(1 * (__accc_it - __accc_gb) + ((j + 1) - (j - 1)))][(1 * __accc_lx + ((i + 1) - (i - 1)))]);
}
}
}
 }
        }
} }
    }
    }
}
