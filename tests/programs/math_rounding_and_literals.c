/* <math.h> conversions OpenCL C spells otherwise (`lround`, `llround`, `lrint`,
 * `nearbyint`, `scalbn`, and their float forms) and `long long` literals (`5LL`, `~0ull`),
 * which OpenCL C takes for 128-bit integers (`llabs(i - 5LL)` did not build there). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 16

int main(void) {
    long r[N], q[N];
    long long a[N];
    unsigned long long u[N];
    double s[N];
#pragma acc parallel loop copyout(r, q, a, u, s)
    for (int i = 0; i < N; i++) {
        double x = i * 0.75 - 5.0; /* exact quarters: ties round away from zero or to even */
        r[i] = lround(x) + 100 * lrint(x) + 10000 * (long)nearbyint(x);
        q[i] = llround((float)x) + 100 * lrintf((float)x) + 10000 * (long)nearbyintf((float)x);
        a[i] = llabs(i - 5LL) * 3LL + (i % 3 ? 1ll : -1LL);
        u[i] = (~0ull >> (i + 1)) + 0x10ULL;
        s[i] = scalbn(1.5, i - 4) + scalbnf(0.5f, i);
    }
    long tr = 0, tq = 0;
    long long ta = 0;
    unsigned long long tu = 0;
    double ts = 0;
    for (int i = 0; i < N; i++) {
        tr += r[i] * (i + 1);
        tq += q[i] * (i + 1);
        ta += a[i] * (i + 1);
        tu ^= u[i];
        ts += s[i];
    }
    printf("lround/lrint/nearbyint: %ld %ld\nllabs: %lld\nliterals: %llx\nscalbn: %.6f\n", tr, tq, ta, tu, ts);
    return 0;
}
