#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct __accc_anon_8;
struct aligned_pair;
struct record;
struct sample;
union word;
struct sample { char kind; int count; short flags; double weight; } __attribute__((packed));
union word { int i; float f; unsigned char bytes[6]; };
struct aligned_pair { char c; float f __attribute__((aligned(16))); int k __attribute__((aligned(8))); };
typedef struct __accc_anon_8 reading;
#pragma pack(push, 2)
struct __accc_anon_8 { char tag; double value; int index; };
#pragma pack(pop)
struct record { char head; struct sample s; union word w; struct aligned_pair a; reading r; };
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(struct sample *s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 66 "packed_structs.c"
{
        s[i].count += s[i].kind;
        s[i].flags = (short)(s[i].flags * 2);
        s[i].weight += s[i].count;
    }
    }
}

extern "C" __global__ void __accc_kernel_1_0(struct record *rec, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 73 "packed_structs.c"
{
        rec[i].s.count += rec[i].head;
        rec[i].s.weight *= 2.0;
        rec[i].w.i += rec[i].a.k;
        rec[i].a.f += (float)rec[i].r.tag;
        rec[i].r.value += rec[i].r.index + rec[i].s.flags;
        rec[i].r.index = -rec[i].r.index;
    }
    }
}
