#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ float pick(const float *v, int i);
__device__ const float * element(const float *v, int i);
__device__ float pick(const float *v, int i)
{
    return ({
        const float *q = v + i;
        *q;
    });
}
__device__ const float * element(const float *v, int i)
{
    return ({
        const float *q = v + i;
        q;
    });
}
extern "C" __global__ void __accc_kernel_0_0(const float *__restrict__ w, float *a, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "statement_expression_pointers.c"
a[i] = ({ const float *s = w; float *t = a; t[i] + s[i] * 2.0f; });
    }
}

extern "C" __global__ void __accc_kernel_1_0(float *w, float *b, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 45 "statement_expression_pointers.c"
{
        float own[2] = {1.0f, (float)(i % 3)};
        const float *p = ({ const float *s = w; s + i; });
        float first4 = ({
            float x = 0.0f;
            for (const float *q = w, *end = w + 4; q < end; q++)
                x += *q;
            x;
        });
        const float *literal = (const float *){w};
        b[i] = pick(w, i) + pick(own, 1) + *p + first4 + literal[256 - 1 - i] + *element(w, i)
               + *element(own, 0);
    }
    }
}

extern "C" __global__ void __accc_kernel_2_0(float *w, float *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c64_0_0[258];
    for (long __accc_it = (long)blockIdx.x; __accc_it < __accc_n; __accc_it += (long)gridDim.x) {
        int j = (__accc_lo0 + __accc_it * __accc_st0);
#line 60 "statement_expression_pointers.c"
{

        { long __accc_tc62_8_0 = (long)((long long)(63) - (long long)(1)); if (__accc_tc62_8_0 < 0) __accc_tc62_8_0 = 0; for (long __accc_b62_8 = 0; __accc_b62_8 < __accc_tc62_8_0; __accc_b62_8 += 256) { const long __accc_it62_8 = __accc_b62_8 + (long)threadIdx.x; const int __accc_on_x = __accc_it62_8 < __accc_tc62_8_0; const int __accc_on = __accc_on_x; const long __accc_w = (__accc_tc62_8_0) - (__accc_b62_8) < 256 ? (__accc_tc62_8_0) - (__accc_b62_8) : 256; long __accc_r62_8 = __accc_it62_8; int i = (1) + __accc_r62_8 * (1); 
{
            float before = (__accc_on ? (({ const float *s = &w[j * 64 + i]; s[0]; })) : 0);

            { const long __accc_s64_0_0_0 = (j * 64 + i - 1) - 1 * (long)threadIdx.x; const long __accc_e64_0_0_0 = (3 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e64_0_0_0) { __accc_v0_0[__accc_q] = w[__accc_s64_0_0_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 258 && __accc_k0 < __accc_e64_0_0_0) { __accc_c64_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) { const long __accc_h64_0_0_0 = 1 * (long)threadIdx.x + ((j * 64 + i - 1) - (j * 64 + i - 1)); const long __accc_h64_0_0_1 = 1 * (long)threadIdx.x + ((j * 64 + i + 1) - (j * 64 + i - 1));
c[j * 64 + i] = before + ({
                float *r = &c[j * 64 + i];
                *r = 0.0f;
                __accc_c64_0_0[__accc_h64_0_0_0] + __accc_c64_0_0[__accc_h64_0_0_1];
            });
}
 }
        }
} __syncthreads(); }
    }
    }
}

extern "C" __global__ void __accc_kernel_3_0(const float *__restrict__ w, float *c, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c75_0_0[260];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + 4 * (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 74 "statement_expression_pointers.c"
{

        { const long __accc_s75_0_0_0 = ((i) - 1) - 1 * (4 * (long)threadIdx.x); const long __accc_e75_0_0_0 = (4 + 1 * (__accc_w - 1)); __syncthreads(); { float __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 260 && __accc_k0 < __accc_e75_0_0_0) { __accc_v0_0[__accc_q] = ((__accc_s75_0_0_0 + __accc_k0 >= 0 && __accc_s75_0_0_0 + __accc_k0 < 256) ? w[__accc_s75_0_0_0 + __accc_k0] : 0); } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 64; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_f < 260 && __accc_k0 < __accc_e75_0_0_0) { __accc_c75_0_0[__accc_k0] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_b + 4 * (long)threadIdx.x + 3 < __accc_n) { float __accc_win75_0[8];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const float4 __accc_x = ((const float4 *)(__accc_c75_0_0 + 4 * (long)threadIdx.x))[__accc_q]; __accc_win75_0[4 * __accc_q] = __accc_x.x; __accc_win75_0[4 * __accc_q + 1] = __accc_x.y; __accc_win75_0[4 * __accc_q + 2] = __accc_x.z; __accc_win75_0[4 * __accc_q + 3] = __accc_x.w; }
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n;
{
{
            int own[2] = {i, 1};
            c[i] += __accc_win75_0[1 * __accc_o + 0] + ({ int *o = own; o[1]; }) + 3.0f * __accc_win75_0[1 * __accc_o + ((3))];
        }
}
}
} else {
#pragma unroll
for (int __accc_o = 0; __accc_o < 4; __accc_o++) { const long __accc_it = __accc_b + 4 * (long)threadIdx.x + __accc_o; int i = (__accc_lo0 + __accc_it * __accc_st0); const int __accc_on = __accc_it < __accc_n; if (__accc_on) { const long __accc_h75_0_0_0 = (i - 1) - __accc_s75_0_0_0; const long __accc_h75_0_0_1 = (i + 2) - __accc_s75_0_0_0;
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
