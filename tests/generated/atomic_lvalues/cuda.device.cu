#undef linux
#undef unix
#define _Bool bool
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
struct cell;
struct grid;
struct cell { int hits; double weight; long long total; };
struct grid { struct cell cells[4]; unsigned char flags[4]; };
static __device__ __forceinline__ long long __accc_atomic_add_long_long(long long *p, long long v) {
    union { unsigned long long b; long long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v + v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ unsigned char __accc_atomic_add_unsigned_char(unsigned char *p, unsigned char v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    unsigned char ov;
    do {
        o = *w;
        ov = (unsigned char)((o & mask) >> shift);
        unsigned char nv = (unsigned char)(ov + v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ short __accc_atomic_sub_short(short *p, short v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffffu << shift;
    unsigned int o, n;
    short ov;
    do {
        o = *w;
        ov = (short)((o & mask) >> shift);
        short nv = (short)(ov - v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ double __accc_atomic_mul_double(double *p, double v) {
    union { unsigned long long b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ long long __accc_atomic_mul_long_long(long long *p, long long v) {
    union { unsigned long long b; long long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ _Bool __accc_atomic_or__Bool(_Bool *p, _Bool v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    _Bool ov;
    do {
        o = *w;
        ov = (_Bool)((o & mask) >> shift);
        _Bool nv = (_Bool)(ov | v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ unsigned char __accc_atomic_or_unsigned_char(unsigned char *p, unsigned char v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    unsigned char ov;
    do {
        o = *w;
        ov = (unsigned char)((o & mask) >> shift);
        unsigned char nv = (unsigned char)(ov | v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ char __accc_atomic_xor_char(char *p, char v) {
    unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ul);
    unsigned int shift = (unsigned int)(((unsigned long long)p & 3ul) * 8u);
    unsigned int mask = 0xffu << shift;
    unsigned int o, n;
    char ov;
    do {
        o = *w;
        ov = (char)((o & mask) >> shift);
        char nv = (char)(ov ^ v);
        n = (o & ~mask) | (((unsigned int)nv << shift) & mask);
    } while (atomicCAS(w, o, n) != o);
    return ov;
}
static __device__ __forceinline__ unsigned long long __accc_atomic_shl_unsigned_long_long(unsigned long long *p, unsigned long long v) {
    union { unsigned long long b; unsigned long long v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v << v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ double __accc_atomic_swap_double(double *p, double v) {
    union { unsigned long long b; double v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v;
        unsigned long long seen = atomicCAS((unsigned long long *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
static __device__ __forceinline__ unsigned int __accc_atomic_subfrom_unsigned_int(unsigned int *p, unsigned int v) {
    union { unsigned int b; unsigned int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v - o.v;
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
extern "C" __global__ void __accc_kernel_0_0(int e, int *t, double *d, double *dcap, int (*m)[4], struct grid *__accc_p_g, struct grid *p, short *__accc_p_sh, char *__accc_p_ch, unsigned char *__accc_p_uc, int *ucnew, long *__accc_p_l, long long *__accc_p_ll, long long *llcap, unsigned long long *__accc_p_ull, unsigned int *__accc_p_u, float *__accc_p_f, _Bool *__accc_p_seen, const int *__restrict__ weights, const struct cell fixed, int *reads, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __ACCC_ENTER_GRID();
    for (long __accc_it = ((long)blockIdx.x * blockDim.x + threadIdx.x); __accc_it < __accc_n; __accc_it += ((long)gridDim.x * blockDim.x)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 50 "atomic_lvalues.c"
{

        if (__isLocal((const void *)&(t[(int)(e)]))) { t[(int)(e)] = t[(int)(e)] + 1; } else { (void)atomicAdd(&(t[(int)(e)]), (1)); }

        if (__isLocal((const void *)&(t[(int)(e * 1.5)]))) { t[(int)(e * 1.5)] += 2; } else { (void)atomicAdd(&(t[(int)(e * 1.5)]), (2)); }

        if (__isLocal((const void *)&(*(t + 5)))) { *(t + 5) = *(t + 5) - 1; } else { (void)atomicSub(&(*(t + 5)), (1)); }

        if (__isLocal((const void *)&(t[(unsigned)e + 4u]))) { t[(unsigned)e + 4u] = 3 + t[(unsigned)e + 4u]; } else { (void)atomicAdd(&(t[(unsigned)e + 4u]), (3)); }

        if (__isLocal((const void *)&(d[(long)(e - 2)]))) { d[(long)(e - 2)] = 0.5 * d[(long)(e - 2)]; } else { (void)__accc_atomic_mul_double(&(d[(long)(e - 2)]), (0.5)); }

        if (__isLocal((const void *)&(d[1]))) { dcap[i] = d[1] += 0.125; } else { dcap[i] = ((double)(atomicAdd(&(d[1]), (0.125)) + (0.125))); }

        if (__isLocal((const void *)&(m[i % 3][(int)(i % 4)]))) { m[i % 3][(int)(i % 4)]++; } else { (void)atomicAdd(&(m[i % 3][(int)(i % 4)]), 1); }

        if (__isLocal((const void *)&((*__accc_p_g).cells[i % 4].hits))) { (*__accc_p_g).cells[i % 4].hits++; } else { (void)atomicAdd(&((*__accc_p_g).cells[i % 4].hits), 1); }

        if (__isLocal((const void *)&(p->cells[1].total))) { p->cells[1].total += i; } else { (void)__accc_atomic_add_long_long(&(p->cells[1].total), (i)); }

        if (__isLocal((const void *)&((*p).flags[(int)(e)]))) { (*p).flags[(int)(e)] |= (unsigned char)(1 << (i % 8)); } else { (void)__accc_atomic_or_unsigned_char(&((*p).flags[(int)(e)]), ((unsigned char)(1 << (i % 8)))); }

        if (__isLocal((const void *)&(p->cells[2].weight))) { p->cells[2].weight = p->cells[2].weight + 0.25; } else { (void)atomicAdd(&(p->cells[2].weight), (0.25)); }

        if (__isLocal((const void *)&((*__accc_p_sh)))) { (*__accc_p_sh) -= 3; } else { (void)__accc_atomic_sub_short(&((*__accc_p_sh)), (3)); }

        if (__isLocal((const void *)&((*__accc_p_ch)))) { (*__accc_p_ch) ^= (char)(1 << (i % 7)); } else { (void)__accc_atomic_xor_char(&((*__accc_p_ch)), ((char)(1 << (i % 7)))); }

        if (__isLocal((const void *)&((*__accc_p_uc)))) { ucnew[i] = ++(*__accc_p_uc); } else { ucnew[i] = ((unsigned char)(__accc_atomic_add_unsigned_char(&((*__accc_p_uc)), 1) + 1)); }

        if (__isLocal((const void *)&((*__accc_p_l)))) { (*__accc_p_l) = (*__accc_p_l) - 5; } else { (void)(long)atomicAdd((unsigned long long *)&((*__accc_p_l)), (unsigned long long)(-((5)))); }

        if (__isLocal((const void *)&((*__accc_p_ll)))) { llcap[i] = (*__accc_p_ll) = (*__accc_p_ll) * 3; } else { llcap[i] = ((long long)(__accc_atomic_mul_long_long(&((*__accc_p_ll)), (3)) * (3))); }

        if (__isLocal((const void *)&((*__accc_p_ull)))) { (*__accc_p_ull) <<= 1; } else { (void)__accc_atomic_shl_unsigned_long_long(&((*__accc_p_ull)), (1)); }

        if (__isLocal((const void *)&((*__accc_p_u)))) { (*__accc_p_u) = 7u - (*__accc_p_u); } else { (void)__accc_atomic_subfrom_unsigned_int(&((*__accc_p_u)), (7u)); }

        if (__isLocal((const void *)&((*__accc_p_f)))) { (*__accc_p_f) = (*__accc_p_f) + 0.5f; } else { (void)atomicAdd(&((*__accc_p_f)), (0.5f)); }

        if (__isLocal((const void *)&((*__accc_p_seen)))) { (*__accc_p_seen) |= (i == 7); } else { (void)__accc_atomic_or__Bool(&((*__accc_p_seen)), ((i == 7))); }
        int w, s, k;
        const int twice = 2 * i;
        const int *row = weights;

        if (__isLocal((const void *)&(weights[i % 4]))) { w = weights[i % 4]; } else { w = weights[i % 4]; }

        if (__isLocal((const void *)&(fixed.hits))) { s = fixed.hits; } else { s = fixed.hits; }

        if (__isLocal((const void *)&(twice))) { k = twice; } else { k = twice; }
        reads[i] = w + s + k;

        if (__isLocal((const void *)&(row[(i + 1) % 4]))) { w = row[(i + 1) % 4]; } else { w = row[(i + 1) % 4]; }
        reads[i] += 100 * w;

        if (__isLocal((const void *)&(t[7]))) { t[7] = 42; } else { (void)atomicExch(&(t[7]), 42); }

        if (__isLocal((const void *)&((*__accc_p_g).cells[3].weight))) { (*__accc_p_g).cells[3].weight = 1.5; } else { (void)__accc_atomic_swap_double(&((*__accc_p_g).cells[3].weight), 1.5); }
    }
    }
}
