/* Nested member designators that share their first member (`.v.lo = …, .v.hi = …`) are
 * C, but nvcc compiles device code as C++, which names each member of a list once; for
 * CUDA accc gathers them into the member's own braced list (`.v = {.lo = …, .hi = …}`),
 * members in declaration order at every level. Every target must give the plain C
 * answer. */
#include <stdio.h>

#define N 1000

struct span { int lo, hi; };
struct pair { struct span v; int k; };
struct box { int tag; struct pair p; struct span extra; };

#pragma acc routine seq
static int measure(int i) {
    struct box b = {.p.v.hi = i + 5, .tag = 3, .p.k = 2, .extra.lo = 1, .p.v.lo = i};
    return (b.p.v.hi - b.p.v.lo) * b.p.k + b.tag + b.extra.lo + b.extra.hi;
}

int main(void) {
    static int out[N];
    long sum = 0;
    #pragma acc parallel loop copyout(out[0:N]) reduction(+:sum)
    for (int i = 0; i < N; i++) {
        struct pair q = {.v.lo = i, .v.hi = 2 * i, .k = 7};
        struct pair r = {.k = i % 5, .v.hi = 4, .v.lo = 1};
        out[i] = q.v.hi - q.v.lo + q.k + r.k * (r.v.hi - r.v.lo) + measure(i);
        sum += out[i];
    }
    printf("sum %ld\n", sum);
    printf("out[0] %d out[1] %d out[999] %d\n", out[0], out[1], out[N - 1]);
    return 0;
}
