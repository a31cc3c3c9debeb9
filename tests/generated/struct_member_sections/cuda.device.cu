#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_32;
struct inner;
struct outer;
struct wrap;
struct inner { int n; float *data; };
struct outer { int k; struct inner in; };
typedef struct __accc_anon_32 vec;
struct wrap { int k; vec *link; };
struct __accc_anon_32 { int n; float scale; float *data; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(vec v, float *__accc_m_v_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 32 "struct_member_sections.c"
__accc_m_v_data[i] = __accc_m_v_data[i] * v.scale + (float)v.n / 1000.0f;
    }
}

extern "C" __global__ void __accc_kernel_1_0(vec *p, float *__accc_m_p_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 39 "struct_member_sections.c"
__accc_m_p_data[i] += 1.0f;
    }
}

extern "C" __global__ void __accc_kernel_2_0(struct outer *q, float *__accc_m_q_in_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 49 "struct_member_sections.c"
__accc_m_q_in_data[i] = __accc_m_q_in_data[i] * 2.0f;
    }
}

extern "C" __global__ void __accc_kernel_3_0(struct wrap w, float *__accc_m_w_link_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 56 "struct_member_sections.c"
__accc_m_w_link_data[i] -= 2.0f;
    }
}

extern "C" __global__ void __accc_kernel_4_0(vec *__accc_p_v, float *__accc_m_v_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 65 "struct_member_sections.c"
__accc_m_v_data[i] *= 0.5f;
    }
}

extern "C" __global__ void __accc_kernel_5_0(int none, const vec *__restrict__ p, vec v, int *marks, float *__accc_m_p_data, float *__accc_m_v_data, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 75 "struct_member_sections.c"
marks[i] = i % 4 + (none > 0 ? (int)__accc_m_p_data[0] + (int)__accc_m_v_data[0] : none);
    }
}
