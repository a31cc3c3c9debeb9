// `_Complex` `*` reductions: `double _Complex` on `parallel loop` and `float _Complex` on
// a `loop` inside `parallel`, beside a `+` (integer-valued parts: exact). CUDA and OpenCL
// join the blocks' (work-groups') products under a lock in the kernel's accumulator,
// one thread (work-item) of each block at a time: the products' loops are long enough
// for many blocks. Every partial product is exact (powers of 1+i and of i).
#include <complex.h>
#include <stdio.h>

int main(void)
{
    double _Complex z = 1 + 1 * I;
    #pragma acc parallel loop reduction(+:z)
    for (int i = 0; i < 100; i++)
        z += i + 2.0 * i * I;
    double _Complex w = 1;
    #pragma acc parallel loop reduction(*:w)
    for (int i = 0; i < 3001; i++)
        w *= (i % 3 == 0) ? 1 + 1 * I : 1;
    float _Complex s = 0, p = 2;
    #pragma acc parallel
    {
        #pragma acc loop reduction(+:s) reduction(*:p)
        for (int i = 0; i < 4100; i++) {
            s += (float)(i % 4) - (float)i * I;
            p *= (i % 8 == 0) ? 0 + 1 * I : 1;
        }
    }
    printf("%g%+gi %g%+gi %g%+gi %g%+gi\n", creal(z), cimag(z), creal(w) + 0.0, cimag(w) + 0.0,
           crealf(s), cimagf(s), crealf(p) + 0.0f, cimagf(p) + 0.0f);
    return 0;
}
