// A parallel region holding several loop directives: the loops are work-shared,
// the region itself only contains loops (no gang-redundant statements).
#include <stdio.h>

#define N 512

int main(void)
{
    static int a[N], b[N], c[N];
    for (int i = 0; i < N; i++)
        a[i] = i;

#pragma acc parallel copyin(a) copyout(b, c)
    {
#pragma acc loop
        for (int i = 0; i < N; i++)
            b[i] = a[i] * a[i];

        // Gangs do not wait for each other between two loops of one parallel
        // region, so the second loop must not read what the first one wrote.
#pragma acc loop
        for (int i = 0; i < N; i++)
            c[i] = a[i] + 1;
    }

    long s = 0;
    int bad = 0;
    for (int i = 0; i < N; i++) {
        s += c[i];
        if (c[i] != i + 1)
            bad++;
    }
    printf("b[3]=%d c[0]=%d c[511]=%d sum=%ld\n", b[3], c[0], c[N - 1], s);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}
