#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_6;
typedef struct __accc_anon_6 float3__accc;
struct __accc_anon_6 { float x; float y; float z; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
__device__ void bodyBodyInteraction(float3__accc *acc, int *close, float xi, float yi, float zi, float xj, float yj, float zj, float mj, float soft2);
__device__ void bodyBodyInteraction(float3__accc *acc, int *close, float xi, float yi, float zi, float xj, float yj, float zj, float mj, float soft2)
{
    float dx = xj - xi, dy = yj - yi, dz = zj - zi;
    float r2 = dx * dx + dy * dy + dz * dz;
    if (r2 < 400.0f)
        *close += 1;
    float inv = 1.0f / sqrtf(r2 + soft2);
    float s = mj * inv * inv * inv;
    acc->x += dx * s;
    acc->y += dy * s;
    acc->z += dz * s;
}
extern "C" __global__ void __accc_kernel_0_0(float (*__restrict__ m_pos)[4], const int m_numBodies, float (*m_force)[3], int *m_close, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    __shared__ float __accc_c68_0_0[257][4];
    for (long __accc_b = (long)blockIdx.x * 256; __accc_b < __accc_n; __accc_b += (long)gridDim.x * 256) {
        const long __accc_it = __accc_b + (long)threadIdx.x; const int __accc_on = __accc_it < __accc_n; const long __accc_w = (__accc_n) - (__accc_b) < 256 ? (__accc_n) - (__accc_b) : 256;
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 58 "fcw_nbody.c"
{
        float3__accc acc;
        if (__accc_on) { acc.x = 0; }
        if (__accc_on) { acc.y = 0; }
        if (__accc_on) { acc.z = 0; }
        int close = (__accc_on ? (0) : 0);
        float xi = (__accc_on ? (m_pos[i][0]) : 0), yi = (__accc_on ? (m_pos[i][1]) : 0), zi = (__accc_on ? (m_pos[i][2]) : 0);
        for (int tile = 0; tile <= ((m_numBodies >> 8) + 1); tile++) {
            int bnd1 = (__accc_on ? ((tile + 1) * 256) : 0);
            int bound = (__accc_on ? (bnd1 < m_numBodies ? bnd1 : m_numBodies) : 0);

            { const long __accc_s68_0_0_0 = (((tile * 256)) - 0); const long __accc_e68_0_0_0 = 257; const long __accc_s68_0_0_1 = ((0) - 0); const long __accc_e68_0_0_1 = 4; __syncthreads(); { float __accc_v0_0[5];
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 4; __accc_r /= 4; const int __accc_k0 = __accc_r; if (__accc_f < 1028 && __accc_k0 < __accc_e68_0_0_0 && __accc_k1 < __accc_e68_0_0_1) { __accc_v0_0[__accc_q] = ((__accc_s68_0_0_0 + __accc_k0 >= 0 && __accc_s68_0_0_0 + __accc_k0 < 1000 && __accc_s68_0_0_1 + __accc_k1 >= 0 && __accc_s68_0_0_1 + __accc_k1 < 4) ? m_pos[__accc_s68_0_0_0 + __accc_k0][__accc_s68_0_0_1 + __accc_k1] : 0); } }
#pragma unroll
for (int __accc_q = 0; __accc_q < 5; __accc_q++) { const int __accc_f = (int)((long)threadIdx.x) + __accc_q * 256; int __accc_r = __accc_f; const int __accc_k1 = __accc_r % 4; __accc_r /= 4; const int __accc_k0 = __accc_r; if (__accc_f < 1028 && __accc_k0 < __accc_e68_0_0_0 && __accc_k1 < __accc_e68_0_0_1) { __accc_c68_0_0[__accc_k0][__accc_k1] = __accc_v0_0[__accc_q]; } } } __syncthreads();
if (__accc_on) { const long __accc_h68_0_0_0 = (0) - ((0) - 0); const long __accc_h68_0_0_1 = (1) - ((0) - 0); const long __accc_h68_0_0_2 = (2) - ((0) - 0); const long __accc_h68_0_0_3 = (3) - ((0) - 0);
for (int j = (tile * 256); j < bound; j++) {
                bodyBodyInteraction(&acc, &close, xi, yi, zi, __accc_c68_0_0[((j) - (((tile * 256)) - 0))][__accc_h68_0_0_0], __accc_c68_0_0[((j) - (((tile * 256)) - 0))][__accc_h68_0_0_1],
                                    __accc_c68_0_0[((j) - (((tile * 256)) - 0))][__accc_h68_0_0_2], __accc_c68_0_0[((j) - (((tile * 256)) - 0))][__accc_h68_0_0_3], 0.5f);
            }
}
 }
        }
        if (__accc_on) { m_force[i][0] = acc.x; }
        if (__accc_on) { m_force[i][1] = acc.y; }
        if (__accc_on) { m_force[i][2] = acc.z; }
        if (__accc_on) { m_close[i] = close; }
    }
    }
}
