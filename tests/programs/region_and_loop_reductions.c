// The same reduction on a `parallel` construct and on the loops inside it (the usual way to
// write a reduction over a region's gang loops): a sum, a product and a max, over a gang
// loop and over gang and vector loops of a nest. Every value is an integer or a power of
// two, so the results are exact in any order.
#include <stdio.h>

int main(void)
{
    long s = 0;
    double p = 1;
    int m = -1;
#pragma acc parallel reduction(+:s) reduction(*:p) reduction(max:m)
    {
#pragma acc loop gang reduction(+:s) reduction(*:p) reduction(max:m)
        for (int i = 0; i < 100; i++) {
            s += i;
            p *= (i % 10 == 0) ? 2.0 : 1.0;
            m = (i * 37) % 101 > m ? (i * 37) % 101 : m;
        }
    }
    long t = 0;
#pragma acc parallel reduction(+:t)
    {
#pragma acc loop gang reduction(+:t)
        for (int i = 0; i < 20; i++) {
#pragma acc loop vector reduction(+:t)
            for (int j = 0; j < 30; j++) t += i * j;
        }
    }
    printf("%ld %g %d %ld\n", s, p, m, t);
    return 0;
}
