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
extern "C" __global__ void __accc_kernel_0_0(float *w, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 43 "nbody.c"
w[i] = (float)i;
    }
}

extern "C" __global__ void __accc_kernel_1_0(const float *__restrict__ x, const float *__restrict__ y, const float *__restrict__ z, int n, const float *__restrict__ m, float *vx, float *vy, float *vz, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c87_16_0[512][4];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 84 "nbody.c"
{
                float xi = (__accc_on ? (x[i]) : 0), yi = (__accc_on ? (y[i]) : 0), zi = (__accc_on ? (z[i]) : 0);
                float ax = (__accc_on ? (0.0f) : 0), ay = (__accc_on ? (0.0f) : 0), az = (__accc_on ? (0.0f) : 0);
                { const long __accc_tlo87_16 = 0; const long __accc_thi87_16 = (n);
for (long __accc_t87_16 = __accc_tlo87_16; __accc_t87_16 < __accc_thi87_16; __accc_t87_16 += 512) { const int __accc_j087_16 = __accc_t87_16; { const long __accc_s87_16_0_0 = (__accc_j087_16); const long __accc_e87_16_0_0 = (__accc_thi87_16 - __accc_t87_16 < 512 ? __accc_thi87_16 - __accc_t87_16 : 512); const long __accc_s87_16_1_0 = (__accc_j087_16); const long __accc_e87_16_1_0 = (__accc_thi87_16 - __accc_t87_16 < 512 ? __accc_thi87_16 - __accc_t87_16 : 512); const long __accc_s87_16_2_0 = (__accc_j087_16); const long __accc_e87_16_2_0 = (__accc_thi87_16 - __accc_t87_16 < 512 ? __accc_thi87_16 - __accc_t87_16 : 512); const long __accc_s87_16_3_0 = (__accc_j087_16); const long __accc_e87_16_3_0 = (__accc_thi87_16 - __accc_t87_16 < 512 ? __accc_thi87_16 - __accc_t87_16 : 512); __syncthreads(); { float __accc_v0_0[2]; float __accc_v0_1[2]; float __accc_v0_2[2]; float __accc_v0_3[2];
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e87_16_0_0) { __accc_v0_0[__accc_q] = x[__accc_s87_16_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = y[__accc_s87_16_1_0 + __accc_k0]; __accc_v0_2[__accc_q] = z[__accc_s87_16_2_0 + __accc_k0]; __accc_v0_3[__accc_q] = m[__accc_s87_16_3_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 2; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e87_16_0_0) { __accc_c87_16_0[__accc_k0][0] = __accc_v0_0[__accc_q]; __accc_c87_16_0[__accc_k0][1] = __accc_v0_1[__accc_q]; __accc_c87_16_0[__accc_k0][2] = __accc_v0_2[__accc_q]; __accc_c87_16_0[__accc_k0][3] = __accc_v0_3[__accc_q]; } } } __syncthreads();
if (__accc_on) {
if (__accc_e87_16_0_0 == 512) {
#pragma unroll 8
for (int j = __accc_j087_16; j < __accc_j087_16 + 512; j++) {
                    float dx = __accc_c87_16_0[((j) - __accc_s87_16_0_0)][0] - xi, dy = __accc_c87_16_0[((j) - __accc_s87_16_1_0)][1] - yi, dz = __accc_c87_16_0[((j) - __accc_s87_16_2_0)][2] - zi;
                    float d2 = dx * dx + dy * dy + dz * dz + 1.0e-3f;
                    float inv = 1.0f / sqrtf(d2);
                    float f = __accc_c87_16_0[((j) - __accc_s87_16_3_0)][3] * inv * inv * inv;
                    ax += dx * f;
                    ay += dy * f;
                    az += dz * f;
                }
} else {
#pragma unroll 1
for (int j = __accc_j087_16; j < __accc_j087_16 + __accc_e87_16_0_0; j++) {
                    float dx = __accc_c87_16_0[((j) - __accc_s87_16_0_0)][0] - xi, dy = __accc_c87_16_0[((j) - __accc_s87_16_1_0)][1] - yi, dz = __accc_c87_16_0[((j) - __accc_s87_16_2_0)][2] - zi;
                    float d2 = dx * dx + dy * dy + dz * dz + 1.0e-3f;
                    float inv = 1.0f / sqrtf(d2);
                    float f = __accc_c87_16_0[((j) - __accc_s87_16_3_0)][3] * inv * inv * inv;
                    ax += dx * f;
                    ay += dy * f;
                    az += dz * f;
                }
}
}
 } }
}
                if (__accc_on) { vx[i] += ax * 0.01f; }
                if (__accc_on) { vy[i] += ay * 0.01f; }
                if (__accc_on) { vz[i] += az * 0.01f; }
            }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const float *__restrict__ vx, float *x, const float *__restrict__ vy, float *y, const float *__restrict__ vz, float *z, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 102 "nbody.c"
{
                x[i] += vx[i] * 0.01f;
                y[i] += vy[i] * 0.01f;
                z[i] += vz[i] * 0.01f;
            }
    }
}
