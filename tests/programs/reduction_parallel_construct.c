// reduction on the parallel construct itself.  Each gang gets a private
// copy of the variable, initialised for the operator; at the end of the
// region the gangs' copies and the original value are combined.  Inside, a
// loop with only the gang clause gives each gang a share of the iterations,
// executed by one thread of that gang, which updates the gang's copy.
// (A reduction clause on a combined "parallel loop" belongs to the loop; that
// form is tested elsewhere.)
#include <stdio.h>

#define N 2048

int main(void)
{
    static int a[N];
    for (int i = 0; i < N; i++)
        a[i] = (i * 11) % 64;

    int count = 3;
    float fs = 0.0f;
    double dmax = 0.0;
    int big = 0;

#pragma acc parallel copyin(a) reduction(+:count)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++)
            if (a[i] > 40)
                count++;
    }

#pragma acc parallel copyin(a) reduction(+:fs) reduction(max:dmax, big)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
            fs += (float)a[i];
            dmax = (double)a[i] * 1.5 > dmax ? (double)a[i] * 1.5 : dmax;
            big = a[i] > big ? a[i] : big;
        }
    }

    // With a single gang, the code outside any loop runs exactly once, so a
    // reduction over the region body alone is deterministic.
    int once = 10;
#pragma acc parallel num_gangs(1) num_workers(1) vector_length(1) reduction(+:once)
    {
        once += 5;
    }

    // serial accepts a reduction clause too (the region runs once)
    int s2 = 1;
#pragma acc serial reduction(*:s2)
    {
        s2 *= 6;
    }

    printf("count=%d fs=%.1f dmax=%.1f big=%d once=%d s2=%d\n", count, fs, dmax, big, once, s2);
    return 0;
}
