// Reductions on float: + * max min && ||.  Values are small integers or
// powers of two, so every partial result is exact and the order in which
// partial results are combined cannot change the answer.
#include <stdio.h>

#define N 4096

int main(void)
{
    static float x[N];
    for (int i = 0; i < N; i++)
        x[i] = (float)((i * 13) % 29) - 14.0f;   // integers in [-14, 14]

    float sum = 0.5f, prod = 1.0f, mx = -1e30f, mn = 1e30f;
    float land = 1.0f, lor = 0.0f;

#pragma acc parallel loop reduction(+:sum) copyin(x)
    for (int i = 0; i < N; i++)
        sum += x[i];

    // product of powers of two: 2^(number of i%5==0) * 0.5^(number of i%7==0)
#pragma acc parallel loop reduction(*:prod)
    for (int i = 0; i < 100; i++)
        prod *= (i % 5 == 0 ? 2.0f : 1.0f) * (i % 7 == 0 ? 0.5f : 1.0f);

#pragma acc parallel loop reduction(max:mx) copyin(x)
    for (int i = 0; i < N; i++)
        mx = x[i] > mx ? x[i] : mx;

#pragma acc parallel loop reduction(min:mn) copyin(x)
    for (int i = 0; i < N; i++)
        mn = x[i] < mn ? x[i] : mn;

#pragma acc parallel loop reduction(&&:land) copyin(x)
    for (int i = 0; i < N; i++)
        land = land && (x[i] + 15.0f);

#pragma acc parallel loop reduction(||:lor) copyin(x)
    for (int i = 0; i < N; i++)
        lor = lor || (x[i] == 14.0f);

    printf("sum=%.1f prod=%.6f max=%.1f min=%.1f land=%.1f lor=%.1f\n",
           sum, prod, mx, mn, land, lor);
    return 0;
}
