// firstprivate: each gang (or iteration) starts from the host value of the
// variable; changes made inside never reach the host.
#include <stdio.h>

#define N 500

int main(void)
{
    static int a[N], b[N];
    int base = 100;
    float scale = 0.5f;

#pragma acc parallel loop firstprivate(base, scale) copyout(a)
    for (int i = 0; i < N; i++)
        a[i] = base + (int)(scale * (float)(2 * i));

    // A firstprivate scalar on the parallel construct is read by every
    // iteration of the loop inside; the region does not modify it.
    int offset = 7;
#pragma acc parallel firstprivate(offset) copyout(b)
    {
#pragma acc loop
        for (int i = 0; i < N; i++)
            b[i] = i + offset;
    }

    // The copy is per gang, not per iteration, so the body copies it into a
    // local before changing it; the host variable is never written back.
    int counter = 42;
    static int c[N];
#pragma acc parallel loop firstprivate(counter) copyout(c)
    for (int i = 0; i < N; i++) {
        int local = counter;
        local += i;
        c[i] = local;
    }

    long s = 0;
    for (int i = 0; i < N; i++)
        s += a[i] + b[i] + c[i];
    printf("a[10]=%d b[10]=%d c[10]=%d counter=%d base=%d\n", a[10], b[10], c[10], counter, base);
    printf("s=%ld\n", s);
    return 0;
}
