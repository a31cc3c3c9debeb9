// Reductions on double: + * max min && ||, with exact (integer or dyadic)
// values; the max/min also find the location via a second int reduction.
#include <stdio.h>

#define N 5000

int main(void)
{
    static double v[N];
    for (int i = 0; i < N; i++)
        v[i] = (double)((i * 7919) % 1000) * 0.25;   // multiples of 1/4 in [0, 249.75]
    v[3210] = 1000.0;
    v[77] = -3.5;

    double sum = 0.0, prod = 1.0, mx = -1e300, mn = 1e300;
    double land = 1.0, lor = 0.0;

#pragma acc parallel loop reduction(+:sum) copyin(v)
    for (int i = 0; i < N; i++)
        sum += v[i];

#pragma acc parallel loop reduction(*:prod)
    for (int i = 1; i <= 60; i++)
        prod *= (i % 4 == 0) ? 2.0 : ((i % 6 == 0) ? 0.25 : 1.0);

#pragma acc parallel loop reduction(max:mx) copyin(v)
    for (int i = 0; i < N; i++)
        if (v[i] > mx)
            mx = v[i];

#pragma acc parallel loop reduction(min:mn) copyin(v)
    for (int i = 0; i < N; i++)
        if (v[i] < mn)
            mn = v[i];

    // where is the maximum?  (smallest index holding it)
    int where = N;
#pragma acc parallel loop reduction(min:where) copyin(v)
    for (int i = 0; i < N; i++)
        if (v[i] == mx && i < where)
            where = i;

#pragma acc parallel loop reduction(&&:land) copyin(v)
    for (int i = 0; i < N; i++)
        land = land && (v[i] > -10.0);

#pragma acc parallel loop reduction(||:lor) copyin(v)
    for (int i = 0; i < N; i++)
        lor = lor || (v[i] < -3.0);

    printf("sum=%.2f prod=%.6e\n", sum, prod);
    printf("max=%.2f at %d min=%.2f land=%.0f lor=%.0f\n", mx, where, mn, land, lor);
    return 0;
}
