#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
static __device__ __forceinline__ int __accc_atomic_mul_int(int *p, int v) {
    union { unsigned int b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ int __accc_atomic_div_int(int *p, int v) {
    union { unsigned int b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v / v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ unsigned char __accc_atomic_shl_unsigned_char(unsigned char *p, unsigned char v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    unsigned char ov;
    do {
        o = *w;
        ov = (unsigned char)((o & mask) >> shift);
        unsigned char nv = (unsigned char)(ov << v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ int __accc_atomic_shr_int(int *p, int v) {
    union { unsigned int b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v >> v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ int __accc_atomic_subfrom_int(int *p, int v) {
    union { unsigned int b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v - o.v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ int __accc_atomic_divinto_int(int *p, int v) {
    union { unsigned int b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v / o.v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ unsigned char __accc_atomic_shlby_unsigned_char(unsigned char *p, unsigned char v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    unsigned char ov;
    do {
        o = *w;
        ov = (unsigned char)((o & mask) >> shift);
        unsigned char nv = (unsigned char)(v << ov);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ int __accc_atomic_shrby_int(int *p, int v) {
    union { unsigned int b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v >> o.v;
        unsigned int seen = atomicCAS((unsigned int *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__device__ int __accc_kernels_wait_for_previous_grid = 1;
#define __ACCC_ENTER_GRID() asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory")
#else
#define __ACCC_ENTER_GRID()
#endif
static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }
extern "C" __global__ void __accc_kernel_0_0(int *add_x, int (*add_v)[16], int *sub_x, int (*sub_v)[16], int *mul_x, int (*mul_v)[16], int *div_x, int (*div_v)[16], int *and_x, int (*and_v)[16], int *xor_x, int (*xor_v)[16], int *or_x, int (*or_v)[16], unsigned char *shl_x, unsigned char (*shl_v)[16], int *shr_x, int (*shr_v)[16], int *step_x, int (*step_v)[16], int *swap_x, int (*swap_v)[16], long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "atomic_every_form.c"
{


        (void)atomicAdd(&(add_x[0]), (3));

        (void)atomicAdd(&(add_x[1]), (3));

        (void)atomicAdd(&(add_x[2]), (3));

        add_v[3][i] = ((int)(atomicAdd(&(add_x[3]), (3)) + (3)));

        add_v[4][i] = ((int)(atomicAdd(&(add_x[4]), (3)) + (3)));

        add_v[5][i] = ((int)(atomicAdd(&(add_x[5]), (3)) + (3)));

        add_v[6][i] = atomicAdd(&(add_x[6]), (3));

        add_v[7][i] = ((int)(atomicAdd(&(add_x[7]), (3)) + (3)));

        add_v[8][i] = atomicAdd(&(add_x[8]), (3));

        add_v[9][i] = atomicAdd(&(add_x[9]), (3));

        add_v[10][i] = ((int)(atomicAdd(&(add_x[10]), (3)) + (3)));

        add_v[11][i] = ((int)(atomicAdd(&(add_x[11]), (3)) + (3)));


        (void)atomicSub(&(sub_x[0]), (2));

        (void)atomicSub(&(sub_x[1]), (2));

        (void)__accc_atomic_subfrom_int(&(sub_x[2]), (100));

        sub_v[3][i] = ((int)(atomicSub(&(sub_x[3]), (2)) - (2)));

        sub_v[4][i] = ((int)(atomicSub(&(sub_x[4]), (2)) - (2)));

        sub_v[5][i] = ((int)((100) - __accc_atomic_subfrom_int(&(sub_x[5]), (100))));

        sub_v[6][i] = atomicSub(&(sub_x[6]), (2));

        sub_v[7][i] = ((int)(atomicSub(&(sub_x[7]), (2)) - (2)));

        sub_v[8][i] = atomicSub(&(sub_x[8]), (2));

        sub_v[9][i] = __accc_atomic_subfrom_int(&(sub_x[9]), (100));

        sub_v[10][i] = ((int)(atomicSub(&(sub_x[10]), (2)) - (2)));

        sub_v[11][i] = ((int)((100) - __accc_atomic_subfrom_int(&(sub_x[11]), (100))));


        (void)__accc_atomic_mul_int(&(mul_x[0]), (2));

        (void)__accc_atomic_mul_int(&(mul_x[1]), (2));

        (void)__accc_atomic_mul_int(&(mul_x[2]), (-2));

        mul_v[3][i] = ((int)(__accc_atomic_mul_int(&(mul_x[3]), (2)) * (2)));

        mul_v[4][i] = ((int)(__accc_atomic_mul_int(&(mul_x[4]), (2)) * (2)));

        mul_v[5][i] = ((int)(__accc_atomic_mul_int(&(mul_x[5]), (-2)) * (-2)));

        mul_v[6][i] = __accc_atomic_mul_int(&(mul_x[6]), (2));

        mul_v[7][i] = ((int)(__accc_atomic_mul_int(&(mul_x[7]), (2)) * (2)));

        mul_v[8][i] = __accc_atomic_mul_int(&(mul_x[8]), (2));

        mul_v[9][i] = __accc_atomic_mul_int(&(mul_x[9]), (-2));

        mul_v[10][i] = ((int)(__accc_atomic_mul_int(&(mul_x[10]), (2)) * (2)));

        mul_v[11][i] = ((int)(__accc_atomic_mul_int(&(mul_x[11]), (-2)) * (-2)));


        (void)__accc_atomic_div_int(&(div_x[0]), (2));

        (void)__accc_atomic_div_int(&(div_x[1]), (2));

        (void)__accc_atomic_divinto_int(&(div_x[2]), (1000));

        div_v[3][i] = ((int)(__accc_atomic_div_int(&(div_x[3]), (2)) / (2)));

        div_v[4][i] = ((int)(__accc_atomic_div_int(&(div_x[4]), (2)) / (2)));

        div_v[5][i] = ((int)((1000) / __accc_atomic_divinto_int(&(div_x[5]), (1000))));

        div_v[6][i] = __accc_atomic_div_int(&(div_x[6]), (2));

        div_v[7][i] = ((int)(__accc_atomic_div_int(&(div_x[7]), (2)) / (2)));

        div_v[8][i] = __accc_atomic_div_int(&(div_x[8]), (2));

        div_v[9][i] = __accc_atomic_divinto_int(&(div_x[9]), (1000));

        div_v[10][i] = ((int)(__accc_atomic_div_int(&(div_x[10]), (2)) / (2)));

        div_v[11][i] = ((int)((1000) / __accc_atomic_divinto_int(&(div_x[11]), (1000))));


        (void)atomicAnd(&(and_x[0]), (0x7ffe));

        (void)atomicAnd(&(and_x[1]), (0x7ffe));

        (void)atomicAnd(&(and_x[2]), (0x7ffe));

        and_v[3][i] = ((int)(atomicAnd(&(and_x[3]), (0x7ffe)) & (0x7ffe)));

        and_v[4][i] = ((int)(atomicAnd(&(and_x[4]), (0x7ffe)) & (0x7ffe)));

        and_v[5][i] = ((int)(atomicAnd(&(and_x[5]), (0x7ffe)) & (0x7ffe)));

        and_v[6][i] = atomicAnd(&(and_x[6]), (0x7ffe));

        and_v[7][i] = ((int)(atomicAnd(&(and_x[7]), (0x7ffe)) & (0x7ffe)));

        and_v[8][i] = atomicAnd(&(and_x[8]), (0x7ffe));

        and_v[9][i] = atomicAnd(&(and_x[9]), (0x7ffe));

        and_v[10][i] = ((int)(atomicAnd(&(and_x[10]), (0x7ffe)) & (0x7ffe)));

        and_v[11][i] = ((int)(atomicAnd(&(and_x[11]), (0x7ffe)) & (0x7ffe)));


        (void)atomicXor(&(xor_x[0]), (5));

        (void)atomicXor(&(xor_x[1]), (5));

        (void)atomicXor(&(xor_x[2]), (5));

        xor_v[3][i] = ((int)(atomicXor(&(xor_x[3]), (5)) ^ (5)));

        xor_v[4][i] = ((int)(atomicXor(&(xor_x[4]), (5)) ^ (5)));

        xor_v[5][i] = ((int)(atomicXor(&(xor_x[5]), (5)) ^ (5)));

        xor_v[6][i] = atomicXor(&(xor_x[6]), (5));

        xor_v[7][i] = ((int)(atomicXor(&(xor_x[7]), (5)) ^ (5)));

        xor_v[8][i] = atomicXor(&(xor_x[8]), (5));

        xor_v[9][i] = atomicXor(&(xor_x[9]), (5));

        xor_v[10][i] = ((int)(atomicXor(&(xor_x[10]), (5)) ^ (5)));

        xor_v[11][i] = ((int)(atomicXor(&(xor_x[11]), (5)) ^ (5)));


        (void)atomicOr(&(or_x[0]), (8));

        (void)atomicOr(&(or_x[1]), (8));

        (void)atomicOr(&(or_x[2]), (8));

        or_v[3][i] = ((int)(atomicOr(&(or_x[3]), (8)) | (8)));

        or_v[4][i] = ((int)(atomicOr(&(or_x[4]), (8)) | (8)));

        or_v[5][i] = ((int)(atomicOr(&(or_x[5]), (8)) | (8)));

        or_v[6][i] = atomicOr(&(or_x[6]), (8));

        or_v[7][i] = ((int)(atomicOr(&(or_x[7]), (8)) | (8)));

        or_v[8][i] = atomicOr(&(or_x[8]), (8));

        or_v[9][i] = atomicOr(&(or_x[9]), (8));

        or_v[10][i] = ((int)(atomicOr(&(or_x[10]), (8)) | (8)));

        or_v[11][i] = ((int)(atomicOr(&(or_x[11]), (8)) | (8)));


        (void)__accc_atomic_shl_unsigned_char(&(shl_x[0]), (1));

        (void)__accc_atomic_shl_unsigned_char(&(shl_x[1]), (1));

        (void)__accc_atomic_shlby_unsigned_char(&(shl_x[2]), (1));

        shl_v[3][i] = ((unsigned char)(__accc_atomic_shl_unsigned_char(&(shl_x[3]), (1)) << (1)));

        shl_v[4][i] = ((unsigned char)(__accc_atomic_shl_unsigned_char(&(shl_x[4]), (1)) << (1)));

        shl_v[5][i] = ((unsigned char)((1) << __accc_atomic_shlby_unsigned_char(&(shl_x[5]), (1))));

        shl_v[6][i] = __accc_atomic_shl_unsigned_char(&(shl_x[6]), (1));

        shl_v[7][i] = ((unsigned char)(__accc_atomic_shl_unsigned_char(&(shl_x[7]), (1)) << (1)));

        shl_v[8][i] = __accc_atomic_shl_unsigned_char(&(shl_x[8]), (1));

        shl_v[9][i] = __accc_atomic_shlby_unsigned_char(&(shl_x[9]), (1));

        shl_v[10][i] = ((unsigned char)(__accc_atomic_shl_unsigned_char(&(shl_x[10]), (1)) << (1)));

        shl_v[11][i] = ((unsigned char)((1) << __accc_atomic_shlby_unsigned_char(&(shl_x[11]), (1))));


        (void)__accc_atomic_shr_int(&(shr_x[0]), (1));

        (void)__accc_atomic_shr_int(&(shr_x[1]), (1));

        (void)__accc_atomic_shrby_int(&(shr_x[2]), (5));

        shr_v[3][i] = ((int)(__accc_atomic_shr_int(&(shr_x[3]), (1)) >> (1)));

        shr_v[4][i] = ((int)(__accc_atomic_shr_int(&(shr_x[4]), (1)) >> (1)));

        shr_v[5][i] = ((int)((5) >> __accc_atomic_shrby_int(&(shr_x[5]), (5))));

        shr_v[6][i] = __accc_atomic_shr_int(&(shr_x[6]), (1));

        shr_v[7][i] = ((int)(__accc_atomic_shr_int(&(shr_x[7]), (1)) >> (1)));

        shr_v[8][i] = __accc_atomic_shr_int(&(shr_x[8]), (1));

        shr_v[9][i] = __accc_atomic_shrby_int(&(shr_x[9]), (5));

        shr_v[10][i] = ((int)(__accc_atomic_shr_int(&(shr_x[10]), (1)) >> (1)));

        shr_v[11][i] = ((int)((5) >> __accc_atomic_shrby_int(&(shr_x[11]), (5))));


        (void)atomicAdd(&(step_x[0]), 1);

        (void)atomicAdd(&(step_x[1]), 1);

        (void)atomicSub(&(step_x[2]), 1);

        (void)atomicSub(&(step_x[3]), 1);

        (void)atomicAdd(&(step_x[4]), 1);

        (void)atomicAdd(&(step_x[5]), 1);

        step_v[6][i] = atomicAdd(&(step_x[6]), 1);

        step_v[7][i] = ((int)(atomicSub(&(step_x[7]), 1) - 1));

        step_v[8][i] = atomicSub(&(step_x[8]), 1);

        step_v[9][i] = ((int)(atomicAdd(&(step_x[9]), 1) + 1));

        step_v[10][i] = atomicAdd(&(step_x[10]), 1);

        step_v[11][i] = ((int)(atomicSub(&(step_x[11]), 1) - 1));

        step_v[12][i] = atomicSub(&(step_x[12]), 1);

        step_v[13][i] = ((int)(atomicAdd(&(step_x[13]), 1) + 1));


        swap_v[0][i] = atomicExch(&(swap_x[0]), (7));

        swap_v[1][i] = atomicExch(&(swap_x[1]), ((int)(2.5 * 2)));
    }
    }
}
