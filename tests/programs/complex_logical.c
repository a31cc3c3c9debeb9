/* Complex values under `&&`, `||`, `!` and `?:` in a compute region, inside larger
   expressions whose operators bind tighter than the lowered ones: device code computes
   with complex values through helper calls, and the replaced expression's parentheses
   must stay (`(a && r) + 1` once became `a && r + 1`). Also logical operators nested in
   each other with parentheses that change the grouping, a conditional choosing a complex
   value inside a product, and an assignment as an operand of `||`. The region computes
   what the host computes, through one macro; every value is a small integer. */
#include <complex.h>
#include <stdio.h>

#define N 12

#define BODY(i)                                                                        \
    do {                                                                               \
        double r = (double)((i) % 3);                                                  \
        double _Complex z = (double)((i) % 2) + (double)((i) % 4 == 3) * I;            \
        double _Complex w = 0.0;                                                       \
        out[i] = (z && r) + (r || w) * 2 + (w || 0) * 4 + !z * 8;                      \
        out[i] += ((z || w) && r) * 16 + (z || (w && r)) * 32;                         \
        double _Complex c = ((i) % 2 ? z : 2.0 * I) * 3.0;                             \
        parts[i] = (int)creal(c) + 10 * (int)cimag(c);                                 \
        out[i] += ((w = z) || r) * 64 + (int)creal(w) * 128;                           \
    } while (0)

int main(void)
{
    int out[N], parts[N], want[N], want_parts[N];
    for (int i = 0; i < N; i++) {
        int *o = want, *q = want_parts;
        {
            int *out = o, *parts = q;
            BODY(i);
        }
    }
#pragma acc parallel loop copyout(out, parts)
    for (int i = 0; i < N; i++)
        BODY(i);
    int wrong = 0;
    for (int i = 0; i < N; i++) {
        printf("%d: %d %d\n", i, out[i], parts[i]);
        wrong += out[i] != want[i] || parts[i] != want_parts[i];
    }
    printf("%d differ from the host's\n", wrong);
    return 0;
}
