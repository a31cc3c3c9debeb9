#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int acc_on_device(int t) { return t == 6 || t == 3; }
float pick(__global const float *v, int i);
__global const float * element(__global const float *v, int i);
const float * element__as_p(const float *v, int i);
float pick__as_p(const float *v, int i);
float pick(__global const float *v, int i)
{
    return ({
        __global const float *q = v + i;
        *q;
    });
}
__global const float * element(__global const float *v, int i)
{
    return ({
        __global const float *q = v + i;
        q;
    });
}
const float * element__as_p(const float *v, int i)
{
    return ({
        const float *q = v + i;
        q;
    });
}
float pick__as_p(const float *v, int i)
{
    return ({
        const float *q = v + i;
        *q;
    });
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_a, ulong __accc_o_a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict w = (__global const float *restrict)(__accc_b_w + __accc_o_w);
    __global float *a = (__global float *)(__accc_b_a + __accc_o_a);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "statement_expression_pointers.c"
a[i] = ({ __global const float *s = w; __global float *t = a; t[i] + s[i] * 2.0f; });
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_b, ulong __accc_o_b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    __global float *b = (__global float *)(__accc_b_b + __accc_o_b);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "statement_expression_pointers.c"
{
        float own[2] = {1.0f, (float)(i % 3)};
        __global const float *p = ({ __global const float *s = w; s + i; });
        float first4 = ({
            float x = 0.0f;
            for (__global const float *q = w, *end = w + 4; q < end; q++)
                x += *q;
            x;
        });
        __global const float *literal = (__global const float *){w};
        b[i] = pick(w, i) + pick__as_p(own, 1) + *p + first4 + literal[256 - 1 - i] + *element(w, i)
               + *element__as_p(own, 0);
    }
    }
}

__kernel void __accc_kernel_2_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global float *w = (__global float *)(__accc_b_w + __accc_o_w);
    __global float *c = (__global float *)(__accc_b_c + __accc_o_c);
    __local float __accc_c64_0_0[258];
    for (long __accc_it = (long)get_group_id(0); __accc_it < __accc_n; __accc_it += (long)get_num_groups(0)) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 60 "statement_expression_pointers.c"
{

        { long __accc_tc62_8_0 = (long)((long)(63) - (long)(1)); if (__accc_tc62_8_0 < 0) __accc_tc62_8_0 = 0; for (long __accc_b62_8 = 0; __accc_b62_8 < __accc_tc62_8_0; __accc_b62_8 += 256) { const long __accc_it62_8 = __accc_b62_8 + (long)get_local_id(0); const int __accc_on_x = __accc_it62_8 < __accc_tc62_8_0; const int __accc_on = __accc_on_x; const long __accc_w = (__accc_tc62_8_0) - (__accc_b62_8) < 256 ? (__accc_tc62_8_0) - (__accc_b62_8) : 256; long __accc_r62_8 = __accc_it62_8; int i = (1) + __accc_r62_8 * (1); 
{
            float before = (__accc_on ? (({ __global const float *s = &w[j * 64 + i]; s[0]; })) : 0);

            { const long __accc_s64_0_0_0 = (j * 64 + i - 1) - 1 * (long)get_local_id(0); const long __accc_e64_0_0_0 = (3 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[2]; for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e64_0_0_0) { __accc_v0_0[__accc_q] = w[__accc_s64_0_0_0 + __accc_k0]; } } for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e64_0_0_0) { __accc_c64_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_on) { const long __accc_h64_0_0_0 = 1 * (long)get_local_id(0) + ((j * 64 + i - 1) - (j * 64 + i - 1)); const long __accc_h64_0_0_1 = 1 * (long)get_local_id(0) + ((j * 64 + i + 1) - (j * 64 + i - 1));
c[j * 64 + i] = before + ({
                __global float *r = &c[j * 64 + i];
                *r = 0.0f;
                __accc_c64_0_0[__accc_h64_0_0_0] + __accc_c64_0_0[__accc_h64_0_0_1];
            });
}
 }
        }
} barrier(CLK_LOCAL_MEM_FENCE); }
    }
    }
}

__kernel void __accc_kernel_3_0(__global char *__accc_b_w, ulong __accc_o_w, __global char *__accc_b_c, ulong __accc_o_c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global const float *restrict w = (__global const float *restrict)(__accc_b_w + __accc_o_w);
    __global float *c = (__global float *)(__accc_b_c + __accc_o_c);
    __local float __accc_c75_0_0[260] __attribute__((aligned(16)));
    for (long __accc_b = (long)get_group_id(0) * 256; __accc_b < __accc_n; __accc_b += (long)get_num_groups(0) * 256) {
        const long __accc_it = __accc_b + 4 * (long)get_local_id(0); const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 74 "statement_expression_pointers.c"
{

        { const long __accc_s75_0_0_0 = ((i) - 1) - 1 * (4 * (long)get_local_id(0)); const long __accc_e75_0_0_0 = (4 + 1 * (__accc_w - 1)); barrier(CLK_LOCAL_MEM_FENCE); { float __accc_v0_0[5]; for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 260 && __accc_k0 < __accc_e75_0_0_0) { __accc_v0_0[__accc_q] = ((__accc_s75_0_0_0 + __accc_k0 >= 0 && __accc_s75_0_0_0 + __accc_k0 < 256) ? w[__accc_s75_0_0_0 + __accc_k0] : 0); } } for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)get_local_id(0)) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 260 && __accc_k0 < __accc_e75_0_0_0) { __accc_c75_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } barrier(CLK_LOCAL_MEM_FENCE);
if (__accc_b + 4 * (long)get_local_id(0) + 3 < __accc_n) { float __accc_win75_0[8];
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const float4 __accc_x = vload4(__accc_q, __accc_c75_0_0 + 4 * (long)get_local_id(0)); __accc_win75_0[4 * __accc_q] = __accc_x.x; __accc_win75_0[4 * __accc_q + 1] = __accc_x.y; __accc_win75_0[4 * __accc_q + 2] = __accc_x.z; __accc_win75_0[4 * __accc_q + 3] = __accc_x.w; }
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
{
            int own[2] = {i, 1};
            c[i] += __accc_win75_0[1 * __accc_o + 0] + ({ int *o = own; o[1]; }) + 3.0f * __accc_win75_0[1 * __accc_o + ((3))];
        }
}
}
} else {
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)get_local_id(0) + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h75_0_0_0 = (i - 1) - __accc_s75_0_0_0; const long __accc_h75_0_0_1 = (i + 2) - __accc_s75_0_0_0;
{
            int own[2] = {i, 1};
            c[i] += __accc_c75_0_0[__accc_h75_0_0_0] + ({ int *o = own; o[1]; }) + 3.0f * __accc_c75_0_0[__accc_h75_0_0_1];
        }
}
}
}
 }
    }
    }
}
