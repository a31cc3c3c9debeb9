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
#line 45 "nbody.c"
w[i] = (float)i;
    }
}

extern "C" __global__ void __accc_kernel_1_0(const float *__restrict__ x, const float *__restrict__ y, const float *__restrict__ z, int n, const float *__restrict__ m, float *ax, float *ay, float *az, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ __align__(16) float __accc_c60_0_0[256][4];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 55 "nbody.c"
{
        float xi = (__accc_on ? (x[i]) : 0), yi = (__accc_on ? (y[i]) : 0), zi = (__accc_on ? (z[i]) : 0);
        float fx = (__accc_on ? (0.0f) : 0), fy = (__accc_on ? (0.0f) : 0), fz = (__accc_on ? (0.0f) : 0);
        for (int jj = 0; jj < n; jj += 256) {



            { const long __accc_s60_0_0_0 = (jj); const long __accc_e60_0_0_0 = 256; const long __accc_s60_0_1_0 = (jj); const long __accc_e60_0_1_0 = 256; const long __accc_s60_0_2_0 = (jj); const long __accc_e60_0_2_0 = 256; const long __accc_s60_0_3_0 = (jj); const long __accc_e60_0_3_0 = 256; __syncthreads(); { float __accc_v0_0[1]; float __accc_v0_1[1]; float __accc_v0_2[1]; float __accc_v0_3[1];
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e60_0_0_0) { __accc_v0_0[__accc_q] = x[__accc_s60_0_0_0 + __accc_k0]; __accc_v0_1[__accc_q] = y[__accc_s60_0_1_0 + __accc_k0]; __accc_v0_2[__accc_q] = z[__accc_s60_0_2_0 + __accc_k0]; __accc_v0_3[__accc_q] = m[__accc_s60_0_3_0 + __accc_k0]; } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 1; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k0 = __accc_r; if (__accc_k0 < __accc_e60_0_0_0) { __accc_c60_0_0[__accc_k0][0] = __accc_v0_0[__accc_q]; __accc_c60_0_0[__accc_k0][1] = __accc_v0_1[__accc_q]; __accc_c60_0_0[__accc_k0][2] = __accc_v0_2[__accc_q]; __accc_c60_0_0[__accc_k0][3] = __accc_v0_3[__accc_q]; } } } __syncthreads();
if (__accc_on) {

#pragma unroll 8
for (int j = jj; j < jj + 256; j++) {
                float dx = __accc_c60_0_0[((j) - (jj))][0] - xi, dy = __accc_c60_0_0[((j) - (jj))][1] - yi, dz = __accc_c60_0_0[((j) - (jj))][2] - zi;
                float d2 = 0.01f + dz * dz + dy * dy + dx * dx;
                float inv = 1.0f / sqrtf(d2);
                float s = __accc_c60_0_0[((j) - (jj))][3] * inv * inv * inv;
                fx += dx * s;
                fy += dy * s;
                fz += dz * s;
            }
}
 }
        }
        if (__accc_on) { ax[i] = fx; }
        if (__accc_on) { ay[i] = fy; }
        if (__accc_on) { az[i] = fz; }
    }
    }
}

extern "C" __global__ void __accc_kernel_2_0(const float *__restrict__ ax, float *vx, const float *__restrict__ ay, float *vy, const float *__restrict__ az, float *vz, float *x, float *y, float *z, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 83 "nbody.c"
{
        vx[i] += ax[i] * 0.001f;
        vy[i] += ay[i] * 0.001f;
        vz[i] += az[i] * 0.001f;
        x[i] += vx[i] * 0.001f;
        y[i] += vy[i] * 0.001f;
        z[i] += vz[i] * 0.001f;
    }
    }
}
