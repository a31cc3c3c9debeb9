#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
inline int __accc_atomic_mul_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v * v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int __accc_atomic_div_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v / v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline uchar __accc_atomic_shl_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(ov << v);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline int __accc_atomic_shr_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = o.v >> v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int __accc_atomic_subfrom_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v - o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int __accc_atomic_divinto_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v / o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline uchar __accc_atomic_shlby_uchar(volatile __global uchar *p, uchar v) {
    volatile __global uint *w = (volatile __global uint *)((ulong)p & ~3ul);
    uint shift = (uint)(((ulong)p & 3ul) * 8u);
    uint mask = 0xffu << shift;
    uint o, n;
    uchar ov;
    do {
        o = *w;
        ov = (uchar)((o & mask) >> shift);
        uchar nv = (uchar)(v << ov);
        n = (o & ~mask) | (((uint)nv << shift) & mask);
    } while (atomic_cmpxchg(w, o, n) != o);
    return ov;
}
inline int __accc_atomic_shrby_int(volatile __global int *p, int v) {
    union { uint b; int v; } o, n;
    o.v = *p;
    for (;;) {
        n.v = v >> o.v;
        uint seen = atomic_cmpxchg((volatile __global uint *)p, o.b, n.b);
        if (seen == o.b) return o.v;
        o.b = seen;
    }
}
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_add_x, ulong __accc_o_add_x, __global char *__accc_b_add_v, ulong __accc_o_add_v, __global char *__accc_b_sub_x, ulong __accc_o_sub_x, __global char *__accc_b_sub_v, ulong __accc_o_sub_v, __global char *__accc_b_mul_x, ulong __accc_o_mul_x, __global char *__accc_b_mul_v, ulong __accc_o_mul_v, __global char *__accc_b_div_x, ulong __accc_o_div_x, __global char *__accc_b_div_v, ulong __accc_o_div_v, __global char *__accc_b_and_x, ulong __accc_o_and_x, __global char *__accc_b_and_v, ulong __accc_o_and_v, __global char *__accc_b_xor_x, ulong __accc_o_xor_x, __global char *__accc_b_xor_v, ulong __accc_o_xor_v, __global char *__accc_b_or_x, ulong __accc_o_or_x, __global char *__accc_b_or_v, ulong __accc_o_or_v, __global char *__accc_b_shl_x, ulong __accc_o_shl_x, __global char *__accc_b_shl_v, ulong __accc_o_shl_v, __global char *__accc_b_shr_x, ulong __accc_o_shr_x, __global char *__accc_b_shr_v, ulong __accc_o_shr_v, __global char *__accc_b_step_x, ulong __accc_o_step_x, __global char *__accc_b_step_v, ulong __accc_o_step_v, __global char *__accc_b_swap_x, ulong __accc_o_swap_x, __global char *__accc_b_swap_v, ulong __accc_o_swap_v, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int *add_x = (__global int *)(__accc_b_add_x + __accc_o_add_x);
    __global int (*add_v)[16] = (__global int (*)[16])(__accc_b_add_v + __accc_o_add_v);
    __global int *sub_x = (__global int *)(__accc_b_sub_x + __accc_o_sub_x);
    __global int (*sub_v)[16] = (__global int (*)[16])(__accc_b_sub_v + __accc_o_sub_v);
    __global int *mul_x = (__global int *)(__accc_b_mul_x + __accc_o_mul_x);
    __global int (*mul_v)[16] = (__global int (*)[16])(__accc_b_mul_v + __accc_o_mul_v);
    __global int *div_x = (__global int *)(__accc_b_div_x + __accc_o_div_x);
    __global int (*div_v)[16] = (__global int (*)[16])(__accc_b_div_v + __accc_o_div_v);
    __global int *and_x = (__global int *)(__accc_b_and_x + __accc_o_and_x);
    __global int (*and_v)[16] = (__global int (*)[16])(__accc_b_and_v + __accc_o_and_v);
    __global int *xor_x = (__global int *)(__accc_b_xor_x + __accc_o_xor_x);
    __global int (*xor_v)[16] = (__global int (*)[16])(__accc_b_xor_v + __accc_o_xor_v);
    __global int *or_x = (__global int *)(__accc_b_or_x + __accc_o_or_x);
    __global int (*or_v)[16] = (__global int (*)[16])(__accc_b_or_v + __accc_o_or_v);
    __global uchar *shl_x = (__global uchar *)(__accc_b_shl_x + __accc_o_shl_x);
    __global uchar (*shl_v)[16] = (__global uchar (*)[16])(__accc_b_shl_v + __accc_o_shl_v);
    __global int *shr_x = (__global int *)(__accc_b_shr_x + __accc_o_shr_x);
    __global int (*shr_v)[16] = (__global int (*)[16])(__accc_b_shr_v + __accc_o_shr_v);
    __global int *step_x = (__global int *)(__accc_b_step_x + __accc_o_step_x);
    __global int (*step_v)[16] = (__global int (*)[16])(__accc_b_step_v + __accc_o_step_v);
    __global int *swap_x = (__global int *)(__accc_b_swap_x + __accc_o_swap_x);
    __global int (*swap_v)[16] = (__global int (*)[16])(__accc_b_swap_v + __accc_o_swap_v);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 42 "atomic_every_form.c"
{


        (void)atomic_add(&(add_x[0]), (3));

        (void)atomic_add(&(add_x[1]), (3));

        (void)atomic_add(&(add_x[2]), (3));

        add_v[3][i] = ((int)(atomic_add(&(add_x[3]), (3)) + (3)));

        add_v[4][i] = ((int)(atomic_add(&(add_x[4]), (3)) + (3)));

        add_v[5][i] = ((int)(atomic_add(&(add_x[5]), (3)) + (3)));

        add_v[6][i] = atomic_add(&(add_x[6]), (3));

        add_v[7][i] = ((int)(atomic_add(&(add_x[7]), (3)) + (3)));

        add_v[8][i] = atomic_add(&(add_x[8]), (3));

        add_v[9][i] = atomic_add(&(add_x[9]), (3));

        add_v[10][i] = ((int)(atomic_add(&(add_x[10]), (3)) + (3)));

        add_v[11][i] = ((int)(atomic_add(&(add_x[11]), (3)) + (3)));


        (void)atomic_sub(&(sub_x[0]), (2));

        (void)atomic_sub(&(sub_x[1]), (2));

        (void)__accc_atomic_subfrom_int(&(sub_x[2]), (100));

        sub_v[3][i] = ((int)(atomic_sub(&(sub_x[3]), (2)) - (2)));

        sub_v[4][i] = ((int)(atomic_sub(&(sub_x[4]), (2)) - (2)));

        sub_v[5][i] = ((int)((100) - __accc_atomic_subfrom_int(&(sub_x[5]), (100))));

        sub_v[6][i] = atomic_sub(&(sub_x[6]), (2));

        sub_v[7][i] = ((int)(atomic_sub(&(sub_x[7]), (2)) - (2)));

        sub_v[8][i] = atomic_sub(&(sub_x[8]), (2));

        sub_v[9][i] = __accc_atomic_subfrom_int(&(sub_x[9]), (100));

        sub_v[10][i] = ((int)(atomic_sub(&(sub_x[10]), (2)) - (2)));

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


        (void)atomic_and(&(and_x[0]), (0x7ffe));

        (void)atomic_and(&(and_x[1]), (0x7ffe));

        (void)atomic_and(&(and_x[2]), (0x7ffe));

        and_v[3][i] = ((int)(atomic_and(&(and_x[3]), (0x7ffe)) & (0x7ffe)));

        and_v[4][i] = ((int)(atomic_and(&(and_x[4]), (0x7ffe)) & (0x7ffe)));

        and_v[5][i] = ((int)(atomic_and(&(and_x[5]), (0x7ffe)) & (0x7ffe)));

        and_v[6][i] = atomic_and(&(and_x[6]), (0x7ffe));

        and_v[7][i] = ((int)(atomic_and(&(and_x[7]), (0x7ffe)) & (0x7ffe)));

        and_v[8][i] = atomic_and(&(and_x[8]), (0x7ffe));

        and_v[9][i] = atomic_and(&(and_x[9]), (0x7ffe));

        and_v[10][i] = ((int)(atomic_and(&(and_x[10]), (0x7ffe)) & (0x7ffe)));

        and_v[11][i] = ((int)(atomic_and(&(and_x[11]), (0x7ffe)) & (0x7ffe)));


        (void)atomic_xor(&(xor_x[0]), (5));

        (void)atomic_xor(&(xor_x[1]), (5));

        (void)atomic_xor(&(xor_x[2]), (5));

        xor_v[3][i] = ((int)(atomic_xor(&(xor_x[3]), (5)) ^ (5)));

        xor_v[4][i] = ((int)(atomic_xor(&(xor_x[4]), (5)) ^ (5)));

        xor_v[5][i] = ((int)(atomic_xor(&(xor_x[5]), (5)) ^ (5)));

        xor_v[6][i] = atomic_xor(&(xor_x[6]), (5));

        xor_v[7][i] = ((int)(atomic_xor(&(xor_x[7]), (5)) ^ (5)));

        xor_v[8][i] = atomic_xor(&(xor_x[8]), (5));

        xor_v[9][i] = atomic_xor(&(xor_x[9]), (5));

        xor_v[10][i] = ((int)(atomic_xor(&(xor_x[10]), (5)) ^ (5)));

        xor_v[11][i] = ((int)(atomic_xor(&(xor_x[11]), (5)) ^ (5)));


        (void)atomic_or(&(or_x[0]), (8));

        (void)atomic_or(&(or_x[1]), (8));

        (void)atomic_or(&(or_x[2]), (8));

        or_v[3][i] = ((int)(atomic_or(&(or_x[3]), (8)) | (8)));

        or_v[4][i] = ((int)(atomic_or(&(or_x[4]), (8)) | (8)));

        or_v[5][i] = ((int)(atomic_or(&(or_x[5]), (8)) | (8)));

        or_v[6][i] = atomic_or(&(or_x[6]), (8));

        or_v[7][i] = ((int)(atomic_or(&(or_x[7]), (8)) | (8)));

        or_v[8][i] = atomic_or(&(or_x[8]), (8));

        or_v[9][i] = atomic_or(&(or_x[9]), (8));

        or_v[10][i] = ((int)(atomic_or(&(or_x[10]), (8)) | (8)));

        or_v[11][i] = ((int)(atomic_or(&(or_x[11]), (8)) | (8)));


        (void)__accc_atomic_shl_uchar(&(shl_x[0]), (1));

        (void)__accc_atomic_shl_uchar(&(shl_x[1]), (1));

        (void)__accc_atomic_shlby_uchar(&(shl_x[2]), (1));

        shl_v[3][i] = ((uchar)(__accc_atomic_shl_uchar(&(shl_x[3]), (1)) << (1)));

        shl_v[4][i] = ((uchar)(__accc_atomic_shl_uchar(&(shl_x[4]), (1)) << (1)));

        shl_v[5][i] = ((uchar)((1) << __accc_atomic_shlby_uchar(&(shl_x[5]), (1))));

        shl_v[6][i] = __accc_atomic_shl_uchar(&(shl_x[6]), (1));

        shl_v[7][i] = ((uchar)(__accc_atomic_shl_uchar(&(shl_x[7]), (1)) << (1)));

        shl_v[8][i] = __accc_atomic_shl_uchar(&(shl_x[8]), (1));

        shl_v[9][i] = __accc_atomic_shlby_uchar(&(shl_x[9]), (1));

        shl_v[10][i] = ((uchar)(__accc_atomic_shl_uchar(&(shl_x[10]), (1)) << (1)));

        shl_v[11][i] = ((uchar)((1) << __accc_atomic_shlby_uchar(&(shl_x[11]), (1))));


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


        (void)atomic_add(&(step_x[0]), 1);

        (void)atomic_add(&(step_x[1]), 1);

        (void)atomic_sub(&(step_x[2]), 1);

        (void)atomic_sub(&(step_x[3]), 1);

        (void)atomic_add(&(step_x[4]), 1);

        (void)atomic_add(&(step_x[5]), 1);

        step_v[6][i] = atomic_add(&(step_x[6]), 1);

        step_v[7][i] = ((int)(atomic_sub(&(step_x[7]), 1) - 1));

        step_v[8][i] = atomic_sub(&(step_x[8]), 1);

        step_v[9][i] = ((int)(atomic_add(&(step_x[9]), 1) + 1));

        step_v[10][i] = atomic_add(&(step_x[10]), 1);

        step_v[11][i] = ((int)(atomic_sub(&(step_x[11]), 1) - 1));

        step_v[12][i] = atomic_sub(&(step_x[12]), 1);

        step_v[13][i] = ((int)(atomic_add(&(step_x[13]), 1) + 1));


        swap_v[0][i] = atomic_xchg(&(swap_x[0]), (7));

        swap_v[1][i] = atomic_xchg(&(swap_x[1]), ((int)(2.5 * 2)));
    }
    }
}
