// Every reduction operator on int, on parallel loop:
// + * max min & | ^ && ||.  Each starts from a non-neutral host value, which
// takes part in the result.
#include <stdio.h>

#define N 1000

int main(void)
{
    static int a[N];
    for (int i = 0; i < N; i++)
        a[i] = (i * 37) % 101 - 50;   // values in [-50, 50]

    int sum = 5, prod = 3, mx = -1000, mn = 1000;
    int band = 0x7fffffff, bor = 0x100, bxor = 0x5a;
    int land = 1, lor = 0, land2 = 1, lor2 = 0;

#pragma acc parallel loop reduction(+:sum) copyin(a)
    for (int i = 0; i < N; i++)
        sum += a[i];

    // product of 30 small factors (1, 2 or -1): stays exact in int
#pragma acc parallel loop reduction(*:prod)
    for (int i = 0; i < 30; i++)
        prod *= (i % 3 == 0) ? 2 : ((i % 7 == 0) ? -1 : 1);

#pragma acc parallel loop reduction(max:mx) copyin(a)
    for (int i = 0; i < N; i++)
        mx = a[i] > mx ? a[i] : mx;

#pragma acc parallel loop reduction(min:mn) copyin(a)
    for (int i = 0; i < N; i++)
        mn = a[i] < mn ? a[i] : mn;

#pragma acc parallel loop reduction(&:band)
    for (int i = 0; i < N; i++)
        band &= ~(1 << (i % 20)) | (i % 40 == 0 ? 0 : (1 << 3));

#pragma acc parallel loop reduction(|:bor)
    for (int i = 0; i < N; i++)
        bor |= 1 << ((i * 3) % 17);

#pragma acc parallel loop reduction(^:bxor)
    for (int i = 0; i < N; i++)
        bxor ^= (i * 40503) & 0xffff;

#pragma acc parallel loop reduction(&&:land) copyin(a)
    for (int i = 0; i < N; i++)
        land = land && (a[i] >= -50);

#pragma acc parallel loop reduction(||:lor) copyin(a)
    for (int i = 0; i < N; i++)
        lor = lor || (a[i] == 50);

#pragma acc parallel loop reduction(&&:land2) copyin(a)
    for (int i = 0; i < N; i++)
        land2 = land2 && (a[i] != 0);

#pragma acc parallel loop reduction(||:lor2) copyin(a)
    for (int i = 0; i < N; i++)
        lor2 = lor2 || (a[i] > 50);

    printf("sum=%d prod=%d max=%d min=%d\n", sum, prod, mx, mn);
    printf("and=%#x or=%#x xor=%#x\n", (unsigned)band, (unsigned)bor, (unsigned)bxor);
    printf("land=%d lor=%d land2=%d lor2=%d\n", land, lor, land2, lor2);
    return 0;
}
