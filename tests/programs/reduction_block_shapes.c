// Gang reductions in blocks of every shape the device combines differently: one warp
// (vector_length(32)), several warps (96), the most threads a block may have (1024), and
// blocks that are not whole warps (40, 1) -- and on the types whose values a warp shuffle
// moves widened to int (char, unsigned char, short, _Bool) or as they are (long long,
// double). Every result is an integer or a sum of dyadic values, so it is exact in any order.
#include <stdio.h>

#define N 50000

static long long sum_by(int lanes_hint, const int *a)
{
    long long s = 0;
    switch (lanes_hint) {
    case 32:
#pragma acc parallel loop vector_length(32) reduction(+:s) copyin(a[0:N])
        for (int i = 0; i < N; i++) s += a[i];
        break;
    case 96:
#pragma acc parallel loop vector_length(96) reduction(+:s) copyin(a[0:N])
        for (int i = 0; i < N; i++) s += a[i];
        break;
    case 1024:
#pragma acc parallel loop vector_length(1024) reduction(+:s) copyin(a[0:N])
        for (int i = 0; i < N; i++) s += a[i];
        break;
    case 40:
#pragma acc parallel loop vector_length(40) reduction(+:s) copyin(a[0:N])
        for (int i = 0; i < N; i++) s += a[i];
        break;
    default:
#pragma acc parallel loop vector_length(1) reduction(+:s) copyin(a[0:N])
        for (int i = 0; i < N; i++) s += a[i];
        break;
    }
    return s;
}

int main(void)
{
    static int a[N];
    for (int i = 0; i < N; i++) a[i] = (i * 7919) % 1009 - 500;

    const int shapes[] = {32, 96, 1024, 40, 1};
    for (int k = 0; k < 5; k++) printf("sum over blocks of %d: %lld\n", shapes[k], sum_by(shapes[k], a));

    signed char cmax = -128, cmin = 127;
    unsigned char ucmax = 0;
    short smin = 32767;
    _Bool all_small = 1, any_big = 0;
    long long llmin = 0x7fffffffffffffffLL;
    double dsum = 0.0, dmax = -1.0e300;
#pragma acc parallel loop vector_length(96) copyin(a[0:N]) \
    reduction(max:cmax) reduction(min:cmin) reduction(max:ucmax) reduction(min:smin) \
    reduction(&&:all_small) reduction(||:any_big) reduction(min:llmin) \
    reduction(+:dsum) reduction(max:dmax)
    for (int i = 0; i < N; i++) {
        signed char c = (signed char)(a[i] % 100);
        cmax = c > cmax ? c : cmax;
        cmin = c < cmin ? c : cmin;
        unsigned char u = (unsigned char)(i % 251);
        ucmax = u > ucmax ? u : ucmax;
        short s = (short)(a[i] * 60);
        smin = s < smin ? s : smin;
        all_small = all_small && a[i] < 600;
        any_big = any_big || a[i] == 508;
        long long l = (long long)a[i] * 4000000000LL;
        llmin = l < llmin ? l : llmin;
        dsum += a[i] * 0.25;
        double d = a[i] * 0.5;
        dmax = d > dmax ? d : dmax;
    }
    printf("cmax=%d cmin=%d ucmax=%u smin=%d all_small=%d any_big=%d\n", cmax, cmin, ucmax,
           smin, (int)all_small, (int)any_big);
    printf("llmin=%lld dsum=%.2f dmax=%.1f\n", llmin, dsum, dmax);

    // A max that every block but one already meets: the atomic's early exit must not
    // lose the one block that raises it.
    int top = -1;
#pragma acc parallel loop vector_length(128) reduction(max:top) copyin(a[0:N])
    for (int i = 0; i < N; i++) {
        int v = i == N - 77 ? 100000 : a[i];
        top = v > top ? v : top;
    }
    printf("top=%d\n", top);

    // Floating max and min with every sign of the running value and the block's value
    // (CUDA combines them through the integer atomics on their bits).
    float fmax_neg = -1.0e30f, fmin_mixed = 1.0e30f, fmin_stays = -5.0f;
    double dmin_pos = 1.0e300, dmax_stays = 3.0, dmax_mixed = -1.0e300;
#pragma acc parallel loop copyin(a[0:N]) reduction(max:fmax_neg) reduction(min:fmin_mixed) \
    reduction(min:fmin_stays) reduction(min:dmin_pos) reduction(max:dmax_stays) \
    reduction(max:dmax_mixed)
    for (int i = 0; i < N; i++) {
        float neg = -(float)(i % 1000) - 1.5f;
        fmax_neg = neg > fmax_neg ? neg : fmax_neg;
        float half = a[i] * 0.5f;
        fmin_mixed = half < fmin_mixed ? half : fmin_mixed;
        float pos = (float)(i % 77) + 0.25f;
        fmin_stays = pos < fmin_stays ? pos : fmin_stays;
        double p = a[i] + 1000.25;
        dmin_pos = p < dmin_pos ? p : dmin_pos;
        double n = -(double)(i % 9) - 0.5;
        dmax_stays = n > dmax_stays ? n : dmax_stays;
        double q = a[i] * 0.125;
        dmax_mixed = q > dmax_mixed ? q : dmax_mixed;
    }
    printf("fmax_neg=%.2f fmin_mixed=%.2f fmin_stays=%.2f\n", fmax_neg, fmin_mixed, fmin_stays);
    printf("dmin_pos=%.2f dmax_stays=%.2f dmax_mixed=%.3f\n", dmin_pos, dmax_stays, dmax_mixed);
    return 0;
}
