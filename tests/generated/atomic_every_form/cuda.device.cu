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


        if (__isLocal((const void *)&(add_x[0]))) { add_x[0] += 3; } else { (void)atomicAdd(&(add_x[0]), (3)); }

        if (__isLocal((const void *)&(add_x[1]))) { add_x[1] = add_x[1] + 3; } else { (void)atomicAdd(&(add_x[1]), (3)); }

        if (__isLocal((const void *)&(add_x[2]))) { add_x[2] = 3 + add_x[2]; } else { (void)atomicAdd(&(add_x[2]), (3)); }

        if (__isLocal((const void *)&(add_x[3]))) { add_v[3][i] = add_x[3] += 3; } else { add_v[3][i] = ((int)(atomicAdd(&(add_x[3]), (3)) + (3))); }

        if (__isLocal((const void *)&(add_x[4]))) { add_v[4][i] = add_x[4] = add_x[4] + 3; } else { add_v[4][i] = ((int)(atomicAdd(&(add_x[4]), (3)) + (3))); }

        if (__isLocal((const void *)&(add_x[5]))) { add_v[5][i] = add_x[5] = 3 + add_x[5]; } else { add_v[5][i] = ((int)(atomicAdd(&(add_x[5]), (3)) + (3))); }

        if (__isLocal((const void *)&(add_x[6]))) { { add_v[6][i] = add_x[6]; add_x[6] += 3; } } else { add_v[6][i] = atomicAdd(&(add_x[6]), (3)); }

        if (__isLocal((const void *)&(add_x[7]))) { { add_x[7] += 3; add_v[7][i] = add_x[7]; } } else { add_v[7][i] = ((int)(atomicAdd(&(add_x[7]), (3)) + (3))); }

        if (__isLocal((const void *)&(add_x[8]))) { { add_v[8][i] = add_x[8]; add_x[8] = add_x[8] + 3; } } else { add_v[8][i] = atomicAdd(&(add_x[8]), (3)); }

        if (__isLocal((const void *)&(add_x[9]))) { { add_v[9][i] = add_x[9]; add_x[9] = 3 + add_x[9]; } } else { add_v[9][i] = atomicAdd(&(add_x[9]), (3)); }

        if (__isLocal((const void *)&(add_x[10]))) { { add_x[10] = add_x[10] + 3; add_v[10][i] = add_x[10]; } } else { add_v[10][i] = ((int)(atomicAdd(&(add_x[10]), (3)) + (3))); }

        if (__isLocal((const void *)&(add_x[11]))) { { add_x[11] = 3 + add_x[11]; add_v[11][i] = add_x[11]; } } else { add_v[11][i] = ((int)(atomicAdd(&(add_x[11]), (3)) + (3))); }


        if (__isLocal((const void *)&(sub_x[0]))) { sub_x[0] -= 2; } else { (void)atomicSub(&(sub_x[0]), (2)); }

        if (__isLocal((const void *)&(sub_x[1]))) { sub_x[1] = sub_x[1] - 2; } else { (void)atomicSub(&(sub_x[1]), (2)); }

        if (__isLocal((const void *)&(sub_x[2]))) { sub_x[2] = 100 - sub_x[2]; } else { (void)__accc_atomic_subfrom_int(&(sub_x[2]), (100)); }

        if (__isLocal((const void *)&(sub_x[3]))) { sub_v[3][i] = sub_x[3] -= 2; } else { sub_v[3][i] = ((int)(atomicSub(&(sub_x[3]), (2)) - (2))); }

        if (__isLocal((const void *)&(sub_x[4]))) { sub_v[4][i] = sub_x[4] = sub_x[4] - 2; } else { sub_v[4][i] = ((int)(atomicSub(&(sub_x[4]), (2)) - (2))); }

        if (__isLocal((const void *)&(sub_x[5]))) { sub_v[5][i] = sub_x[5] = 100 - sub_x[5]; } else { sub_v[5][i] = ((int)((100) - __accc_atomic_subfrom_int(&(sub_x[5]), (100)))); }

        if (__isLocal((const void *)&(sub_x[6]))) { { sub_v[6][i] = sub_x[6]; sub_x[6] -= 2; } } else { sub_v[6][i] = atomicSub(&(sub_x[6]), (2)); }

        if (__isLocal((const void *)&(sub_x[7]))) { { sub_x[7] -= 2; sub_v[7][i] = sub_x[7]; } } else { sub_v[7][i] = ((int)(atomicSub(&(sub_x[7]), (2)) - (2))); }

        if (__isLocal((const void *)&(sub_x[8]))) { { sub_v[8][i] = sub_x[8]; sub_x[8] = sub_x[8] - 2; } } else { sub_v[8][i] = atomicSub(&(sub_x[8]), (2)); }

        if (__isLocal((const void *)&(sub_x[9]))) { { sub_v[9][i] = sub_x[9]; sub_x[9] = 100 - sub_x[9]; } } else { sub_v[9][i] = __accc_atomic_subfrom_int(&(sub_x[9]), (100)); }

        if (__isLocal((const void *)&(sub_x[10]))) { { sub_x[10] = sub_x[10] - 2; sub_v[10][i] = sub_x[10]; } } else { sub_v[10][i] = ((int)(atomicSub(&(sub_x[10]), (2)) - (2))); }

        if (__isLocal((const void *)&(sub_x[11]))) { { sub_x[11] = 100 - sub_x[11]; sub_v[11][i] = sub_x[11]; } } else { sub_v[11][i] = ((int)((100) - __accc_atomic_subfrom_int(&(sub_x[11]), (100)))); }


        if (__isLocal((const void *)&(mul_x[0]))) { mul_x[0] *= 2; } else { (void)__accc_atomic_mul_int(&(mul_x[0]), (2)); }

        if (__isLocal((const void *)&(mul_x[1]))) { mul_x[1] = mul_x[1] * 2; } else { (void)__accc_atomic_mul_int(&(mul_x[1]), (2)); }

        if (__isLocal((const void *)&(mul_x[2]))) { mul_x[2] = -2 * mul_x[2]; } else { (void)__accc_atomic_mul_int(&(mul_x[2]), (-2)); }

        if (__isLocal((const void *)&(mul_x[3]))) { mul_v[3][i] = mul_x[3] *= 2; } else { mul_v[3][i] = ((int)(__accc_atomic_mul_int(&(mul_x[3]), (2)) * (2))); }

        if (__isLocal((const void *)&(mul_x[4]))) { mul_v[4][i] = mul_x[4] = mul_x[4] * 2; } else { mul_v[4][i] = ((int)(__accc_atomic_mul_int(&(mul_x[4]), (2)) * (2))); }

        if (__isLocal((const void *)&(mul_x[5]))) { mul_v[5][i] = mul_x[5] = -2 * mul_x[5]; } else { mul_v[5][i] = ((int)(__accc_atomic_mul_int(&(mul_x[5]), (-2)) * (-2))); }

        if (__isLocal((const void *)&(mul_x[6]))) { { mul_v[6][i] = mul_x[6]; mul_x[6] *= 2; } } else { mul_v[6][i] = __accc_atomic_mul_int(&(mul_x[6]), (2)); }

        if (__isLocal((const void *)&(mul_x[7]))) { { mul_x[7] *= 2; mul_v[7][i] = mul_x[7]; } } else { mul_v[7][i] = ((int)(__accc_atomic_mul_int(&(mul_x[7]), (2)) * (2))); }

        if (__isLocal((const void *)&(mul_x[8]))) { { mul_v[8][i] = mul_x[8]; mul_x[8] = mul_x[8] * 2; } } else { mul_v[8][i] = __accc_atomic_mul_int(&(mul_x[8]), (2)); }

        if (__isLocal((const void *)&(mul_x[9]))) { { mul_v[9][i] = mul_x[9]; mul_x[9] = -2 * mul_x[9]; } } else { mul_v[9][i] = __accc_atomic_mul_int(&(mul_x[9]), (-2)); }

        if (__isLocal((const void *)&(mul_x[10]))) { { mul_x[10] = mul_x[10] * 2; mul_v[10][i] = mul_x[10]; } } else { mul_v[10][i] = ((int)(__accc_atomic_mul_int(&(mul_x[10]), (2)) * (2))); }

        if (__isLocal((const void *)&(mul_x[11]))) { { mul_x[11] = -2 * mul_x[11]; mul_v[11][i] = mul_x[11]; } } else { mul_v[11][i] = ((int)(__accc_atomic_mul_int(&(mul_x[11]), (-2)) * (-2))); }


        if (__isLocal((const void *)&(div_x[0]))) { div_x[0] /= 2; } else { (void)__accc_atomic_div_int(&(div_x[0]), (2)); }

        if (__isLocal((const void *)&(div_x[1]))) { div_x[1] = div_x[1] / 2; } else { (void)__accc_atomic_div_int(&(div_x[1]), (2)); }

        if (__isLocal((const void *)&(div_x[2]))) { div_x[2] = 1000 / div_x[2]; } else { (void)__accc_atomic_divinto_int(&(div_x[2]), (1000)); }

        if (__isLocal((const void *)&(div_x[3]))) { div_v[3][i] = div_x[3] /= 2; } else { div_v[3][i] = ((int)(__accc_atomic_div_int(&(div_x[3]), (2)) / (2))); }

        if (__isLocal((const void *)&(div_x[4]))) { div_v[4][i] = div_x[4] = div_x[4] / 2; } else { div_v[4][i] = ((int)(__accc_atomic_div_int(&(div_x[4]), (2)) / (2))); }

        if (__isLocal((const void *)&(div_x[5]))) { div_v[5][i] = div_x[5] = 1000 / div_x[5]; } else { div_v[5][i] = ((int)((1000) / __accc_atomic_divinto_int(&(div_x[5]), (1000)))); }

        if (__isLocal((const void *)&(div_x[6]))) { { div_v[6][i] = div_x[6]; div_x[6] /= 2; } } else { div_v[6][i] = __accc_atomic_div_int(&(div_x[6]), (2)); }

        if (__isLocal((const void *)&(div_x[7]))) { { div_x[7] /= 2; div_v[7][i] = div_x[7]; } } else { div_v[7][i] = ((int)(__accc_atomic_div_int(&(div_x[7]), (2)) / (2))); }

        if (__isLocal((const void *)&(div_x[8]))) { { div_v[8][i] = div_x[8]; div_x[8] = div_x[8] / 2; } } else { div_v[8][i] = __accc_atomic_div_int(&(div_x[8]), (2)); }

        if (__isLocal((const void *)&(div_x[9]))) { { div_v[9][i] = div_x[9]; div_x[9] = 1000 / div_x[9]; } } else { div_v[9][i] = __accc_atomic_divinto_int(&(div_x[9]), (1000)); }

        if (__isLocal((const void *)&(div_x[10]))) { { div_x[10] = div_x[10] / 2; div_v[10][i] = div_x[10]; } } else { div_v[10][i] = ((int)(__accc_atomic_div_int(&(div_x[10]), (2)) / (2))); }

        if (__isLocal((const void *)&(div_x[11]))) { { div_x[11] = 1000 / div_x[11]; div_v[11][i] = div_x[11]; } } else { div_v[11][i] = ((int)((1000) / __accc_atomic_divinto_int(&(div_x[11]), (1000)))); }


        if (__isLocal((const void *)&(and_x[0]))) { and_x[0] &= 0x7ffe; } else { (void)atomicAnd(&(and_x[0]), (0x7ffe)); }

        if (__isLocal((const void *)&(and_x[1]))) { and_x[1] = and_x[1] & 0x7ffe; } else { (void)atomicAnd(&(and_x[1]), (0x7ffe)); }

        if (__isLocal((const void *)&(and_x[2]))) { and_x[2] = 0x7ffe & and_x[2]; } else { (void)atomicAnd(&(and_x[2]), (0x7ffe)); }

        if (__isLocal((const void *)&(and_x[3]))) { and_v[3][i] = and_x[3] &= 0x7ffe; } else { and_v[3][i] = ((int)(atomicAnd(&(and_x[3]), (0x7ffe)) & (0x7ffe))); }

        if (__isLocal((const void *)&(and_x[4]))) { and_v[4][i] = and_x[4] = and_x[4] & 0x7ffe; } else { and_v[4][i] = ((int)(atomicAnd(&(and_x[4]), (0x7ffe)) & (0x7ffe))); }

        if (__isLocal((const void *)&(and_x[5]))) { and_v[5][i] = and_x[5] = 0x7ffe & and_x[5]; } else { and_v[5][i] = ((int)(atomicAnd(&(and_x[5]), (0x7ffe)) & (0x7ffe))); }

        if (__isLocal((const void *)&(and_x[6]))) { { and_v[6][i] = and_x[6]; and_x[6] &= 0x7ffe; } } else { and_v[6][i] = atomicAnd(&(and_x[6]), (0x7ffe)); }

        if (__isLocal((const void *)&(and_x[7]))) { { and_x[7] &= 0x7ffe; and_v[7][i] = and_x[7]; } } else { and_v[7][i] = ((int)(atomicAnd(&(and_x[7]), (0x7ffe)) & (0x7ffe))); }

        if (__isLocal((const void *)&(and_x[8]))) { { and_v[8][i] = and_x[8]; and_x[8] = and_x[8] & 0x7ffe; } } else { and_v[8][i] = atomicAnd(&(and_x[8]), (0x7ffe)); }

        if (__isLocal((const void *)&(and_x[9]))) { { and_v[9][i] = and_x[9]; and_x[9] = 0x7ffe & and_x[9]; } } else { and_v[9][i] = atomicAnd(&(and_x[9]), (0x7ffe)); }

        if (__isLocal((const void *)&(and_x[10]))) { { and_x[10] = and_x[10] & 0x7ffe; and_v[10][i] = and_x[10]; } } else { and_v[10][i] = ((int)(atomicAnd(&(and_x[10]), (0x7ffe)) & (0x7ffe))); }

        if (__isLocal((const void *)&(and_x[11]))) { { and_x[11] = 0x7ffe & and_x[11]; and_v[11][i] = and_x[11]; } } else { and_v[11][i] = ((int)(atomicAnd(&(and_x[11]), (0x7ffe)) & (0x7ffe))); }


        if (__isLocal((const void *)&(xor_x[0]))) { xor_x[0] ^= 5; } else { (void)atomicXor(&(xor_x[0]), (5)); }

        if (__isLocal((const void *)&(xor_x[1]))) { xor_x[1] = xor_x[1] ^ 5; } else { (void)atomicXor(&(xor_x[1]), (5)); }

        if (__isLocal((const void *)&(xor_x[2]))) { xor_x[2] = 5 ^ xor_x[2]; } else { (void)atomicXor(&(xor_x[2]), (5)); }

        if (__isLocal((const void *)&(xor_x[3]))) { xor_v[3][i] = xor_x[3] ^= 5; } else { xor_v[3][i] = ((int)(atomicXor(&(xor_x[3]), (5)) ^ (5))); }

        if (__isLocal((const void *)&(xor_x[4]))) { xor_v[4][i] = xor_x[4] = xor_x[4] ^ 5; } else { xor_v[4][i] = ((int)(atomicXor(&(xor_x[4]), (5)) ^ (5))); }

        if (__isLocal((const void *)&(xor_x[5]))) { xor_v[5][i] = xor_x[5] = 5 ^ xor_x[5]; } else { xor_v[5][i] = ((int)(atomicXor(&(xor_x[5]), (5)) ^ (5))); }

        if (__isLocal((const void *)&(xor_x[6]))) { { xor_v[6][i] = xor_x[6]; xor_x[6] ^= 5; } } else { xor_v[6][i] = atomicXor(&(xor_x[6]), (5)); }

        if (__isLocal((const void *)&(xor_x[7]))) { { xor_x[7] ^= 5; xor_v[7][i] = xor_x[7]; } } else { xor_v[7][i] = ((int)(atomicXor(&(xor_x[7]), (5)) ^ (5))); }

        if (__isLocal((const void *)&(xor_x[8]))) { { xor_v[8][i] = xor_x[8]; xor_x[8] = xor_x[8] ^ 5; } } else { xor_v[8][i] = atomicXor(&(xor_x[8]), (5)); }

        if (__isLocal((const void *)&(xor_x[9]))) { { xor_v[9][i] = xor_x[9]; xor_x[9] = 5 ^ xor_x[9]; } } else { xor_v[9][i] = atomicXor(&(xor_x[9]), (5)); }

        if (__isLocal((const void *)&(xor_x[10]))) { { xor_x[10] = xor_x[10] ^ 5; xor_v[10][i] = xor_x[10]; } } else { xor_v[10][i] = ((int)(atomicXor(&(xor_x[10]), (5)) ^ (5))); }

        if (__isLocal((const void *)&(xor_x[11]))) { { xor_x[11] = 5 ^ xor_x[11]; xor_v[11][i] = xor_x[11]; } } else { xor_v[11][i] = ((int)(atomicXor(&(xor_x[11]), (5)) ^ (5))); }


        if (__isLocal((const void *)&(or_x[0]))) { or_x[0] |= 8; } else { (void)atomicOr(&(or_x[0]), (8)); }

        if (__isLocal((const void *)&(or_x[1]))) { or_x[1] = or_x[1] | 8; } else { (void)atomicOr(&(or_x[1]), (8)); }

        if (__isLocal((const void *)&(or_x[2]))) { or_x[2] = 8 | or_x[2]; } else { (void)atomicOr(&(or_x[2]), (8)); }

        if (__isLocal((const void *)&(or_x[3]))) { or_v[3][i] = or_x[3] |= 8; } else { or_v[3][i] = ((int)(atomicOr(&(or_x[3]), (8)) | (8))); }

        if (__isLocal((const void *)&(or_x[4]))) { or_v[4][i] = or_x[4] = or_x[4] | 8; } else { or_v[4][i] = ((int)(atomicOr(&(or_x[4]), (8)) | (8))); }

        if (__isLocal((const void *)&(or_x[5]))) { or_v[5][i] = or_x[5] = 8 | or_x[5]; } else { or_v[5][i] = ((int)(atomicOr(&(or_x[5]), (8)) | (8))); }

        if (__isLocal((const void *)&(or_x[6]))) { { or_v[6][i] = or_x[6]; or_x[6] |= 8; } } else { or_v[6][i] = atomicOr(&(or_x[6]), (8)); }

        if (__isLocal((const void *)&(or_x[7]))) { { or_x[7] |= 8; or_v[7][i] = or_x[7]; } } else { or_v[7][i] = ((int)(atomicOr(&(or_x[7]), (8)) | (8))); }

        if (__isLocal((const void *)&(or_x[8]))) { { or_v[8][i] = or_x[8]; or_x[8] = or_x[8] | 8; } } else { or_v[8][i] = atomicOr(&(or_x[8]), (8)); }

        if (__isLocal((const void *)&(or_x[9]))) { { or_v[9][i] = or_x[9]; or_x[9] = 8 | or_x[9]; } } else { or_v[9][i] = atomicOr(&(or_x[9]), (8)); }

        if (__isLocal((const void *)&(or_x[10]))) { { or_x[10] = or_x[10] | 8; or_v[10][i] = or_x[10]; } } else { or_v[10][i] = ((int)(atomicOr(&(or_x[10]), (8)) | (8))); }

        if (__isLocal((const void *)&(or_x[11]))) { { or_x[11] = 8 | or_x[11]; or_v[11][i] = or_x[11]; } } else { or_v[11][i] = ((int)(atomicOr(&(or_x[11]), (8)) | (8))); }


        if (__isLocal((const void *)&(shl_x[0]))) { shl_x[0] <<= 1; } else { (void)__accc_atomic_shl_unsigned_char(&(shl_x[0]), (1)); }

        if (__isLocal((const void *)&(shl_x[1]))) { shl_x[1] = shl_x[1] << 1; } else { (void)__accc_atomic_shl_unsigned_char(&(shl_x[1]), (1)); }

        if (__isLocal((const void *)&(shl_x[2]))) { shl_x[2] = 1 << shl_x[2]; } else { (void)__accc_atomic_shlby_unsigned_char(&(shl_x[2]), (1)); }

        if (__isLocal((const void *)&(shl_x[3]))) { shl_v[3][i] = shl_x[3] <<= 1; } else { shl_v[3][i] = ((unsigned char)(__accc_atomic_shl_unsigned_char(&(shl_x[3]), (1)) << (1))); }

        if (__isLocal((const void *)&(shl_x[4]))) { shl_v[4][i] = shl_x[4] = shl_x[4] << 1; } else { shl_v[4][i] = ((unsigned char)(__accc_atomic_shl_unsigned_char(&(shl_x[4]), (1)) << (1))); }

        if (__isLocal((const void *)&(shl_x[5]))) { shl_v[5][i] = shl_x[5] = 1 << shl_x[5]; } else { shl_v[5][i] = ((unsigned char)((1) << __accc_atomic_shlby_unsigned_char(&(shl_x[5]), (1)))); }

        if (__isLocal((const void *)&(shl_x[6]))) { { shl_v[6][i] = shl_x[6]; shl_x[6] <<= 1; } } else { shl_v[6][i] = __accc_atomic_shl_unsigned_char(&(shl_x[6]), (1)); }

        if (__isLocal((const void *)&(shl_x[7]))) { { shl_x[7] <<= 1; shl_v[7][i] = shl_x[7]; } } else { shl_v[7][i] = ((unsigned char)(__accc_atomic_shl_unsigned_char(&(shl_x[7]), (1)) << (1))); }

        if (__isLocal((const void *)&(shl_x[8]))) { { shl_v[8][i] = shl_x[8]; shl_x[8] = shl_x[8] << 1; } } else { shl_v[8][i] = __accc_atomic_shl_unsigned_char(&(shl_x[8]), (1)); }

        if (__isLocal((const void *)&(shl_x[9]))) { { shl_v[9][i] = shl_x[9]; shl_x[9] = 1 << shl_x[9]; } } else { shl_v[9][i] = __accc_atomic_shlby_unsigned_char(&(shl_x[9]), (1)); }

        if (__isLocal((const void *)&(shl_x[10]))) { { shl_x[10] = shl_x[10] << 1; shl_v[10][i] = shl_x[10]; } } else { shl_v[10][i] = ((unsigned char)(__accc_atomic_shl_unsigned_char(&(shl_x[10]), (1)) << (1))); }

        if (__isLocal((const void *)&(shl_x[11]))) { { shl_x[11] = 1 << shl_x[11]; shl_v[11][i] = shl_x[11]; } } else { shl_v[11][i] = ((unsigned char)((1) << __accc_atomic_shlby_unsigned_char(&(shl_x[11]), (1)))); }


        if (__isLocal((const void *)&(shr_x[0]))) { shr_x[0] >>= 1; } else { (void)__accc_atomic_shr_int(&(shr_x[0]), (1)); }

        if (__isLocal((const void *)&(shr_x[1]))) { shr_x[1] = shr_x[1] >> 1; } else { (void)__accc_atomic_shr_int(&(shr_x[1]), (1)); }

        if (__isLocal((const void *)&(shr_x[2]))) { shr_x[2] = 5 >> shr_x[2]; } else { (void)__accc_atomic_shrby_int(&(shr_x[2]), (5)); }

        if (__isLocal((const void *)&(shr_x[3]))) { shr_v[3][i] = shr_x[3] >>= 1; } else { shr_v[3][i] = ((int)(__accc_atomic_shr_int(&(shr_x[3]), (1)) >> (1))); }

        if (__isLocal((const void *)&(shr_x[4]))) { shr_v[4][i] = shr_x[4] = shr_x[4] >> 1; } else { shr_v[4][i] = ((int)(__accc_atomic_shr_int(&(shr_x[4]), (1)) >> (1))); }

        if (__isLocal((const void *)&(shr_x[5]))) { shr_v[5][i] = shr_x[5] = 5 >> shr_x[5]; } else { shr_v[5][i] = ((int)((5) >> __accc_atomic_shrby_int(&(shr_x[5]), (5)))); }

        if (__isLocal((const void *)&(shr_x[6]))) { { shr_v[6][i] = shr_x[6]; shr_x[6] >>= 1; } } else { shr_v[6][i] = __accc_atomic_shr_int(&(shr_x[6]), (1)); }

        if (__isLocal((const void *)&(shr_x[7]))) { { shr_x[7] >>= 1; shr_v[7][i] = shr_x[7]; } } else { shr_v[7][i] = ((int)(__accc_atomic_shr_int(&(shr_x[7]), (1)) >> (1))); }

        if (__isLocal((const void *)&(shr_x[8]))) { { shr_v[8][i] = shr_x[8]; shr_x[8] = shr_x[8] >> 1; } } else { shr_v[8][i] = __accc_atomic_shr_int(&(shr_x[8]), (1)); }

        if (__isLocal((const void *)&(shr_x[9]))) { { shr_v[9][i] = shr_x[9]; shr_x[9] = 5 >> shr_x[9]; } } else { shr_v[9][i] = __accc_atomic_shrby_int(&(shr_x[9]), (5)); }

        if (__isLocal((const void *)&(shr_x[10]))) { { shr_x[10] = shr_x[10] >> 1; shr_v[10][i] = shr_x[10]; } } else { shr_v[10][i] = ((int)(__accc_atomic_shr_int(&(shr_x[10]), (1)) >> (1))); }

        if (__isLocal((const void *)&(shr_x[11]))) { { shr_x[11] = 5 >> shr_x[11]; shr_v[11][i] = shr_x[11]; } } else { shr_v[11][i] = ((int)((5) >> __accc_atomic_shrby_int(&(shr_x[11]), (5)))); }


        if (__isLocal((const void *)&(step_x[0]))) { step_x[0]++; } else { (void)atomicAdd(&(step_x[0]), 1); }

        if (__isLocal((const void *)&(step_x[1]))) { ++step_x[1]; } else { (void)atomicAdd(&(step_x[1]), 1); }

        if (__isLocal((const void *)&(step_x[2]))) { step_x[2]--; } else { (void)atomicSub(&(step_x[2]), 1); }

        if (__isLocal((const void *)&(step_x[3]))) { --step_x[3]; } else { (void)atomicSub(&(step_x[3]), 1); }

        if (__isLocal((const void *)&(step_x[4]))) { step_x[4]++; } else { (void)atomicAdd(&(step_x[4]), 1); }

        if (__isLocal((const void *)&(step_x[5]))) { ++step_x[5]; } else { (void)atomicAdd(&(step_x[5]), 1); }

        if (__isLocal((const void *)&(step_x[6]))) { step_v[6][i] = step_x[6]++; } else { step_v[6][i] = atomicAdd(&(step_x[6]), 1); }

        if (__isLocal((const void *)&(step_x[7]))) { step_v[7][i] = --step_x[7]; } else { step_v[7][i] = ((int)(atomicSub(&(step_x[7]), 1) - 1)); }

        if (__isLocal((const void *)&(step_x[8]))) { step_v[8][i] = step_x[8]--; } else { step_v[8][i] = atomicSub(&(step_x[8]), 1); }

        if (__isLocal((const void *)&(step_x[9]))) { step_v[9][i] = ++step_x[9]; } else { step_v[9][i] = ((int)(atomicAdd(&(step_x[9]), 1) + 1)); }

        if (__isLocal((const void *)&(step_x[10]))) { { step_v[10][i] = step_x[10]; step_x[10]++; } } else { step_v[10][i] = atomicAdd(&(step_x[10]), 1); }

        if (__isLocal((const void *)&(step_x[11]))) { { --step_x[11]; step_v[11][i] = step_x[11]; } } else { step_v[11][i] = ((int)(atomicSub(&(step_x[11]), 1) - 1)); }

        if (__isLocal((const void *)&(step_x[12]))) { { step_v[12][i] = step_x[12]; step_x[12]--; } } else { step_v[12][i] = atomicSub(&(step_x[12]), 1); }

        if (__isLocal((const void *)&(step_x[13]))) { { ++step_x[13]; step_v[13][i] = step_x[13]; } } else { step_v[13][i] = ((int)(atomicAdd(&(step_x[13]), 1) + 1)); }


        if (__isLocal((const void *)&(swap_x[0]))) { { swap_v[0][i] = swap_x[0]; swap_x[0] = 7; } } else { swap_v[0][i] = atomicExch(&(swap_x[0]), (7)); }

        if (__isLocal((const void *)&(swap_x[1]))) { { swap_v[1][i] = swap_x[1]; swap_x[1] = (int)(2.5 * 2); } } else { swap_v[1][i] = atomicExch(&(swap_x[1]), ((int)(2.5 * 2))); }
    }
    }
}
