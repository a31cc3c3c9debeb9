// Reductions on other arithmetic types: long, long long, unsigned int,
// unsigned long and short accumulators, with wrap-around on unsigned
// (well defined) and large sums that need 64 bits.
#include <stdio.h>

#define N 100000

int main(void)
{
    long lsum = 0;
    long long llmax = -1, llprod = 1;
    unsigned int uwrap = 0u, uxor = 0u, uor = 0u;
    unsigned long umin = ~0ul;
    short smax = -32768;

#pragma acc parallel loop reduction(+:lsum) reduction(max:llmax) reduction(+:uwrap) reduction(^:uxor)
    for (int i = 0; i < N; i++) {
        lsum += (long)i * i;                       // needs 64 bits
        long long v = ((long long)i * 7919) % 100003;
        llmax = v > llmax ? v : llmax;
        uwrap += 4000000000u + (unsigned)i;        // wraps around many times
        uxor ^= (unsigned)i * 2654435761u;
    }

#pragma acc parallel loop reduction(*:llprod) reduction(|:uor) reduction(min:umin) reduction(max:smax)
    for (int i = 1; i <= 40; i++) {
        llprod *= (i % 10 == 0) ? 1000 : 1;
        uor |= 1u << (i % 32);
        unsigned long w = 1000ul + (unsigned long)((i * 37) % 41);
        umin = w < umin ? w : umin;
        short sv = (short)(i * 100 - 2000);
        smax = sv > smax ? sv : smax;
    }

    printf("lsum=%ld llmax=%lld uwrap=%u uxor=%u\n", lsum, llmax, uwrap, uxor);
    printf("llprod=%lld uor=%#x umin=%lu smax=%d\n", llprod, uor, umin, (int)smax);
    return 0;
}
