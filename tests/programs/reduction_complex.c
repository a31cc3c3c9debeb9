// `_Complex` `+` reductions: `double _Complex` on `parallel loop`, `float _Complex` on a
// `loop` inside `parallel`, a complex struct member, and `+`/`*` of a vector loop inside a
// gang loop (combined within each gang's block). Integer-valued parts: exact everywhere.
#include <complex.h>
#include <stdio.h>

typedef struct { int n; double _Complex total; } tally;

int main(void)
{
    double _Complex z = 1 + 1 * I;
    #pragma acc parallel loop reduction(+:z)
    for (int i = 0; i < 100; i++)
        z += i + 2.0 * i * I;
    float _Complex s = 0;
    #pragma acc parallel
    {
        #pragma acc loop reduction(+:s)
        for (int i = 0; i < 16; i++)
            s += (float)(i % 4) - (float)i * I;
    }
    tally t = { 5, 2 * I };
    #pragma acc parallel loop reduction(+:t.total)
    for (int i = 0; i < 1000; i++)
        t.total += (i % 7) - (i % 5) * I;
    double _Complex sums[8], prods[8];
    #pragma acc parallel loop gang copyout(sums, prods)
    for (int r = 0; r < 8; r++) {
        double _Complex a = r, q = 1;
        #pragma acc loop vector reduction(+:a) reduction(*:q)
        for (int k = 0; k < 200; k++) {
            a += k * I;
            q *= (k % 50 == r) ? 1 + 1 * I : 1;
        }
        sums[r] = a;
        prods[r] = q;
    }
    printf("%g%+gi %g%+gi %d %g%+gi\n", creal(z), cimag(z), crealf(s), cimagf(s), t.n,
           creal(t.total), cimag(t.total));
    for (int r = 0; r < 8; r++)
        printf("%g%+gi %g%+gi\n", creal(sums[r]), cimag(sums[r]), creal(prods[r]) + 0.0,
               cimag(prods[r]) + 0.0);
    return 0;
}
