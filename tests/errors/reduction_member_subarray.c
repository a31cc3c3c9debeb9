// Reductions of a subarray of a struct member, and `max` of a complex value: not made.
#include <complex.h>
typedef struct { int bins[8]; } hist;

int main(void)
{
    hist h = { { 0 } };
    double _Complex z = 0;
    #pragma acc parallel loop reduction(+:h.bins[0:8]) // expect-error: subarrays or elements of struct members are not supported
    for (int i = 0; i < 64; i++)
        h.bins[i % 8] += 1;
    #pragma acc parallel loop reduction(max:z) // expect-error: complex values reduce by `+` and `*` only
    for (int i = 0; i < 64; i++)
        z += i;
    return h.bins[0] + (int)creal(z);
}
